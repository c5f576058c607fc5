import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {UPLOAD_STALE_MS} from '../../../../src/form'
import {docType, renderForm} from '../../support'
import {controlledAssets, imageAsset, lakeAssets, pdfFile, pngFile} from '../upload/uploadSupport'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const doc = {_id: 'p', _type: 'post'}
const post = docType([
  {name: 'title', type: 'string'},
  {
    name: 'mainImage',
    type: 'image',
    title: 'Main image',
    options: {hotspot: true},
    fields: [{name: 'alt', type: 'string', title: 'Alternative text'}],
  },
] as never)
const gallery = docType([{name: 'gallery', type: 'array', title: 'Gallery', of: [{type: 'image'}]}] as never)

const imageField = () => screen.getByLabelText('Main image')
const fileInput = () =>
  imageField().closest('.vellum-form-asset-input')!.querySelector('input[type="file"]') as HTMLInputElement
const now = Date.parse('2025-03-01T12:00:00.000Z')

describe('ImageInput: empty', () => {
  it('is labelled by its field title, focusable, and offers upload and browse', () => {
    const {assets} = lakeAssets()
    renderForm(post, {value: doc, services: {assets}})
    const field = imageField()
    expect(field.tabIndex).toBe(0)
    expect(within(field).getByText('Drag or paste image here')).toBeVisible()
    expect(within(field).getByRole('button', {name: 'Upload'})).toBeVisible()
    expect(within(field).getByRole('button', {name: 'Browse'})).toBeVisible()
    expect(fileInput().accept).toBe('image/*')
  })

  it('renders the image’s own fields as the schema declares them', () => {
    renderForm(post, {value: doc, services: lakeAssets()})
    expect(screen.getByRole('textbox', {name: 'Alternative text'})).toBeVisible()
  })

  it('says uploads are unsupported when direct uploads are off, and has no upload button', () => {
    const {assets} = lakeAssets({directUploads: {image: false}})
    renderForm(post, {value: doc, services: {assets}})
    expect(within(imageField()).getByText('Uploads are unsupported here: choose an existing asset')).toBeVisible()
    expect(within(imageField()).queryByRole('button', {name: 'Upload'})).toBeNull()
    expect(fileInput()).toBeNull()
  })

  it('offers no upload controls when read-only', () => {
    const {assets} = lakeAssets()
    renderForm(post, {value: doc, services: {assets}, readOnly: true})
    expect(within(imageField()).queryByRole('button', {name: 'Upload'})).toBeNull()
    expect((within(imageField()).getByRole('button', {name: 'Browse'}) as HTMLButtonElement).disabled).toBe(true)
    expect(fileInput()).toBeNull()
  })
})

