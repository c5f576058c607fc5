import {createHash} from 'node:crypto'
import {badRequest} from '../HttpError'
import {DEFAULT_LIMITS} from '../limits'

/**
 * The image URL parameters the asset server understands, in the names hosted image pipelines
 * (and `@sanity/image-url`) use. Unknown parameters are ignored, so cache-busting ones such as
 * `?v=2` still work; a known parameter with a bad value is a 400. A `w`/`h` over the largest
 * size the server renders is not an error: it is clamped (see {@link parseImageParams}).
 */

/** How `w` and `h` are applied. */
export type ImageFit = 'clip' | 'crop' | 'fill' | 'max' | 'min' | 'scale'
/** Output formats that can be asked for with `fm`. */
export type ImageOutputFormat = 'jpg' | 'png' | 'webp'
/** Where `fit=crop` (and `min`) keeps the image when it cuts it. */
export type CropPosition =
  'center' | 'top' | 'bottom' | 'left' | 'right' | 'top left' | 'top right' | 'bottom left' | 'bottom right' | 'entropy'

/** A region of the source image, in its displayed pixels. */
export interface ImageRect {
  left: number
  top: number
  width: number
  height: number
}

/** Image URL parameters, checked and normalised. */
export interface ImageParams {
  /** Requested width in pixels (already multiplied by `dpr`, and clamped). */
  width?: number
  /** Requested height in pixels (already multiplied by `dpr`, and clamped). */
  height?: number
  fit: ImageFit
  crop: CropPosition
  /** `bg` for `fit=fill`: `#rrggbb` or `#rrggbbaa`. */
  background?: string
  rect?: ImageRect
  format?: ImageOutputFormat
  /** 1–100. */
  quality?: number
  /** `auto=format`: WebP when the client accepts it. */
  autoFormat: boolean
  /** `dl`: a forced download; an empty string means "use the original file name". */
  download?: string
}

const FITS: readonly ImageFit[] = ['clip', 'crop', 'fill', 'max', 'min', 'scale']
const FORMATS: Record<string, ImageOutputFormat> = {jpg: 'jpg', jpeg: 'jpg', pjpg: 'jpg', png: 'png', webp: 'webp'}
const CROP_WORDS = new Set(['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy'])

function integer(query: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const value = query.get(name)
  if (value === null) return undefined
  const number = Number(value)
  if (!/^\d+$/.test(value) || number < min || number > max)
    throw badRequest(`Image parameter "${name}" must be an integer from ${min} to ${max}, not "${value}"`)
  return number
}

function pixels(query: URLSearchParams, name: string): number | undefined {
  const value = query.get(name)
  if (value === null) return undefined
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw badRequest(`Image parameter "${name}" must be a whole number of pixels, 1 or more, not "${value}"`)
  // Absurdly long numbers are just very large: clamping takes care of them.
  return Math.min(Number(value), Number.MAX_SAFE_INTEGER)
}

/**
 * Scales a requested box down so neither side passes `max`, keeping its aspect ratio (so
 * `fit=crop`, `fill` and `scale` still give the shape asked for); a side alone is capped.
 */
function clampedBox(
  width: number | undefined,
  height: number | undefined,
  max: number,
): {width?: number; height?: number} {
  const longest = Math.max(width ?? 0, height ?? 0)
  if (longest <= max) return {width, height}
  const factor = max / longest
  const scale = (side: number | undefined) =>
    side === undefined ? undefined : Math.min(max, Math.max(1, Math.round(side * factor)))
  return {width: scale(width), height: scale(height)}
}

function cropPosition(value: string | null): CropPosition {
  if (value === null || value === '') return 'center'
  const words = value.split(',').map((word) => word.trim())
  if (!words.every((word) => CROP_WORDS.has(word))) {
    throw badRequest(
      `Image parameter "crop" must be top, bottom, left, right, center or entropy (comma-separated), not "${value}"`,
    )
  }
  if (words.includes('entropy')) return 'entropy'
  const vertical = words.find((word) => word === 'top' || word === 'bottom')
  const horizontal = words.find((word) => word === 'left' || word === 'right')
  if (vertical && horizontal) return `${vertical} ${horizontal}` as CropPosition
  return (vertical ?? horizontal ?? 'center') as CropPosition
}

function background(value: string | null): string | undefined {
  if (value === null) return undefined
  const hex = value.replace(/^#/, '')
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex))
    throw badRequest(`Image parameter "bg" must be a hex colour (rgb, argb, rrggbb or aarrggbb), not "${value}"`)
  // imgix order: alpha first in the 4- and 8-digit forms.
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex
  const rgba = full.length === 8 ? full.slice(2) + full.slice(0, 2) : `${full}ff`
  return `#${rgba.toLowerCase()}`
}

