import {act, cleanup, fireEvent, render, screen, waitFor, within} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {AssetSourceDialog, type AssetSourceDialogProps} from '../../../../src/form/inputs/assetSource/AssetSourceDialog'
import type {AssetFromSource} from '../../../../src/form/inputs/assetSource/AssetFromSource'
import type {FormServices} from '../../../../src/form/services/FormServices'
import {FormServicesProvider} from '../../../../src/form/services/FormServicesProvider'
import type {ToastParams} from '../../../../src/ui'
import {assetLake, fileAsset, imageAsset, seed} from './assetLake'

// The asset source dialog over a real in-process lake: the image grid and the file table,
// accept filtering, newest first, 'Load more', selecting, and the usage and delete dialogs.

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function renderDialog(services: FormServices, props: Partial<AssetSourceDialogProps> = {}) {
  const selected: AssetFromSource[][] = []
  const closed = vi.fn()
  render(
    <FormServicesProvider services={services}>
      <AssetSourceDialog assetType="image" onSelect={(assets) => selected.push(assets)} onClose={closed} {...props} />
    </FormServicesProvider>,
  )
  return {selected, closed}
}

function withLake() {
  const lake = assetLake()
  const toasts: ToastParams[] = []
  const services: FormServices = {
    assetBrowser: lake.browser,
    toast: {push: (toast) => (toasts.push(toast), 'toast'), close: () => undefined},
  }
  return {...lake, services, toasts}
}

const loaded = () =>
  waitFor(() =>
    expect(document.querySelector('.vellum-form-asset-browser')?.getAttribute('data-status')).toBe('loaded'),
  )
const cellNames = () =>
  screen.getAllByRole('button', {name: /^Select /}).map((button) => button.getAttribute('aria-label'))
const openMenu = (name: string) => fireEvent.click(screen.getByRole('button', {name: `Actions for ${name}`}))