describe('ImageInput: uploading', () => {
  it('uploads a chosen image into a real lake and refers to the new asset', async () => {
    const {assets, client} = lakeAssets()
    const form = renderForm(post, {value: doc, services: {assets}})
    fireEvent.change(fileInput(), {target: {files: [pngFile()]}})
    await waitFor(() =>
      expect((form.value()!.mainImage as {asset?: {_ref: string}}).asset?._ref).toMatch(/^image-[0-9a-f]{40}-1x1-png$/),
    )
    const value = form.value()!.mainImage as Record<string, unknown>
    expect(value._upload).toBeUndefined()
    expect(form.events[0]![0]).toEqual({type: 'setIfMissing', path: ['mainImage'], value: {_type: 'image'}})
    expect(form.events[0]![1]).toMatchObject({
      type: 'set',
      path: ['mainImage', '_upload'],
      value: {progress: 2, file: {name: 'photo.png', type: 'image/png'}},
    })
    const stored = await client.getDocument((value.asset as {_ref: string})._ref)
    expect(stored).toMatchObject({_type: 'sanity.imageAsset', originalFilename: 'photo.png'})
    // The preview shows the asset (an in-process lake's data: URL).
    await waitFor(() => expect(within(imageField()).getByRole('img', {name: 'Preview of photo.png'})).toBeVisible())
  })

  it('shows progress as 2 + percent × 0.98 with a cancel button, and cancelling removes _upload', async () => {
    const {assets, uploads} = controlledAssets()
    const form = renderForm(post, {value: doc, services: {assets}})
    fireEvent.change(fileInput(), {target: {files: [pngFile()]}})
    await waitFor(() => expect(uploads).toHaveLength(1))
    act(() => uploads[0]!.events.next({type: 'progress', percent: 50}))
    const bar = within(imageField()).getByRole('progressbar', {name: 'Upload progress'})
    expect(bar.getAttribute('aria-valuenow')).toBe('51')
    expect((form.value()!.mainImage as {_upload: {progress: number}})._upload.progress).toBe(51)
    fireEvent.click(within(imageField()).getByRole('button', {name: 'Cancel upload'}))
    await waitFor(() => expect(form.value()!.mainImage).toEqual({_type: 'image'}))
    expect(uploads[0]!.cancelled).toBe(true)
    expect(within(imageField()).getByText('Drag or paste image here')).toBeVisible()
  })

  it('shows the error card with retry and reset when the upload fails', async () => {
    const {assets, uploads} = controlledAssets()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderForm(post, {value: doc, services: {assets}, toasts: true})
    fireEvent.change(fileInput(), {target: {files: [pngFile()]}})
    await waitFor(() => expect(uploads).toHaveLength(1))
    act(() => uploads[0]!.events.error(new Error('Request failed with 500')))
    const alert = await within(imageField()).findByRole('alert')
    expect(alert.textContent).toContain('Upload failed. The upload could not be completed at this time.')
    expect(screen.getByText('The image could not be uploaded')).toBeVisible()
    fireEvent.click(within(alert).getByRole('button', {name: 'Retry'}))
    await waitFor(() => expect(uploads).toHaveLength(2))
    act(() => uploads[1]!.events.error(new Error('again')))
    fireEvent.click(await within(imageField()).findByRole('button', {name: 'Reset'}))
    expect(within(imageField()).getByText('Drag or paste image here')).toBeVisible()
  })

  it('rejects a dropped file that is not an image with a warning toast listing it', async () => {
    const {assets, uploads} = controlledAssets()
    renderForm(post, {value: doc, services: {assets}, toasts: true})
    fireEvent.drop(imageField(), {dataTransfer: {files: [pdfFile('notes.pdf')], types: ['Files']}})
    expect(await screen.findByText('1 file was not uploaded')).toBeVisible()
    expect(screen.getByText(/notes\.pdf \(application\/pdf\)/)).toBeVisible()
    expect(uploads).toEqual([])
  })

  it('shows the drop overlay while an image is dragged over it, and uploads a pasted image', async () => {
    const {assets, uploads} = controlledAssets()
    renderForm(post, {value: doc, services: {assets}})
    fireEvent.dragEnter(imageField(), {dataTransfer: {types: ['Files'], items: [{kind: 'file', type: 'image/png'}]}})
    expect(within(imageField()).getByText('Drop image to upload')).toBeVisible()
    fireEvent.dragLeave(imageField(), {dataTransfer: {types: ['Files']}})
    expect(within(imageField()).queryByText('Drop image to upload')).toBeNull()
    fireEvent.dragEnter(imageField(), {
      dataTransfer: {types: ['Files'], items: [{kind: 'file', type: 'application/pdf'}]},
    })
    expect(within(imageField()).getByText('This file cannot be uploaded here')).toBeVisible()
    fireEvent.dragLeave(imageField(), {dataTransfer: {types: ['Files']}})
    fireEvent.paste(imageField(), {
      clipboardData: {files: [], items: [{kind: 'file', getAsFile: () => pngFile('pasted.png')}]},
    })
    await waitFor(() => expect(uploads.map((upload) => upload.file.name)).toEqual(['pasted.png']))
  })

  it('marks an upload with no progress for 120 s as stale and clears it', async () => {
    vi.useFakeTimers({now, toFake: ['setTimeout', 'clearTimeout', 'Date']})
    const {assets} = controlledAssets()
    const updatedAt = new Date(now).toISOString()
    const form = renderForm(post, {
      value: {
        ...doc,
        mainImage: {
          _type: 'image',
          caption: 'x',
          _upload: {progress: 40, createdAt: updatedAt, updatedAt, file: {name: 'big.jpg', type: 'image/jpeg'}},
        },
      },
      services: {assets},
    })
    expect(within(imageField()).getByText('Someone is uploading big.jpg')).toBeVisible()
    act(() => vi.advanceTimersByTime(UPLOAD_STALE_MS - 1000))
    expect(within(imageField()).queryByText('Incomplete upload')).toBeNull()
    act(() => vi.advanceTimersByTime(1001))
    expect(within(imageField()).getByText('Incomplete upload')).toBeVisible()
    fireEvent.click(within(imageField()).getByRole('button', {name: 'Clear upload'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['mainImage', '_upload']}])
  })

  it('runs at most 4 uploads at a time when images are dropped on an array', async () => {
    const {assets, uploads} = controlledAssets()
    const form = renderForm(gallery, {value: {_id: 'g', _type: 'doc'}, services: {assets}})
    const files = [1, 2, 3, 4, 5, 6].map((n) => pngFile(`${n}.png`, String(n)))
    const array = document.querySelector('.vellum-form-array-input') as HTMLElement
    fireEvent.dragEnter(array, {dataTransfer: {types: ['Files'], items: [{kind: 'file', type: 'image/png'}]}})
    expect(screen.getByText('Drop files to upload them as new items')).toBeVisible()
    fireEvent.drop(array, {dataTransfer: {files, types: ['Files']}})
    expect((form.value()!.gallery as unknown[]).length).toBe(6)
    await waitFor(() => expect(uploads).toHaveLength(4))
    // The first four hash their files side by side, so they reach the server in any order.
    expect(uploads.map((upload) => upload.file.name).sort()).toEqual(['1.png', '2.png', '3.png', '4.png'])
    const finished = files.findIndex((file) => file.name === uploads[0]!.file.name)
    act(() => {
      uploads[0]!.events.next({type: 'response', document: imageAsset()})
      uploads[0]!.events.complete()
    })
    // Its turn goes to the fifth file; the sixth waits.
    await waitFor(() => expect(uploads).toHaveLength(5))
    expect(uploads[4]!.file.name).toBe('5.png')
    const items = form.value()!.gallery as Array<Record<string, unknown>>
    expect(items[finished]).toMatchObject({_type: 'image', asset: {_ref: imageAsset()._id}})
    expect(items[finished]).not.toHaveProperty('_upload')
    expect(items[5]).toMatchObject({_type: 'image', _upload: {progress: 2, file: {name: '6.png'}}})
  })
})

