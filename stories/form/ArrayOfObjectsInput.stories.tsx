import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema, defineType} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const link = defineType({
  name: 'link',
  type: 'object',
  fields: [
    {name: 'label', type: 'string', validation: (rule) => rule.required()},
    {name: 'href', title: 'URL', type: 'url', validation: (rule) => rule.required()},
  ],
})
const quote = defineType({
  name: 'quote',
  type: 'object',
  fields: [
    {name: 'text', type: 'text', rows: 3},
    {name: 'author', type: 'string'},
  ],
  preview: {
    select: {text: 'text', author: 'author'},
    prepare: ({text, author}) => ({title: text, subtitle: author ? `— ${String(author)}` : undefined}),
  },
})

const schema = createSchema([
  link,
  quote,
  {
    name: 'page',
    type: 'document',
    fields: [
      {name: 'links', type: 'array', of: [{type: 'link'}], validation: (rule) => rule.min(1)},
      {name: 'sections', title: 'Links and quotes', type: 'array', of: [{type: 'link'}, {type: 'quote'}]},
    ],
  },
  {
    name: 'gallery',
    type: 'document',
    fields: [{name: 'links', type: 'array', of: [{type: 'link'}], options: {layout: 'grid'}}],
  },
  {
    name: 'compact',
    type: 'document',
    fields: [
      {name: 'links', type: 'array', of: [{type: 'link'}], options: {modal: {type: 'popover'}, sortable: false}},
    ],
  },
])
const doc = {_id: 'page-1', _type: 'page'}
const links = [
  {_key: 'home', _type: 'link', label: 'Home', href: 'https://vellum.dev'},
  {_key: 'docs', _type: 'link', label: 'Documentation', href: 'https://vellum.dev/docs'},
  {_key: 'blog', _type: 'link', label: 'Blog', href: 'https://vellum.dev/blog'},
]
const sections = [
  links[0],
  {_key: 'q1', _type: 'quote', text: 'Content is a structured thing.', author: 'Grace Hopper'},
  links[1],
]

const meta = {
  title: 'Form/ArrayOfObjectsInput',
  component: FormStory,
  args: {schema, typeName: 'page', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

/** No items: the empty label, and the add buttons (a type menu for the array of two types). */
export const Empty: Story = {}
/** Items as rows with their previews; a quote is previewed by its type's `preview.prepare`. */
export const Filled: Story = {args: {value: {...doc, links, sections}}}
/** Live validation: a link without its URL marks its row, and the empty sections are fine. */
export const Invalid: Story = {
  args: {validate: true, value: {...doc, links: [{_key: 'home', _type: 'link', label: 'Home'}]}},
}
/** Items without keys: the field offers to add them before the list can be edited. */
export const InvalidValue: Story = {
  args: {
    value: {
      ...doc,
      links: [
        {_type: 'link', label: 'Home', href: 'https://vellum.dev'},
        {_type: 'link', label: 'Docs'},
      ],
    },
  },
}
/** An item of a type the array does not allow: it opens a popover with its JSON and a remove button. */
export const InvalidItemType: Story = {
  args: {
    value: {...doc, links: [...links.slice(0, 1), {_key: 'old', _type: 'legacyLink', url: 'https://old.example'}]},
  },
}
/** Read-only: no add button, menus or drag handles; items open as 'View Link'. */
export const ReadOnly: Story = {args: {readOnly: true, value: {...doc, links, sections}}}
export const WithPresence: Story = {
  args: {value: {...doc, links}, presence: presenceAt(['links', {_key: 'docs'}, 'label'])},
}
/** `options.layout: 'grid'`: items as cards. */
export const Grid: Story = {args: {typeName: 'gallery', value: {_id: 'gallery-1', _type: 'gallery', links}}}
/** `options.modal.type: 'popover'` and `options.sortable: false`: items open by their row, and do not move. */
export const PopoverNotSortable: Story = {
  args: {typeName: 'compact', value: {_id: 'compact-1', _type: 'compact', links}},
}
/** The focus path points into the second link, as a validation list would: it opens. */
export const FocusPath: Story = {args: {value: {...doc, links}, focusPath: ['links', {_key: 'docs'}, 'href']}}
/** 5,000 items, virtualised: only the rows in view are rendered. */
export const ManyItems: Story = {
  args: {
    value: {
      ...doc,
      links: Array.from({length: 5000}, (_, index) => ({
        _key: `link${index}`,
        _type: 'link',
        label: `Link ${index + 1}`,
        href: `https://vellum.dev/${index + 1}`,
      })),
    },
  },
}
