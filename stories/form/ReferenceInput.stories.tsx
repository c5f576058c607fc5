import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'
import {storyReferenceServices} from './referenceStoryServices'

const schema = createSchema([
  {
    name: 'author',
    title: 'Author',
    type: 'document',
    fields: [
      {name: 'name', type: 'string', title: 'Name'},
      {name: 'role', type: 'string', title: 'Role'},
    ],
    preview: {select: {title: 'name', subtitle: 'role'}},
  },
  {name: 'memo', title: 'Memo', type: 'document', fields: [{name: 'title', type: 'string'}]},
  {name: 'category', title: 'Category', type: 'document', fields: [{name: 'title', type: 'string'}]},
  {
    name: 'post',
    title: 'Post',
    type: 'document',
    fields: [
      {name: 'title', type: 'string', title: 'Title'},
      {
        name: 'author',
        type: 'reference',
        title: 'Author',
        to: [{type: 'author'}],
        validation: (rule) => rule.required(),
      },
      {name: 'reviewer', type: 'reference', title: 'Reviewer', to: [{type: 'memo'}]},
    ],
  },
  {
    name: 'issue',
    title: 'Issue',
    type: 'document',
    fields: [
      {name: 'categories', type: 'array', title: 'Categories', of: [{type: 'reference', to: [{type: 'category'}]}]},
    ],
  },
])
const doc = {_id: 'post-1', _type: 'post', title: 'On the Analytical Engine'}
const services = {references: storyReferenceServices(schema)}
const ref = (id: string, extra: Record<string, unknown> = {}) => ({_type: 'reference', _ref: id, ...extra})

/** Types text into the story's Author combobox. */
function typeIntoAuthor(canvasElement: HTMLElement, text: string) {
  const input = canvasElement.querySelector('input[role="combobox"]') as HTMLInputElement
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  setValue.call(input, text)
  input.dispatchEvent(new Event('input', {bubbles: true}))
}

/** The first element matching `selector` under `root`, once there is one (previews load asynchronously). */
async function whenPresent<T extends Element>(root: ParentNode, selector: string, timeout = 5_000): Promise<T> {
  const deadline = Date.now() + timeout
  for (;;) {
    const element = root.querySelector<T>(selector)
    if (element) return element
    if (Date.now() > deadline) throw new Error(`No ${selector} after ${timeout} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Opens the first array item's editor (a dialog, outside the canvas) and its reference menu. */
async function openArrayItemMenu({canvasElement}: {canvasElement: HTMLElement}) {
  canvasElement.querySelector<HTMLButtonElement>('.vellum-form-array-item-open')?.click()
  const menuButton = await whenPresent<HTMLButtonElement>(
    canvasElement.ownerDocument,
    '.vellum-form-array-item-dialog .vellum-form-reference-menu-button',
  )
  menuButton.click()
}

const meta = {
  title: 'Form/ReferenceInput',
  component: FormStory,
  args: {schema, typeName: 'post', value: doc, services},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

/** The search combobox, labelled by the field title, with Create new. */
export const Empty: Story = {}
/** A reference to a published author: the live preview card with its menu. */
export const Filled: Story = {args: {value: {...doc, author: ref('ada')}}}
/** Live validation: the author is required. */
export const Invalid: Story = {args: {validate: true}}
/** A string where the reference belongs. */
export const InvalidValue: Story = {args: {value: {...doc, author: 'ada'}}}
/** The preview without a menu, search or create. */
export const ReadOnly: Story = {args: {readOnly: true, value: {...doc, author: ref('ada')}}}
/** Someone else in the field. */
export const WithPresence: Story = {args: {value: {...doc, author: ref('ada')}, presence: presenceAt(['author'])}}
/** A search that has not answered yet: the spinner. */
export const Searching: Story = {
  args: {services: {references: storyReferenceServices(schema, {search: () => new Promise(() => {})})}},
  play: ({canvasElement}) => typeIntoAuthor(canvasElement, 'a'),
}
/** The results of typing “a”: previews with their status (Grace is unpublished). */
export const Results: Story = {play: ({canvasElement}) => typeIntoAuthor(canvasElement, 'a')}
/** Nothing matches. */
export const NoResults: Story = {play: ({canvasElement}) => typeIntoAuthor(canvasElement, 'zebra')}
/** A selected, published author. */
export const Selected: Story = {args: {value: {...doc, author: ref('alan')}}}
/** A weak reference where the schema wants a strong one: the fix button. */
export const Weak: Story = {args: {value: {...doc, author: ref('ada', {_weak: true})}}}
/** A reference to a draft-only author, made weak and marked to be strengthened on publish. */
export const DraftOnlyTarget: Story = {
  args: {value: {...doc, author: ref('grace', {_weak: true, _strengthenOnPublish: {type: 'author'}})}},
}
/** A reference to a document that does not exist: the clear button. */
export const NotFound: Story = {args: {value: {...doc, author: ref('deleted-author')}}}
/** A document the user may not read: the lock and the missing-read-permissions message; create new disabled. */
export const NoPermission: Story = {
  args: {
    value: {...doc, reviewer: ref('secret')},
    services: {
      references: storyReferenceServices(schema, {grants: [{filter: '_type != "memo"', permissions: ['read']}]}),
    },
  },
}
/** An item of an array of references, its editor open on the menu: Duplicate puts a copy right after it. */
export const ArrayItemMenu: Story = {
  args: {
    typeName: 'issue',
    value: {
      _id: 'issue-1',
      _type: 'issue',
      categories: [
        {_key: 'science', ...ref('cat-science')},
        {_key: 'history', ...ref('cat-history')},
      ],
    },
  },
  play: openArrayItemMenu,
}
