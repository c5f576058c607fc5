import {
  cropOf,
  cropRect,
  fitRect,
  hotspotOf,
  type ImageCropValue,
  type ImageHotspotValue,
  type PixelRect,
} from './imageRect'
import {parseImageAssetId} from './parseImageAssetId'

/**
 * Where image URLs point: the content server's base URL, project and dataset.
 * @beta
 */
export interface ImageUrlConfig {
  /** The server's base URL, e.g. `http://127.0.0.1:3400` (a trailing slash is dropped). */
  baseUrl: string
  /** The project the images belong to; the first path segment after `/images/`. */
  projectId: string
  /** The dataset the images belong to, e.g. `production`. */
  dataset: string
}

/**
 * What an image URL can be built from: an image value (`{asset, crop?, hotspot?}`), a reference
 * (`{_ref}`), an asset document (`{_id, url?}`), or an asset id. An image value whose `asset` is
 * the asset document itself (with its `url`) needs no {@link ImageUrlConfig}.
 * @beta
 */
export type ImageUrlSource =
  | string
  | {_ref: string}
  | {_id: string; url?: string}
  | {
      asset: {_ref: string} | {_id: string; url?: string}
      crop?: Partial<ImageCropValue>
      hotspot?: Partial<ImageHotspotValue>
    }

/**
 * How `width` and `height` are applied (the server's `fit`).
 * @beta
 */
export type ImageUrlFit = 'clip' | 'crop' | 'fill' | 'max' | 'min' | 'scale'
/**
 * Output formats the server renders (`fm`).
 * @beta
 */
export type ImageUrlFormat = 'jpg' | 'png' | 'webp'
/**
 * Where `fit=crop` keeps the image when it cuts it (the server's `crop`).
 * @beta
 */
export type ImageUrlCropPosition =
  'center' | 'top' | 'bottom' | 'left' | 'right' | 'top,left' | 'top,right' | 'bottom,left' | 'bottom,right' | 'entropy'

interface ImageUrlSpec {
  source?: ImageUrlSource
  width?: number
  height?: number
  fit?: ImageUrlFit
  crop?: ImageUrlCropPosition
  rect?: PixelRect
  bg?: string
  format?: ImageUrlFormat
  quality?: number
  auto?: 'format'
  dpr?: number
  download?: string | true
  ignoreImageParams?: boolean
}

/**
 * An immutable image URL builder: every method answers a new builder, and `url()` renders it.
 * The parameters are the content server's image transform parameters
 * (`GET /images/{projectId}/{dataset}/{assetId}-{w}x{h}.{ext}?w=&h=&fit=&rect=&fm=&q=&auto=format&dpr=`).
 * @beta
 */
export interface ImageUrlBuilder {
  /** Builds for this image; an image value's crop and hotspot are honoured. */
  image(source: ImageUrlSource): ImageUrlBuilder
  /** Output width in CSS pixels (multiplied by `dpr` on the server). */
  width(pixels: number): ImageUrlBuilder
  /** Output height in CSS pixels. */
  height(pixels: number): ImageUrlBuilder
  /** Width and height at once. */
  size(width: number, height: number): ImageUrlBuilder
  /** How `width` and `height` are applied; the server's default is `clip`. */
  fit(fit: ImageUrlFit): ImageUrlBuilder
  /** Where `fit('crop')` keeps the image; set, it turns off hotspot framing. */
  crop(position: ImageUrlCropPosition): ImageUrlBuilder
  /** An explicit source rectangle in pixels; set, it replaces the value's crop. */
  rect(left: number, top: number, width: number, height: number): ImageUrlBuilder
  /** Background colour for `fit('fill')`, as hex (`fff`, `ff0000`, `80ff0000`). */
  bg(color: string): ImageUrlBuilder
  /** Output format; without one the server answers in the source's format (SVG as PNG). */
  format(format: ImageUrlFormat): ImageUrlBuilder
  /** JPEG/WebP quality, 1–100. */
  quality(quality: number): ImageUrlBuilder
  /** `auto('format')`: WebP for browsers that take it. */
  auto(mode: 'format'): ImageUrlBuilder
  /** Device pixel ratio, clamped to 1–3 (the server's range); 1 adds nothing to the URL. */
  dpr(ratio: number): ImageUrlBuilder
  /** Forces a download, under `filename` or (with `true`) the original file name. */
  forceDownload(filename: string | true): ImageUrlBuilder
  /** Leaves out the value's crop and hotspot. */
  ignoreImageParams(): ImageUrlBuilder
  /**
   * The URL, or undefined when the source names no image or no base is known. An asset
   * document whose `url` is a `data:` or `blob:` URL (an in-process lake) answers that URL as is.
   */
  url(): string | undefined
  /** The same as {@link ImageUrlBuilder.url}, `''` when there is none. */
  toString(): string
}

function integer(name: string, value: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isFinite(value) || value < min || value > max)
    throw new RangeError(`Image URL ${name} must be a number from ${min} to ${max}, not ${value}`)
  return Math.round(value)
}

interface ResolvedAsset {
  id: string
  url?: string
  crop?: Partial<ImageCropValue>
  hotspot?: Partial<ImageHotspotValue>
}

