import {act, cleanup, screen, waitFor, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {
  ARRAY_VIRTUALIZATION_THRESHOLD,
  type ComponentMiddleware,
  type ItemProps,
  type PreviewProps,
} from '../../../../src/form'
import {docType, marker, renderForm, someone} from '../../support'
import {rowOf, stubRowLayout} from './arraySupport'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const doc = {_id: 'd', _type: 'doc'}
const linkType = {
  name: 'link',
  type: 'object',
  fields: [
    {name: 'label', type: 'string'},
    {name: 'href', type: 'url'},
  ],
} as const
const quoteType = {
  name: 'quote',
  type: 'object',
  fields: [
    {name: 'text', type: 'text'},
    {name: 'author', type: 'string'},
  ],
  preview: {
    select: {text: 'text', author: 'author'},
    prepare: ({text, author}: Record<string, unknown>) => ({
      title: text,
      subtitle: author ? `— ${String(author)}` : undefined,
    }),
  },
} as const
const links = (options: Record<string, unknown> = {}) =>
  docType([{name: 'links', type: 'array', of: [{type: 'link'}], options} as never], {extra: [linkType as never]})
const blocks = docType([{name: 'blocks', type: 'array', of: [{type: 'link'}, {type: 'quote'}]} as never], {
  extra: [linkType as never, quoteType as never],
})
const link = (key: string, label?: string) => ({_key: key, _type: 'link', ...(label === undefined ? {} : {label})})
const isKey = (key: unknown) => typeof key === 'string' && /^[A-Za-z0-9]{12}$/.test(key)

describe('ArrayOfObjectsInput: items', () => {
  it('shows each item as a row with its preview: the first string field, the type’s preview, else the type title', () => {
    renderForm(blocks, {
      value: {
        ...doc,
        blocks: [link('a', 'Home'), link('b'), {_key: 'c', _type: 'quote', text: 'To be', author: 'W.S.'}],
      },
    })
    const rows = within(screen.getByRole('list', {name: 'Blocks'})).getAllByRole('listitem')
    expect(rows.map((row) => row.querySelector('.vellum-form-preview')!.textContent)).toEqual([
      'Home',
      'Link',
      'To be— W.S.',
    ])
  })

  it('shows the placeholder, else “No items”, when empty', () => {
    renderForm(links(), {value: doc})
    expect(screen.getByText('No items')).toBeVisible()
    cleanup()
    renderForm(
      docType([{name: 'links', type: 'array', of: [{type: 'link'}], placeholder: 'Nothing linked yet'} as never], {
        extra: [linkType as never],
      }),
      {value: doc},
    )
    expect(screen.getByText('Nothing linked yet')).toBeVisible()
  })

  it('opens an item in a dialog titled “Edit {type}”, and typing emits patches with the item’s key in the path', async () => {
    const user = userEvent.setup()
    const form = renderForm(links(), {value: {...doc, links: [link('a', 'Home'), link('b', 'About')]}})
    await user.click(screen.getByRole('button', {name: 'About'}))
    const dialog = screen.getByRole('dialog', {name: 'Edit Link'})
    expect((within(dialog).getByLabelText('Label') as HTMLInputElement).value).toBe('About')
    await user.type(within(dialog).getByLabelText('Href'), 'h')
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['links', {_key: 'b'}, 'href'], value: 'h', typedOn: ''}])
    await user.type(within(dialog).getByLabelText('Label'), '!')
    expect(form.value()!.links).toEqual([link('a', 'Home'), {...link('b', 'About!'), href: 'h'}])
    await user.click(within(screen.getByRole('dialog')).getByRole('button', {name: 'Close'}))
    expect(screen.queryByRole('dialog')).toBeNull()
    // The row's preview follows the value.
    expect(screen.getByRole('button', {name: 'About!'}).getAttribute('aria-expanded')).toBe('false')
  })

  it('opens an item with the keyboard and gives focus back to its row when the dialog closes', async () => {
    const user = userEvent.setup()
    renderForm(links(), {value: {...doc, links: [link('a', 'Home')]}})
    const opener = screen.getByRole('button', {name: 'Home'})
    opener.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('dialog', {name: 'Edit Link'})).toBeVisible()
    expect(opener.getAttribute('aria-expanded')).toBe('true')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('opens an item in a popover with options.modal.type “popover”', async () => {
    const user = userEvent.setup()
    renderForm(links({modal: {type: 'popover'}}), {value: {...doc, links: [link('a', 'Home')]}})
    await user.click(screen.getByRole('button', {name: 'Home'}))
    const popover = screen.getByRole('dialog', {name: 'Edit Link'})
    expect(popover.classList.contains('vellum-popover')).toBe(true)
    expect((within(popover).getByLabelText('Label') as HTMLInputElement).value).toBe('Home')
    await user.click(within(popover).getByRole('button', {name: 'Close'}))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens the item the focus path points into', async () => {
    const form = renderForm(links(), {value: {...doc, links: [link('a', 'Home'), link('b', 'About')]}})
    expect(screen.queryByRole('dialog')).toBeNull()
    form.update({focusPath: ['links', {_key: 'b'}, 'label']})
    const dialog = await screen.findByRole('dialog', {name: 'Edit Link'})
    expect((within(dialog).getByLabelText('Label') as HTMLInputElement).value).toBe('About')
  })

  it('shows the validation and presence of an item on its row', () => {
    renderForm(links(), {
      value: {...doc, links: [link('a', 'Home'), link('b', 'About')]},
      validation: [
        marker(['links', {_key: 'b'}, 'href'], 'Required'),
        marker(['links', {_key: 'b'}, 'label'], 'Too short', 'warning'),
      ],
      presence: [someone('Ada', ['links', {_key: 'a'}, 'label'])],
    })
    const about = rowOf('About')
    expect(within(about).getByRole('img', {name: '1 error, 1 warning'})).toBeVisible()
    expect(about.querySelector('.vellum-form-array-item')!.hasAttribute('data-invalid')).toBe(true)
    expect(within(rowOf('Home')).getByRole('img', {name: 'Ada'})).toBeVisible()
    expect(within(rowOf('Home')).queryByRole('img', {name: /error/})).toBeNull()
  })

  it('lays items out as a grid with options.layout “grid”', () => {
    renderForm(links({layout: 'grid'}), {value: {...doc, links: [link('a', 'Home'), link('b', 'About')]}})
    expect(screen.getByRole('list', {name: 'Links'}).getAttribute('data-layout')).toBe('grid')
    expect(rowOf('Home').querySelector('.vellum-form-preview')!.getAttribute('data-layout')).toBe('media')
  })
})

