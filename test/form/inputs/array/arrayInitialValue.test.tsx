import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {
  ARRAY_INITIAL_VALUE_RESOLVED_TOAST_MS,
  ARRAY_INITIAL_VALUE_TOAST_DELAY_MS,
  type FormServices,
} from '../../../../src/form'
import {createSchema} from '../../../../src/schema'
import {resolveInitialValueForType} from '../../../../src/store'
import type {AnyDefinition, ObjectSchemaType, Schema, SchemaType} from '../../../../src/types'
import {renderForm} from '../../support'
import {rowOf} from './arraySupport'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const doc = {_id: 'd', _type: 'doc'}
const isKey = (key: unknown) => typeof key === 'string' && /^[A-Za-z0-9]{12}$/.test(key)

/** A schema with a `doc` holding `tracks` (items of `track`) and `tags` (strings), with the member types given. */
function schemaWith(
  track: Partial<AnyDefinition>,
  tag: Partial<AnyDefinition> = {},
): {schema: Schema; type: ObjectSchemaType} {
  const schema = createSchema([
    {
      name: 'track',
      title: 'Track',
      type: 'object',
      fields: [
        {name: 'title', title: 'Title', type: 'string'},
        {name: 'rating', type: 'number'},
      ],
      ...track,
    } as AnyDefinition,
    {
      name: 'doc',
      type: 'document',
      fields: [
        {name: 'tracks', type: 'array', of: [{type: 'track'}]},
        {name: 'tags', type: 'array', of: [{type: 'string', ...tag}]},
      ],
    } as AnyDefinition,
  ])
  return {schema, type: schema.get('doc') as ObjectSchemaType}
}

/** The store's resolver of schema initial values, as the studio gives it to forms. */
const storeResolver = (schema: Schema) => (type: SchemaType) =>
  resolveInitialValueForType(type, {}, {schema, currentUser: null})

/** Renders the form with a ToastProvider whose toasts the form gets as `FormServices.toast`. */
function renderWithToasts(type: ObjectSchemaType, services: FormServices, value: Record<string, unknown> = doc) {
  return renderForm(type, {value, services, toasts: true})
}

/** Adds a track whose initial value resolves when the test says so. */
function addResolvingItem() {
  const pending = deferred()
  const {type} = schemaWith({initialValue: () => ({})})
  const form = renderWithToasts(type, {resolveInitialValue: () => pending.promise})
  addItem('Tracks')
  return {pending, form}
}

const toastTitle = (text: string) => screen.queryByText(text, {selector: '.vellum-toast-title'})
// The add buttons of `tracks`, then `tags`.
const addItem = (field: 'Tracks' | 'Tags') =>
  fireEvent.click(screen.getAllByRole('button', {name: 'Add item'})[field === 'Tracks' ? 0 : 1]!)

/** A resolver the test settles itself. */
function deferred() {
  let resolve: (value: unknown) => void = () => {}
  const promise = new Promise<unknown>((done) => (resolve = done))
  return {promise, resolve}
}

