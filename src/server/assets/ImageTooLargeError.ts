import {HttpError} from '../HttpError'

/**
 * Thrown when an image has more pixels than the server decodes (`imageMaxPixels`). Uploads
 * answer it with 413 (the upload is refused and nothing is stored); a transform of a stored
 * original that is over a since-lowered limit answers 422.
 *
 * @example
 * new ImageTooLargeError(16000, 16000, 60_000_000).message
 * // 'Image is too large: 16000×16000 pixels, the limit is 60000000'
 */
export class ImageTooLargeError extends HttpError {
  /** The image's width in pixels. */
  readonly width: number
  /** The image's height in pixels. */
  readonly height: number
  /** The pixel limit it is over. */
  readonly maxPixels: number

  constructor(width: number, height: number, maxPixels: number, status: 413 | 422 = 413) {
    super(status, `Image is too large: ${width}×${height} pixels, the limit is ${maxPixels}`)
    this.name = 'ImageTooLargeError'
    this.width = width
    this.height = height
    this.maxPixels = maxPixels
  }
}

/**
 * Refuses an image whose header declares more than `maxPixels` pixels, before anything
 * decodes it.
 * @throws ImageTooLargeError over the limit
 */
export function checkImagePixels(
  size: {width: number; height: number},
  maxPixels: number,
  status: 413 | 422 = 413,
): void {
  if (size.width * size.height > maxPixels) throw new ImageTooLargeError(size.width, size.height, maxPixels, status)
}

/** True for sharp's own refusal of an input over `limitInputPixels`. */
export function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /exceeds pixel limit/i.test(error.message)
}
