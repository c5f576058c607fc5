import {createHash} from 'node:crypto'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {
  acceptsFile,
  createUploadQueue,
  formatFileSize,
  hashFile,
  mimeDisplayName,
  runUpload,
  uploaderFor,
  uploadProgress,
  uploadTargetFor,
  type PatchArg,
} from '../../../../src/form'
import {createSchema} from '../../../../src/schema'
import type {Patch, SchemaType} from '../../../../src/types'
import {controlledAssets, imageAsset, lakeAssets, pdfFile, pngFile} from './uploadSupport'

afterEach(() => vi.restoreAllMocks())

const schema = createSchema([
  {name: 'photo', type: 'image'},
  {name: 'pngOnly', type: 'image', options: {accept: '.png'}},
  {name: 'attachment', type: 'file'},
  {name: 'pdf', type: 'file', options: {accept: '.pdf,application/pdf'}},
])
const type = (name: string) => schema.get(name) as SchemaType
const describeFile = (name: string, fileType: string) => ({name, type: fileType})

/** Records what an upload emits, flattened to patches. */
function recorder() {
  const patches: Patch[] = []
  const emit = (...args: PatchArg[]) => {
    const flat = (arg: PatchArg): Patch[] =>
      Array.isArray(arg)
        ? (arg as PatchArg[]).flatMap(flat)
        : 'patches' in (arg as object)
          ? [...(arg as unknown as {patches: Patch[]}).patches]
          : [arg as Patch]
    patches.push(...args.flatMap(flat))
  }
  return {patches, emit}
}

describe('accept matching', () => {
  it('matches extensions, exact MIME types and wildcards, ignoring case', () => {
    expect(acceptsFile('image/*', describeFile('a.PNG', 'image/png'))).toBe(true)
    expect(acceptsFile('.pdf', describeFile('REPORT.PDF', 'application/pdf'))).toBe(true)
    expect(acceptsFile('.pdf', describeFile('cat.png', 'image/png'))).toBe(false)
    expect(acceptsFile('application/pdf', describeFile('x', 'application/pdf'))).toBe(true)
    expect(acceptsFile('audio/*,video/*', describeFile('x.txt', 'text/plain'))).toBe(false)
    expect(acceptsFile(undefined, describeFile('x.bin', ''))).toBe(true)
    expect(acceptsFile('', describeFile('x.bin', ''))).toBe(true)
  })

  it('gives images to image types (default accept image/*) and any accepted file to file types', () => {
    expect(uploaderFor(type('photo'), describeFile('a.png', 'image/png'))).toBe('image')
    expect(uploaderFor(type('photo'), describeFile('a.pdf', 'application/pdf'))).toBeUndefined()
    expect(uploaderFor(type('pngOnly'), describeFile('a.jpg', 'image/jpeg'))).toBeUndefined()
    expect(uploaderFor(type('attachment'), describeFile('a.png', 'image/png'))).toBe('file')
    expect(uploaderFor(type('pdf'), describeFile('a.png', 'image/png'))).toBeUndefined()
    expect(uploaderFor(type('pdf'), describeFile('a.pdf', 'application/pdf'))).toBe('file')
  })

  it('puts a file dropped on an array into the first image type that takes it, else the first file type', () => {
    const of = [type('pdf'), type('photo')]
    expect(uploadTargetFor(of, describeFile('a.png', 'image/png'))).toEqual({type: type('photo'), kind: 'image'})
    expect(uploadTargetFor(of, describeFile('a.pdf', 'application/pdf'))).toEqual({type: type('pdf'), kind: 'file'})
    expect(uploadTargetFor(of, describeFile('a.zip', 'application/zip'))).toBeUndefined()
  })
})

describe('hashFile', () => {
  const sizes = [0, 1, 55, 56, 63, 64, 65, 1000, 1024 * 1024 + 3]
  for (const size of sizes) {
    it(`gives the SHA-1 of ${size} bytes, with Web Crypto and in JavaScript chunks alike`, async () => {
      const bytes = new Uint8Array(size).map((_, index) => (index * 31 + 7) & 255)
      const expected = createHash('sha1').update(bytes).digest('hex')
      const blob = new Blob([bytes])
      expect(await hashFile(blob)).toBe(expected)
      expect(await hashFile(blob, {forceJavaScript: true})).toBe(expected)
    })
  }

  it('stops when aborted', async () => {
    const controller = new AbortController()
    controller.abort(new Error('stop'))
    await expect(hashFile(new Blob(['x']), {signal: controller.signal})).rejects.toThrow('stop')
  })
})

describe('the upload queue', () => {
  it('runs at most 4 at a time and starts the next when one is done', async () => {
    const queue = createUploadQueue()
    const releases = await Promise.all([1, 2, 3, 4].map(() => queue.acquire()))
    const fifth = queue.acquire()
    expect([queue.running, queue.waiting]).toEqual([4, 1])
    releases[0]!()
    const release = await fifth
    expect([queue.running, queue.waiting]).toEqual([4, 0])
    release()
    expect(queue.running).toBe(3)
  })

  it('lets a waiting upload leave when it is cancelled', async () => {
    const queue = createUploadQueue(1)
    await queue.acquire()
    const controller = new AbortController()
    const waiting = queue.acquire(controller.signal)
    controller.abort(new Error('cancelled'))
    await expect(waiting).rejects.toThrow('cancelled')
    expect(queue.waiting).toBe(0)
  })
})

