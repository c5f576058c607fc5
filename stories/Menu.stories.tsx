import type {Meta, StoryObj} from '@storybook/react-vite'
import {useState} from 'react'
import {
  Button,
  ChevronDownIcon,
  CopyIcon,
  DesktopIcon,
  EllipsisHorizontalIcon,
  IconButton,
  LinkIcon,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuItem,
  MoonIcon,
  SunIcon,
  Text,
  TrashIcon,
  type ColorSchemePreference,
} from '../src/ui'

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: {
    button: <Button text="Document actions" iconRight={<ChevronDownIcon />} mode="ghost" />,
    children: (
      <>
        <MenuItem text="Duplicate" icon={<CopyIcon />} hotkey="Ctrl+Alt+D" />
        <MenuItem text="Copy link" icon={<LinkIcon />} />
        <MenuItem text="Discard changes" disabled />
        <MenuItem text="Unpublish" />
        <MenuDivider />
        <MenuItem text="Delete" icon={<TrashIcon />} tone="critical" />
      </>
    ),
  },
} satisfies Meta<typeof Menu>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Enter, Space or ArrowDown opens it on the first item; arrows move, letters jump to the next
 * item starting with them; Escape closes it and focus goes back to the button.
 */
export const Default: Story = {}
export const Open: Story = {args: {open: true}}
export const IconOnly: Story = {
  args: {button: <IconButton icon={<EllipsisHorizontalIcon />} label="More" />, placement: 'bottom-end'},
}
export const Groups: Story = {
  args: {
    open: true,
    minWidth: 200,
    maxWidth: 300,
    children: (
      <>
        <MenuGroup title="Resources">
          <MenuItem text="Documentation" />
          <MenuItem text="Community" />
        </MenuGroup>
        <MenuDivider />
        <MenuGroup title="Account">
          <MenuItem text="Manage project" />
          <MenuItem text="Sign out" />
        </MenuGroup>
      </>
    ),
  },
}

function SchemeMenu() {
  const [scheme, setScheme] = useState<ColorSchemePreference>('system')
  const icons = {system: <DesktopIcon />, dark: <MoonIcon />, light: <SunIcon />}
  return (
    <>
      <Menu button={<Button text="Appearance" icon={icons[scheme]} mode="ghost" />}>
        {(['system', 'dark', 'light'] as const).map((choice) => (
          <MenuItem
            key={choice}
            text={choice[0]!.toUpperCase() + choice.slice(1)}
            icon={icons[choice]}
            selected={scheme === choice}
            onClick={() => setScheme(choice)}
          />
        ))}
      </Menu>
      <Text muted size={1} style={{marginTop: 8}}>
        Chosen: {scheme}
      </Text>
    </>
  )
}

/** Items with a selected state (`menuitemradio`), as in the colour scheme choice. */
export const Choices: Story = {render: () => <SchemeMenu />}
