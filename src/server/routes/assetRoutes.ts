import {randomBytes} from 'node:crypto'
import {checkPermission, permissionDenied, type CompiledGrants} from '../../lake'
import type {AssetKind, ContentDocument} from '../../types'
import {requestProtocol} from '../cors/origins'
import {
  checkImagePixels,
  detectFileType,
  extractImageMetadata,
  fileAssetId,
  imageAssetId,
  InvalidImageError,
  isSvg,
  parseUploadOptions,
  probeImage,
  type ImageMetadata,
  type ReceivedUpload,
  type UploadOptions,
} from '../assets'
import {authorizeGrants} from '../authorize'
import type {RequestContext} from '../RequestContext'
import {sendJson} from '../respond'
import type {Router} from '../Router'

/** What an upload is, before it becomes a document. */
interface DescribedAsset {
  id: string
  /** The path under the server's base URL, also the document's `path`. */
  path: string
  mimeType: string
  extension: string
  metadata?: ImageMetadata
}

const TYPE_OF: Record<AssetKind, string> = {image: 'sanity.imageAsset', file: 'sanity.fileAsset'}

/**
 * The base of asset URLs: the configured public URL, else the address the request reached
 * the server at (so a server bound to all interfaces still writes a reachable URL).
 */
export function assetBaseUrl(ctx: RequestContext): string {
  if (ctx.server.publicUrl) return ctx.server.publicUrl.replace(/\/+$/, '')
  const {localAddress = '127.0.0.1', localPort} = ctx.req.socket
  const address = localAddress.replace(/^::ffff:/, '')
  return `${requestProtocol(ctx.req)}://${address.includes(':') ? `[${address}]` : address}:${localPort}`
}

/**
 * An uploaded image: a raster format {@link probeImage} accepts, or an SVG document. SVGs are
 * images as on hosted content lakes (`image-…-svg` ids, dimensions from the SVG); they are
 * served as sandboxed attachments and rasterised when transformed.
 *
 * The size its header declares is checked against `imageMaxPixels` before any pixel is
 * decoded (413 over it); decoding for the metadata then waits its turn in the server's image
 * job queue.
 */
async function describeImage(
  ctx: RequestContext,
  upload: ReceivedUpload,
  options: UploadOptions,
): Promise<DescribedAsset> {
  const {assets, limits} = ctx.server
  const buffer = await assets.read(upload)
  const probe = await probeImage(buffer)
  const svg = probe === undefined && isSvg(upload.head)
  if (!probe && !svg) {
    throw new InvalidImageError(
      'it is not a supported image format; send JPEG, PNG, WebP, GIF, AVIF, TIFF or SVG, or upload it as a file',
    )
  }
  if (probe) checkImagePixels(probe, limits.imageMaxPixels)
  // An SVG's size is read (and checked) from its root element inside.
  const metadata = await assets.imageJobs.run(() =>
    extractImageMetadata(buffer, options.meta, {maxPixels: limits.imageMaxPixels}),
  )
  const {width, height} = metadata.dimensions
  const extension = probe?.extension ?? 'svg'
  const {projectId} = ctx.server
  return {
    id: imageAssetId(upload.sha1, width, height, extension),
    path: `images/${projectId}/${ctx.params.dataset}/${upload.sha1}-${width}x${height}.${extension}`,
    mimeType: probe?.mimeType ?? 'image/svg+xml',
    extension,
    metadata,
  }
}

function describeFile(ctx: RequestContext, upload: ReceivedUpload, options: UploadOptions): DescribedAsset {
  const contentType = ctx.req.headers['content-type']
  const {mimeType, extension} = detectFileType(upload.head, options.filename, contentType)
  return {
    id: fileAssetId(upload.sha1, extension),
    path: `files/${ctx.server.projectId}/${ctx.params.dataset}/${upload.sha1}.${extension}`,
    mimeType,
    extension,
  }
}