describe('ArrayOfObjectsInput: adding', () => {
  it('adds an item of the only member type, with a new key and its _type, and opens it', async () => {
    const user = userEvent.setup()
    const form = renderForm(links(), {value: doc})
    await user.click(screen.getByRole('button', {name: 'Add item'}))
    const [setIfMissing, insert] = form.lastPatches()
    expect(setIfMissing).toEqual({type: 'setIfMissing', path: ['links'], value: []})
    expect(insert).toMatchObject({type: 'insert', path: ['links', -1], position: 'after', items: [{_type: 'link'}]})
    const item = (form.value()!.links as Array<{_key: string}>)[0]!
    expect(isKey(item._key)).toBe(true)
    expect(screen.getByRole('dialog', {name: 'Edit Link'})).toBeVisible()
  })

  it('offers the member types in a menu when there are several', async () => {
    const user = userEvent.setup()
    const form = renderForm(blocks, {value: {...doc, blocks: [link('a', 'Home')]}})
    await user.click(screen.getByRole('button', {name: 'Add item'}))
    const menu = screen.getByRole('menu', {name: 'Item types'})
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Link', 'Quote'])
    await user.click(within(menu).getByRole('menuitem', {name: 'Quote'}))
    expect(form.lastPatches()).toMatchObject([
      {type: 'setIfMissing'},
      {type: 'insert', path: ['blocks', -1], items: [{_type: 'quote'}]},
    ])
    expect(await screen.findByRole('dialog', {name: 'Edit Quote'})).toBeVisible()
  })

  it('leaves out _type for the anonymous object type', async () => {
    const user = userEvent.setup()
    const type = docType([
      {name: 'pairs', type: 'array', of: [{type: 'object', fields: [{name: 'key', type: 'string'}]}]} as never,
    ])
    const form = renderForm(type, {value: doc})
    await user.click(screen.getByRole('button', {name: 'Add item'}))
    const [item] = (form.lastPatches()[1] as {items: Array<Record<string, unknown>>}).items
    expect(Object.keys(item!)).toEqual(['_key'])
  })
})

