import {cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {docType, marker, renderForm, someone} from '../../support'
import {rowOf, stubRowLayout} from './arraySupport'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const doc = {_id: 'd', _type: 'doc'}
const arrayOf = (...of: string[]) => docType([{name: 'items', type: 'array', of: of.map((type) => ({type}))} as never])
const strings = arrayOf('string')
const item = (position: number) => screen.getByRole('textbox', {name: `Item ${position}`}) as HTMLInputElement
const arrayInput = () => document.querySelector('.vellum-form-array-input') as HTMLElement

function dropFiles(...files: File[]) {
  fireEvent.drop(arrayInput(), {dataTransfer: {files, types: ['Files']}})
}

describe('ArrayOfPrimitivesInput: editing', () => {
  it('edits each item in its row, by index', async () => {
    const user = userEvent.setup()
    const form = renderForm(strings, {value: {...doc, items: ['news', 'tech']}})
    expect([item(1).value, item(2).value]).toEqual(['news', 'tech'])
    await user.type(item(2), 's')
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['items', 1], value: 'techs', typedOn: 'tech'}])
    expect(form.value()!.items).toEqual(['news', 'techs'])
  })

  it('keeps an item whose text is cleared, empty', async () => {
    const user = userEvent.setup()
    const form = renderForm(strings, {value: {...doc, items: ['a', 'b']}})
    await user.clear(item(1))
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['items', 0], value: ''}])
    expect(form.value()!.items).toEqual(['', 'b'])
  })

  it('edits numbers and booleans with their own inputs', async () => {
    const user = userEvent.setup()
    const form = renderForm(
      docType([
        {name: 'scores', type: 'array', of: [{type: 'number'}]} as never,
        {name: 'flags', type: 'array', of: [{type: 'boolean'}]} as never,
      ]),
      {
        value: {...doc, scores: [1, 2], flags: [false]},
      },
    )
    const score = within(screen.getByRole('group', {name: 'Scores'})).getByRole('spinbutton', {name: 'Item 2'})
    await user.clear(score)
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['scores', 1], value: 0}])
    await user.type(score, '7')
    expect(form.value()!.scores).toEqual([1, 7])
    await user.click(within(screen.getByRole('group', {name: 'Flags'})).getByRole('switch', {name: 'Item 1'}))
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['flags', 0], value: true}])
  })

  it('adds an empty item and puts focus in it', async () => {
    const user = userEvent.setup()
    const form = renderForm(strings, {value: {...doc, items: ['a']}})
    await user.click(screen.getByRole('button', {name: 'Add item'}))
    expect(form.lastPatches()).toEqual([
      {type: 'setIfMissing', path: ['items'], value: []},
      {type: 'insert', path: ['items', -1], position: 'after', items: ['']},
    ])
    await waitFor(() => expect(document.activeElement).toBe(item(2)))
    await user.keyboard('new')
    expect(form.value()!.items).toEqual(['a', 'new'])
  })

  it('creates the array with its first item', async () => {
    const user = userEvent.setup()
    const form = renderForm(arrayOf('number'), {value: doc})
    expect(screen.getByText('No items')).toBeVisible()
    await user.click(screen.getByRole('button', {name: 'Add item'}))
    expect(form.value()).toEqual({...doc, items: [0]})
  })

  it('creates the named object around an array it adds the first item to', async () => {
    const user = userEvent.setup()
    const seo = {name: 'seo', type: 'object', fields: [{name: 'keywords', type: 'array', of: [{type: 'string'}]}]}
    const form = renderForm(docType([{name: 'seo', type: 'seo'} as never], {extra: [seo as never]}), {value: doc})
    await user.click(screen.getByRole('button', {name: 'Add item'}))
    expect(form.lastPatches()).toEqual([
      {type: 'setIfMissing', path: ['seo'], value: {_type: 'seo'}},
      {type: 'setIfMissing', path: ['seo', 'keywords'], value: []},
      {type: 'insert', path: ['seo', 'keywords', -1], position: 'after', items: ['']},
    ])
    expect(form.value()).toEqual({...doc, seo: {_type: 'seo', keywords: ['']}})
  })

  it('shows the validation and presence of an item on its row', () => {
    renderForm(strings, {
      value: {...doc, items: ['a', 'b']},
      validation: [marker(['items', 1], 'Too short')],
      presence: [someone('Ada', ['items', 0])],
    })
    expect(within(rowOf('Item 2')).getByRole('img', {name: '1 error'})).toBeVisible()
    expect(within(rowOf('Item 1')).getByRole('img', {name: 'Ada'})).toBeVisible()
  })
})

describe('ArrayOfPrimitivesInput: item menu', () => {
  async function choose(position: number, action: string) {
    const user = userEvent.setup()
    await user.click(within(rowOf(`Item ${position}`)).getByRole('button', {name: 'Item actions'}))
    await user.click(screen.getByRole('menuitem', {name: action}))
  }

  it('removes an item by index, and unsets the array with its last item', async () => {
    const form = renderForm(strings, {value: {...doc, items: ['a', 'b']}})
    await choose(1, 'Remove')
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['items', 0]}])
    await choose(1, 'Remove')
    expect(form.lastPatches()).toEqual([
      {type: 'unset', path: ['items', 0]},
      {type: 'unset', path: ['items']},
    ])
    expect(form.value()).toEqual(doc)
  })

  it('duplicates an item and inserts empty ones before and after', async () => {
    const form = renderForm(strings, {value: {...doc, items: ['a', 'b']}})
    await choose(1, 'Duplicate')
    expect(form.lastPatches()).toEqual([{type: 'insert', path: ['items', 0], position: 'after', items: ['a']}])
    await choose(3, 'Insert before')
    expect(form.lastPatches()).toEqual([{type: 'insert', path: ['items', 2], position: 'before', items: ['']}])
    await waitFor(() => expect(document.activeElement).toBe(item(3)))
    await choose(1, 'Insert after')
    expect(form.value()!.items).toEqual(['a', '', 'a', '', 'b'])
  })
})

