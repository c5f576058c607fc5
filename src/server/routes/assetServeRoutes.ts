import {open, stat} from 'node:fs/promises'
import {
  cleanMimeType,
  isSvg,
  needsTransform,
  outputFormatFor,
  parseAssetId,
  parseImageParams,
  rasterFormatInfo,
  sendAssetFile,
  sniffRasterFormat,
  transformCacheKey,
  transformImage,
  type AssetPresentation,
  type RasterImageFormat,
} from '../assets'
import {HttpError} from '../HttpError'
import type {RequestContext} from '../RequestContext'
import type {Router} from '../Router'

// The only file names the serve routes answer: a hash, image dimensions, an extension.
const IMAGE_FILE = /^([0-9a-f]{40})-([1-9][0-9]{0,5})x([1-9][0-9]{0,5})\.([a-z0-9]{1,16})$/
const FILE_FILE = /^([0-9a-f]{40})\.([a-z0-9]{1,16})$/
const SNIFF_BYTES = 64 * 1024

function notFound(): HttpError {
  return new HttpError(404, 'Asset not found')
}

interface StoredAsset {
  sha1: string
  path: string
  size: number
  /** The stored bytes' raster format, `'svg'`, or undefined for anything else. */
  format: RasterImageFormat | 'svg' | undefined
  originalFilename?: string
  /** The document's `mimeType`, as stored. */
  mimeType?: string
}

/**
 * Finds the asset a URL names: the project must be this server's, the id must parse, the
 * asset document must exist in the dataset with the right type, and its bytes must be stored.
 * The file is located by the validated hash only, so no path can leave the assets folder.
 */
async function storedAsset(ctx: RequestContext, id: string, type: string): Promise<StoredAsset> {
  const {projectId, dataset} = ctx.params
  if (projectId !== ctx.server.projectId) throw notFound()
  const parsed = parseAssetId(id)
  if (!parsed) throw notFound()
  const document = ctx.server.lake.getDocuments(dataset!, [id])[0]
  if (!document || document._type !== type) throw notFound()
  const path = ctx.server.assets.originalPath(parsed.sha1)
  let size: number
  const head = Buffer.alloc(SNIFF_BYTES)
  let read: number
  try {
    size = (await stat(path)).size
    const handle = await open(path, 'r')
    try {
      read = (await handle.read(head, 0, SNIFF_BYTES, 0)).bytesRead
    } finally {
      await handle.close()
    }
  } catch {
    throw notFound()
  }
  const bytes = head.subarray(0, read)
  const format = sniffRasterFormat(bytes) ?? (isSvg(bytes) ? 'svg' : undefined)
  const asset: StoredAsset = {sha1: parsed.sha1, path, size, format}
  if (typeof document.originalFilename === 'string') asset.originalFilename = document.originalFilename
  if (typeof document.mimeType === 'string') asset.mimeType = document.mimeType
  return asset
}

/** `dl=name` forces that name; an empty `dl` uses the original file name, else the URL's. */
function downloadName(params: {download?: string}, asset: StoredAsset, urlName: string): string | undefined {
  if (params.download === undefined) return undefined
  return params.download || asset.originalFilename || urlName
}

/**
 * `GET /images/{projectId}/{dataset}/{sha1}-{w}x{h}.{ext}` (an optional last segment is a
 * vanity file name and ignored): the image, or a transform of it with `w`, `h`, `fit`,
 * `crop`, `bg`, `rect`, `fm`, `q`, `auto=format`, `dpr`; `dl` forces a download. A `w`/`h`
 * over the server's `imageMaxTransformDimension` is clamped to it (keeping the aspect ratio of
 * the box asked for). Transforms render in the server's image job queue (`imageConcurrency`
 * at a time) and are kept in the bounded transform cache under `assets/cache/<sha1>/`. Raster
 * images are served inline; an SVG original is served as a sandboxed attachment (an `<img>`
 * shows it all the same).
 */
