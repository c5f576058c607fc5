import {act, cleanup, fireEvent, render, screen} from '@testing-library/react'
import {useState} from 'react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {FormBuilder, FormServicesProvider, type PatchEvent} from '../../../src/form'
import {caretMapping, MAX_PENDING_TEXTS, MERGED_TEXT_SETTLE_MS} from '../../../src/form/inputs/useTypedText'
import {applyPatches} from '../../../src/mutations'
import type {ObjectSchemaType, Patch} from '../../../src/types'
import {ThemeProvider} from '../../../src/ui'
import {docType} from '../support'

afterEach(cleanup)

const type = docType([
  {name: 'title', type: 'string'},
  {name: 'body', type: 'text'},
])
const doc = {_id: 'd', _type: 'doc'}

/**
 * A host whose value comes back when the test says so (as from a slow store), or never: the
 * patches are recorded, and `deliver()` passes on the value after the first `count` of them.
 */
function renderSlowHost(schemaType: ObjectSchemaType, initial: Record<string, unknown>, services = {}) {
  const patches: Patch[][] = []
  let setValue: (value: Record<string, unknown>) => void = () => {}
  function Host() {
    const [value, set] = useState(initial)
    setValue = set
    return (
      <FormBuilder
        schemaType={schemaType}
        value={value}
        onChange={(event: PatchEvent) => void patches.push([...event.patches])}
      />
    )
  }
  render(
    <ThemeProvider>
      <FormServicesProvider services={services}>
        <Host />
      </FormServicesProvider>
    </ThemeProvider>,
  )
  const valueAfter = (count: number) =>
    patches
      .slice(0, count)
      .reduce<Record<string, unknown>>((value, event) => applyPatches(value, event) as Record<string, unknown>, initial)
  return {
    patches,
    valueAfter,
    deliver: (count: number) => act(() => setValue(valueAfter(count))),
    set: (value: Record<string, unknown>) => act(() => setValue(value)),
  }
}

const typeText = (input: HTMLElement, text: string) => fireEvent.change(input, {target: {value: text}})

