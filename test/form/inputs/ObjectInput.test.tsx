import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {docType, marker, renderForm, someone} from '../support'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const doc = {_id: 'd', _type: 'doc'}
const seoType = {
  name: 'seo',
  type: 'object',
  fields: [
    {name: 'title', type: 'string'},
    {name: 'keywords', type: 'string'},
  ],
} as const

describe('ObjectInput: nested objects', () => {
  const type = docType(
    [
      {name: 'seo', type: 'seo'},
      {
        name: 'box',
        type: 'object',
        options: {collapsible: true, collapsed: true},
        fields: [{name: 'inner', type: 'string'}],
      },
    ],
    {extra: [seoType as never]},
  )

  it('renders an object field as a group of its fields', () => {
    renderForm(type, {value: {...doc, seo: {_type: 'seo', title: 'T'}}})
    const seo = screen.getByRole('group', {name: 'Seo'})
    expect((within(seo).getByRole('textbox', {name: 'Title'}) as HTMLInputElement).value).toBe('T')
    expect(within(seo).getByRole('textbox', {name: 'Keywords'})).toBeVisible()
  })

  it('creates a missing named object with its _type when a field in it is edited', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    await user.type(screen.getByRole('textbox', {name: 'Title'}), 'x')
    expect(form.lastPatches()).toEqual([
      {type: 'setIfMissing', path: ['seo'], value: {_type: 'seo'}},
      {type: 'set', path: ['seo', 'title'], value: 'x', typedOn: ''},
    ])
    expect(form.value()).toEqual({...doc, seo: {_type: 'seo', title: 'x'}})
  })

  it('unsets an object its last field is removed from', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, seo: {_type: 'seo', title: 'x'}}})
    await user.clear(screen.getByRole('textbox', {name: 'Title'}))
    expect(form.lastPatches()).toEqual([
      {type: 'unset', path: ['seo', 'title'], typedOn: 'x'},
      {type: 'unset', path: ['seo']},
    ])
    expect(form.value()).toEqual(doc)
  })

  it('collapses and expands a collapsible object from its title, with the keyboard too', async () => {
    const user = userEvent.setup()
    renderForm(type, {value: doc})
    const toggle = screen.getByRole('button', {name: 'Box'})
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('textbox', {name: 'Inner'})).toBeNull()
    toggle.focus()
    await user.keyboard('{Enter}')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('textbox', {name: 'Inner'})).toBeVisible()
    await user.click(toggle)
    expect(screen.queryByRole('textbox', {name: 'Inner'})).toBeNull()
  })

  it('shows the validation and presence of its fields in its header', () => {
    renderForm(type, {
      value: doc,
      validation: [marker(['seo', 'title'], 'Required'), marker(['seo', 'keywords'], 'Too many', 'warning')],
      presence: [someone('Ada', ['seo', 'title'])],
    })
    const seo = screen.getByRole('group', {name: 'Seo'})
    const header = seo.querySelector('.vellum-form-field-header') as HTMLElement
    expect(within(header).getByRole('img', {name: '1 error, 1 warning'})).toBeVisible()
    expect(within(header).getByRole('img', {name: 'Ada'})).toBeVisible()
  })

  it('makes every field read-only when the form is', () => {
    renderForm(type, {value: doc, readOnly: true})
    expect((screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement).readOnly).toBe(true)
  })

  it('offers only a reset for a stored text where an object belongs', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, seo: 'legacy'}})
    expect(screen.getByRole('alert').textContent).toContain('is of type "string", but the schema expects type "object"')
    await user.click(screen.getByRole('button', {name: 'Reset value'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['seo']}])
    expect(screen.getByRole('textbox', {name: 'Title'})).toBeVisible()
  })
})