describe('ArrayOfPrimitivesInput: reordering', () => {
  it('moves an item with the keyboard by removing it and inserting it at its new index', async () => {
    stubRowLayout()
    const user = userEvent.setup()
    const form = renderForm(strings, {value: {...doc, items: ['a', 'b', 'c']}})
    screen.getByRole('button', {name: 'Move item 1'}).focus()
    await user.keyboard('[Space]')
    await user.keyboard('[ArrowDown]')
    await user.keyboard('[Space]')
    await waitFor(() => expect(form.events).toHaveLength(1))
    expect(form.lastPatches()).toEqual([
      {type: 'unset', path: ['items', 0]},
      {type: 'insert', path: ['items', 0], position: 'after', items: ['a']},
    ])
    expect(form.value()!.items).toEqual(['b', 'a', 'c'])
  })
})

describe('ArrayOfPrimitivesInput: dropped text files', () => {
  it('adds a line of a text file as an item per line', async () => {
    const form = renderForm(strings, {value: {...doc, items: ['first']}})
    dropFiles(new File(['one\ntwo\r\nthree\n'], 'lines.txt', {type: 'text/plain'}))
    await waitFor(() => expect(form.value()!.items).toEqual(['first', 'one', 'two', 'three']))
    expect(form.lastPatches()).toEqual([
      {type: 'setIfMissing', path: ['items'], value: []},
      {type: 'insert', path: ['items', -1], position: 'after', items: ['one', 'two', 'three']},
    ])
  })

  it('parses numbers for an array of numbers and drops lines that are none', async () => {
    const form = renderForm(arrayOf('number'), {value: doc})
    dropFiles(new File(['1\n22\nthree\n333'], 'numbers.txt', {type: 'text/plain'}))
    await waitFor(() => expect(form.value()!.items).toEqual([1, 22, 333]))
  })

  it('takes booleans, numbers and strings per the allowed types', async () => {
    const form = renderForm(arrayOf('boolean', 'number', 'string'), {value: doc})
    dropFiles(new File(['true\n42\nfalse\nTrue'], 'mixed.txt', {type: 'text/plain'}))
    await waitFor(() => expect(form.value()!.items).toEqual([true, 42, false, 'True']))
  })

  it('shows an overlay while files are dragged over it', () => {
    renderForm(strings, {value: doc})
    fireEvent.dragEnter(arrayInput(), {dataTransfer: {types: ['Files']}})
    expect(screen.getByText('Drop text files to add their lines as items')).toBeVisible()
    fireEvent.dragLeave(arrayInput(), {dataTransfer: {types: ['Files']}})
    expect(screen.queryByText('Drop text files to add their lines as items')).toBeNull()
  })

  it('lists files that are not text, and adds nothing for them', async () => {
    const user = userEvent.setup()
    const form = renderForm(strings, {value: doc})
    dropFiles(new File(['x'], 'photo.png', {type: 'image/png'}))
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('1 file could not be added: photo.png (image/png)')
    expect(form.events).toEqual([])
    await user.click(within(alert).getByRole('button', {name: 'Dismiss'}))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('tells of files that are not text in a warning toast when the host gives the form its toasts', async () => {
    const form = renderForm(strings, {value: doc, toasts: true})
    dropFiles(new File(['x'], 'photo.png', {type: 'image/png'}), new File(['y'], 'clip.mp4', {type: 'video/mp4'}))
    const toast = await screen.findByText('2 files could not be added: photo.png (image/png), clip.mp4 (video/mp4)', {
      selector: '.vellum-toast-title',
    })
    expect(toast.closest('[data-status]')?.getAttribute('data-status')).toBe('warning')
    // Said once, in the toast: no inline notice besides it.
    expect(document.querySelector('.vellum-form-array-drop-rejected')).toBeNull()
    expect(form.events).toEqual([])
  })

  it('takes no drops while read-only', () => {
    const form = renderForm(strings, {value: doc, readOnly: true})
    dropFiles(new File(['a'], 'a.txt', {type: 'text/plain'}))
    fireEvent.dragEnter(arrayInput(), {dataTransfer: {types: ['Files']}})
    expect(screen.queryByText('Drop text files to add their lines as items')).toBeNull()
    expect(form.events).toEqual([])
  })
})

describe('ArrayOfPrimitivesInput: read-only and invalid items', () => {
  it('is read-only: inputs too, and no add button, menus or drag handles', () => {
    renderForm(strings, {value: {...doc, items: ['a', 'b']}, readOnly: true})
    expect(item(1).readOnly).toBe(true)
    expect(screen.queryByRole('button', {name: 'Add item'})).toBeNull()
    expect(screen.queryByRole('button', {name: 'Item actions'})).toBeNull()
    expect(screen.queryByRole('button', {name: /Move item/})).toBeNull()
  })

  it('shows a value of a type the array does not allow with its JSON, and removes it by index', async () => {
    const user = userEvent.setup()
    const form = renderForm(strings, {value: {...doc, items: ['a', {nested: true}]}})
    await user.click(screen.getByRole('button', {name: 'Item of invalid type "object"'}))
    const popover = screen.getByRole('dialog', {name: 'Invalid item type'})
    expect(JSON.parse(popover.querySelector('pre')!.textContent!)).toEqual({nested: true})
    await user.click(within(popover).getByRole('button', {name: 'Remove item'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['items', 1]}])
    expect(form.value()!.items).toEqual(['a'])
  })
})