describe('ArrayOfObjectsInput: item menu', () => {
  async function chooseFromMenu(rowText: string, ...path: string[]) {
    const user = userEvent.setup()
    await user.click(within(rowOf(rowText)).getByRole('button', {name: 'Item actions'}))
    const menu = screen.getByRole('menu')
    const scope = path.length > 1 ? within(menu).getByRole('group', {name: path[0]}) : menu
    await user.click(within(scope).getByRole('menuitem', {name: path[path.length - 1]}))
  }

  it('removes an item by its key', async () => {
    const form = renderForm(links(), {value: {...doc, links: [link('a', 'Home'), link('b', 'About')]}})
    await chooseFromMenu('Home', 'Remove')
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['links', {_key: 'a'}]}])
    expect(form.value()!.links).toEqual([link('b', 'About')])
  })

  it('unsets the array when its last item is removed', async () => {
    const form = renderForm(links(), {value: {...doc, links: [link('a', 'Home')]}})
    await chooseFromMenu('Home', 'Remove')
    expect(form.lastPatches()).toEqual([
      {type: 'unset', path: ['links', {_key: 'a'}]},
      {type: 'unset', path: ['links']},
    ])
    expect(form.value()).toEqual(doc)
    expect(screen.getByText('No items')).toBeVisible()
  })

  it('duplicates an item after it, with a new key', async () => {
    const form = renderForm(links(), {
      value: {...doc, links: [{...link('a', 'Home'), href: 'https://x.dev'}, link('b', 'About')]},
    })
    await chooseFromMenu('Home', 'Duplicate')
    const [patch] = form.lastPatches()
    expect(patch).toMatchObject({type: 'insert', path: ['links', {_key: 'a'}], position: 'after'})
    const value = form.value()!.links as Array<Record<string, unknown>>
    expect(value.map((item) => item.label)).toEqual(['Home', 'Home', 'About'])
    expect(value[1]).toEqual({...value[0], _key: value[1]!._key})
    expect(isKey(value[1]!._key) && value[1]!._key !== 'a').toBe(true)
  })

  it('inserts a new item before or after an item, and opens it', async () => {
    const form = renderForm(links(), {value: {...doc, links: [link('a', 'Home'), link('b', 'About')]}})
    await chooseFromMenu('About', 'Insert before')
    expect(form.lastPatches()).toMatchObject([
      {type: 'insert', path: ['links', {_key: 'b'}], position: 'before', items: [{_type: 'link'}]},
    ])
    const dialog = screen.getByRole('dialog', {name: 'Edit Link'})
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.setup().keyboard('{Escape}')
    await chooseFromMenu('Home', 'Insert after')
    expect(form.lastPatches()).toMatchObject([
      {type: 'insert', path: ['links', {_key: 'a'}], position: 'after', items: [{_type: 'link'}]},
    ])
    const keys = (form.value()!.links as Array<{_key: string}>).map((item) => item._key)
    expect([keys[0], keys[2], keys[3]]).toEqual(['a', keys[2], 'b'])
    expect(keys.filter(isKey)).toHaveLength(2)
  })

  it('inserts one of several member types, chosen in the menu', async () => {
    const form = renderForm(blocks, {value: {...doc, blocks: [link('a', 'Home')]}})
    await chooseFromMenu('Home', 'Insert after', 'Quote')
    expect(form.lastPatches()).toMatchObject([
      {type: 'insert', path: ['blocks', {_key: 'a'}], position: 'after', items: [{_type: 'quote'}]},
    ])
  })
})

describe('ArrayOfObjectsInput: reordering', () => {
  it('moves an item with the keyboard: one move patch by key, the item kept whole', async () => {
    stubRowLayout()
    const user = userEvent.setup()
    const items = [link('a', 'Home'), link('b', 'About'), link('c', 'Contact')]
    const form = renderForm(links(), {value: {...doc, links: items}})
    screen.getByRole('button', {name: 'Move item 1'}).focus()
    await user.keyboard('[Space]')
    await user.keyboard('[ArrowDown]')
    await user.keyboard('[ArrowDown]')
    await user.keyboard('[Space]')
    await waitFor(() => expect(form.events).toHaveLength(1))
    expect(form.lastPatches()).toEqual([
      {type: 'move', path: ['links'], from: {_key: 'a'}, to: {_key: 'c'}, position: 'after'},
    ])
    expect(form.value()!.links).toEqual([items[1], items[2], items[0]])
  })

  it('moves an item up before the one it passes', async () => {
    stubRowLayout()
    const user = userEvent.setup()
    const items = [link('a', 'Home'), link('b', 'About')]
    const form = renderForm(links(), {value: {...doc, links: items}})
    screen.getByRole('button', {name: 'Move item 2'}).focus()
    await user.keyboard('[Space]')
    await user.keyboard('[ArrowUp]')
    await user.keyboard('[Space]')
    await waitFor(() => expect(form.events).toHaveLength(1))
    expect(form.lastPatches()).toEqual([
      {type: 'move', path: ['links'], from: {_key: 'b'}, to: {_key: 'a'}, position: 'before'},
    ])
  })

  it('has no drag handles with options.sortable false', () => {
    renderForm(links({sortable: false}), {value: {...doc, links: [link('a', 'Home'), link('b', 'About')]}})
    expect(screen.queryByRole('button', {name: /Move item/})).toBeNull()
  })
})