function resolveSource(source: ImageUrlSource | undefined): ResolvedAsset | undefined {
  if (source === undefined || source === null) return undefined
  if (typeof source === 'string') return {id: source}
  if ('asset' in source && source.asset) {
    const asset = resolveSource(source.asset)
    return (
      asset && {
        ...asset,
        ...(source.crop ? {crop: source.crop} : {}),
        ...(source.hotspot ? {hotspot: source.hotspot} : {}),
      }
    )
  }
  if ('_ref' in source && typeof source._ref === 'string') return {id: source._ref}
  if ('_id' in source && typeof source._id === 'string')
    return {id: source._id, ...(typeof source.url === 'string' ? {url: source.url} : {})}
  return undefined
}

function baseOf(asset: ResolvedAsset, config: ImageUrlConfig | undefined, file: string): string | undefined {
  if (asset.url) return asset.url.split(/[?#]/)[0]
  if (!config) return undefined
  return `${config.baseUrl.replace(/\/+$/, '')}/images/${encodeURIComponent(config.projectId)}/${encodeURIComponent(config.dataset)}/${file}`
}

function render(spec: ImageUrlSpec, config: ImageUrlConfig | undefined): string | undefined {
  const asset = resolveSource(spec.source)
  if (!asset) return undefined
  if (asset.url && /^(data|blob):/.test(asset.url)) return asset.url
  const parts = parseImageAssetId(asset.id)
  if (!parts) return asset.url
  const base = baseOf(asset, config, `${parts.assetId}-${parts.width}x${parts.height}.${parts.extension}`)
  if (!base) return undefined

  let rect = spec.rect
  const useImageParams = !spec.ignoreImageParams && !spec.rect && !spec.crop
  if (useImageParams) {
    const crop = cropRect(cropOf(asset.crop), parts.width, parts.height)
    rect =
      spec.width && spec.height
        ? fitRect(crop, hotspotOf(asset.hotspot), parts.width, parts.height, spec.width, spec.height)
        : crop
  }
  const params: string[] = []
  const effective =
    rect && (rect.left !== 0 || rect.top !== 0 || rect.width !== parts.width || rect.height !== parts.height)
  if (rect && effective) params.push(`rect=${rect.left},${rect.top},${rect.width},${rect.height}`)
  if (spec.bg) params.push(`bg=${encodeURIComponent(spec.bg.replace(/^#/, ''))}`)
  if (spec.width !== undefined) params.push(`w=${spec.width}`)
  if (spec.height !== undefined) params.push(`h=${spec.height}`)
  if (spec.fit) params.push(`fit=${spec.fit}`)
  if (spec.crop) params.push(`crop=${spec.crop}`)
  if (spec.format) params.push(`fm=${spec.format}`)
  if (spec.quality !== undefined) params.push(`q=${spec.quality}`)
  if (spec.auto) params.push(`auto=${spec.auto}`)
  if (spec.dpr !== undefined && spec.dpr !== 1) params.push(`dpr=${spec.dpr}`)
  if (spec.download !== undefined) params.push(`dl=${spec.download === true ? '' : encodeURIComponent(spec.download)}`)
  return params.length === 0 ? base : `${base}?${params.join('&')}`
}

function builder(config: ImageUrlConfig | undefined, spec: ImageUrlSpec): ImageUrlBuilder {
  const next = (change: Partial<ImageUrlSpec>) => builder(config, {...spec, ...change})
  return {
    image: (source) => next({source}),
    width: (pixels) => next({width: integer('width', pixels, 1)}),
    height: (pixels) => next({height: integer('height', pixels, 1)}),
    size: (width, height) => next({width: integer('width', width, 1), height: integer('height', height, 1)}),
    fit: (fit) => next({fit}),
    crop: (position) => next({crop: position}),
    rect: (left, top, width, height) =>
      next({
        rect: {
          left: integer('rect left', left, 0),
          top: integer('rect top', top, 0),
          width: integer('rect width', width, 1),
          height: integer('rect height', height, 1),
        },
      }),
    bg: (color) => next({bg: color}),
    format: (format) => next({format}),
    quality: (quality) => next({quality: integer('quality', quality, 1, 100)}),
    auto: (mode) => next({auto: mode}),
    dpr: (ratio) => next({dpr: Number.isFinite(ratio) ? Math.round(Math.min(3, Math.max(1, ratio)) * 100) / 100 : 1}),
    forceDownload: (filename) => next({download: filename}),
    ignoreImageParams: () => next({ignoreImageParams: true}),
    url: () => render(spec, config),
    toString: () => render(spec, config) ?? '',
  }
}

/**
 * An image URL builder for a content server: `imageUrlBuilder(config).image(source)`, then
 * the transform you want. Without a config, only sources that carry their asset document's
 * `url` can be rendered.
 *
 * @example
 * ```ts
 * const builder = imageUrlBuilder({baseUrl: 'http://127.0.0.1:3400', projectId: 'local', dataset: 'production'})
 * const urlFor = (source: ImageUrlSource) => builder.image(source)
 * urlFor(post.mainImage).width(800).height(450).fit('crop').auto('format').url()
 * ```
 * @beta
 */
export function imageUrlBuilder(config?: ImageUrlConfig): ImageUrlBuilder {
  return builder(config, {})
}

/**
 * A builder for one image: `urlFor(source).width(…).height(…).fit(…).auto('format').url()`.
 * The image value's crop is cut out, and with both a width and a height the output is framed
 * around its hotspot, as hosted image pipelines do.
 *
 * @param config - where bare references point; leave out for a value whose `asset` is the asset document
 * @beta
 */
export function urlFor(source: ImageUrlSource, config?: ImageUrlConfig): ImageUrlBuilder {
  return builder(config, {source})
}
