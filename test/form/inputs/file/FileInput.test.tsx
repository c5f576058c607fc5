import {cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {docType, renderForm} from '../../support'
import {controlledAssets, lakeAssets, pdfFile, pngFile} from '../upload/uploadSupport'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const doc = {_id: 'k', _type: 'doc'}
const sink = docType([
  {
    name: 'attachment',
    type: 'file',
    title: 'File',
    fields: [{name: 'description', type: 'string', title: 'Description'}],
  },
  {name: 'pdf', type: 'file', title: 'PDF', options: {accept: '.pdf'}},
] as never)
const field = (title: string) => screen.getByLabelText(title)
const fileInputOf = (title: string) =>
  field(title).closest('.vellum-form-asset-input')!.querySelector('input[type="file"]') as HTMLInputElement
const pdfId = 'file-0123456789abcdef0123456789abcdef01234567-pdf'

describe('FileInput', () => {
  it('is labelled by its field title and offers upload and browse when empty', () => {
    renderForm(sink, {value: doc, services: lakeAssets()})
    expect(field('File').tabIndex).toBe(0)
    expect(within(field('File')).getByText('Drag or paste file here')).toBeVisible()
    expect(within(field('File')).getByRole('button', {name: 'Upload'})).toBeVisible()
    expect(screen.getByRole('textbox', {name: 'Description'})).toBeVisible()
  })

  it('uploads a chosen file into a real lake and shows its card: name, size and type', async () => {
    const {assets} = lakeAssets()
    const form = renderForm(sink, {value: doc, services: {assets}})
    fireEvent.change(fileInputOf('PDF'), {target: {files: [pdfFile('report.pdf', 'x'.repeat(2000))]}})
    await waitFor(() =>
      expect((form.value()!.pdf as {asset?: {_ref: string}}).asset?._ref).toMatch(/^file-[0-9a-f]{40}-pdf$/),
    )
    const card = await within(field('PDF')).findByText('report.pdf')
    expect(card).toBeTruthy()
    expect(within(field('PDF')).getByText('1.97 KB · PDF')).toBeVisible()
  })

  it('rejects a PNG in a field that accepts .pdf, with a warning toast', async () => {
    const {assets, uploads} = controlledAssets()
    renderForm(sink, {value: doc, services: {assets}, toasts: true})
    expect(fileInputOf('PDF').accept).toBe('.pdf')
    fireEvent.change(fileInputOf('PDF'), {target: {files: [pngFile('cat.png')]}})
    expect(await screen.findByText('1 file was not uploaded')).toBeVisible()
    expect(screen.getByText(/cat\.png \(image\/png\)/)).toBeVisible()
    expect(uploads).toEqual([])
  })

  it('lists rejected files inline when the host gives no toasts', () => {
    const {assets} = controlledAssets()
    renderForm(sink, {value: doc, services: {assets}})
    fireEvent.drop(field('PDF'), {dataTransfer: {files: [pngFile('cat.png')], types: ['Files']}})
    expect(
      within(screen.getByRole('alert')).getByText(/1 file was not uploaded: cat\.png \(image\/png\)/),
    ).toBeVisible()
  })

  it('has a menu with upload, browse, download, copy URL and clear', async () => {
    const {assets} = controlledAssets()
    assets.getAsset = async (id) => ({
      _id: id,
      _type: 'sanity.fileAsset',
      url: 'http://assets.test/files/t/p/x.pdf',
      originalFilename: 'x.pdf',
      size: 1536,
      mimeType: 'application/pdf',
    })
    const form = renderForm(sink, {
      value: {...doc, attachment: {_type: 'file', asset: {_type: 'reference', _ref: pdfId}}},
      services: {assets},
    })
    await within(field('File')).findByText('1.5 KB · PDF')
    const user = userEvent.setup()
    await user.click(within(field('File')).getByRole('button', {name: 'Options'}))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Upload',
      'Browse',
      'Download',
      'Copy URL',
      'Clear',
    ])
    await user.click(screen.getByRole('menuitem', {name: 'Clear'}))
    expect(form.value()!.attachment).toBeUndefined()
  })

  it('shows the file without menu or upload when read-only, and says uploads are unsupported without services', async () => {
    const {assets} = controlledAssets()
    renderForm(sink, {
      value: {...doc, attachment: {_type: 'file', asset: {_type: 'reference', _ref: pdfId}}},
      services: {assets},
      readOnly: true,
    })
    await waitFor(() => expect(within(field('File')).queryByText('Loading…')).toBeNull())
    expect(within(field('File')).queryByRole('button', {name: 'Options'})).toBeNull()
    expect(within(field('PDF')).queryByRole('button', {name: 'Upload'})).toBeNull()
    cleanup()
    renderForm(sink, {value: doc})
    expect(within(field('PDF')).getByText('Uploads are unsupported here')).toBeVisible()
  })
})
