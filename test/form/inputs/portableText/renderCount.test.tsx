import {act, cleanup, screen, waitFor} from '@testing-library/react'
import {TextSelection} from 'prosemirror-state'
import type {EditorView} from 'prosemirror-view'
import {afterEach, describe, expect, it} from 'vitest'
import {pathToString} from '../../../../src/document'
import type {ComponentMiddleware, InputProps, ItemProps, PreviewProps} from '../../../../src/form'
import {editorViewOf} from '../../../../src/form/inputs/portableText/editorViewOf'
import {docType, renderForm} from '../../support'
import {block, span} from './fixtures'

afterEach(cleanup)

const postType = () =>
  docType([
    {name: 'title', type: 'string'},
    {
      name: 'body',
      type: 'array',
      of: [{type: 'block'}, {type: 'object', name: 'callout', fields: [{name: 'text', type: 'string'}]}],
    },
    {name: 'summary', type: 'text'},
  ])

const BLOCKS = 60
const EDITED = 'b30'

/** 60 members: paragraphs, headings, list items and marked spans, a callout every tenth. */
function body() {
  return Array.from({length: BLOCKS}, (_, index) => {
    const key = `b${index}`
    if (index % 10 === 5) return {_key: key, _type: 'callout', text: `Callout ${index}`}
    const extra: Record<string, unknown> =
      index % 7 === 1 ? {style: 'h2'} : index % 4 === 2 ? {listItem: 'bullet', level: 1 + (index % 3)} : {}
    return block(
      key,
      [
        span(`Block ${index} starts `, `${key}a`),
        span('strongly', `${key}b`, ['strong']),
        span(' and ends.', `${key}c`),
      ],
      extra,
    )
  })
}

/** Counting middleware for the `input`, `item` and `preview` slots: renders by path or item key. */
function renderCounter() {
  const renders = new Map<string, number>()
  const count = (key: string) => renders.set(key, (renders.get(key) ?? 0) + 1)
  const input: ComponentMiddleware<InputProps> = (props) => {
    count(`input ${pathToString(props.path)}`)
    return props.renderDefault(props)
  }
  const item: ComponentMiddleware<ItemProps> = (props) => {
    count(`item ${(props.value as {_key: string})._key}`)
    return props.renderDefault(props)
  }
  const preview: ComponentMiddleware<PreviewProps> = (props) => {
    count(`preview ${(props.value as {_key?: string})._key}`)
    return props.renderDefault(props)
  }
  return {renders, components: {input: [input], item: [item], preview: [preview]}}
}

async function editor(): Promise<{element: HTMLElement; view: EditorView}> {
  return waitFor(() => {
    const element = document.querySelector<HTMLElement>('.vellum-form-pt-content')
    const view = element && editorViewOf(element)
    if (!element || !view) throw new Error('editor not loaded')
    return {element, view}
  })
}

/** The mutation records whose target is outside `inside`, described. */
function outside(records: MutationRecord[], inside: Element): string[] {
  return records
    .filter((record) => !inside.contains(record.target))
    .map((record) => {
      const target = record.target instanceof Element ? record.target : record.target.parentElement
      return `${record.type} ${record.attributeName ?? ''} ${record.oldValue} on ${target?.outerHTML.slice(0, 200)}`
    })
}

/**
 * The components React rendered in its last commits, by name, from its fiber tree: a fiber
 * rendered when its props, state (hook list) or context dependencies are new objects since
 * `snapshot` was taken (a component that bails out keeps all three). React's own DevTools hook
 * cannot be installed here (React loads before the test file), so the tree is read from the
 * container as DevTools reads it.
 */
function fiberRenders(container: Element) {
  const rootKey = Object.keys(container).find((name) => name.startsWith('__reactContainer$'))
  if (!rootKey) throw new Error('No React root on the container')
  const current = () =>
    (container as unknown as Record<string, {stateNode: {current: Fiber}}>)[rootKey]!.stateNode.current
  let seen = new Map<Fiber, readonly unknown[]>()
  const fingerprint = (fiber: Fiber) => [fiber.memoizedProps, fiber.memoizedState, fiber.dependencies] as const
  return {
    snapshot() {
      seen = new Map()
      walk(current(), (fiber) => seen.set(fiber, fingerprint(fiber)))
    },
    /** Names of the components (not host elements) that rendered since the snapshot, with counts. */
    rendered(): Map<string, number> {
      const counts = new Map<string, number>()
      walk(current(), (fiber) => {
        const name = componentName(fiber.type)
        if (!name) return
        const before = seen.get(fiber) ?? (fiber.alternate ? seen.get(fiber.alternate) : undefined)
        const now = fingerprint(fiber)
        if (before && before.every((part, index) => part === now[index])) return
        counts.set(name, (counts.get(name) ?? 0) + 1)
      })
      return counts
    },
  }
}

interface Fiber {
  type: unknown
  memoizedProps: unknown
  memoizedState: unknown
  dependencies: unknown
  child: Fiber | null
  sibling: Fiber | null
  alternate: Fiber | null
}

function walk(first: Fiber | null, visit: (fiber: Fiber) => void) {
  for (let fiber = first; fiber; fiber = fiber.sibling) {
    visit(fiber)
    walk(fiber.child, visit)
  }
}

