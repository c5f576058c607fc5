import type {Decorator, Preview} from '@storybook/react-vite'
import {ThemeProvider, darkTheme, lightTheme} from '../src/ui'

// Every story renders inside the studio theme; the toolbar switches the scheme.
const withTheme: Decorator = (Story, context) => (
  <ThemeProvider theme={context.globals.scheme === 'dark' ? darkTheme : lightTheme}>
    <div style={{padding: 20, minHeight: '100vh', boxSizing: 'border-box'}}>
      <Story />
    </div>
  </ThemeProvider>
)

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    scheme: {
      description: 'Colour scheme',
      toolbar: {title: 'Scheme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true},
    },
  },
  initialGlobals: {scheme: 'light'},
  parameters: {layout: 'fullscreen'},
}

export default preview
