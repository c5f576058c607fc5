import type {Decorator, Preview} from '@storybook/react-vite'
import {ThemeProvider, isColorSchemePreference} from '../src/ui'
// The stylesheets host apps import together as `vellum/style.css`.
import '../src/ui/style.css'
import '../src/form/form.css'
import '../src/studio/studio.css'
import '../src/studio/search/search.css'
import '../src/structure/structure.css'

// Every story renders inside the studio theme; the toolbar switches the colour scheme
// (system follows the operating system, as the studio's own setting does).
const withTheme: Decorator = (Story, context) => {
  const scheme = isColorSchemePreference(context.globals.scheme) ? context.globals.scheme : 'light'
  return (
    <ThemeProvider scheme={scheme} style={{minHeight: '100vh'}}>
      <div style={{padding: 20, boxSizing: 'border-box'}}>
        <Story />
      </div>
    </ThemeProvider>
  )
}

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          {value: 'light', title: 'Light', icon: 'sun'},
          {value: 'dark', title: 'Dark', icon: 'moon'},
          {value: 'system', title: 'System', icon: 'browser'},
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {scheme: 'light'},
  parameters: {layout: 'fullscreen'},
}

export default preview
