import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {failingAssetServices, STORY_FILE, storyAssetServices} from './assetStoryServices'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {
    name: 'release',
    type: 'document',
    fields: [
      {name: 'title', type: 'string'},
      {
        name: 'report',
        type: 'file',
        title: 'Report',
        options: {accept: '.pdf'},
        fields: [{name: 'description', type: 'string', title: 'Description'}],
        validation: (rule) => rule.required(),
      },
    ],
  },
])
const doc = {_id: 'release-1', _type: 'release', title: 'Annual report'}
const file = {_type: 'file', asset: {_type: 'reference', _ref: STORY_FILE._id}, description: 'The 2024 annual report'}
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const upload = (updatedAt: string) => ({
  _type: 'file',
  _upload: {progress: 72, createdAt: updatedAt, updatedAt, file: {name: 'report.pdf', type: 'application/pdf'}},
})

/** Chooses a file in the input's hidden file input, as the browser's chooser would. */
function chooseFile(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement
  Object.defineProperty(input, 'files', {value: [file], configurable: true})
  input.dispatchEvent(new Event('change', {bubbles: true}))
}

const meta = {
  title: 'Form/FileInput',
  component: FormStory,
  args: {schema, typeName: 'release', value: doc, services: {assets: storyAssetServices()}},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

/** The drop area: Upload (PDFs only, as the field's `accept` says), Browse, drag and drop. */
export const Empty: Story = {}
/** The file card: name, size and type, with its menu. */
export const Filled: Story = {args: {value: {...doc, report: file}}}
export const Invalid: Story = {args: {validate: true}}
export const InvalidValue: Story = {args: {value: {...doc, report: ['report.pdf']}}}
export const ReadOnly: Story = {args: {readOnly: true, value: {...doc, report: file}}}
export const WithPresence: Story = {args: {value: {...doc, report: file}, presence: presenceAt(['report'])}}
export const Uploading: Story = {args: {value: {...doc, report: upload(minutesAgo(0))}}}
export const StaleUpload: Story = {args: {value: {...doc, report: upload(minutesAgo(3))}}}
export const UploadFailed: Story = {
  args: {services: {assets: failingAssetServices()}},
  play: ({canvasElement}) => chooseFile(canvasElement, new File(['%PDF-1.4'], 'report.pdf', {type: 'application/pdf'})),
}
export const UploadsUnsupported: Story = {
  args: {services: {assets: storyAssetServices({directUploads: {file: false}})}},
}
/** A form without asset services (a host app's settings page): uploads are unsupported. */
export const WithoutServices: Story = {args: {services: {}}}
