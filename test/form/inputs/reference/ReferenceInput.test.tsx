import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {INVALID_REFERENCE_FILTER_MESSAGE} from '../../../../src/form'
import {renderForm} from '../../support'
import {lakeReferences} from './referenceSupport'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const post = {_id: 'p1', _type: 'post', title: 'Notes'}
const combobox = () => screen.getByRole('combobox', {name: 'Author'})
const type = (text: string) => fireEvent.change(combobox(), {target: {value: text}})
const options = () => screen.queryAllByRole('option')

describe('ReferenceInput: search', () => {
  it('is a combobox labelled by the field title that searches the target type as the user types', async () => {
    const t = await lakeReferences()
    renderForm(t.type('post'), {value: post, services: {references: t.references}})
    type('ada')
    await waitFor(() => expect(options()).toHaveLength(1))
    await waitFor(() => expect(options()[0]!.textContent).toContain('Ada Lovelace'))
    expect(options()[0]!.textContent).toContain('Analyst')
    expect(t.searches.at(-1)).toMatchObject({query: 'ada', types: ['author']})
  })

  it('debounces keystrokes into one search of the latest text', async () => {
    const t = await lakeReferences()
    renderForm(t.type('post'), {value: post, services: {references: t.references}})
    type('a')
    type('al')
    type('alan')
    await waitFor(() => expect(options()).toHaveLength(1))
    expect(t.searches.map((search) => search.query)).toEqual(['alan'])
  })

  it('shows one result per document, with its draft/published status', async () => {
    const t = await lakeReferences()
    renderForm(t.type('post'), {value: post, services: {references: t.references}})
    type('a')
    await waitFor(() => expect(options()).toHaveLength(3))
    await waitFor(() => expect(options().every((option) => !option.textContent?.includes('Loading'))).toBe(true))
    const grace = options().find((option) => option.textContent?.includes('Grace Hopper'))!
    expect(within(grace).getByText('Unpublished')).toBeTruthy()
    // A document with a draft shows the draft's preview, marked edited.
    const alan = options().find((option) => option.textContent?.includes('Alan M. Turing'))!
    expect(within(alan).getByText('Edited')).toBeTruthy()
  })

  it('says when nothing matches', async () => {
    const t = await lakeReferences()
    renderForm(t.type('post'), {value: post, services: {references: t.references}})
    type('zebra')
    expect(await screen.findByText('No results for “zebra”')).toBeTruthy()
  })

  it('applies the field’s static filter and filterParams', async () => {
    const t = await lakeReferences()
    const schema = (await import('../../../../src/schema')).createSchema([
      ...(await import('./referenceSupport')).blogTypes,
      {
        name: 'memo',
        type: 'document',
        fields: [
          {
            name: 'author',
            type: 'reference',
            title: 'Author',
            to: [{type: 'author'}],
            options: {filter: 'role == $role', filterParams: {role: 'Analyst'}},
          },
        ],
      },
    ] as never)
    renderForm(schema.get('memo') as never, {value: {_id: 'm', _type: 'memo'}, services: {references: t.references}})
    type('a')
    await waitFor(() => expect(options()).toHaveLength(1))
    await waitFor(() => expect(options()[0]!.textContent).toContain('Ada Lovelace'))
    expect(t.searches.at(-1)).toMatchObject({filter: 'role == $role', params: {role: 'Analyst'}})
  })

  it('gives a filter function the document, and shows the spec’s error when it returns no filter', async () => {
    const t = await lakeReferences()
    const seen: unknown[] = []
    const {createSchema} = await import('../../../../src/schema')
    const {blogTypes} = await import('./referenceSupport')
    const memoOf = (filter: unknown) =>
      createSchema([
        ...blogTypes,
        {
          name: 'memo',
          type: 'document',
          fields: [{name: 'author', type: 'reference', title: 'Author', to: [{type: 'author'}], options: {filter}}],
        },
      ] as never).get('memo') as never
    const good = renderForm(
      memoOf(({document}: {document: {title?: string}}) => {
        seen.push(document.title)
        return {filter: 'name match $name', params: {name: 'Grace'}}
      }),
      {value: {_id: 'm', _type: 'memo', title: 'About Grace'}, services: {references: t.references}},
    )
    type('a')
    await waitFor(() => expect(options()).toHaveLength(1))
    await waitFor(() => expect(options()[0]!.textContent).toContain('Grace Hopper'))
    expect(seen).toEqual(['About Grace'])
    good.unmount()

    renderForm(
      memoOf(() => 'not an object'),
      {value: {_id: 'm', _type: 'memo'}, services: {references: t.references}},
    )
    type('a')
    expect(await screen.findByText(INVALID_REFERENCE_FILTER_MESSAGE)).toBeTruthy()
  })

  it('shows the ‘Reference search failed’ toast when the search fails', async () => {
    const t = await lakeReferences()
    const references = {...t.references, search: () => Promise.reject(new Error('Bad GROQ'))}
    renderForm(t.type('post'), {value: post, services: {references}, toasts: true})
    type('ada')
    expect(await screen.findByText('Reference search failed')).toBeTruthy()
    expect(screen.getByText('Bad GROQ')).toBeTruthy()
  })
})

