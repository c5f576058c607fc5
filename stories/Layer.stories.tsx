import type {Meta, StoryObj} from '@storybook/react-vite'
import {Button, Card, Layer, Menu, MenuItem, Popover, Text, useLayerZIndex} from '../src/ui'

function ZIndex() {
  return <Text size={1} muted>{`z-index ${useLayerZIndex()}`}</Text>
}

const meta = {
  title: 'UI/Layer',
  component: Layer,
} satisfies Meta<typeof Layer>

export default meta
type Story = StoryObj<typeof meta>

/** Each layer is portalled to the body one step above the layer it was opened from. */
export const Nested: Story = {
  render: () => (
    <Layer>
      <Card shadow border padding={4} style={{position: 'fixed', top: 40, left: 40, width: 260}}>
        <Text weight="semibold">Layer 1</Text>
        <ZIndex />
        <Layer zOffset={10}>
          <Card shadow border tone="primary" padding={4} style={{position: 'fixed', top: 90, left: 120, width: 260}}>
            <Text weight="semibold">Layer 2 (zOffset 10)</Text>
            <ZIndex />
          </Card>
        </Layer>
      </Card>
    </Layer>
  ),
}

/** A menu opened from a popover lands above it. */
export const MenuInPopover: Story = {
  render: () => (
    <Popover
      defaultOpen
      content={
        <Menu open button={<Button text="Actions" mode="ghost" />}>
          <MenuItem text="Above the popover" />
        </Menu>
      }
    >
      <Button text="Popover" />
    </Popover>
  ),
}
