import {act, cleanup, fireEvent, render, screen, within} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {diffDocuments, type Diff, type ObjectDiff} from '../../../src/diff'
import {applyPatches} from '../../../src/mutations'
import {ChangeList} from '../../../src/structure/changes/ChangeList'
import type {Patch} from '../../../src/types'
import {block, post, postType, section, span} from '../../diff/fixtures'

afterEach(() => cleanup())

const diffOf = (from: Record<string, unknown>, to: Record<string, unknown>) =>
  diffDocuments(from, to, {schemaType: postType})

const field = (name: string) => screen.getByRole('region', {name: 'Changes'}).querySelector(`[data-path="${name}"]`)!

async function confirmRevert(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button)
  })
  const confirm = await screen.findByRole('button', {name: 'Revert change'})
  await act(async () => {
    fireEvent.click(confirm)
  })
}

describe('ChangeList', () => {
  it('shows only the changed fields, a text change with its added and removed words inline', () => {
    const from = post({title: 'Hello old world', views: 3})
    render(<ChangeList diff={diffOf(from, {...from, title: 'Hello new world'})} />)
    const list = screen.getByRole('region', {name: 'Changes'})
    expect(
      within(list)
        .getAllByRole('region')
        .map((each) => each.getAttribute('aria-label')),
    ).toEqual(['Title'])
    const title = field('title')
    expect(title.querySelector('del')!.textContent).toBe('old')
    expect(title.querySelector('ins')!.textContent).toBe('new')
    expect(title.querySelector('.vellum-changes-text')!.textContent).toBe('Hello oldnew world')
  })

  it('shows numbers, booleans and dates from → to', () => {
    render(
      <ChangeList
        diff={diffOf(
          post({views: 3, featured: false, releaseDate: '2024-01-01'}),
          post({views: 5, featured: true, releaseDate: '2024-02-01'}),
        )}
      />,
    )
    const text = (name: string, side: 'From' | 'To') =>
      within(field(name) as HTMLElement).getByLabelText(side).textContent
    expect([text('views', 'From'), text('views', 'To')]).toEqual(['3', '5'])
    expect([text('featured', 'From'), text('featured', 'To')]).toEqual(['false', 'true'])
    expect([text('releaseDate', 'From'), text('releaseDate', 'To')]).toEqual(['2024-01-01', '2024-02-01'])
  })

  it('marks added, removed and moved array items, and leaves unchanged ones out', () => {
    const from = post({sections: [section('a', {heading: 'A'}), section('b', {heading: 'B'}), section('c')]})
    const to = post({
      sections: [section('b', {heading: 'B'}), section('a', {heading: 'A'}), section('d', {heading: 'D'})],
    })
    render(<ChangeList diff={diffOf(from, to)} />)
    const items = within(field('sections') as HTMLElement).getAllByRole('listitem')
    const labels = items.map((item) => item.getAttribute('aria-label'))
    expect(labels).toContain('Item 3: Added')
    expect(labels).toContain('Item 3: Removed')
    expect(labels.some((label) => label?.endsWith('Moved'))).toBe(true)
  })

  it('shows portable text block by block, with the changed words of each block', () => {
    const from = post({body: [block('b1', [span('First block')]), block('b2', [span('Second')])]})
    const to = post({body: [block('b1', [span('First changed block')]), block('b2', [span('Second')])]})
    render(<ChangeList diff={diffOf(from, to)} />)
    const items = within(field('body') as HTMLElement).getAllByRole('listitem')
    expect(items).toHaveLength(1)
    expect(items[0]!.getAttribute('aria-label')).toBe('Block 1: Changed')
    expect(items[0]!.querySelector('ins')!.textContent).toContain('changed')
  })

  it('shows a reference by its target and images side by side', () => {
    const from = post({
      author: {_type: 'reference', _ref: 'ada'},
      hero: {_type: 'image', asset: {_type: 'reference', _ref: 'image-aaa-10x10-png'}},
    })
    const to = post({
      author: {_type: 'reference', _ref: 'grace'},
      hero: {_type: 'image', asset: {_type: 'reference', _ref: 'image-bbb-10x10-png'}},
    })
    render(<ChangeList diff={diffOf(from, to)} />)
    const refs = [...field('author').querySelectorAll('[data-ref]')].map((each) => each.getAttribute('data-ref'))
    expect(refs).toEqual(['ada', 'grace'])
    const hero = field('hero')
    expect(hero.querySelector('[data-layout="grid"]')).not.toBeNull()
    const assets = [...hero.querySelectorAll('[data-asset]')].map((each) => each.getAttribute('data-asset'))
    expect(assets).toEqual(['image-aaa-10x10-png', 'image-bbb-10x10-png'])
  })

  it('shows the avatars of who changed a field', () => {
    const diff = diffDocuments(post({title: 'A'}), post({title: 'B'}), {
      schemaType: postType,
      annotations: (path) =>
        path[0] === 'title' ? [{author: 'u-ada', timestamp: '2026-01-01T00:00:00.000Z', transactionId: 't1'}] : [],
    })
    render(
      <ChangeList diff={diff} resolveAuthor={(id) => (id === 'u-ada' ? {displayName: 'Ada Lovelace'} : undefined)} />,
    )
    expect(within(field('title') as HTMLElement).getByRole('img', {name: 'Changed by Ada Lovelace'})).toBeTruthy()
  })

  it('reverts one field after confirmation, keeping the other changes', async () => {
    const from = post({title: 'Old', views: 1})
    const to = post({title: 'New', views: 2})
    const onRevert = vi.fn<(patches: Patch[]) => void>()
    render(<ChangeList diff={diffOf(from, to)} onRevert={onRevert} />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Revert changes to “Title”'}))
    })
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', {name: 'Cancel'}))
    })
    expect(onRevert).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', {name: 'Revert change'})).toBeNull()
    await confirmRevert(screen.getByRole('button', {name: 'Revert changes to “Title”'}))
    expect(onRevert).toHaveBeenCalledTimes(1)
    expect(applyPatches(to, onRevert.mock.calls[0]![0])).toEqual(post({title: 'Old', views: 2}))
  })

  it('reverts a group (an object field) together, and everything with revert all', async () => {
    const from = post({title: 'Old', seo: {_type: 'seo', title: 'S', description: 'D'}})
    const to = post({title: 'New', seo: {_type: 'seo', title: 'S2', description: 'D2'}})
    const onRevert = vi.fn<(patches: Patch[]) => void>()
    render(<ChangeList diff={diffOf(from, to)} onRevert={onRevert} />)
    await confirmRevert(screen.getByRole('button', {name: 'Revert changes to “Seo”'}))
    expect(applyPatches(to, onRevert.mock.calls[0]![0])).toEqual({...to, seo: from.seo})
    await confirmRevert(screen.getByRole('button', {name: 'Revert all changes'}))
    expect(applyPatches(to, onRevert.mock.calls[1]![0])).toEqual(from)
  })

  it('has no revert buttons when read-only', () => {
    render(<ChangeList diff={diffOf(post({title: 'Old'}), post({title: 'New'}))} />)
    expect(screen.queryByRole('button', {name: /Revert/})).toBeNull()
  })

  it('shows the empty state when nothing changed', () => {
    render(<ChangeList diff={diffOf(post({title: 'Same'}), post({title: 'Same'}))} />)
    expect(screen.getByRole('status').textContent).toContain('There are no changes')
  })

  it('shows a value error for a value of the wrong type', () => {
    render(<ChangeList diff={diffOf(post({views: 1}), post({views: 'many'}))} />)
    expect(within(field('views') as HTMLElement).getByRole('alert').textContent).toBe(
      'Value error: Value is of type string, expected number',
    )
  })

  it('keeps a field that fails to render in an error card, and the other fields up', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const diff = diffOf(post({title: 'Old', views: 1}), post({title: 'New', views: 2}))
    const broken = {...diff.fields.title!, segments: null} as unknown as Diff
    const unknown = {...diff.fields.views!, type: 'hologram'} as unknown as Diff
    const tampered: ObjectDiff = {...diff, fields: {...diff.fields, title: broken, views: unknown}}
    render(<ChangeList diff={tampered} />)
    expect(within(field('title') as HTMLElement).getByRole('alert').textContent).toContain(
      'Rendering the changes to this field caused an error',
    )
    expect(within(field('views') as HTMLElement).getByRole('alert').textContent).toBe('Can not display this diff')
    vi.restoreAllMocks()
  })
})