describe('typed text', () => {
  it('shows what is typed at once, and keeps it while older values come back', () => {
    const host = renderSlowHost(type, doc)
    const title = screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement
    typeText(title, 'a')
    typeText(title, 'ab')
    typeText(title, 'abc')
    expect(title.value).toBe('abc')
    expect(host.patches).toEqual([
      [{type: 'set', path: ['title'], value: 'a', typedOn: ''}],
      [{type: 'set', path: ['title'], value: 'ab', typedOn: 'a'}],
      [{type: 'set', path: ['title'], value: 'abc', typedOn: 'ab'}],
    ])
    host.deliver(1)
    expect(title.value).toBe('abc')
    host.deliver(2)
    expect(title.value).toBe('abc')
    host.deliver(3)
    expect(title.value).toBe('abc')
    // Typing on after everything came back goes on from there.
    typeText(title, 'abcd')
    expect(host.patches.at(-1)).toEqual([{type: 'set', path: ['title'], value: 'abcd', typedOn: 'abc'}])
  })

  it("shows a value that is none of the typed texts: another user's edit, a reset", () => {
    const host = renderSlowHost(type, {...doc, title: 'Draft'})
    const title = screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement
    expect(title.value).toBe('Draft')
    host.set({...doc, title: 'Published title'})
    expect(title.value).toBe('Published title')
    host.set(doc)
    expect(title.value).toBe('')
    host.set({...doc, title: 'Drafts'})
    expect(title.value).toBe('Drafts')
  })

  it("keeps keystrokes typed after the text another user's edit was merged into", () => {
    const host = renderSlowHost(type, {...doc, title: 'note'})
    const title = screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement
    title.focus()
    typeText(title, 'notes')
    typeText(title, 'notes o')
    typeText(title, 'notes on')
    // The store merged a remote edit into 'notes' and that value renders only now, after ' on'
    // was typed: the element keeps ' on', merged in, with the caret after it.
    host.set({...doc, title: 'My notes'})
    expect(title.value).toBe('My notes on')
    expect(title.selectionStart).toBe('My notes on'.length)
    // The store's next value holds the same: nothing changes.
    host.set({...doc, title: 'My notes on'})
    expect(title.value).toBe('My notes on')
  })

  it('shows the value as it is when the host never takes the keystrokes kept in a merge (a reset)', () => {
    vi.useFakeTimers()
    try {
      const host = renderSlowHost(type, {...doc, title: 'Draft'})
      const title = screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement
      typeText(title, 'Drafts')
      host.set({...doc, title: 'Published title'})
      expect(title.value).toBe('Published titles')
      act(() => vi.advanceTimersByTime(MERGED_TEXT_SETTLE_MS))
      expect(title.value).toBe('Published title')
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps waiting for the value while the user types on, and keeps the caret after what was typed', () => {
    vi.useFakeTimers()
    try {
      const host = renderSlowHost(type, {...doc, title: 'Draft'})
      const title = screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement
      title.focus()
      typeText(title, 'Drafts')
      host.set({...doc, title: 'My Draft'})
      expect(title.value).toBe('My Drafts')
      // The form renders no value while the keystrokes keep coming (a busy machine), for
      // longer than the wait: the element keeps them.
      let text = 'My Drafts'
      for (const character of ' on typing') {
        act(() => vi.advanceTimersByTime(MERGED_TEXT_SETTLE_MS / 4))
        expect(title.value).toBe(text)
        typeText(title, (text += character))
        title.setSelectionRange(text.length, text.length)
      }
      act(() => vi.advanceTimersByTime(MERGED_TEXT_SETTLE_MS - 1))
      expect(title.value).toBe('My Drafts on typing')
      // The value holding them all comes back: the caret stays after the last one.
      host.set({...doc, title: 'My Drafts on typing'})
      expect(title.value).toBe('My Drafts on typing')
      expect(title.selectionStart).toBe('My Drafts on typing'.length)
      act(() => vi.advanceTimersByTime(MERGED_TEXT_SETTLE_MS))
      expect(title.value).toBe('My Drafts on typing')
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows the value again on blur when the host did not take what was typed', async () => {
    const user = userEvent.setup()
    renderSlowHost(type, {...doc, title: 'Kept'})
    const title = screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement
    await user.click(title)
    await user.type(title, '!')
    expect(title.value).toBe('Kept!')
    await user.tab()
    expect(title.value).toBe('Kept')
  })

  it('keeps what was typed on blur once it came back', async () => {
    const user = userEvent.setup()
    const host = renderSlowHost(type, doc)
    const title = screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement
    await user.type(title, 'Yes')
    host.deliver(3)
    await user.tab()
    expect(title.value).toBe('Yes')
  })

  it('makes diff-match-patch patches against the text shown, so they apply one after another', () => {
    const long = 'A paragraph of text that is long enough for the form to send edits of it as patches. '.repeat(3)
    const host = renderSlowHost(type, {...doc, body: long}, {diffMatchPatch: true})
    const body = screen.getByRole('textbox', {name: 'Body'}) as HTMLTextAreaElement
    const edits = [`${long}O`, `${long}On`, `Then ${long}On`, `Then ${long}One`]
    for (const text of edits) typeText(body, text)
    expect(host.patches.every(([patch]) => patch!.type === 'diffMatchPatch')).toBe(true)
    // The value comes back only now; each patch was made against the text before it.
    expect(host.valueAfter(edits.length)).toEqual({...doc, body: `Then ${long}One`})
    host.deliver(edits.length)
    expect(body.value).toBe(`Then ${long}One`)
  })

  it("hears the element's input and change events itself, and emits a text once", () => {
    const host = renderSlowHost(type, doc)
    const title = screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement
    fireEvent.input(title, {target: {value: 'Hi'}})
    // The browser's change event on blur carries the same text: nothing new to emit.
    fireEvent.change(title)
    expect(host.patches).toEqual([[{type: 'set', path: ['title'], value: 'Hi', typedOn: ''}]])
    fireEvent.change(title, {target: {value: ''}})
    expect(host.patches.at(-1)).toEqual([{type: 'unset', path: ['title'], typedOn: 'Hi'}])
    expect(host.patches).toHaveLength(2)
  })

  it('stops listening when the element goes', () => {
    const host = renderSlowHost(type, doc)
    const title = screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement
    cleanup()
    title.value = 'Gone'
    title.dispatchEvent(new Event('input', {bubbles: true}))
    expect(host.patches).toEqual([])
  })

  it('remembers a bounded number of texts for a host that never answers', () => {
    vi.useFakeTimers()
    try {
      const host = renderSlowHost(type, doc)
      const title = screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement
      let text = ''
      for (let index = 0; index < MAX_PENDING_TEXTS + 10; index++) typeText(title, (text += 'x'))
      // The oldest texts are forgotten: their value coming back is someone else's, and is
      // shown once no newer value follows.
      host.deliver(1)
      act(() => vi.advanceTimersByTime(MERGED_TEXT_SETTLE_MS))
      expect(title.value).toBe('x')
      host.deliver(MAX_PENDING_TEXTS + 10)
      expect(title.value).toBe(text)
    } finally {
      vi.useRealTimers()
    }
  })

  it("keeps the caret where it was in the text when another user's edit lands before or after it", () => {
    const host = renderSlowHost(type, {...doc, title: 'middle'})
    const title = screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement
    title.focus()
    title.setSelectionRange(3, 3)
    // Inserted in front of the caret: the caret moves with the text it was in.
    host.set({...doc, title: 'the middle'})
    expect(title.value).toBe('the middle')
    expect([title.selectionStart, title.selectionEnd]).toEqual([7, 7])
    // Added behind it: the caret stays.
    host.set({...doc, title: 'the middle part'})
    expect([title.selectionStart, title.selectionEnd]).toEqual([7, 7])
    // A selection keeps both ends.
    title.setSelectionRange(4, 10)
    host.set({...doc, title: 'In the middle part'})
    expect(title.value.slice(title.selectionStart!, title.selectionEnd!)).toBe('middle')
  })

  it('sets the text of an input that is not focused without touching the selection', () => {
    const host = renderSlowHost(type, {...doc, title: 'one'})
    const title = screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement
    host.set({...doc, title: 'one two'})
    expect(title.value).toBe('one two')
    expect(document.activeElement).not.toBe(title)
  })
})

describe('caretMapping', () => {
  it('keeps positions in front of a change, moves those behind it, and puts those inside at its end', () => {
    const insert = caretMapping('abcdef', 'abcXYdef')
    expect([0, 3, 4, 6].map(insert)).toEqual([0, 3, 6, 8])
    const remove = caretMapping('abcdef', 'abf')
    expect([1, 2, 3, 4, 5, 6].map(remove)).toEqual([1, 2, 2, 2, 2, 3])
    const replace = caretMapping('hello world', 'hello there world')
    expect(replace(11)).toBe(17)
    expect(caretMapping('same', 'same')(2)).toBe(2)
  })
})
