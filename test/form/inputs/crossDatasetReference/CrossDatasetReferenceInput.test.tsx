import {act, cleanup, fireEvent, render, screen, waitFor, within} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {CrossDatasetReferencePreview} from '../../../../src/form/inputs/crossDatasetReference/CrossDatasetReferencePreview'
import type {CrossDatasetReferenceSchemaType} from '../../../../src/types'
import {renderForm} from '../../support'
import {lakeCrossDataset} from './crossDatasetSupport'

afterEach(() => cleanup())

const post = {_id: 'p1', _type: 'post', title: 'Notes'}
const product = (ref: string) => ({_type: 'crossDatasetReference', _ref: ref, _dataset: 'shop'})
const combobox = (name = 'Product') => screen.getByRole('combobox', {name})
// The input shows once the project's features are known.
const type = async (text: string, name = 'Product') =>
  fireEvent.change(await screen.findByRole('combobox', {name}), {target: {value: text}})
const options = () => screen.queryAllByRole('option')
const settled = () =>
  waitFor(() => expect(options().every((option) => !option.textContent?.includes('Loading'))).toBe(true))

describe('CrossDatasetReferenceInput: search', () => {
  it('searches the published documents of the target types in the other dataset, previewed by to[].preview', async () => {
    const t = await lakeCrossDataset()
    renderForm(t.type('post'), {value: post, services: {references: t.references}})
    await type('steel')
    // The draft-only mug and the page of another type are not offered.
    await waitFor(() => expect(options()).toHaveLength(1))
    await settled()
    expect(options()[0]!.textContent).toContain('Steel kettle')
    expect(options()[0]!.textContent).toContain('K-1')
    expect(t.searches.at(-1)).toMatchObject({dataset: 'shop', request: {query: 'steel', types: ['product']}})
  })

  it('finds nothing of the form’s own dataset', async () => {
    const t = await lakeCrossDataset()
    await t.lake.mutate('production', [{create: {_id: 'local-kettle', _type: 'product', name: 'Local kettle'}}])
    renderForm(t.type('post'), {value: post, services: {references: t.references}})
    await type('local')
    expect(await screen.findByText('No results for “local”')).toBeTruthy()
  })

  it('applies the field’s filter and filterParams in the other dataset', async () => {
    const t = await lakeCrossDataset()
    renderForm(t.type('post'), {value: post, services: {references: t.references}})
    // The teapot is a product, but not a kettle.
    await type('stone', 'Kettle')
    expect(await screen.findByText('No results for “stone”')).toBeTruthy()
    expect(t.searches.at(-1)!.request).toMatchObject({filter: 'kind == $kind', params: {kind: 'kettle'}})
    await type('steel', 'Kettle')
    await waitFor(() => expect(options()).toHaveLength(1))
    await settled()
    expect(options()[0]!.textContent).toContain('Steel kettle')
  })

  it('shows the ‘Reference search failed’ toast when the other dataset refuses the search', async () => {
    const t = await lakeCrossDataset()
    const {createSchema} = await import('../../../../src/schema')
    const schema = createSchema([
      {
        name: 'memo',
        type: 'document',
        fields: [
          {
            name: 'product',
            type: 'crossDatasetReference',
            title: 'Product',
            dataset: 'shop',
            to: [{type: 'product'}],
            options: {filter: 'kind =='},
          },
        ],
      },
    ] as never)
    renderForm(schema.get('memo') as never, {
      value: {_id: 'm', _type: 'memo'},
      services: {references: t.references},
      toasts: true,
    })
    await type('steel')
    expect(await screen.findByText('Reference search failed')).toBeTruthy()
  })
})

describe('CrossDatasetReferenceInput: picking', () => {
  it('sets {_type, _ref, _dataset} for a result picked with the keyboard, and shows its card', async () => {
    const t = await lakeCrossDataset()
    const form = renderForm(t.type('post'), {value: post, services: {references: t.references}})
    await type('copper')
    await waitFor(() => expect(options()).toHaveLength(1))
    fireEvent.keyDown(combobox(), {key: 'ArrowDown'})
    await waitFor(() => expect(options()[0]!.getAttribute('aria-selected')).toBe('true'))
    fireEvent.keyDown(combobox(), {key: 'Enter'})
    await waitFor(() =>
      expect(form.value()!.product).toEqual({_type: 'crossDatasetReference', _ref: 'kettle-2', _dataset: 'shop'}),
    )
    expect(await screen.findByText('Copper kettle')).toBeTruthy()
    expect(screen.queryByRole('combobox', {name: 'Product'})).toBeNull()
  })

  it('makes weak references for a weak field', async () => {
    const t = await lakeCrossDataset()
    const form = renderForm(t.type('post'), {value: post, services: {references: t.references}})
    await type('steel', 'Kettle')
    await waitFor(() => expect(options()).toHaveLength(1))
    fireEvent.click(options()[0]!)
    await waitFor(() =>
      expect(form.value()!.kettle).toEqual({
        _type: 'crossDatasetReference',
        _ref: 'kettle-1',
        _dataset: 'shop',
        _weak: true,
      }),
    )
  })
})

