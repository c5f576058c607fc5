import sharp, {type Sharp} from 'sharp'
import {rasterFormatInfo, type RasterImageFormat} from '../../lake'
import {badRequest} from '../HttpError'
import type {CropPosition, ImageParams} from './imageParams'
import {checkImagePixels, ImageTooLargeError, isPixelLimitError} from './ImageTooLargeError'
import {displayedSize} from './probeImage'

/** The formats a transformed image can come out in. */
export type TransformFormat = RasterImageFormat

/** A rendered image. */
export interface TransformedImage {
  data: Buffer
  format: TransformFormat
  mimeType: string
  extension: string
}

/** Hosted image pipelines' default quality for lossy formats. */
const DEFAULT_QUALITY = 75
const WHITE = '#ffffffff'
const TRANSPARENT = '#ffffff00'

const POSITIONS: Record<Exclude<CropPosition, 'entropy'>, string> = {
  center: 'centre',
  top: 'top',
  bottom: 'bottom',
  left: 'left',
  right: 'right',
  'top left': 'left top',
  'top right': 'right top',
  'bottom left': 'left bottom',
  'bottom right': 'right bottom',
}

/**
 * The format a transform produces: WebP for `auto=format` when the client's `Accept` allows
 * it, else `fm`, else the source's own format (SVG sources are rasterised to PNG).
 *
 * @param source - the stored image's raster format, or `'svg'`
 * @param accept - the request's `Accept` header
 */
export function outputFormatFor(
  params: ImageParams,
  source: RasterImageFormat | 'svg',
  accept: string | undefined,
): TransformFormat {
  if (params.autoFormat && accept !== undefined && /\bimage\/webp\b/i.test(accept)) return 'webp'
  if (params.format) return params.format === 'jpg' ? 'jpeg' : params.format
  return source === 'svg' ? 'png' : source
}

/** The box `fit=min` crops to: the requested aspect ratio, never larger than the source. */
function minBox(
  width: number,
  height: number,
  sourceWidth: number,
  sourceHeight: number,
): {width: number; height: number} {
  if (width <= sourceWidth && height <= sourceHeight) return {width, height}
  const factor = Math.min(sourceWidth / width, sourceHeight / height)
  return {width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor))}
}

function resized(image: Sharp, params: ImageParams, sourceWidth: number, sourceHeight: number): Sharp {
  const {width, height, fit} = params
  if (width === undefined && height === undefined) return image
  const position = params.crop === 'entropy' ? sharp.strategy.entropy : POSITIONS[params.crop]
  // With one side given every fit scales proportionally; `max` and `min` never enlarge.
  const noEnlarge = fit === 'max' || fit === 'min'
  if (width === undefined || height === undefined) return image.resize({width, height, withoutEnlargement: noEnlarge})
  switch (fit) {
    case 'clip':
      return image.resize({width, height, fit: 'inside'})
    case 'max':
      return image.resize({width, height, fit: 'inside', withoutEnlargement: true})
    case 'scale':
      return image.resize({width, height, fit: 'fill'})
    case 'crop':
      return image.resize({width, height, fit: 'cover', position})
    case 'fill':
      return image.resize({width, height, fit: 'contain', background: params.background ?? TRANSPARENT})
    case 'min':
      return image.resize({...minBox(width, height, sourceWidth, sourceHeight), fit: 'cover', position})
  }
}

function encoded(image: Sharp, format: TransformFormat, params: ImageParams): Sharp {
  const quality = params.quality ?? DEFAULT_QUALITY
  switch (format) {
    case 'jpeg':
      // JPEG has no alpha: transparent areas go on the background (white unless `bg`).
      return image.flatten({background: params.background ?? WHITE}).jpeg({quality})
    case 'webp':
      return image.webp({quality})
    case 'avif':
      return image.avif({quality})
    case 'tiff':
      return image.tiff({quality})
    case 'png':
      return image.png()
    case 'gif':
      return image.gif()
  }
}

/**
 * Renders a stored image with URL parameters: auto-orients it, cuts `rect` (clamped to the
 * image; a rect wholly outside it is a 400), resizes per `fit`, and encodes it. Animated
 * images come out as their first frame. The original's declared size is checked against
 * `maxPixels` before it is decoded (an original stored under a higher limit is a 422), and
 * libvips enforces the limit again while decoding.
 *
 * @param path - the stored original
 * @param format - the output format, from {@link outputFormatFor}
 * @param maxPixels - the most pixels the original may have (`imageMaxPixels`)
 * @throws HttpError 400 for a `rect` outside the image
 * @throws ImageTooLargeError (422) for an original over `maxPixels`
 */
export async function transformImage(
  path: string,
  params: ImageParams,
  format: TransformFormat,
  maxPixels: number,
): Promise<TransformedImage> {
  const options = {failOn: 'truncated' as const, limitInputPixels: maxPixels}
  const original = displayedSize(await sharp(path, {...options, limitInputPixels: false}).metadata())
  checkImagePixels(original, maxPixels, 422)
  let {width: sourceWidth, height: sourceHeight} = original
  let image = sharp(path, options).autoOrient()
  if (params.rect) {
    const {left, top} = params.rect
    if (left >= sourceWidth || top >= sourceHeight) {
      throw badRequest(`Image parameter "rect" starts outside the image, which is ${sourceWidth}x${sourceHeight}`)
    }
    const width = Math.min(params.rect.width, sourceWidth - left)
    const height = Math.min(params.rect.height, sourceHeight - top)
    image = image.extract({left, top, width, height})
    sourceWidth = width
    sourceHeight = height
  }
  try {
    const data = await encoded(resized(image, params, sourceWidth, sourceHeight), format, params).toBuffer()
    return {data, format, ...rasterFormatInfo(format)}
  } catch (error) {
    if (isPixelLimitError(error)) throw new ImageTooLargeError(original.width, original.height, maxPixels, 422)
    throw error
  }
}