describe('ImageInput: a set image', () => {
  it('shows a 190 px preview with the lqip placeholder until the image loads, and a menu', async () => {
    const asset = imageAsset(undefined, {
      metadata: {lqip: 'data:image/jpeg;base64,AAAA', dimensions: {width: 640, height: 480}},
    })
    const {assets} = controlledAssets()
    assets.getAsset = async () => asset
    renderForm(post, {
      value: {...doc, mainImage: {_type: 'image', asset: {_type: 'reference', _ref: asset._id}}},
      services: {assets},
    })
    const image = await within(imageField()).findByRole('img', {name: 'Preview of photo.png'})
    expect(image.getAttribute('src')).toBe(`${asset.url}?h=190&fit=max&auto=format`)
    const placeholder = imageField().querySelector('.vellum-form-image-placeholder') as HTMLImageElement
    expect(placeholder.getAttribute('src')).toBe('data:image/jpeg;base64,AAAA')
    expect((imageField().querySelector('.vellum-form-image-preview') as HTMLElement).style.height).toBe('190px')
    fireEvent.load(image)
    expect(imageField().querySelector('.vellum-form-image-placeholder')).toBeNull()
    const user = userEvent.setup()
    await user.click(within(imageField()).getByRole('button', {name: 'Options'}))
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent)
    expect(names).toEqual(['Edit hotspot & crop', 'Upload', 'Browse', 'Download', 'Copy URL', 'Clear'])
  })

  it('clears the asset but keeps the image’s own fields', async () => {
    const asset = imageAsset()
    const {assets} = controlledAssets()
    const form = renderForm(post, {
      value: {
        ...doc,
        mainImage: {
          _type: 'image',
          alt: 'A cat',
          asset: {_type: 'reference', _ref: asset._id},
          hotspot: {x: 0.5, y: 0.5, width: 1, height: 1},
        },
      },
      services: {assets},
    })
    const user = userEvent.setup()
    await user.click(within(imageField()).getByRole('button', {name: 'Options'}))
    await user.click(screen.getByRole('menuitem', {name: 'Clear'}))
    expect(form.value()!.mainImage).toEqual({_type: 'image', alt: 'A cat'})
  })

  it('says a deleted image is missing', async () => {
    const {assets} = controlledAssets()
    assets.getAsset = async () => null
    renderForm(post, {
      value: {...doc, mainImage: {_type: 'image', asset: {_type: 'reference', _ref: imageAsset()._id}}},
      services: {assets},
    })
    expect(
      await within(imageField()).findByText('The image is missing: it was deleted or cannot be read'),
    ).toBeVisible()
  })

  it('has no menu when read-only', async () => {
    const {assets} = controlledAssets()
    renderForm(post, {
      value: {...doc, mainImage: {_type: 'image', asset: {_type: 'reference', _ref: imageAsset()._id}}},
      services: {assets},
      readOnly: true,
    })
    await within(imageField()).findByRole('img')
    expect(within(imageField()).queryByRole('button', {name: 'Options'})).toBeNull()
  })

  it('warns about a value whose asset is not a reference, with a reset', () => {
    const form = renderForm(post, {
      value: {...doc, mainImage: {_type: 'image', asset: 'cat.png'}},
      services: controlledAssets(),
    })
    expect(within(imageField()).getByText('Invalid image value')).toBeVisible()
    fireEvent.click(within(imageField()).getByRole('button', {name: 'Reset'}))
    expect(form.value()!.mainImage).toBeUndefined()
  })
})