describe('ObjectInput: fieldsets', () => {
  const type = docType(
    [
      {name: 'width', type: 'number', fieldset: 'size'},
      {name: 'height', type: 'number', fieldset: 'size'},
      {name: 'note', type: 'string', fieldset: 'extra'},
    ],
    {
      definition: {
        fieldsets: [
          {name: 'size', title: 'Size', description: 'In pixels', options: {columns: 2}},
          {name: 'extra', title: 'Extra', options: {collapsible: true, collapsed: true}},
        ],
      } as never,
    },
  )

  it('groups fields under the fieldset title, in its columns', () => {
    renderForm(type, {value: doc})
    const size = screen.getByRole('group', {name: 'Size'})
    expect(
      within(size)
        .getAllByRole('spinbutton')
        .map((input) => input.id.split('-').pop()),
    ).toEqual(['width', 'height'])
    expect(within(size).getByText('In pixels')).toBeVisible()
    expect((size.querySelector('.vellum-form-fieldset-content') as HTMLElement).style.gridTemplateColumns).toBe(
      'repeat(2, minmax(0, 1fr))',
    )
  })

  it('collapses and expands a collapsible fieldset', async () => {
    const user = userEvent.setup()
    renderForm(type, {value: doc})
    expect(screen.queryByRole('textbox', {name: 'Note'})).toBeNull()
    await user.click(screen.getByRole('button', {name: 'Extra'}))
    expect(screen.getByRole('textbox', {name: 'Note'})).toBeVisible()
  })

  it('summarises its fields’ validation in its header', () => {
    renderForm(type, {value: doc, validation: [marker(['width'], 'Required'), marker(['height'], 'Required')]})
    const size = screen.getByRole('group', {name: 'Size'})
    expect(
      within(size.querySelector('.vellum-form-field-header') as HTMLElement).getByRole('img', {name: '2 errors'}),
    ).toBeVisible()
  })
})

describe('ObjectInput: field groups', () => {
  const type = docType(
    [
      {name: 'title', type: 'string', group: 'content'},
      {name: 'metaTitle', type: 'string', group: 'seo'},
      {name: 'internal', type: 'string', group: 'admin'},
      {name: 'loose', type: 'string'},
    ],
    {
      definition: {
        groups: [
          {name: 'content', title: 'Content', default: true},
          {name: 'seo', title: 'SEO'},
          {name: 'admin', title: 'Admin', hidden: () => true},
        ],
      } as never,
    },
  )

  it('shows the groups as tabs, the default one selected, hidden groups left out', () => {
    renderForm(type, {value: doc})
    const tabs = screen.getByRole('tablist', {name: 'Field groups'})
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
    ).toEqual([
      ['All fields', 'false'],
      ['Content', 'true'],
      ['SEO', 'false'],
    ])
    expect(screen.getByRole('textbox', {name: 'Title'})).toBeVisible()
    expect(screen.queryByRole('textbox', {name: 'Meta Title'})).toBeNull()
  })

  it('switches group on click and with the arrow keys', async () => {
    const user = userEvent.setup()
    renderForm(type, {value: doc})
    await user.click(screen.getByRole('tab', {name: 'SEO'}))
    expect(screen.getByRole('textbox', {name: 'Meta Title'})).toBeVisible()
    expect(screen.queryByRole('textbox', {name: 'Title'})).toBeNull()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('tab', {name: 'All fields'}).getAttribute('aria-selected')).toBe('true')
    expect(screen.getAllByRole('textbox').map((input) => input.id.split('-').pop())).toEqual([
      'title',
      'metaTitle',
      'internal',
      'loose',
    ])
  })

  it('shows a select instead of tabs below 480 px', async () => {
    const user = userEvent.setup()
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 400,
      height: 600,
      top: 0,
      left: 0,
      right: 400,
      bottom: 600,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    })
    renderForm(type, {value: doc})
    // Measured in the first frame (before its paint).
    await waitFor(() => expect(screen.queryByRole('tablist')).toBeNull())
    const select = screen.getByRole('combobox', {name: 'Field group'})
    await user.selectOptions(select, 'SEO')
    expect(screen.getByRole('textbox', {name: 'Meta Title'})).toBeVisible()
  })

  it('keeps the tabs at 480 px and wider', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 480,
      height: 600,
      top: 0,
      left: 0,
      right: 480,
      bottom: 600,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    })
    renderForm(type, {value: doc})
    expect(screen.getByRole('tablist')).toBeVisible()
  })

  it('reports group changes to a host that controls them', async () => {
    const onFieldGroupSelect = vi.fn()
    const form = renderForm(type, {value: doc, fieldGroupState: {'': 'content'}, onFieldGroupSelect})
    fireEvent.click(screen.getByRole('tab', {name: 'SEO'}))
    expect(onFieldGroupSelect).toHaveBeenCalledWith([], 'seo')
    // Controlled: nothing changes until the host says so.
    expect(screen.getByRole('tab', {name: 'Content'}).getAttribute('aria-selected')).toBe('true')
    form.update({fieldGroupState: {'': 'seo'}})
    expect(screen.getByRole('tab', {name: 'SEO'}).getAttribute('aria-selected')).toBe('true')
  })
})