function assetDocument(
  ctx: RequestContext,
  kind: AssetKind,
  upload: ReceivedUpload,
  asset: DescribedAsset,
  options: UploadOptions,
): ContentDocument {
  const document: ContentDocument = {
    _id: asset.id,
    _type: TYPE_OF[kind],
    assetId: upload.sha1,
    extension: asset.extension,
    mimeType: asset.mimeType,
    path: asset.path,
    sha1hash: upload.sha1,
    size: upload.size,
    uploadId: randomBytes(24).toString('base64url'),
    url: `${assetBaseUrl(ctx)}/${asset.path}`,
  }
  if (options.filename !== undefined && options.storeOriginalFilename) document.originalFilename = options.filename
  for (const field of ['label', 'title', 'description', 'altText', 'creditLine', 'source'] as const) {
    if (options[field] !== undefined) document[field] = options[field]
  }
  if (asset.metadata) document.metadata = asset.metadata
  return document
}

/** The asset document of this kind already holding these bytes in the dataset, if any. */
async function findExisting(
  ctx: RequestContext,
  kind: AssetKind,
  sha1: string,
  grants: CompiledGrants,
): Promise<ContentDocument | undefined> {
  const found = await ctx.server.lake.query(
    ctx.params.dataset!,
    '*[_type == $type && sha1hash == $sha1][0]',
    {type: TYPE_OF[kind], sha1},
    {grants},
  )
  return (found ?? undefined) as ContentDocument | undefined
}

/**
 * `POST /assets/images/{dataset}` and `POST /assets/files/{dataset}`: stores the raw request
 * body (any `Content-Type`, up to the server's asset limit, 100 MB by default) and answers
 * `{document}` with its `sanity.imageAsset` / `sanity.fileAsset` document, as
 * `client.assets.upload()` expects.
 *
 * Query options: `filename`, `label`, `title`, `description`, `altText`, `creditLine`,
 * `sourceName`/`sourceId`/`sourceUrl`, `meta` (which image metadata to extract: `blurhash`,
 * `lqip`, `palette` by default, `location` on request, `none`), `storeOriginalFilename`
 * (default true). Bytes already uploaded as the same kind to the dataset answer the existing
 * document (dedupe by SHA-1); otherwise the document is created in one transaction authored
 * by the caller. An image that is neither an accepted raster format nor SVG is a 400; one with
 * more pixels than the server's `imageMaxPixels` is a 413 (refused from its header, before it
 * is decoded, and nothing is stored).
 *
 * Grants: a new asset document needs `create` (checked before the file is kept, so a refused
 * upload stores nothing: 403 naming the permission and the asset id); a duplicate is answered
 * only when the caller may read the existing document, else 403 as well.
 */
async function uploadAsset(ctx: RequestContext, kind: AssetKind): Promise<void> {
  const {identity, grants} = authorizeGrants(ctx)
  const options = parseUploadOptions(ctx.query)
  const {assets, lake} = ctx.server
  const dataset = ctx.params.dataset!
  const upload = await assets.receive(ctx.req, ctx.server.assetLimit)
  try {
    // A known hash skips decoding: those bytes were accepted before.
    const known = await findExisting(ctx, kind, upload.sha1, grants)
    const described = known
      ? undefined
      : kind === 'image'
        ? await describeImage(ctx, upload, options)
        : describeFile(ctx, upload, options)
    const fresh = described && assetDocument(ctx, kind, upload, described, options)
    if (fresh && !checkPermission(grants, 'create', fresh)) throw permissionDenied('create', fresh._id)
    const document = await assets.withLock(upload.sha1, async () => {
      // The file goes in first (or back, if a delete removed it), then the document.
      await assets.commit(upload)
      const existing = known ?? (await findExisting(ctx, kind, upload.sha1, grants))
      if (existing || !fresh) return existing
      const {results} = await lake.mutate(dataset, [{createIfNotExists: fresh}], {author: identity.id, grants})
      const stored = results[0]?.document ?? lake.getDocuments(dataset, [fresh._id])[0] ?? fresh
      // The same id may exist unreadable to the caller (createIfNotExists then changes nothing).
      if (!checkPermission(grants, 'read', stored)) throw permissionDenied('read', fresh._id)
      return stored
    })
    sendJson(ctx.res, 200, {document})
  } finally {
    await assets.discard(upload)
  }
}

/** Adds the upload endpoints `POST /assets/images/{dataset}` and `POST /assets/files/{dataset}`. */
export function addAssetRoutes(router: Router): void {
  router.add('POST', '/assets/images/:dataset', (ctx) => uploadAsset(ctx, 'image'))
  router.add('POST', '/assets/files/:dataset', (ctx) => uploadAsset(ctx, 'file'))
}