async function serveImage(ctx: RequestContext): Promise<void> {
  const match = IMAGE_FILE.exec(ctx.params.file!)
  if (!match) throw notFound()
  const [, sha1 = '', width = '', height = '', extension = ''] = match
  const {assets, limits} = ctx.server
  const params = parseImageParams(ctx.query, limits.imageMaxTransformDimension)
  const asset = await storedAsset(ctx, `image-${sha1}-${width}x${height}-${extension}`, 'sanity.imageAsset')
  const name = downloadName(params, asset, ctx.params.file!)
  const dl = name === undefined ? {} : {downloadName: name}
  if (!needsTransform(params) || asset.format === undefined) {
    const raster = asset.format !== undefined && asset.format !== 'svg'
    const mimeType = raster
      ? rasterFormatInfo(asset.format as RasterImageFormat).mimeType
      : asset.format === 'svg'
        ? 'image/svg+xml'
        : 'application/octet-stream'
    await sendAssetFile(ctx.req, ctx.res, asset.path, asset.size, {mimeType, inline: raster, etag: `"${sha1}"`, ...dl})
    return
  }
  const format = outputFormatFor(params, asset.format, ctx.req.headers.accept)
  const {mimeType, extension: outputExtension} = rasterFormatInfo(format)
  const key = transformCacheKey(sha1, params, format)
  const presentation: AssetPresentation = {mimeType, inline: true, etag: `"${key}"`, ...dl}
  if (params.autoFormat) presentation.vary = 'Accept'
  // Rendered only when not cached, and then in turn with the server's other image jobs.
  const render = async () => {
    const image = await assets.imageJobs.run(() => transformImage(asset.path, params, format, limits.imageMaxPixels))
    return image.data
  }
  await assets.transforms.serve(sha1, `${key}.${outputExtension}`, render, (source) => {
    if ('data' in source) return sendAssetFile(ctx.req, ctx.res, source.data, source.data.length, presentation)
    return sendAssetFile(ctx.req, ctx.res, source.path, source.size, presentation)
  })
}

/**
 * `GET /files/{projectId}/{dataset}/{sha1}.{ext}` (an optional vanity name may follow): the
 * file, with byte ranges. Raster images are shown inline; everything else (HTML, SVG, PDF,
 * unknown types) is an attachment with `Content-Security-Policy: sandbox` and `nosniff`.
 */
async function serveFile(ctx: RequestContext): Promise<void> {
  const match = FILE_FILE.exec(ctx.params.file!)
  if (!match) throw notFound()
  const [, sha1 = '', extension = ''] = match
  const asset = await storedAsset(ctx, `file-${sha1}-${extension}`, 'sanity.fileAsset')
  const raster = asset.format !== undefined && asset.format !== 'svg'
  // The stored type can be patched by any writer: only sniffed raster bytes are shown inline.
  const mimeType = raster
    ? rasterFormatInfo(asset.format as RasterImageFormat).mimeType
    : (cleanMimeType(asset.mimeType) ?? 'application/octet-stream')
  const dl = ctx.query.get('dl')
  const name = downloadName(dl === null ? {} : {download: dl}, asset, ctx.params.file!)
  await sendAssetFile(ctx.req, ctx.res, asset.path, asset.size, {
    mimeType,
    inline: raster,
    etag: `"${sha1}"`,
    ...(name === undefined ? {} : {downloadName: name}),
  })
}

/**
 * Adds the asset URLs, without the API version prefix as hosted CDNs serve them. They are
 * public, like hosted asset URLs: anyone with the URL (which holds the content's SHA-1) may
 * fetch the bytes, with no token, so `<img src>` works in any page.
 */
export function addAssetServeRoutes(router: Router): void {
  router.add('GET', '/images/:projectId/:dataset/:file', serveImage, {unversioned: true})
  router.add('GET', '/images/:projectId/:dataset/:file/:vanity', serveImage, {unversioned: true})
  router.add('GET', '/files/:projectId/:dataset/:file', serveFile, {unversioned: true})
  router.add('GET', '/files/:projectId/:dataset/:file/:vanity', serveFile, {unversioned: true})
}