describe('CrossDatasetReferenceInput: a set reference', () => {
  it('follows the document in the other dataset live', async () => {
    const t = await lakeCrossDataset()
    renderForm(t.type('post'), {value: {...post, product: product('teapot')}, services: {references: t.references}})
    expect(await screen.findByText('Stone teapot')).toBeTruthy()
    await act(() => t.lake.mutate('shop', [{patch: {id: 'teapot', set: {name: 'Clay teapot'}}}]).then(() => {}))
    expect(await screen.findByText('Clay teapot')).toBeTruthy()
  })

  it('clears and replaces through its menu, which has no open-in-new-tab', async () => {
    const t = await lakeCrossDataset()
    const form = renderForm(t.type('post'), {
      value: {...post, product: product('teapot')},
      services: {references: t.references},
    })
    await screen.findByText('Stone teapot')
    fireEvent.click(screen.getByRole('button', {name: 'Reference actions'}))
    fireEvent.click(await screen.findByRole('menuitem', {name: 'Replace'}))
    await type('copper')
    await waitFor(() => expect(options()).toHaveLength(1))
    fireEvent.click(options()[0]!)
    await waitFor(() =>
      expect(form.value()!.product).toEqual({_type: 'crossDatasetReference', _ref: 'kettle-2', _dataset: 'shop'}),
    )

    fireEvent.click(screen.getByRole('button', {name: 'Reference actions'}))
    expect(screen.queryByRole('menuitem', {name: 'Open in new tab'})).toBeNull()
    fireEvent.click(await screen.findByRole('menuitem', {name: 'Clear'}))
    await waitFor(() => expect(form.value()!.product).toBeUndefined())
    expect(combobox()).toBeTruthy()
  })

  it('shows the not-found state with a clear button for a document missing from the other dataset', async () => {
    const t = await lakeCrossDataset()
    // In the form's own dataset it exists: availability is asked of the other one.
    await t.lake.mutate('production', [{create: {_id: 'gone', _type: 'product', name: 'Local'}}])
    const form = renderForm(t.type('post'), {
      value: {...post, product: product('gone')},
      services: {references: t.references},
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Nonexistent document reference')
    expect(alert.textContent).toContain('gone')
    fireEvent.click(within(alert).getByRole('button', {name: 'Remove reference'}))
    await waitFor(() => expect(form.value()!.product).toBeUndefined())
  })

  it('shows the lock and the missing-read-permissions message for a document the user may not read', async () => {
    const t = await lakeCrossDataset({grants: [{filter: '_type != "product"', permissions: ['read', 'update']}]})
    renderForm(t.type('post'), {value: {...post, product: product('teapot')}, services: {references: t.references}})
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Insufficient permissions to access this reference')
    expect(within(alert).getByLabelText('Locked')).toBeTruthy()
  })

  it('warns when the referenced document is of a type the field does not allow', async () => {
    const t = await lakeCrossDataset()
    renderForm(t.type('post'), {
      value: {...post, product: product('about')},
      services: {references: t.references},
    })
    expect(await screen.findByText('Cross-dataset reference to a document of invalid type')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('is of type page')
  })

  it('is read-only: the preview without menu or search', async () => {
    const t = await lakeCrossDataset()
    renderForm(t.type('post'), {
      value: {...post, product: product('teapot')},
      services: {references: t.references},
      readOnly: true,
    })
    expect(await screen.findByText('Stone teapot')).toBeTruthy()
    expect(screen.queryByRole('button', {name: 'Reference actions'})).toBeNull()
    expect(screen.queryByRole('combobox', {name: 'Product'})).toBeNull()
  })

  it('asks the availability of the references in one dataset together', async () => {
    const t = await lakeCrossDataset()
    const asked: string[][] = []
    // Counts the requests the services' own clients of the shop dataset make.
    const original = t.client.withConfig.bind(t.client)
    t.client.withConfig = (overrides) => {
      const other = original(overrides)
      const ask = other.getDocumentAvailability.bind(other)
      other.getDocumentAvailability = (ids, options) => {
        asked.push([...ids])
        return ask(ids, options)
      }
      return other
    }
    const {createFormCrossDatasetReferenceServices} =
      await import('../../../../src/structure/document/formCrossDatasetReferenceServices')
    const {createPreviewStore} = await import('../../../../src/store')
    const crossDataset = createFormCrossDatasetReferenceServices({
      client: t.client,
      previews: createPreviewStore({client: t.client, schema: t.schema}),
    })
    renderForm(t.type('post'), {
      value: {...post, product: product('teapot'), kettle: {...product('kettle-1'), _weak: true}},
      services: {references: {...t.references, crossDataset}},
    })
    await screen.findByText('Stone teapot')
    await screen.findByText('Steel kettle')
    expect(asked).toEqual([['teapot', 'kettle-1']])
  })
})

describe('CrossDatasetReferenceInput: an array item', () => {
  it('Duplicate puts a copy of the item, with a new key, right after it', async () => {
    const t = await lakeCrossDataset()
    const items = [
      {_key: 'k1', _type: 'productRef', _ref: 'teapot', _dataset: 'shop'},
      {_key: 'k2', _type: 'productRef', _ref: 'kettle-1', _dataset: 'shop'},
    ]
    const form = renderForm(t.type('post'), {value: {...post, products: items}, services: {references: t.references}})
    const group = screen.getByRole('group', {name: 'Products'})
    // The row shows the _ref until the array's default preview follows cross-dataset references.
    fireEvent.click(await within(group).findByRole('button', {name: /teapot/}))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('Stone teapot')).toBeTruthy()
    fireEvent.click(await within(dialog).findByRole('button', {name: 'Reference actions'}))
    fireEvent.click(await screen.findByRole('menuitem', {name: 'Duplicate'}))
    await waitFor(() => expect(form.value()!.products).toHaveLength(3))
    const [first, copy, last] = form.value()!.products as Array<Record<string, unknown>>
    expect(first).toEqual(items[0])
    expect(copy).toEqual({...items[0], _key: expect.any(String) as string})
    expect(copy!._key).not.toBe('k1')
    expect(last).toEqual(items[1])
  })
})

describe('CrossDatasetReferencePreview', () => {
  it('previews the document in the dataset the value names, live', async () => {
    const t = await lakeCrossDataset()
    const productRef = (t.type('post').fields.find((field) => field.name === 'products')!.type as {of: unknown[]})
      .of[0] as CrossDatasetReferenceSchemaType
    render(
      <CrossDatasetReferencePreview
        services={t.references.crossDataset!}
        value={{_key: 'k1', _type: 'productRef', _ref: 'teapot', _dataset: 'shop'}}
        schemaType={productRef}
      />,
    )
    expect(await screen.findByText('Stone teapot')).toBeTruthy()
    await act(() => t.lake.mutate('shop', [{patch: {id: 'teapot', set: {name: 'Clay teapot'}}}]).then(() => {}))
    expect(await screen.findByText('Clay teapot')).toBeTruthy()
  })
})

describe('CrossDatasetReferenceInput: the feature flag', () => {
  it('shows the disabled-feature alert with a Clear button that clears the value', async () => {
    const t = await lakeCrossDataset({features: []})
    const form = renderForm(t.type('post'), {
      value: {...post, product: product('teapot')},
      services: {references: t.references},
    })
    // One alert per cross-dataset field; the product field's comes first.
    const [alert] = await screen.findAllByRole('alert')
    expect(alert!.textContent).toContain('Cross-dataset references are not enabled')
    expect(alert!.textContent).toContain('“shop”')
    expect(screen.queryByRole('combobox')).toBeNull()
    fireEvent.click(within(alert!).getByRole('button', {name: 'Clear'}))
    await waitFor(() => expect(form.value()!.product).toBeUndefined())
    // Still off: the alerts stay, without a value to clear.
    await waitFor(() => expect(screen.queryAllByRole('button', {name: 'Clear'})).toHaveLength(0))
    expect(screen.getAllByRole('alert')[0]!.textContent).toContain('Cross-dataset references are not enabled')
  })

  it('offers no Clear when read-only', async () => {
    const t = await lakeCrossDataset({features: ['tasks']})
    renderForm(t.type('post'), {
      value: {...post, product: product('teapot')},
      services: {references: t.references},
      readOnly: true,
    })
    const [alert] = await screen.findAllByRole('alert')
    expect(alert!.textContent).toContain('Cross-dataset references are not enabled')
    expect(within(alert!).queryByRole('button')).toBeNull()
  })
})

describe('CrossDatasetReferenceInput: another project', () => {
  it('says the reference cannot be loaded, and the search fails with the reason', async () => {
    const t = await lakeCrossDataset()
    const {createSchema} = await import('../../../../src/schema')
    const schema = createSchema([
      {
        name: 'memo',
        type: 'document',
        fields: [
          {
            name: 'product',
            type: 'crossDatasetReference',
            title: 'Product',
            dataset: 'shop',
            projectId: 'elsewhere',
            to: [{type: 'product'}],
          },
        ],
      },
    ] as never)
    const memo = schema.get('memo') as never
    const set = renderForm(memo, {
      value: {_id: 'm', _type: 'memo', product: {...product('teapot'), _projectId: 'elsewhere'}},
      services: {references: t.references},
    })
    expect(await screen.findByText('The referenced document could not be loaded')).toBeTruthy()
    set.unmount()
    renderForm(memo, {value: {_id: 'm', _type: 'memo'}, services: {references: t.references}, toasts: true})
    await type('stone')
    expect(await screen.findByText('Reference search failed')).toBeTruthy()
    expect(await screen.findByText(/this server serves project "test"/)).toBeTruthy()
  })
})

describe('CrossDatasetReferenceInput: without services', () => {
  it('shows the referenced id and a clear button', async () => {
    const form = renderForm((await lakeCrossDataset()).type('post'), {value: {...post, product: product('teapot')}})
    expect(screen.getByText('teapot')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', {name: 'Clear'}))
    await waitFor(() => expect(form.value()!.product).toBeUndefined())
  })
})