describe('ReferenceInput: picking', () => {
  it('sets a strong reference to a published document, picked with the keyboard', async () => {
    const t = await lakeReferences()
    const form = renderForm(t.type('post'), {value: post, services: {references: t.references}})
    type('ada')
    await waitFor(() => expect(options()).toHaveLength(1))
    fireEvent.keyDown(combobox(), {key: 'ArrowDown'})
    await waitFor(() => expect(options()[0]!.getAttribute('aria-selected')).toBe('true'))
    fireEvent.keyDown(combobox(), {key: 'Enter'})
    await waitFor(() => expect(form.value()!.author).toEqual({_type: 'reference', _ref: 'ada'}))
    // The card shows the document.
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy()
    expect(screen.queryByRole('combobox', {name: 'Author'})).toBeNull()
  })

  it('sets a weak reference marked strengthen-on-publish to a draft-only document', async () => {
    const t = await lakeReferences()
    const form = renderForm(t.type('post'), {value: post, services: {references: t.references}})
    type('grace')
    await waitFor(() => expect(options()).toHaveLength(1))
    fireEvent.click(options()[0]!)
    await waitFor(() =>
      expect(form.value()!.author).toEqual({
        _type: 'reference',
        _ref: 'grace',
        _weak: true,
        _strengthenOnPublish: {type: 'author'},
      }),
    )
    expect(await screen.findByText('Unpublished')).toBeTruthy()
  })

  it('closes the list on Escape without choosing', async () => {
    const t = await lakeReferences()
    const form = renderForm(t.type('post'), {value: post, services: {references: t.references}})
    type('ada')
    await waitFor(() => expect(options()).toHaveLength(1))
    fireEvent.keyDown(combobox(), {key: 'Escape'})
    await waitFor(() => expect(options()).toHaveLength(0))
    expect(form.value()!.author).toBeUndefined()
  })
})

