import sharp, {type Metadata} from 'sharp'
import {rasterFormatInfo, sniffRasterFormat, type RasterImageFormat} from '../../lake'
import {invalidImageFrom, InvalidImageError} from './InvalidImageError'

// Decoding half of the format detection for image uploads: the signature sniff (and the SVG
// check) is the lake's, shared with the in-process transport; this part reads the header with
// sharp, which only the Node server has, to confirm the format and read the displayed size.

/** What {@link probeImage} finds out about an accepted raster image. */
export interface ImageProbe {
  format: RasterImageFormat
  /** `image/jpeg`, `image/png`, … */
  mimeType: string
  /** The extension asset ids and URLs use, without the dot: `jpg`, `png`, `webp`, `gif`, `avif`, `tiff`. */
  extension: string
  /** Width as displayed, after EXIF orientation. */
  width: number
  /** Height as displayed, after EXIF orientation. */
  height: number
}

/** The raster format sharp decoded, in our names (`heif` with AV1 compression is AVIF). */
function decodedFormat(metadata: Metadata): RasterImageFormat | undefined {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
    case 'tiff':
      return metadata.format
    case 'heif':
      return metadata.compression === 'av1' ? 'avif' : undefined
    default:
      return undefined
  }
}

/** Width and height as displayed: EXIF orientations 5–8 swap them. */
export function displayedSize(metadata: Metadata): {width: number; height: number} {
  const width = metadata.autoOrient?.width ?? metadata.width
  const height = metadata.autoOrient?.height ?? metadata.height
  return {width, height}
}

/**
 * Identifies an accepted raster image and reads its displayed size from the header (no full
 * decode, so it is cheap even for large files).
 *
 * @param buffer - the uploaded bytes
 * @returns format, MIME type, extension and displayed size; `undefined` when the buffer is not
 *   one of the accepted raster formats at all (check the lake's `isSvg` for vector images)
 * @throws InvalidImageError when the buffer has an accepted format's signature but its header
 *   cannot be read (a corrupt or truncated file)
 */
export async function probeImage(buffer: Buffer): Promise<ImageProbe | undefined> {
  const claimed = sniffRasterFormat(buffer)
  if (!claimed) return undefined
  let metadata: Metadata
  try {
    metadata = await sharp(buffer).metadata()
  } catch (error) {
    throw invalidImageFrom(error)
  }
  const format = decodedFormat(metadata)
  if (!format) throw new InvalidImageError(`it looks like ${claimed.toUpperCase()} but decodes as ${metadata.format}`)
  const {width, height} = displayedSize(metadata)
  if (!(width > 0 && height > 0)) throw new InvalidImageError('it has no pixels')
  return {format, ...rasterFormatInfo(format), width, height}
}
