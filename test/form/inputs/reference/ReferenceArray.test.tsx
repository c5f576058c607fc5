import {cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {renderForm} from '../../support'
import {lakeReferences} from './referenceSupport'

afterEach(cleanup)

const post = {_id: 'p1', _type: 'post', title: 'Notes'}
const categories = () => screen.getByRole('group', {name: 'Categories'})

describe('an array of references', () => {
  it('shows each row as the referenced document’s preview, not its id', async () => {
    const t = await lakeReferences()
    renderForm(t.type('post'), {
      value: {
        ...post,
        categories: [
          {_key: 'k1', _type: 'reference', _ref: 'cat-science'},
          {_key: 'k2', _type: 'reference', _ref: 'cat-history'},
        ],
      },
      services: {references: t.references},
    })
    await waitFor(() => expect(within(categories()).getByText('Science')).toBeTruthy())
    expect(within(categories()).getByText('History')).toBeTruthy()
    expect(within(categories()).queryByText('cat-science')).toBeNull()
  })

  it('adds an item by searching in its editor, and removes it', async () => {
    const t = await lakeReferences()
    const form = renderForm(t.type('post'), {value: post, services: {references: t.references}})
    fireEvent.click(within(categories()).getByRole('button', {name: 'Add item'}))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByRole('combobox'), {target: {value: 'hist'}})
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1))
    fireEvent.click(screen.getByRole('option'))
    await waitFor(() =>
      expect(form.value()!.categories).toEqual([
        {_key: expect.any(String) as string, _type: 'reference', _ref: 'cat-history'},
      ]),
    )
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', {name: 'Close'}))
    await waitFor(() => expect(within(categories()).getByText('History')).toBeTruthy())

    fireEvent.click(within(categories()).getByRole('button', {name: 'Item actions'}))
    fireEvent.click(await screen.findByRole('menuitem', {name: 'Remove'}))
    await waitFor(() => expect(form.value()!.categories).toBeUndefined())
  })

  it('closes the item’s dialog when a new document is created from it, so the new document’s pane is not covered', async () => {
    const t = await lakeReferences()
    const form = renderForm(t.type('post'), {value: post, services: {references: t.references}})
    fireEvent.click(within(categories()).getByRole('button', {name: 'Add item'}))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(await within(dialog).findByRole('button', {name: 'Create new'}))
    fireEvent.click(await screen.findByRole('menuitem', {name: 'Category'}))
    await waitFor(() => expect(t.opened).toHaveLength(1))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(form.value()!.categories).toEqual([
      {
        _key: expect.any(String) as string,
        _type: 'reference',
        _ref: t.opened[0]!.id,
        _weak: true,
        _strengthenOnPublish: {type: 'category', template: {id: 'category', params: {}}},
      },
    ])
    await waitFor(() => expect(within(categories()).getByText('Untitled')).toBeTruthy())
  })
})

describe('an array of references: duplicate', () => {
  const draftCategory = {type: 'category', template: {id: 'category', params: {}}}
  const twoCategories = {
    ...post,
    categories: [
      {_key: 'k1', _type: 'reference', _ref: 'cat-science', _weak: true, _strengthenOnPublish: draftCategory},
      {_key: 'k2', _type: 'reference', _ref: 'cat-history'},
    ],
  }
  const openItem = async (title: string) => {
    fireEvent.click(await within(categories()).findByRole('button', {name: new RegExp(title)}))
    return screen.findByRole('dialog')
  }

  it('puts a copy of the item, with a new key and the same reference, right after it', async () => {
    const t = await lakeReferences()
    const form = renderForm(t.type('post'), {value: twoCategories, services: {references: t.references}})
    const dialog = await openItem('Science')
    fireEvent.click(await within(dialog).findByRole('button', {name: 'Reference actions'}))
    fireEvent.click(await screen.findByRole('menuitem', {name: 'Duplicate'}))

    await waitFor(() => expect(form.events).toHaveLength(1))
    const copy = {_type: 'reference', _ref: 'cat-science', _weak: true, _strengthenOnPublish: draftCategory}
    expect(form.lastPatches()).toEqual([
      {
        type: 'insert',
        path: ['categories', {_key: 'k1'}],
        position: 'after',
        items: [{...copy, _key: expect.any(String) as string}],
      },
    ])
    const keys = (form.value()!.categories as Array<{_key: string}>).map((item) => item._key)
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(3)
    expect(form.value()!.categories).toEqual([
      twoCategories.categories[0],
      {...copy, _key: keys[1]},
      twoCategories.categories[1],
    ])
  })

  it('is not offered by a reference field that is not an array item', async () => {
    const t = await lakeReferences()
    renderForm(t.type('post'), {
      value: {...post, author: {_type: 'reference', _ref: 'ada'}},
      services: {references: t.references},
    })
    await screen.findByText('Ada Lovelace')
    fireEvent.click(screen.getByRole('button', {name: 'Reference actions'}))
    await screen.findByRole('menuitem', {name: 'Clear'})
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Clear',
      'Replace',
      'Open in new tab',
    ])
  })

  it('is not offered in a read-only array', async () => {
    const t = await lakeReferences()
    renderForm(t.type('post'), {value: twoCategories, services: {references: t.references}, readOnly: true})
    const dialog = await openItem('Science')
    expect(within(dialog).getByRole('heading', {name: 'View Reference'})).toBeTruthy()
    await within(dialog).findByText('Science')
    expect(within(dialog).queryByRole('button', {name: 'Reference actions'})).toBeNull()
    expect(screen.queryByRole('button', {name: 'Item actions'})).toBeNull()
    expect(screen.queryByRole('menuitem', {name: 'Duplicate'})).toBeNull()
  })
})