describe('ArrayOfObjectsInput: read-only', () => {
  it('has no add button, menus or drag handles, and opens items as “View {type}”', async () => {
    const user = userEvent.setup()
    renderForm(links(), {value: {...doc, links: [link('a', 'Home'), link('b', 'About')]}, readOnly: true})
    expect(screen.queryByRole('button', {name: 'Add item'})).toBeNull()
    expect(screen.queryByRole('button', {name: 'Item actions'})).toBeNull()
    expect(screen.queryByRole('button', {name: /Move item/})).toBeNull()
    await user.click(screen.getByRole('button', {name: 'Home'}))
    const dialog = screen.getByRole('dialog', {name: 'View Link'})
    expect((within(dialog).getByLabelText('Label') as HTMLInputElement).readOnly).toBe(true)
  })
})

describe('ArrayOfObjectsInput: invalid items', () => {
  it('shows an item of a type the array does not allow with its JSON, and removes it', async () => {
    const user = userEvent.setup()
    const legacy = {_key: 'x', _type: 'legacyLink', url: 'https://old.example'}
    const form = renderForm(links(), {value: {...doc, links: [link('a', 'Home'), legacy]}})
    await user.click(screen.getByRole('button', {name: 'Item of invalid type "legacyLink"'}))
    const popover = screen.getByRole('dialog', {name: 'Invalid item type'})
    expect(popover.textContent).toContain(
      'Encountered an item of type "legacyLink", which this list does not allow. The item can be deleted, but not edited.',
    )
    expect(JSON.parse(popover.querySelector('pre')!.textContent!)).toEqual(legacy)
    await user.click(within(popover).getByRole('button', {name: 'Remove item'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['links', {_key: 'x'}]}])
    expect(form.value()!.links).toEqual([link('a', 'Home')])
  })

  it('offers no removal while read-only', async () => {
    const user = userEvent.setup()
    renderForm(links(), {value: {...doc, links: [{_key: 'x', _type: 'legacyLink'}]}, readOnly: true})
    await user.click(screen.getByRole('button', {name: 'Item of invalid type "legacyLink"'}))
    expect(within(screen.getByRole('dialog')).queryByRole('button', {name: 'Remove item'})).toBeNull()
  })

  it('shows the field-level key and value errors, and edits the items once they are fixed', async () => {
    const user = userEvent.setup()
    renderForm(links(), {value: {...doc, links: [link('a', 'Home'), {_type: 'link', label: 'About'}]}})
    await user.click(within(screen.getByRole('alert')).getByRole('button', {name: 'Add missing keys'}))
    expect(screen.getByRole('button', {name: 'About'})).toBeVisible()

    cleanup()
    renderForm(links(), {value: {...doc, links: [link('a', 'Home'), link('a', 'Again')]}})
    await user.click(within(screen.getByRole('alert')).getByRole('button', {name: 'Generate unique keys'}))
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Home', 'Again'])

    cleanup()
    renderForm(links(), {value: {...doc, links: ['stray', link('a', 'Home')]}})
    await user.click(within(screen.getByRole('alert')).getByRole('button', {name: 'Remove non-object values'}))
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Home'])
  })
})

describe('ArrayOfObjectsInput: long arrays', () => {
  it(`renders only the rows in view of an array of 5,000 items (virtualised above ${ARRAY_VIRTUALIZATION_THRESHOLD})`, async () => {
    const items = Array.from({length: 5000}, (_, index) => link(`k${index}`, `Link ${index}`))
    renderForm(links(), {value: {...doc, links: items}})
    await act(async () => {})
    const rows = screen.getAllByRole('listitem')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThan(100)
    expect(rows[0]!.textContent).toBe('Link 0')
    expect(document.querySelector('.vellum-form-array-virtual')!.getAttribute('data-count')).toBe('5000')
  })

  it(`keeps ${ARRAY_VIRTUALIZATION_THRESHOLD} items plain`, () => {
    const items = Array.from({length: ARRAY_VIRTUALIZATION_THRESHOLD}, (_, index) => link(`k${index}`, `Link ${index}`))
    renderForm(links(), {value: {...doc, links: items}})
    expect(screen.getAllByRole('listitem')).toHaveLength(ARRAY_VIRTUALIZATION_THRESHOLD)
    expect(document.querySelector('.vellum-form-array-virtual')).toBeNull()
  })
})

describe('ArrayOfObjectsInput: components', () => {
  it('renders each item through form.components.item and each preview through form.components.preview', () => {
    const Item: ComponentMiddleware<ItemProps> = (props) => <div data-testid="item">{props.renderDefault(props)}</div>
    const Preview: ComponentMiddleware<PreviewProps> = (props) =>
      props.renderDefault({...props, title: `★ ${String(props.title)}`})
    renderForm(links(), {
      value: {...doc, links: [link('a', 'Home'), link('b', 'About')]},
      services: {components: {item: [Item], preview: [Preview]}},
    })
    expect(screen.getAllByTestId('item')).toHaveLength(2)
    expect(screen.getByRole('button', {name: '★ Home'})).toBeVisible()
  })
})
