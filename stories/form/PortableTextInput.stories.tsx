import type {Meta, StoryObj} from '@storybook/react-vite'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {name: 'callout', type: 'object', fields: [{name: 'text', type: 'string', title: 'Text'}]},
  {
    name: 'post',
    type: 'document',
    fields: [
      {name: 'title', type: 'string'},
      {
        name: 'body',
        type: 'array',
        of: [{type: 'block'}, {type: 'callout'}],
        validation: (rule) => rule.min(2),
      },
    ],
  },
])
const doc = {_id: 'post-1', _type: 'post', title: 'Rich text'}
const span = (key: string, text: string, marks: string[] = []) => ({_key: key, _type: 'span', text, marks})
const body = [
  {_key: 'h', _type: 'block', style: 'h2', markDefs: [], children: [span('h1', 'A heading')]},
  {
    _key: 'p',
    _type: 'block',
    style: 'normal',
    markDefs: [{_key: 'l', _type: 'link', href: 'https://vellum.dev'}],
    children: [
      span('p1', 'Some '),
      span('p2', 'bold', ['strong']),
      span('p3', ' text with '),
      span('p4', 'a link', ['l']),
    ],
  },
  {
    _key: 'li1',
    _type: 'block',
    style: 'normal',
    listItem: 'bullet',
    level: 1,
    markDefs: [],
    children: [span('a', 'A point')],
  },
  {
    _key: 'li2',
    _type: 'block',
    style: 'normal',
    listItem: 'bullet',
    level: 2,
    markDefs: [],
    children: [span('b', 'A sub-point')],
  },
  {
    _key: 'n1',
    _type: 'block',
    style: 'normal',
    listItem: 'number',
    level: 1,
    markDefs: [],
    children: [span('c', 'First')],
  },
  {_key: 'c1', _type: 'callout', text: 'Mind the gap'},
  {_key: 'q', _type: 'block', style: 'blockquote', markDefs: [], children: [span('d', 'A quote', ['em'])]},
]

const meta = {
  title: 'Form/PortableTextInput',
  component: FormStory,
  args: {schema, typeName: 'post', value: doc},
} satisfies Meta<typeof FormStory>

export default meta
type Story = StoryObj<typeof meta>

/** No value: one empty paragraph and the toolbar. */
export const Empty: Story = {}
/** Headings, marks, a link, nested lists, a block object and a quote. */
export const Filled: Story = {args: {value: {...doc, body}}}
/** Live validation: a body of one block is below its minimum of two. */
export const Invalid: Story = {args: {validate: true, value: {...doc, body: body.slice(0, 1)}}}
/** Blocks without markDefs and with a mark the schema does not know: the invalid-value panel with fix and ignore. */
export const InvalidValue: Story = {
  args: {
    value: {
      ...doc,
      body: [{_key: 'x', _type: 'block', children: [span('s', 'Blinking', ['blink'])]}, body[0]],
    },
  },
}
/** Read-only: no toolbar, the text cannot be edited. */
export const ReadOnly: Story = {args: {readOnly: true, value: {...doc, body}}}
/** Someone else in the body. */
export const WithPresence: Story = {args: {value: {...doc, body}, presence: presenceAt(['body', {_key: 'p'}])}}
/** The toolbar with the caret in a bold word of a bulleted list item: Strong and the bullet list show as on. */
export const ToolbarStates: Story = {
  args: {
    value: {
      ...doc,
      body: [
        {
          _key: 'li',
          _type: 'block',
          style: 'h3',
          listItem: 'bullet',
          level: 1,
          markDefs: [],
          children: [span('s', 'Bold item', ['strong'])],
        },
      ],
    },
  },
}
/** A narrow field (below 400 px): the toolbar scrolls on one line. */
export const Narrow: Story = {args: {width: 360, value: {...doc, body}}}