describe('ObjectInput: hidden and unknown fields', () => {
  const type = docType([
    {name: 'kind', type: 'string', options: {list: ['link', 'text']}},
    {name: 'url', type: 'url', hidden: ({parent}) => (parent as {kind?: string} | undefined)?.kind !== 'link'},
    {name: 'secret', type: 'string', hidden: true},
  ])

  it('does not show hidden fields, and shows them when their condition turns', async () => {
    const user = userEvent.setup()
    renderForm(type, {value: doc})
    expect(screen.queryByRole('textbox', {name: 'Url'})).toBeNull()
    expect(screen.queryByRole('textbox', {name: 'Secret'})).toBeNull()
    await user.selectOptions(screen.getByRole('combobox', {name: 'Kind'}), 'link')
    expect(screen.getByRole('textbox', {name: 'Url'})).toBeVisible()
  })

  it('lists fields the schema does not define, with their values, and removes one on request', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, legacyTitle: 'Old', count: 3}})
    const panel = screen.getByRole('region', {name: 'Unknown fields found'})
    expect(panel.textContent).toContain('Encountered 2 fields that are not defined in the schema.')
    expect(within(panel).getByText('legacyTitle')).toBeVisible()
    expect(within(panel).getByText('"Old"')).toBeVisible()
    await user.click(within(panel).getByRole('button', {name: 'Remove field legacyTitle'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['legacyTitle']}])
    expect(screen.getByRole('region', {name: 'Unknown field found'}).textContent).toContain(
      'Encountered a field that is not defined in the schema.',
    )
  })

  it('offers no removal while read-only', () => {
    renderForm(type, {value: {...doc, legacy: true}, readOnly: true})
    const panel = screen.getByRole('region', {name: 'Unknown field found'})
    expect(within(panel).queryByRole('button')).toBeNull()
    expect(panel.textContent).toContain('The fields cannot be removed while the document is read-only.')
  })

  it('shows no panel when every field is known', () => {
    renderForm(type, {value: {...doc, kind: 'text', _internal: 1}})
    expect(screen.queryByRole('region')).toBeNull()
  })
})

describe('ObjectInput: focus paths', () => {
  const type = docType(
    [
      {name: 'title', type: 'string', group: 'content'},
      {name: 'metaTitle', type: 'string', group: 'seo', fieldset: 'meta'},
    ],
    {
      definition: {
        groups: [
          {name: 'content', default: true},
          {name: 'seo', title: 'SEO'},
        ],
        fieldsets: [{name: 'meta', title: 'Meta', options: {collapsed: true}}],
      } as never,
    },
  )

  it('moves focus to a field chosen from a validation list, opening its group and fieldset', async () => {
    const form = renderForm(type, {value: doc})
    expect(screen.queryByRole('textbox', {name: 'Meta Title'})).toBeNull()
    form.update({focusPath: ['metaTitle']})
    await act(async () => {})
    const metaTitle = screen.getByRole('textbox', {name: 'Meta Title'})
    expect(document.activeElement).toBe(metaTitle)
    expect(screen.getByRole('tab', {name: 'SEO'}).getAttribute('aria-selected')).toBe('true')
    form.update({focusPath: ['title']})
    await act(async () => {})
    expect(document.activeElement).toBe(screen.getByRole('textbox', {name: 'Title'}))
  })
})