describe('new array items: resolved initial values', () => {
  it('inserts an item holding its type’s function initial value, laid over its fields’ initial values, under a new _key and _type, and opens it', async () => {
    const {schema, type} = schemaWith({
      initialValue: () => ({title: 'Untitled track', _key: 'ignored', _type: 'ignored'}),
      fields: [
        {name: 'title', title: 'Title', type: 'string'},
        {name: 'rating', type: 'number', initialValue: 3},
      ],
    } as Partial<AnyDefinition>)
    const form = renderWithToasts(type, {resolveInitialValue: storeResolver(schema)})
    addItem('Tracks')
    await waitFor(() => expect(form.events).toHaveLength(1))
    const [setIfMissing, insert] = form.lastPatches()
    expect(setIfMissing).toEqual({type: 'setIfMissing', path: ['tracks'], value: []})
    expect(insert).toMatchObject({type: 'insert', path: ['tracks', -1], position: 'after'})
    const [item] = (insert as {items: Array<Record<string, unknown>>}).items
    expect(item).toEqual({title: 'Untitled track', rating: 3, _key: item!._key, _type: 'track'})
    expect(isKey(item!._key)).toBe(true)
    const dialog = await screen.findByRole('dialog', {name: 'Edit Track'})
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Untitled track')
    // A fast resolver needs no news.
    expect(document.querySelector('.vellum-toast')).toBeNull()
  })

  it('inserts before or after an item with the resolved value', async () => {
    const {schema, type} = schemaWith({initialValue: async () => ({title: 'Fresh'})})
    const form = renderWithToasts(
      type,
      {resolveInitialValue: storeResolver(schema)},
      {...doc, tracks: [{_key: 'a', _type: 'track', title: 'Alpha'}]},
    )
    fireEvent.click(within(rowOf('Alpha')).getByRole('button', {name: 'Item actions'}))
    fireEvent.click(screen.getByRole('menuitem', {name: 'Insert before'}))
    await waitFor(() => expect(form.events).toHaveLength(1))
    expect(form.lastPatches()).toMatchObject([
      {type: 'insert', path: ['tracks', {_key: 'a'}], position: 'before', items: [{_type: 'track', title: 'Fresh'}]},
    ])
    expect((form.value()!.tracks as Array<{title: string}>).map((track) => track.title)).toEqual(['Fresh', 'Alpha'])
  })

  it('resolves primitive items too', async () => {
    const {schema, type} = schemaWith({}, {initialValue: () => 'new tag'})
    const form = renderWithToasts(type, {resolveInitialValue: storeResolver(schema)})
    addItem('Tags')
    await waitFor(() => expect(form.value()!.tags).toEqual(['new tag']))
  })

  it('says “Resolving initial value…” only once resolving has taken 300 ms, then “Initial value resolved” for 500 ms', async () => {
    vi.useFakeTimers()
    const {pending, form} = addResolvingItem()
    await act(async () => vi.advanceTimersByTime(ARRAY_INITIAL_VALUE_TOAST_DELAY_MS - 1))
    expect(toastTitle('Resolving initial value…')).toBeNull()
    await act(async () => vi.advanceTimersByTime(1))
    expect(toastTitle('Resolving initial value…')).not.toBeNull()
    expect(form.events).toHaveLength(0)
    await act(async () => pending.resolve({_type: 'track', title: 'Late'}))
    expect(toastTitle('Initial value resolved')).not.toBeNull()
    expect(toastTitle('Resolving initial value…')).toBeNull()
    expect(form.value()!.tracks).toEqual([{_key: expect.any(String), _type: 'track', title: 'Late'}])
    await act(async () => vi.advanceTimersByTime(ARRAY_INITIAL_VALUE_RESOLVED_TOAST_MS))
    expect(document.querySelector('.vellum-toast')).toBeNull()
  })

  it('shows no toast when resolving takes less than 300 ms', async () => {
    vi.useFakeTimers()
    const {pending, form} = addResolvingItem()
    await act(async () => vi.advanceTimersByTime(ARRAY_INITIAL_VALUE_TOAST_DELAY_MS - 1))
    await act(async () => pending.resolve({title: 'Quick'}))
    await act(async () => vi.advanceTimersByTime(ARRAY_INITIAL_VALUE_TOAST_DELAY_MS * 2))
    expect(document.querySelector('.vellum-toast')).toBeNull()
    expect(form.value()!.tracks).toMatchObject([{_type: 'track', title: 'Quick'}])
  })

  it('says why when the initial value cannot be resolved, logs it, and inserts nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const {schema, type} = schemaWith({
      initialValue: () => {
        throw new Error('offline')
      },
    })
    const form = renderWithToasts(type, {resolveInitialValue: storeResolver(schema)})
    addItem('Tracks')
    expect(await screen.findByText('Could not resolve initial value', {selector: '.vellum-toast-title'})).toBeVisible()
    expect(
      screen.getByText(
        'Unable to resolve initial value for type Track: Initial value resolver of type "track" failed: offline',
      ),
    ).toBeVisible()
    expect(errors).toHaveBeenCalledWith('Failed to resolve initial value', expect.objectContaining({type: 'track'}))
    expect(form.events).toHaveLength(0)
    // Both arrays are still empty.
    expect(screen.getAllByText('No items')).toHaveLength(2)
  })

  it('fails the same way when the resolved value does not fit the type', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const {type} = schemaWith({initialValue: () => ({})})
    const form = renderWithToasts(type, {resolveInitialValue: async () => 'not an object'})
    addItem('Tracks')
    expect(
      await screen.findByText(
        'Unable to resolve initial value for type Track: Initial value of type "track" must be an object, got a string',
      ),
    ).toBeVisible()
    expect(form.events).toHaveLength(0)
  })

  it('appends the item when the one it was to go next to was removed while it resolved', async () => {
    const pending = deferred()
    const {type} = schemaWith({initialValue: () => ({})})
    const form = renderWithToasts(
      type,
      {resolveInitialValue: () => pending.promise},
      {
        ...doc,
        tracks: [
          {_key: 'a', _type: 'track', title: 'Alpha'},
          {_key: 'b', _type: 'track', title: 'Beta'},
        ],
      },
    )
    fireEvent.click(within(rowOf('Alpha')).getByRole('button', {name: 'Item actions'}))
    fireEvent.click(screen.getByRole('menuitem', {name: 'Insert after'}))
    fireEvent.click(within(rowOf('Alpha')).getByRole('button', {name: 'Item actions'}))
    fireEvent.click(screen.getByRole('menuitem', {name: 'Remove'}))
    await act(async () => pending.resolve({title: 'Gamma'}))
    expect((form.value()!.tracks as Array<{title: string}>).map((track) => track.title)).toEqual(['Beta', 'Gamma'])
  })

  it('drops a resolution still running when the form goes away, closing its toast', async () => {
    vi.useFakeTimers()
    const pending = deferred()
    // A toast API that records what it is told: the provider goes away with the form.
    const toast = {push: vi.fn((params: {id?: string}) => params.id ?? 'toast'), close: vi.fn()}
    const {type} = schemaWith({initialValue: () => ({})})
    const form = renderForm(type, {value: doc, services: {resolveInitialValue: () => pending.promise, toast}})
    addItem('Tracks')
    await act(async () => vi.advanceTimersByTime(ARRAY_INITIAL_VALUE_TOAST_DELAY_MS))
    expect(toast.push).toHaveBeenCalledWith(
      expect.objectContaining({status: 'info', title: 'Resolving initial value…'}),
    )
    const id = toast.push.mock.calls[0]![0].id
    form.unmount()
    expect(toast.close).toHaveBeenCalledWith(id)
    await act(async () => pending.resolve({title: 'Too late'}))
    expect(form.events).toHaveLength(0)
    expect(toast.push).toHaveBeenCalledTimes(1)
  })

  it('inserts nothing when the array turned read-only while the item resolved', async () => {
    const {pending, form} = addResolvingItem()
    form.update({readOnly: true})
    await act(async () => pending.resolve({title: 'Too late'}))
    expect(form.events).toHaveLength(0)
  })
})

describe('new array items: without resolveInitialValue', () => {
  it('inserts at once with only _key, _type and a static object initial value, as before', () => {
    const {type} = schemaWith({initialValue: () => ({title: 'Never'})})
    const form = renderForm(type, {value: doc})
    addItem('Tracks')
    expect(form.value()!.tracks).toEqual([{_key: expect.any(String), _type: 'track'}])
    cleanup()
    const {type: staticType} = schemaWith({initialValue: {title: 'Static'}})
    const staticForm = renderForm(staticType, {value: doc})
    addItem('Tracks')
    expect(staticForm.value()!.tracks).toEqual([{_key: expect.any(String), _type: 'track', title: 'Static'}])
  })

  it('inserts at once, without asking the service, when the type’s initial value needs no resolving', () => {
    const resolveInitialValue = vi.fn(async () => ({}))
    const {type} = schemaWith({initialValue: {title: 'Static'}})
    const form = renderForm(type, {value: doc, services: {resolveInitialValue}})
    addItem('Tracks')
    expect(form.value()!.tracks).toEqual([{_key: expect.any(String), _type: 'track', title: 'Static'}])
    expect(resolveInitialValue).not.toHaveBeenCalled()
  })
})
