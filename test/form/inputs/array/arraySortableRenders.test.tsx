import {cleanup, fireEvent, screen, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import type * as DndSortable from '@dnd-kit/sortable'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {docType, renderForm} from '../../support'

// The real useSortable, counted per item: whether a row's sortable part re-renders is not
// visible in the DOM, and re-rendering every row in view on each keystroke is what made typing
// in an item's dialog slow.
const sortableRenders = vi.hoisted(() => new Map<string, number>())
vi.mock('@dnd-kit/sortable', async (importOriginal) => {
  const actual = await importOriginal<typeof DndSortable>()
  return {
    ...actual,
    useSortable: (args: Parameters<typeof actual.useSortable>[0]) => {
      sortableRenders.set(String(args.id), (sortableRenders.get(String(args.id)) ?? 0) + 1)
      return actual.useSortable(args)
    },
  }
})

afterEach(cleanup)

describe('sortable rows', () => {
  it('re-renders the sortable row of the item a keystroke changes, and no other', async () => {
    const type = docType([
      {
        name: 'links',
        type: 'array',
        of: [{type: 'object', name: 'link', fields: [{name: 'label', type: 'string'}]}],
      } as never,
    ])
    renderForm(type, {
      value: {
        _id: 'd',
        _type: 'doc',
        links: [
          {_key: 'a', _type: 'link', label: 'A'},
          {_key: 'b', _type: 'link', label: 'B'},
          {_key: 'c', _type: 'link', label: 'C'},
        ],
      },
    })
    await userEvent.setup().click(screen.getByRole('button', {name: 'B'}))
    const before = new Map(sortableRenders)
    const label = within(screen.getByRole('dialog')).getByLabelText('Label')
    for (const text of ['B1', 'B12', 'B123']) fireEvent.change(label, {target: {value: text}})
    const added = (key: string) => (sortableRenders.get(key) ?? 0) - (before.get(key) ?? 0)
    expect(added('a')).toBe(0)
    expect(added('c')).toBe(0)
    expect(added('b')).toBeGreaterThan(0)
  })
})
