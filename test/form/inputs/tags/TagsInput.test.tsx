import {cleanup, fireEvent, screen, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it} from 'vitest'
import {docType, marker, renderForm, someone} from '../../support'

afterEach(cleanup)

const type = docType([{name: 'tags', type: 'array', of: [{type: 'string'}], options: {layout: 'tags'}}])
const doc = {_id: 'd', _type: 'doc'}
const input = () => screen.getByRole('textbox', {name: 'Tags'}) as HTMLInputElement
const field = () => screen.getByRole('group', {name: 'Tags'})
const chips = () => [...field().querySelectorAll('.vellum-form-tag-text')].map((chip) => chip.textContent)
const added = (...tags: string[]) => [
  {type: 'setIfMissing', path: ['tags'], value: []},
  {type: 'insert', path: ['tags', -1], position: 'after', items: tags},
]

describe('TagsInput: adding', () => {
  it('adds the trimmed text as a tag at the end on Enter, and empties the input', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    await user.type(input(), '  news  {Enter}')
    expect(form.lastPatches()).toEqual(added('news'))
    expect(input().value).toBe('')
    await user.type(input(), 'sport{Enter}')
    expect(form.value()).toEqual({...doc, tags: ['news', 'sport']})
    expect(chips()).toEqual(['news', 'sport'])
  })

  it('adds nothing for empty or blank text', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    await user.type(input(), '{Enter}   {Enter}')
    expect(form.events).toEqual([])
  })

  it('adds a tag at each comma, and each part of a pasted list', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, tags: ['a']}})
    await user.type(input(), 'b,')
    expect(form.lastPatches()).toEqual(added('b'))
    expect(input().value).toBe('')
    input().focus()
    await user.paste('c, d ,, e')
    expect(form.lastPatches()).toEqual(added('c', 'd'))
    // What follows the last comma is still being typed.
    expect(input().value).toBe('e')
    expect(form.value()).toEqual({...doc, tags: ['a', 'b', 'c', 'd']})
  })

  it('does not take the Enter that ends an IME composition as the end of a tag', () => {
    const form = renderForm(type, {value: doc})
    fireEvent.change(input(), {target: {value: 'とうきょう'}})
    fireEvent.keyDown(input(), {key: 'Enter', isComposing: true})
    expect(form.events).toEqual([])
    expect(input().value).toBe('とうきょう')
  })
})

describe('TagsInput: removing', () => {
  it('removes the last tag with Backspace in the empty input', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, tags: ['a', 'b']}})
    await user.click(input())
    await user.keyboard('{Backspace}')
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['tags', 1]}])
    expect(chips()).toEqual(['a'])
  })

  it('leaves tags alone when Backspace edits the text', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, tags: ['a']}})
    await user.type(input(), 'xy{Backspace}')
    expect(input().value).toBe('x')
    expect(form.events).toEqual([])
  })

  it('removes a tag with its button, from the keyboard too, and unsets the array it empties', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, tags: ['a', 'b']}})
    await user.click(screen.getByRole('button', {name: 'Remove tag a'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['tags', 0]}])
    screen.getByRole('button', {name: 'Remove tag b'}).focus()
    await user.keyboard('{Enter}')
    expect(form.lastPatches()).toEqual([
      {type: 'unset', path: ['tags', 0]},
      {type: 'unset', path: ['tags']},
    ])
    expect(form.value()).toEqual(doc)
    expect(chips()).toEqual([])
  })

  it('shows an item that is not a string as its JSON, marked invalid, removable only', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, tags: ['ok', 42]}})
    expect(chips()).toEqual(['ok', '42'])
    const invalid = field().querySelector('.vellum-form-tag[data-invalid]') as HTMLElement
    expect(invalid.textContent).toBe('42')
    await user.click(within(invalid).getByRole('button', {name: 'Remove tag 42'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['tags', 1]}])
  })
})

describe('TagsInput: validation, presence, read-only, invalid values', () => {
  it('shows validation, marking a tag flagged at its index', () => {
    renderForm(type, {
      value: {...doc, tags: ['a', 'a']},
      validation: [marker(['tags', 1], "Can't be a duplicate")],
      presence: [someone('Ada', ['tags'])],
    })
    expect(input().getAttribute('aria-invalid')).toBe('true')
    expect(within(field()).getByRole('img', {name: '1 error'})).toBeVisible()
    expect(within(field()).getByRole('img', {name: 'Ada'})).toBeVisible()
    expect([...field().querySelectorAll('.vellum-form-tag')].map((chip) => chip.hasAttribute('data-invalid'))).toEqual([
      false,
      true,
    ])
  })

  it('is read-only: no remove buttons, and keys change nothing', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, tags: ['a']}, readOnly: true})
    expect(input().readOnly).toBe(true)
    expect(screen.queryByRole('button', {name: 'Remove tag a'})).toBeNull()
    await user.click(input())
    await user.keyboard('x{Enter}{Backspace}')
    expect(form.events).toEqual([])
  })

  it('offers to reset a value that is not an array', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, tags: 'a,b'}})
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain(
      'The value of this field is of type "string", but the schema expects type "array".',
    )
    await user.click(within(alert).getByRole('button', {name: 'Reset value'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['tags']}])
    expect(input().value).toBe('')
  })
})
