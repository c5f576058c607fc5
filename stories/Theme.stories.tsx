import type {Meta, StoryObj} from '@storybook/react-vite'
import {useMemo} from 'react'
import {
  Button,
  Card,
  COLOR_SCHEME_PREFERENCES,
  createColorSchemeStore,
  DesktopIcon,
  Flex,
  Grid,
  lightTheme,
  MoonIcon,
  Stack,
  SunIcon,
  Text,
  ThemeProvider,
  useColorScheme,
  type ColorToken,
} from '../src/ui'

function Swatches() {
  return (
    <Grid minColumnWidth={150} gap={2}>
      {(Object.keys(lightTheme.color) as ColorToken[]).map((token) => (
        <Card key={token} border padding={2}>
          <Flex gap={2}>
            <span
              style={{
                width: 24,
                height: 24,
                borderRadius: 4,
                background: `var(--vellum-color-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)})`,
                border: '1px solid var(--vellum-color-border)',
              }}
            />
            <Text size={1}>{token}</Text>
          </Flex>
        </Card>
      ))}
    </Grid>
  )
}

const meta = {
  title: 'UI/Theme',
  component: Swatches,
} satisfies Meta<typeof Swatches>

export default meta
type Story = StoryObj<typeof meta>

/** The colour tokens of the scheme chosen in the toolbar. */
export const Tokens: Story = {}

/** Light and dark side by side, each in its own theme root. */
export const BothSchemes: Story = {
  render: () => (
    <Grid columns={2} gap={0}>
      {(['light', 'dark'] as const).map((scheme) => (
        <ThemeProvider key={scheme} scheme={scheme} style={{padding: 20}}>
          <Stack gap={3}>
            <Text weight="semibold">{scheme}</Text>
            <Swatches />
          </Stack>
        </ThemeProvider>
      ))}
    </Grid>
  ),
}

function SchemePicker() {
  const store = useMemo(() => createColorSchemeStore({key: 'vellum.storybook.color-scheme'}), [])
  const {preference, scheme, setPreference} = useColorScheme(store)
  const icons = {system: <DesktopIcon />, dark: <MoonIcon />, light: <SunIcon />}
  return (
    <ThemeProvider scheme={preference} style={{padding: 20}}>
      <Stack gap={3}>
        <Flex gap={1}>
          {COLOR_SCHEME_PREFERENCES.map((choice) => (
            <Button
              key={choice}
              mode="bleed"
              icon={icons[choice]}
              text={choice}
              selected={preference === choice}
              onClick={() => setPreference(choice)}
            />
          ))}
        </Flex>
        <Text muted size={1}>
          Stored: {preference}; painted: {scheme}. Reload the page: the choice is kept.
        </Text>
      </Stack>
    </ThemeProvider>
  )
}

/** The persisted colour scheme choice (system, dark, light), as the studio wires it. */
export const PersistedScheme: Story = {render: () => <SchemePicker />}
