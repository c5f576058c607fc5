import {Subject} from 'rxjs'
import {createInProcessClient, type VellumClient} from '../../../../src/client'
import type {
  AssetDocument,
  AssetKind,
  AssetUploadEvent,
  AssetUploadOptions,
  FormAssetServices,
} from '../../../../src/form'
import {createLake, memoryStorage} from '../../../../src/lake'
import {createAssetStore} from '../../../../src/store'

/** A 1×1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

/** A PNG file with the given name (its bytes are a real 1×1 PNG, plus `salt` to make it unique). */
export function pngFile(name = 'photo.png', salt = ''): File {
  const bytes = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0))
  return new File([bytes, salt], name, {type: 'image/png'})
}

/** A small PDF file. */
export function pdfFile(name = 'report.pdf', body = 'hello'): File {
  return new File([`%PDF-1.4\n${body}\n%%EOF`], name, {type: 'application/pdf'})
}

/** The form's asset services over an in-process lake (the store's `createAssetStore`), counting uploads. */
export function lakeAssets(overrides: Partial<FormAssetServices> = {}): {
  assets: FormAssetServices
  client: VellumClient
  uploads: string[]
} {
  const client = createInProcessClient({
    lake: createLake({storage: memoryStorage()}),
    projectId: 'test',
    dataset: 'production',
    apiVersion: '2025-02-19',
  })
  const store = createAssetStore(client)
  const uploads: string[] = []
  const assets: FormAssetServices = {
    upload: (kind, file, options) => {
      uploads.push((file as File).name)
      return store.upload(kind, file, options as never) as never
    },
    findDuplicate: (kind, sha1) => store.findDuplicate(kind, sha1) as Promise<AssetDocument | null>,
    getAsset: (id) => store.getAsset(id) as Promise<AssetDocument | null>,
    ...overrides,
  }
  return {assets, client, uploads}
}

/** One upload a {@link controlledAssets} host was asked for: push its events by hand. */
export interface ControlledUpload {
  kind: AssetKind
  file: File
  options: AssetUploadOptions
  events: Subject<AssetUploadEvent>
  /** Whether the form unsubscribed (cancelled). */
  cancelled: boolean
}

/**
 * A host whose uploads the test drives: each `upload` is recorded with a Subject for its
 * events; nothing is a duplicate unless `duplicates` says so.
 */
export function controlledAssets(duplicates: Record<string, AssetDocument> = {}): {
  assets: FormAssetServices
  uploads: ControlledUpload[]
} {
  const uploads: ControlledUpload[] = []
  const assets: FormAssetServices = {
    upload: (kind, file, options) => {
      const upload: ControlledUpload = {kind, file: file as File, options, events: new Subject(), cancelled: false}
      uploads.push(upload)
      return {
        subscribe(observer) {
          const subscription = upload.events.subscribe(observer)
          return {
            unsubscribe() {
              upload.cancelled = true
              subscription.unsubscribe()
            },
          }
        },
      }
    },
    findDuplicate: async (_kind, sha1) => duplicates[sha1] ?? null,
    getAsset: async (id) => ({
      _id: id,
      _type: id.startsWith('image-') ? 'sanity.imageAsset' : 'sanity.fileAsset',
      url: `http://assets.test/${id}`,
    }),
  }
  return {assets, uploads}
}

/** An image asset document. */
export function imageAsset(
  id = 'image-0123456789abcdef0123456789abcdef01234567-640x480-png',
  extra: Partial<AssetDocument> = {},
): AssetDocument {
  return {
    _id: id,
    _type: 'sanity.imageAsset',
    url: `http://assets.test/images/test/production/${id.slice(6, 46)}-640x480.png`,
    originalFilename: 'photo.png',
    ...extra,
  }
}
