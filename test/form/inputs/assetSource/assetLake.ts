import {createInProcessClient, type VellumClient} from '../../../../src/client'
import {createLake, memoryStorage} from '../../../../src/lake'
import {createAssetBrowserStore, type AssetBrowserStore} from '../../../../src/store'

/** A lake in this process whose clock steps a minute per reading, so every asset has its own time. */
export function assetLake(): {client: VellumClient; browser: AssetBrowserStore} {
  let minute = 0
  const now = () => new Date(Date.UTC(2025, 0, 1, 12, minute++))
  const client = createInProcessClient({
    lake: createLake({storage: memoryStorage(), now}),
    projectId: 'p',
    dataset: 'production',
    apiVersion: '2025-02-19',
  })
  return {client, browser: createAssetBrowserStore({client})}
}

/** A 40-digit hash made from a number, for asset ids. */
export const hashOf = (n: number) => n.toString(16).padStart(40, '0')

/** An image asset document, as the server writes one. */
export function imageAsset(
  n: number,
  fields: {mimeType?: string; originalFilename?: string; width?: number; height?: number} = {},
) {
  const {mimeType = 'image/jpeg', width = 800, height = 600} = fields
  const extension = mimeType.split('/')[1] === 'jpeg' ? 'jpg' : mimeType.split('/')[1]!
  const hash = hashOf(n)
  return {
    _id: `image-${hash}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    originalFilename: fields.originalFilename ?? `photo-${n}.${extension}`,
    mimeType,
    extension,
    size: 1000 * n,
    sha1hash: hash,
    assetId: hash,
    path: `images/p/production/${hash}-${width}x${height}.${extension}`,
    url: `http://127.0.0.1:3400/images/p/production/${hash}-${width}x${height}.${extension}`,
    metadata: {dimensions: {width, height, aspectRatio: width / height}},
  }
}

/** A file asset document, as the server writes one. */
export function fileAsset(
  n: number,
  fields: {mimeType?: string; originalFilename?: string; extension?: string; size?: number} = {},
) {
  const {mimeType = 'application/pdf', extension = 'pdf'} = fields
  const hash = hashOf(n)
  return {
    _id: `file-${hash}-${extension}`,
    _type: 'sanity.fileAsset',
    originalFilename: fields.originalFilename ?? `document-${n}.${extension}`,
    mimeType,
    extension,
    size: fields.size ?? 1000 * n,
    sha1hash: hash,
    assetId: hash,
    path: `files/p/production/${hash}.${extension}`,
    url: `http://127.0.0.1:3400/files/p/production/${hash}.${extension}`,
  }
}

/** Writes documents one transaction each, in order: the last is the newest. */
export async function seed(
  client: VellumClient,
  documents: ReadonlyArray<Record<string, unknown> & {_id: string; _type: string}>,
): Promise<void> {
  for (const document of documents) await client.mutate([{createOrReplace: document}])
}