function componentName(type: unknown): string | undefined {
  if (typeof type === 'function') return (type as {displayName?: string}).displayName ?? type.name
  if (type && typeof type === 'object' && 'type' in type) return componentName(type.type)
  if (type && typeof type === 'object' && 'render' in type) return componentName(type.render)
  return undefined
}

/**
 * The form over a post with a 60-member body, the editor loaded, every callout's preview shown,
 * and the caret after "Block 30 " in block b30, after one keystroke there (the first edit
 * enables Undo in the toolbar, rightly: what follows measures the keystrokes after it).
 */
async function formWithCaret() {
  const {renders, components} = renderCounter()
  const form = renderForm(postType(), {
    value: {_id: 'd', _type: 'doc', title: 'A post', body: body(), summary: 'Short.'},
    services: {components},
  })
  const {element, view} = await editor()
  await waitFor(() => {
    for (let index = 5; index < BLOCKS; index += 10) expect(renders.get(`preview b${index}`)).toBeGreaterThan(0)
  })
  const edited = element.querySelector(`[data-key="${EDITED}"]`)!
  expect(edited.textContent).toBe('Block 30 starts strongly and ends.')
  let start = -1
  view.state.doc.forEach((node, offset) => {
    if (node.attrs.key === EDITED) start = offset + 1
  })
  act(() => view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, start + 9))))
  const undo = screen.getByRole('button', {name: 'Undo'})
  expect(undo).toBeDisabled()
  await typeCharacter(view, 't')
  expect(undo).toBeEnabled()
  return {form, renders, view, edited}
}

/** Types one character as ProseMirror does for a keystroke, and lets the form's value come back. */
async function typeCharacter(view: EditorView, character: string) {
  act(() => view.dispatch(view.state.tr.insertText(character)))
  // The form renders the value after the keystroke (a transition, then the value's echo).
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)))
}

const TYPED = 'yped '

describe('portable-text render isolation', () => {
  it('a keystroke in one block changes nothing outside it: no DOM, no previews, no items, no other fields', async () => {
    const {form, renders, view, edited} = await formWithCaret()
    const before = new Map(renders)
    const records: MutationRecord[] = []
    const observer = new MutationObserver((list) => records.push(...list))
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeOldValue: true,
    })
    for (const character of TYPED) await typeCharacter(view, character)
    records.push(...observer.takeRecords())
    observer.disconnect()

    // The keystrokes reached the form's value, in place, and nothing else changed.
    const value = form.value() as {body: Array<{_key: string; children?: Array<{text: string}>}>}
    const text = (member: {children?: Array<{text: string}>}) => member.children?.map((child) => child.text).join('')
    expect(text(value.body.find((member) => member._key === EDITED)!)).toBe('Block 30 typed starts strongly and ends.')
    expect(value.body.filter((member) => member._key !== EDITED)).toEqual(
      body().filter((member) => member._key !== EDITED),
    )

    // The DOM changed inside the edited block only.
    expect(records.length).toBeGreaterThan(0)
    expect(outside(records, edited)).toEqual([])
    // No block object's item or preview rendered, nor any field but the body (and the document
    // around it, whose value changed): once per keystroke each.
    const added = new Map(
      [...renders]
        .map(([key, count]) => [key, count - (before.get(key) ?? 0)] as const)
        .filter(([, count]) => count > 0),
    )
    expect(Object.fromEntries(added)).toEqual({'input ': TYPED.length, 'input body': TYPED.length})
  })

  it('a keystroke renders no block object, preview or item in React, and nothing of the fields beside the body', async () => {
    const {form, view} = await formWithCaret()
    const fibers = fiberRenders(form.container)
    const outsideBlock = ['ArrayOfObjectsItem', 'DefaultItem', 'DefaultPreview', 'StringInput', 'TextInput']
    // Before any snapshot every component counts as rendered: these are all in the form.
    const all = fibers.rendered()
    for (const name of [...outsideBlock, 'PortableTextInput', 'PortableTextToolbar'])
      expect([name, all.get(name)! > 0]).toEqual([name, true])
    for (const character of TYPED) {
      fibers.snapshot()
      await typeCharacter(view, character)
      const rendered = fibers.rendered()
      // The body's own input renders with its new value...
      expect(rendered.get('PortableTextInput')).toBe(1)
      // ...and nothing of the block objects or of the other fields (title, summary) does.
      for (const name of outsideBlock) expect([name, rendered.get(name) ?? 0]).toEqual([name, 0])
      expect(rendered.get('MemberField')).toBe(1)
    }
  })

  // The toolbar is memoised and fed only what it shows (`toolbarStateOf`), which typing text
  // does not change: no keystroke renders it or its buttons and menu, before paint or after.
  it('a keystroke that changes none of its states does not render the toolbar', async () => {
    const {form, view} = await formWithCaret()
    const fibers = fiberRenders(form.container)
    for (const character of TYPED) {
      fibers.snapshot()
      await typeCharacter(view, character)
      const rendered = fibers.rendered()
      expect([rendered.get('PortableTextToolbar') ?? 0, rendered.get('Button') ?? 0]).toEqual([0, 0])
    }
  })
})