function rect(value: string | null): ImageRect | undefined {
  if (value === null) return undefined
  const parts = value.split(',')
  if (parts.length !== 4 || !parts.every((part) => /^\d+$/.test(part)))
    throw badRequest(`Image parameter "rect" must be x,y,width,height in whole pixels, not "${value}"`)
  const [left = 0, top = 0, width = 0, height = 0] = parts.map(Number)
  if (width < 1 || height < 1)
    throw badRequest(`Image parameter "rect" must have a width and height of at least 1, not "${value}"`)
  return {left, top, width, height}
}

/**
 * Reads the image parameters of a request: `w`, `h`, `fit`, `crop`, `bg`, `rect`, `fm`, `q`,
 * `auto`, `dpr` and `dl`.
 *
 * `w` and `h` are multiplied by `dpr`, then clamped so that neither passes `maxDimension`
 * (the server's `imageMaxTransformDimension`): with both given, the box is scaled down whole
 * so its aspect ratio stays, e.g. `w=10000&h=5000` with a maximum of 4096 renders 4096×2048.
 * Clamping rather than refusing keeps `srcset` and `dpr` URLs built for hosted pipelines
 * working; the response's own size tells the client what it got.
 *
 * @param maxDimension - the largest width or height rendered; default 4096
 * @throws HttpError 400 naming the parameter with a bad value
 * @example
 * parseImageParams(new URLSearchParams('w=200&fit=max&fm=webp')) // {width: 200, fit: 'max', format: 'webp', …}
 */
export function parseImageParams(
  query: URLSearchParams,
  maxDimension: number = DEFAULT_LIMITS.imageMaxTransformDimension,
): ImageParams {
  const dpr = query.get('dpr')
  const ratio = dpr === null ? 1 : Number(dpr)
  if (!(ratio >= 1 && ratio <= 3) || dpr === '')
    throw badRequest(`Image parameter "dpr" must be a number from 1 to 3, not "${dpr}"`)
  const scaled = (name: string) => {
    const value = pixels(query, name)
    return value === undefined ? undefined : Math.round(value * ratio)
  }
  const fit = query.get('fit') ?? 'clip'
  if (!(FITS as readonly string[]).includes(fit))
    throw badRequest(`Image parameter "fit" must be one of ${FITS.join(', ')}, not "${fit}"`)
  const fm = query.get('fm')
  const format = fm === null ? undefined : FORMATS[fm]
  if (fm !== null && format === undefined)
    throw badRequest(`Image parameter "fm" must be jpg, png or webp, not "${fm}"`)
  const auto = query.get('auto')
  if (auto !== null && auto !== 'format') throw badRequest(`Image parameter "auto" must be "format", not "${auto}"`)

  const params: ImageParams = {
    fit: fit as ImageFit,
    crop: cropPosition(query.get('crop')),
    autoFormat: auto === 'format',
  }
  const {width, height} = clampedBox(scaled('w'), scaled('h'), maxDimension)
  const quality = integer(query, 'q', 1, 100)
  const bg = background(query.get('bg'))
  const region = rect(query.get('rect'))
  const download = query.get('dl')
  if (width !== undefined) params.width = width
  if (height !== undefined) params.height = height
  if (quality !== undefined) params.quality = quality
  if (bg !== undefined) params.background = bg
  if (region !== undefined) params.rect = region
  if (format !== undefined) params.format = format
  if (download !== null) params.download = download
  return params
}

/** True when the parameters change the bytes (everything but `dl` does). */
export function needsTransform(params: ImageParams): boolean {
  return (
    params.width !== undefined ||
    params.height !== undefined ||
    params.rect !== undefined ||
    params.format !== undefined ||
    params.quality !== undefined ||
    params.autoFormat
  )
}

/**
 * The cache key of a transformed image: a digest of the asset and the parameters that shape
 * the output (the output format resolved, so `auto=format` caches WebP and the fallback apart).
 * @returns 32 hex digits
 */
export function transformCacheKey(sha1: string, params: ImageParams, outputFormat: string): string {
  const shape = {
    w: params.width,
    h: params.height,
    fit: params.fit,
    crop: params.crop,
    bg: params.background,
    rect: params.rect,
    fm: outputFormat,
    q: params.quality,
  }
  return createHash('sha256')
    .update(`${sha1}\n${JSON.stringify(shape)}`)
    .digest('hex')
    .slice(0, 32)
}