describe('AssetSourceDialog', () => {
  it("is titled 'Uploaded images' and shows the images newest first, as thumbnails only", async () => {
    const {client, services} = withLake()
    await seed(client, [
      imageAsset(1),
      imageAsset(2, {mimeType: 'image/png'}),
      imageAsset(3, {mimeType: 'image/gif'}),
      fileAsset(4),
    ])
    renderDialog(services)
    expect(screen.getByRole('dialog', {name: 'Uploaded images'})).toBeVisible()
    await loaded()
    expect(cellNames()).toEqual(['Select photo-3.gif', 'Select photo-2.png', 'Select photo-1.jpg'])
    const sources = [...document.querySelectorAll('.vellum-form-asset-thumbnail')].map((image) =>
      image.getAttribute('src'),
    )
    // 200 px high (× the pixel ratio, 1 here), never enlarged; a GIF as JPEG.
    expect(sources).toEqual([
      `${imageAsset(3, {mimeType: 'image/gif'}).url}?h=200&fit=max&fm=jpg`,
      `${imageAsset(2, {mimeType: 'image/png'}).url}?h=200&fit=max`,
      `${imageAsset(1).url}?h=200&fit=max`,
    ])
    expect(document.querySelector('.vellum-form-asset-grid')).not.toBeNull()
  })

  it('asks for thumbnails at the screen’s pixel ratio', async () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2)
    const {client, services} = withLake()
    await seed(client, [imageAsset(1)])
    renderDialog(services)
    await loaded()
    expect(document.querySelector('.vellum-form-asset-thumbnail')?.getAttribute('src')).toBe(
      `${imageAsset(1).url}?h=200&fit=max&dpr=2`,
    )
  })

  it('lists only what the field accepts, and says so', async () => {
    const {client, services} = withLake()
    await seed(client, [imageAsset(1), imageAsset(2, {mimeType: 'image/png'})])
    renderDialog(services, {accept: 'image/png'})
    await loaded()
    expect(cellNames()).toEqual(['Select photo-2.png'])
    expect(screen.getByText('Only showing files of the types this field accepts: image/png')).toBeVisible()
  })

  it('selects an image as an asset document id', async () => {
    const {client, services} = withLake()
    await seed(client, [imageAsset(1)])
    const {selected} = renderDialog(services, {selectedAssets: []})
    await loaded()
    fireEvent.click(screen.getByRole('button', {name: 'Select photo-1.jpg'}))
    expect(selected).toEqual([[{kind: 'assetDocumentId', value: imageAsset(1)._id}]])
  })

  it('marks the assets the field holds as selected', async () => {
    const {client, services} = withLake()
    await seed(client, [imageAsset(1), imageAsset(2)])
    renderDialog(services, {selectedAssets: [{_id: imageAsset(1)._id}]})
    await loaded()
    expect(screen.getByRole('button', {name: 'Select photo-1.jpg'}).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', {name: 'Select photo-2.jpg'}).getAttribute('aria-pressed')).toBe('false')
  })

  it("loads 200 at a time: 'Load more' asks for the next page and is hidden once a page is not full", async () => {
    const {client, services} = withLake()
    await client.mutate(Array.from({length: 205}, (_, n) => ({createOrReplace: imageAsset(n + 1)})))
    renderDialog(services)
    await loaded()
    expect(document.querySelector('.vellum-form-asset-browser')?.getAttribute('data-count')).toBe('200')
    fireEvent.click(screen.getByRole('button', {name: 'Load more'}))
    await waitFor(() =>
      expect(document.querySelector('.vellum-form-asset-browser')?.getAttribute('data-count')).toBe('205'),
    )
    await loaded()
    expect(screen.queryByRole('button', {name: 'Load more'})).toBeNull()
  })

  it("shows files as a table of file name, size, type and date added, titled 'Uploaded files'", async () => {
    const {client, services} = withLake()
    await seed(client, [
      fileAsset(1, {size: 1_234_567}),
      fileAsset(2, {mimeType: 'application/json', extension: 'json', size: 532}),
      imageAsset(3),
    ])
    renderDialog(services, {assetType: 'file'})
    expect(screen.getByRole('dialog', {name: 'Uploaded files'})).toBeVisible()
    await loaded()
    const table = screen.getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Filename', 'Size', 'Type', 'Date added', 'Actions'])
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      )
    expect(rows).toEqual([
      ['document-2.json', '532 byte', 'Json', 'Jan 1, 2025'],
      ['document-1.pdf', '1.2 MB', 'PDF', 'Jan 1, 2025'],
    ])
  })

  it('collapses the file table to expandable rows on a narrow screen, where delete is disabled for the selected file', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 400,
      height: 600,
      left: 0,
      top: 0,
      right: 400,
      bottom: 600,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    } as DOMRect)
    const {client, services} = withLake()
    await seed(client, [fileAsset(1), fileAsset(2)])
    renderDialog(services, {assetType: 'file', selectedAssets: [{_id: fileAsset(1)._id}]})
    await loaded()
    expect(screen.queryByRole('columnheader', {name: 'Size'})).toBeNull()
    fireEvent.click(screen.getByRole('button', {name: 'Show details of document-1.pdf'}))
    expect(screen.getByText('1 kB')).toBeVisible()
    openMenu('document-1.pdf')
    expect(
      (screen.getByRole('menuitem', {name: 'Delete'}) as HTMLButtonElement).getAttribute('aria-disabled') ??
        String((screen.getByRole('menuitem', {name: 'Delete'}) as HTMLButtonElement).disabled),
    ).toBe('true')
  })

  it('shows an asset’s details: file name, size, type and date added', async () => {
    const {client, services} = withLake()
    await seed(client, [imageAsset(1)])
    renderDialog(services)
    await loaded()
    openMenu('photo-1.jpg')
    fireEvent.click(screen.getByRole('menuitem', {name: 'Details'}))
    const details = screen.getByRole('dialog', {name: 'Details of photo-1.jpg'})
    expect(
      [...details.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      'Filename: photo-1.jpg',
      'Size: 1 kB',
      'Type: Images',
      'Date added: Jan 1, 2025',
      'Dimensions: 800 × 600',
    ])
  })

  it('lists the documents using an asset', async () => {
    const {client, services} = withLake()
    const asset = imageAsset(1)
    await seed(client, [
      asset,
      {_id: 'post-1', _type: 'post', image: {_type: 'image', asset: {_type: 'reference', _ref: asset._id}}},
    ])
    renderDialog(services)
    await loaded()
    openMenu('photo-1.jpg')
    fireEvent.click(screen.getByRole('menuitem', {name: 'Show documents using it'}))
    const usage = screen.getByRole('dialog', {name: 'Documents using photo-1.jpg'})
    await waitFor(() => expect(within(usage).getByText('post-1')).toBeVisible())
    expect(within(usage).getByText('Published')).toBeVisible()
  })

  it('refuses to delete an asset published documents use, listing them', async () => {
    const {client, services} = withLake()
    const asset = imageAsset(1)
    const uses = {_type: 'image', asset: {_type: 'reference', _ref: asset._id}}
    await seed(client, [
      asset,
      {_id: 'post-1', _type: 'post', image: uses},
      {_id: 'drafts.post-1', _type: 'post', image: uses},
      {_id: 'drafts.post-2', _type: 'post', image: uses},
    ])
    renderDialog(services)
    await loaded()
    openMenu('photo-1.jpg')
    fireEvent.click(screen.getByRole('menuitem', {name: 'Delete'}))
    const dialog = screen.getByRole('dialog', {name: 'Delete image'})
    await waitFor(() => expect(within(dialog).getByText('2 documents use it:')).toBeVisible())
    // The draft of post-1 is not listed twice; post-2's draft is.
    expect(
      [...dialog.querySelectorAll('.vellum-form-asset-referring li')].map((item) => item.getAttribute('data-id')),
    ).toEqual(expect.arrayContaining(['post-1', 'drafts.post-2']))
    expect(dialog.querySelectorAll('.vellum-form-asset-referring li')).toHaveLength(2)
    expect(within(dialog).getByText('An asset in use cannot be deleted until uses are removed.')).toBeVisible()
    expect((within(dialog).getByRole('button', {name: 'Delete'}) as HTMLButtonElement).disabled).toBe(true)
  })

  it("deletes an unused asset: it leaves the list, the dialog closes, 'Image was deleted'", async () => {
    const {client, services, toasts} = withLake()
    await seed(client, [imageAsset(1), imageAsset(2)])
    renderDialog(services)
    await loaded()
    openMenu('photo-1.jpg')
    fireEvent.click(screen.getByRole('menuitem', {name: 'Delete'}))
    const dialog = screen.getByRole('dialog', {name: 'Delete image'})
    await waitFor(() =>
      expect(
        within(dialog).getByText('You are about to delete the image photo-1.jpg. This cannot be undone.'),
      ).toBeVisible(),
    )
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', {name: 'Delete'}))
    })
    await waitFor(() => expect(screen.queryByRole('dialog', {name: 'Delete image'})).toBeNull())
    expect(toasts).toEqual([{status: 'success', title: 'Image was deleted'}])
    expect(cellNames()).toEqual(['Select photo-2.jpg'])
    expect(await client.getDocument(imageAsset(1)._id)).toBeNull()
  })

  it("says 'Image could not be deleted' with the server's reason when the delete is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const {client, services, toasts} = withLake()
    const asset = imageAsset(1)
    // Only a draft uses it: delete is offered, and the server refuses it.
    await seed(client, [
      asset,
      {_id: 'drafts.post-1', _type: 'post', image: {_type: 'image', asset: {_type: 'reference', _ref: asset._id}}},
    ])
    renderDialog(services)
    await loaded()
    openMenu('photo-1.jpg')
    fireEvent.click(screen.getByRole('menuitem', {name: 'Delete'}))
    const dialog = screen.getByRole('dialog', {name: 'Delete image'})
    await waitFor(() =>
      expect(within(dialog).getByText('Only drafts use it; deleting it fails while they still do.')).toBeVisible(),
    )
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', {name: 'Delete'}))
    })
    await waitFor(() => expect(toasts).toHaveLength(1))
    expect(toasts[0]).toMatchObject({status: 'error', title: 'Image could not be deleted'})
    expect(String(toasts[0]!.description)).toContain('drafts.post-1')
    expect(console.error).toHaveBeenCalled()
    expect(await client.getDocument(asset._id)).not.toBeNull()
  })

  it('says there is no valid asset source without the asset browser services', () => {
    renderDialog({})
    expect(
      screen.getByText('No valid asset source: only the default source is supported here. Check the configuration.'),
    ).toBeVisible()
  })

  it("renders a plugin's source in the dialog's place and checks what it returns", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const toasts: ToastParams[] = []
    const toast = {push: (params: ToastParams) => (toasts.push(params), 'id'), close: () => undefined}
    const Unsplash = ({
      onSelect,
      dialogHeaderTitle,
    }: {
      onSelect: (assets: unknown) => void
      dialogHeaderTitle: string
    }) => (
      <div role="dialog" aria-label={dialogHeaderTitle}>
        <button type="button" onClick={() => onSelect([])}>
          Nothing
        </button>
        <button type="button" onClick={() => onSelect([{kind: 'zip', value: 'x'}])}>
          Wrong kind
        </button>
        <button type="button" onClick={() => onSelect(undefined)}>
          Undefined
        </button>
        <button type="button" onClick={() => onSelect([{kind: 'url', value: 'https://example.com/a.jpg'}])}>
          Good
        </button>
      </div>
    )
    const {selected} = renderDialog({toast}, {source: {name: 'unsplash', title: 'Unsplash', component: Unsplash}})
    expect(screen.getByRole('dialog', {name: 'Unsplash'})).toBeVisible()
    fireEvent.click(screen.getByRole('button', {name: 'Nothing'}))
    fireEvent.click(screen.getByRole('button', {name: 'Wrong kind'}))
    fireEvent.click(screen.getByRole('button', {name: 'Undefined'}))
    expect(toasts.map((params) => params.title)).toEqual([
      'Returned value must be an array with at least one item (asset)',
      'Invalid value returned from asset source plugin',
      'No asset given',
    ])
    expect(selected).toEqual([])
    fireEvent.click(screen.getByRole('button', {name: 'Good'}))
    expect(selected).toEqual([[{kind: 'url', value: 'https://example.com/a.jpg'}]])
  })
})