describe('ReferenceInput: a set reference', () => {
  it('clears through its menu', async () => {
    const t = await lakeReferences()
    const form = renderForm(t.type('post'), {
      value: {...post, author: {_type: 'reference', _ref: 'ada'}},
      services: {references: t.references},
    })
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', {name: 'Reference actions'}))
    fireEvent.click(await screen.findByRole('menuitem', {name: 'Clear'}))
    await waitFor(() => expect(form.value()!.author).toBeUndefined())
    expect(combobox()).toBeTruthy()
  })

  it('replaces the reference, and cancel replace keeps it', async () => {
    const t = await lakeReferences()
    const form = renderForm(t.type('post'), {
      value: {...post, author: {_type: 'reference', _ref: 'ada'}},
      services: {references: t.references},
    })
    await screen.findByText('Ada Lovelace')
    fireEvent.click(screen.getByRole('button', {name: 'Reference actions'}))
    fireEvent.click(await screen.findByRole('menuitem', {name: 'Replace'}))
    // The search takes focus, after the menu has given it back to its button.
    await waitFor(() => expect(combobox()).toHaveFocus())
    type('alan')
    await waitFor(() => expect(options()).toHaveLength(1))
    fireEvent.click(options()[0]!)
    await waitFor(() => expect(form.value()!.author).toEqual({_type: 'reference', _ref: 'alan'}))

    fireEvent.click(screen.getByRole('button', {name: 'Reference actions'}))
    fireEvent.click(await screen.findByRole('menuitem', {name: 'Replace'}))
    expect(combobox()).toBeTruthy()
    fireEvent.click(screen.getByRole('button', {name: 'Reference actions'}))
    fireEvent.click(await screen.findByRole('menuitem', {name: 'Cancel replace'}))
    await waitFor(() => expect(screen.queryByRole('combobox', {name: 'Author'})).toBeNull())
    expect(form.value()!.author).toEqual({_type: 'reference', _ref: 'alan'})
  })

  it('opens the document in a new tab through the edit intent', async () => {
    const t = await lakeReferences()
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    renderForm(t.type('post'), {
      value: {...post, author: {_type: 'reference', _ref: 'ada'}},
      services: {references: t.references},
    })
    await screen.findByText('Ada Lovelace')
    fireEvent.click(screen.getByRole('button', {name: 'Reference actions'}))
    fireEvent.click(await screen.findByRole('menuitem', {name: 'Open in new tab'}))
    expect(open).toHaveBeenCalledWith('/intent/edit/id=ada;type=author', '_blank', 'noopener')
  })

  it('follows the referenced document live', async () => {
    const t = await lakeReferences()
    renderForm(t.type('post'), {
      value: {...post, author: {_type: 'reference', _ref: 'ada'}},
      services: {references: t.references},
    })
    await screen.findByText('Ada Lovelace')
    await act(() => t.client.mutate([{patch: {id: 'ada', set: {name: 'Augusta Ada King'}}}]))
    expect(await screen.findByText('Augusta Ada King')).toBeTruthy()
  })

  it('shows the not-found state with a clear button for a document that does not exist', async () => {
    const t = await lakeReferences()
    const form = renderForm(t.type('post'), {
      value: {...post, author: {_type: 'reference', _ref: 'gone'}},
      services: {references: t.references},
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Nonexistent document reference')
    expect(alert.textContent).toContain('gone')
    fireEvent.click(within(alert).getByRole('button', {name: 'Remove reference'}))
    await waitFor(() => expect(form.value()!.author).toBeUndefined())
  })

  it('shows the lock and the missing-read-permissions message for a document the user may not read', async () => {
    const t = await lakeReferences({grants: [{filter: '_type != "author"', permissions: ['read', 'update', 'create']}]})
    renderForm(t.type('post'), {
      value: {...post, author: {_type: 'reference', _ref: 'ada'}},
      services: {references: t.references},
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Insufficient permissions to access this reference')
    expect(within(alert).getByLabelText('Locked')).toBeTruthy()
  })

  it('offers the fix for a weak reference the schema wants strong', async () => {
    const t = await lakeReferences()
    const form = renderForm(t.type('post'), {
      value: {...post, author: {_type: 'reference', _ref: 'ada', _weak: true}},
      services: {references: t.references},
    })
    expect(await screen.findByText('Reference is weak, but should be strong')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', {name: 'Convert to strong'}))
    await waitFor(() => expect(form.value()!.author).toEqual({_type: 'reference', _ref: 'ada'}))
  })

  it('offers no strong conversion for a weak reference to a document that does not exist', async () => {
    const t = await lakeReferences()
    renderForm(t.type('post'), {
      value: {...post, author: {_type: 'reference', _ref: 'gone', _weak: true}},
      services: {references: t.references},
    })
    expect(await screen.findByText('Nonexistent document reference')).toBeTruthy()
    // The server would refuse a strong reference to a missing document: only removing it is offered.
    await waitFor(() => expect(screen.queryByRole('button', {name: 'Convert to strong'})).toBeNull())
    expect(screen.queryByText('Reference is weak, but should be strong')).toBeNull()
    expect(screen.getByRole('button', {name: 'Remove reference'})).toBeTruthy()
  })

  it('on a live-edit document, says a strengthen-on-publish flag will not be acted on and removes it', async () => {
    const t = await lakeReferences()
    const form = renderForm(t.type('settings'), {
      value: {
        _id: 's',
        _type: 'settings',
        owner: {_type: 'reference', _ref: 'grace', _weak: true, _strengthenOnPublish: {type: 'author'}},
      },
      services: {references: t.references},
    })
    expect(await screen.findByText('This reference will not be strengthened')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', {name: 'Remove flag'}))
    await waitFor(() => expect(form.value()!.owner).toEqual({_type: 'reference', _ref: 'grace', _weak: true}))
  })

  it('is read-only: no menu, no search, no create', async () => {
    const t = await lakeReferences()
    renderForm(t.type('post'), {
      value: {...post, author: {_type: 'reference', _ref: 'ada'}},
      services: {references: t.references},
      readOnly: true,
    })
    await screen.findByText('Ada Lovelace')
    expect(screen.queryByRole('button', {name: 'Reference actions'})).toBeNull()
    expect(screen.queryByRole('button', {name: 'Create new'})).toBeNull()
  })
})

describe('ReferenceInput: create new', () => {
  it('sets a weak reference to a new id from the template and opens it beside the form', async () => {
    const t = await lakeReferences()
    const form = renderForm(t.type('post'), {value: post, services: {references: t.references}})
    fireEvent.click(await screen.findByRole('button', {name: 'Create new'}))
    fireEvent.click(await screen.findByRole('menuitem', {name: 'Author'}))
    await waitFor(() => expect(t.opened).toHaveLength(1))
    const value = form.value()!.author as Record<string, unknown>
    expect(value).toEqual({
      _type: 'reference',
      _ref: t.opened[0]!.id,
      _weak: true,
      _strengthenOnPublish: {type: 'author', template: {id: 'author', params: {}}},
    })
    expect(t.opened[0]).toEqual({id: value._ref, type: 'author', template: {id: 'author'}})
  })

  it('shows the new document, not created yet, as its untitled preview and not as a nonexistent reference', async () => {
    const t = await lakeReferences()
    renderForm(t.type('post'), {value: post, services: {references: t.references}})
    fireEvent.click(await screen.findByRole('button', {name: 'Create new'}))
    fireEvent.click(await screen.findByRole('menuitem', {name: 'Author'}))
    await waitFor(() => expect(t.opened).toHaveLength(1))
    expect(await screen.findByText('Untitled')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText('Nonexistent document reference')).toBeNull()
  })

  it('is disabled with the permission tooltip when the user may not create the target type', async () => {
    const t = await lakeReferences({grants: [{filter: '_id in path("**")', permissions: ['read']}]})
    renderForm(t.type('post'), {value: post, services: {references: t.references}})
    await waitFor(() =>
      expect((screen.getByRole('button', {name: 'Create new'}) as HTMLButtonElement).disabled).toBe(true),
    )
    fireEvent.keyDown(document.body, {key: 'Tab'})
    act(() => screen.getByRole('button', {name: 'Create new'}).parentElement!.focus())
    expect(await screen.findByText('You don’t have permission to create a new “Author” document')).toBeTruthy()
  })
})
