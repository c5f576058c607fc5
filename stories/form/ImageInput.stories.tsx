import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {failingAssetServices, STORY_IMAGE, storyAssetServices} from './assetStoryServices'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {
    name: 'post',
    type: 'document',
    fields: [
      {name: 'title', type: 'string'},
      {
        name: 'mainImage',
        type: 'image',
        title: 'Main image',
        options: {hotspot: true},
        fields: [{name: 'alt', type: 'string', title: 'Alternative text'}],
        validation: (rule) => rule.required(),
      },
    ],
  },
])
const doc = {_id: 'post-1', _type: 'post', title: 'A walk in the hills'}
const image = {
  _type: 'image',
  asset: {_type: 'reference', _ref: STORY_IMAGE._id},
  alt: 'Green hills under a yellow sun',
}
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const upload = (updatedAt: string) => ({
  _type: 'image',
  _upload: {progress: 46, createdAt: updatedAt, updatedAt, file: {name: 'hills.jpg', type: 'image/jpeg'}},
})

/** Chooses a file in the input's hidden file input, as the browser's chooser would. */
function chooseFile(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement
  Object.defineProperty(input, 'files', {value: [file], configurable: true})
  input.dispatchEvent(new Event('change', {bubbles: true}))
}

const meta = {
  title: 'Form/ImageInput',
  component: FormStory,
  args: {schema, typeName: 'post', value: doc, services: {assets: storyAssetServices()}},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

/** The drop area: Upload (a real upload into an in-process lake), Browse, drag and drop, paste. */
export const Empty: Story = {}
/** A 190 px preview of the image, its menu, and its own alt text field. */
export const Filled: Story = {args: {value: {...doc, mainImage: image}}}
/** Live validation: the image is required. */
export const Invalid: Story = {args: {validate: true}}
/** A string where the image belongs. */
export const InvalidValue: Story = {args: {value: {...doc, mainImage: 'hills.jpg'}}}
/** The preview without a menu; nothing can be dropped. */
export const ReadOnly: Story = {args: {readOnly: true, value: {...doc, mainImage: image}}}
export const WithPresence: Story = {args: {value: {...doc, mainImage: image}, presence: presenceAt(['mainImage'])}}
/** Someone's upload in progress, as its `_upload` tells it. */
export const Uploading: Story = {args: {value: {...doc, mainImage: upload(minutesAgo(0))}}}
/** An upload that made no progress for more than 2 minutes, with Clear upload. */
export const StaleUpload: Story = {args: {value: {...doc, mainImage: upload(minutesAgo(5))}}}
/** An upload the server refused: the error card with Retry and Reset. */
export const UploadFailed: Story = {
  args: {services: {assets: failingAssetServices()}},
  play: ({canvasElement}) =>
    chooseFile(canvasElement, new File(['not really an image'], 'hills.png', {type: 'image/png'})),
}
/** The workspace turned direct uploads off: Browse only. */
export const UploadsUnsupported: Story = {
  args: {services: {assets: storyAssetServices({directUploads: {image: false}})}},
}
/** A deleted asset. */
export const MissingAsset: Story = {
  args: {
    value: {
      ...doc,
      mainImage: {
        _type: 'image',
        asset: {_type: 'reference', _ref: 'image-ffffffffffffffffffffffffffffffffffffffff-10x10-png'},
      },
    },
  },
}