describe('runUpload', () => {
  it('scales progress as 2 + percent/100 × 98', () => {
    expect([0, 50, 100].map(uploadProgress)).toEqual([2, 51, 100])
  })

  it('writes _upload from progress 2, then each progress, then the reference, and removes _upload', async () => {
    const {assets, uploads} = controlledAssets()
    const {patches, emit} = recorder()
    const file = pngFile()
    const done = runUpload({
      kind: 'image',
      file,
      options: {filename: file.name},
      assets,
      emit,
      signal: new AbortController().signal,
      now: () => Date.parse('2025-01-01T00:00:00Z'),
    })
    expect(patches[0]).toEqual({
      type: 'set',
      path: ['_upload'],
      value: {
        progress: 2,
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-01T00:00:00.000Z',
        file: {name: 'photo.png', type: 'image/png'},
      },
    })
    await vi.waitFor(() => expect(uploads).toHaveLength(1))
    uploads[0]!.events.next({type: 'progress', percent: 25})
    uploads[0]!.events.next({type: 'progress', percent: 50})
    uploads[0]!.events.next({type: 'response', document: imageAsset()})
    uploads[0]!.events.complete()
    await done
    const progress = patches
      .filter((patch) => patch.type === 'set' && patch.path.join('.') === '_upload.progress')
      .map((patch) => (patch as {value: number}).value)
    expect(progress).toEqual([26.5, 51, 100])
    expect(patches.slice(-2)).toEqual([
      {type: 'set', path: ['asset'], value: {_type: 'reference', _ref: imageAsset()._id}},
      {type: 'unset', path: ['_upload']},
    ])
  })

  it('reuses an existing asset with the same SHA-1 instead of uploading the bytes', async () => {
    const file = pdfFile()
    const sha1 = createHash('sha1')
      .update(new Uint8Array(await file.arrayBuffer()))
      .digest('hex')
    const existing = {_id: `file-${sha1}-pdf`, _type: 'sanity.fileAsset'}
    const {assets, uploads} = controlledAssets({[sha1]: existing})
    const {patches, emit} = recorder()
    const document = await runUpload({
      kind: 'file',
      file,
      options: {},
      assets,
      emit,
      signal: new AbortController().signal,
    })
    expect(document).toBe(existing)
    expect(uploads).toEqual([])
    expect(patches.at(-2)).toEqual({type: 'set', path: ['asset'], value: {_type: 'reference', _ref: existing._id}})
  })

  it('finds the duplicate in a real lake: the second upload of the same bytes sends nothing', async () => {
    const {assets, uploads} = lakeAssets()
    const first = await runUpload({
      kind: 'image',
      file: pngFile('a.png'),
      options: {filename: 'a.png'},
      assets,
      emit: () => {},
      signal: new AbortController().signal,
    })
    const second = await runUpload({
      kind: 'image',
      file: pngFile('b.png'),
      options: {filename: 'b.png'},
      assets,
      emit: () => {},
      signal: new AbortController().signal,
    })
    expect(first._id).toMatch(/^image-[0-9a-f]{40}-1x1-png$/)
    expect(second._id).toBe(first._id)
    expect(uploads).toEqual(['a.png'])
  })

  it('removes _upload and rejects when the upload fails, or is cancelled', async () => {
    const {assets, uploads} = controlledAssets()
    const failed = recorder()
    const failing = runUpload({
      kind: 'image',
      file: pngFile(),
      options: {},
      assets,
      emit: failed.emit,
      signal: new AbortController().signal,
    })
    await vi.waitFor(() => expect(uploads).toHaveLength(1))
    uploads[0]!.events.error(new Error('Request failed'))
    await expect(failing).rejects.toThrow('Request failed')
    expect(failed.patches.at(-1)).toEqual({type: 'unset', path: ['_upload']})

    const controller = new AbortController()
    const cancelled = recorder()
    const running = runUpload({
      kind: 'image',
      file: pngFile(),
      options: {},
      assets,
      emit: cancelled.emit,
      signal: controller.signal,
    })
    await vi.waitFor(() => expect(uploads).toHaveLength(2))
    controller.abort(new Error('cancelled'))
    await expect(running).rejects.toThrow('cancelled')
    expect(uploads[1]!.cancelled).toBe(true)
    expect(cancelled.patches.at(-1)).toEqual({type: 'unset', path: ['_upload']})
  })
})

describe('file cards', () => {
  it('sizes files in 1024 steps with 2 decimals and names types for people', () => {
    expect([0, 1000, 1536, 1024 ** 2 * 2.5, 1024 ** 3].map(formatFileSize)).toEqual([
      '0 Bytes',
      '1000 Bytes',
      '1.5 KB',
      '2.5 MB',
      '1 GB',
    ])
    expect(
      [
        'application/pdf',
        'image/png',
        'text/csv',
        'application/json',
        'application/x-7z-compressed',
        'application/octet-stream',
      ].map(mimeDisplayName),
    ).toEqual(['PDF', 'Image', 'Spreadsheet', 'Json', '7z', 'Binary'])
  })
})
