import {UPLOAD_THUMBNAIL_QUALITY, UPLOAD_THUMBNAIL_WIDTH} from './uploadConstants'

/**
 * A thumbnail of an image file to show while it uploads: {@link UPLOAD_THUMBNAIL_WIDTH} px
 * wide, as a JPEG `data:` URL of quality {@link UPLOAD_THUMBNAIL_QUALITY}.
 * The browser decodes the image with its EXIF orientation applied. Undefined where there is no
 * canvas to draw on (tests, workers); a file the browser cannot decode rejects, which the
 * upload treats as a warning: the upload goes on without a thumbnail.
 */
export async function createPreviewImage(file: Blob): Promise<string | undefined> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return undefined
  const canvas = document.createElement('canvas')
  const context = canvas.getContext?.('2d')
  if (!context) return undefined
  const bitmap = await createImageBitmap(file, {imageOrientation: 'from-image'})
  try {
    const width = Math.min(UPLOAD_THUMBNAIL_WIDTH, bitmap.width)
    const height = Math.max(1, Math.round((bitmap.height / bitmap.width) * width))
    canvas.width = width
    canvas.height = height
    context.drawImage(bitmap, 0, 0, width, height)
    return canvas.toDataURL('image/jpeg', UPLOAD_THUMBNAIL_QUALITY)
  } finally {
    bitmap.close()
  }
}
