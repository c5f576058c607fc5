import type {Meta, StoryObj} from '@storybook/react-vite'
import {NodeSelection} from 'prosemirror-state'
import type {EditorView} from 'prosemirror-view'
import {waitFor} from 'storybook/test'
import type {FieldActionNode} from '../../src/form'
import {editorViewOf} from '../../src/form/inputs/portableText/editorViewOf'
// The editor's chunk, loaded with the stories: the play functions below wait for the editor,
// which then shows at once instead of after a lazy load (that would never come while a test
// runner holds React's updates back for the play function).
import '../../src/form/inputs/portableText/PortableTextEditor'
import {createSchema} from '../../src/schema'
import {FormStory, presenceAt} from './FormStory'

const schema = createSchema([
  {name: 'callout', type: 'object', fields: [{name: 'text', type: 'string', title: 'Text'}]},
  {
    name: 'mention',
    type: 'object',
    title: 'Mention',
    fields: [{name: 'name', type: 'string', title: 'Name', validation: (rule) => rule.required()}],
  },
  {
    name: 'post',
    type: 'document',
    fields: [
      {name: 'title', type: 'string'},
      {
        name: 'body',
        type: 'array',
        of: [
          {
            type: 'block',
            of: [{type: 'mention'}],
            // A block may say what is wrong with it: the editor shows the marker at the block.
            validation: (rule) =>
              rule.custom((block: {children?: {text?: string}[]} | undefined) =>
                (block?.children ?? []).some((child) => child.text?.includes('TODO'))
                  ? {message: 'Finish this paragraph before publishing', level: 'warning'}
                  : true,
              ),
          },
          {type: 'callout'},
        ],
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

/** The editor's view once its chunk has loaded. */
async function editorView(canvasElement: HTMLElement): Promise<EditorView> {
  return waitFor(
    () => {
      const element = canvasElement.querySelector('.vellum-form-pt-content')
      const view = element && editorViewOf(element)
      if (!view) throw new Error('The editor has not loaded yet')
      return view
    },
    {timeout: 5000},
  )
}

/**
 * Validation markers at their blocks: a span with a TODO (the block's own warning), and a
 * mention without a name (its required field, an error); the markers show at the right of each
 * block, their tooltips list the messages.
 */
export const BlockValidation: Story = {
  args: {
    validate: true,
    value: {
      ...doc,
      body: [
        body[0],
        {
          _key: 'todo',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [span('t1', 'TODO: a word about the launch')],
        },
        {
          _key: 'm',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [span('m1', 'Thanks to '), {_key: 'who', _type: 'mention'}, span('m2', ' for the review.')],
        },
      ],
    },
  },
}

/** The popover of a selected inline object: its preview, Edit and Remove. */
export const InlineObjectPopover: Story = {
  args: {
    value: {
      ...doc,
      body: [
        {
          _key: 'm',
          _type: 'block',
          style: 'normal',
          markDefs: [],
          children: [span('m1', 'Written with '), {_key: 'ada', _type: 'mention', name: 'Ada'}, span('m2', '.')],
        },
      ],
    },
  },
  play: async ({canvasElement}) => {
    const view = await editorView(canvasElement)
    // The mention is after "Written with " (13 characters) in the first block.
    view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, 14)))
  },
}

/**
 * An editor not in use: the click-to-activate overlay lies over it, so scrolling the page over
 * it scrolls the page; a click (or Tab, then Enter or Space) activates it.
 */
export const ClickToActivate: Story = {args: {value: {...doc, body}}}

const fieldActions: FieldActionNode[] = [
  {type: 'action', title: 'Translate to Norwegian', onAction: () => {}},
  {type: 'action', title: 'Summarise', disabled: {reason: 'Write a few paragraphs first'}, onAction: () => {}},
  {type: 'divider'},
  {type: 'action', title: 'Clear formatting', tone: 'critical', onAction: () => {}},
]

/** The toolbar's action menu with the field's actions (`fieldActions`), open. */
export const ActionMenu: Story = {
  args: {
    value: {...doc, body},
    services: {fieldActions: ({path}) => (path.length === 1 && path[0] === 'body' ? fieldActions : [])},
  },
  play: async ({canvasElement}) => {
    await editorView(canvasElement)
    canvasElement
      .querySelector('.vellum-form-pt-activate')
      ?.dispatchEvent(new MouseEvent('mousedown', {bubbles: true, button: 0}))
    canvasElement.querySelector<HTMLElement>('.vellum-form-pt-toolbar .vellum-form-field-actions')?.click()
  },
}
