import type {Meta, StoryObj} from '@storybook/react-vite'
import {useState} from 'react'
import {ImageToolDialog, type ImageToolValue} from '../../src/form/inputs/image/ImageToolDialog'
import {applyPatches} from '../../src/mutations'
import {Button, Stack, Text} from '../../src/ui'
import {storyImage} from './storyImages'

const picture = storyImage('Hotspot and crop', 200)
const ASSET = 'image-2fd4e1c67a2d28fced849ee1bb76e7391b93eb12-1200x800-svg'

/** The dialog over a value that applies its patches, with the stored crop and hotspot shown below. */
function ToolStory({initial, readOnly = false}: {initial: ImageToolValue; readOnly?: boolean}) {
  const [value, setValue] = useState(initial)
  const [open, setOpen] = useState(true)
  return (
    <Stack gap={3}>
      <Button text="Edit hotspot and crop" onClick={() => setOpen(true)} />
      <Text size={1} as="div">
        <pre>{JSON.stringify({crop: value.crop, hotspot: value.hotspot}, null, 2)}</pre>
      </Text>
      {open ? (
        <ImageToolDialog
          value={value}
          readOnly={readOnly}
          imageUrl={() => picture}
          onChange={(patches) => setValue((current) => applyPatches(current, patches))}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Stack>
  )
}

const meta = {
  title: 'Assets/ImageToolDialog',
  component: ToolStory,
  parameters: {layout: 'padded'},
} satisfies Meta<typeof ToolStory>

export default meta
type Story = StoryObj<typeof meta>

/** An image without a crop or hotspot: the defaults (nothing cut, the hotspot the whole image). */
export const Defaults: Story = {args: {initial: {_type: 'image', asset: {_ref: ASSET}}}}

/** A crop and a small hotspot near the circle: the previews frame it at each ratio. */
export const CroppedWithHotspot: Story = {
  args: {
    initial: {
      _type: 'image',
      asset: {_ref: ASSET},
      crop: {top: 0.05, bottom: 0.1, left: 0.1, right: 0.05},
      hotspot: {x: 0.62, y: 0.4, width: 0.3, height: 0.35},
    },
  },
}

/** Read-only: the crop and hotspot shown, without handles. */
export const ReadOnly: Story = {
  args: {
    readOnly: true,
    initial: {
      _type: 'image',
      asset: {_ref: ASSET},
      crop: {top: 0.1, bottom: 0.1, left: 0, right: 0},
      hotspot: {x: 0.6, y: 0.45, width: 0.4, height: 0.5},
    },
  },
}

/** A value without an asset: nothing to edit. */
export const NoImage: Story = {args: {initial: {_type: 'image'}}}
