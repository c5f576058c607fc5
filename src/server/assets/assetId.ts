/**
 * Asset document ids in the shapes hosted content lakes use, so that references, image URL
 * builders and GROQ filters written for them work unchanged:
 * `image-<sha1>-<width>x<height>-<extension>` and `file-<sha1>-<extension>`.
 */

const SHA1 = /^[0-9a-f]{40}$/
// Extensions end up in ids, file names and URLs: letters and digits only keeps them inert.
const EXTENSION = /^[a-z0-9]{1,16}$/

function checkedSha1(sha1hex: string): string {
  const sha1 = sha1hex.toLowerCase()
  if (!SHA1.test(sha1)) throw new RangeError(`Expected a SHA-1 hash as 40 hex digits, got "${sha1hex}"`)
  return sha1
}

function checkedExtension(extension: string): string {
  const ext = extension.replace(/^\./, '').toLowerCase()
  if (!EXTENSION.test(ext)) throw new RangeError(`Expected a file extension of letters and digits, got "${extension}"`)
  return ext
}

function checkedSize(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new RangeError(`Expected the image ${name} as a positive integer, got ${value}`)
  return value
}

/**
 * The `_id` of a `sanity.imageAsset` document.
 *
 * @param sha1hex - SHA-1 of the file's bytes, 40 hex digits (upper case is lowered)
 * @param width - displayed width in pixels (after EXIF orientation)
 * @param height - displayed height in pixels
 * @param extension - file extension without the dot (`jpg`, `png`, …); a leading dot is dropped
 * @returns `image-<sha1>-<width>x<height>-<extension>`
 * @throws RangeError when a part is malformed (ids must never carry path separators or dots)
 * @example
 * imageAssetId('2fd4e1c67a2d28fced849ee1bb76e7391b93eb12', 2000, 1500, 'jpg')
 * // 'image-2fd4e1c67a2d28fced849ee1bb76e7391b93eb12-2000x1500-jpg'
 */
export function imageAssetId(sha1hex: string, width: number, height: number, extension: string): string {
  return `image-${checkedSha1(sha1hex)}-${checkedSize('width', width)}x${checkedSize('height', height)}-${checkedExtension(extension)}`
}

/**
 * The `_id` of a `sanity.fileAsset` document.
 *
 * @param sha1hex - SHA-1 of the file's bytes, 40 hex digits
 * @param extension - file extension without the dot (`pdf`, `bin`, …)
 * @returns `file-<sha1>-<extension>`
 * @throws RangeError when a part is malformed
 * @example
 * fileAssetId('2fd4e1c67a2d28fced849ee1bb76e7391b93eb12', 'pdf') // 'file-2fd4…eb12-pdf'
 */
export function fileAssetId(sha1hex: string, extension: string): string {
  return `file-${checkedSha1(sha1hex)}-${checkedExtension(extension)}`
}

/** The parts of an asset document id, as {@link parseAssetId} reads them. */
export type ParsedAssetId =
  | {kind: 'image'; sha1: string; width: number; height: number; extension: string}
  | {kind: 'file'; sha1: string; extension: string}

const IMAGE_ID = /^image-([0-9a-f]{40})-([1-9][0-9]*)x([1-9][0-9]*)-([a-z0-9]{1,16})$/
const FILE_ID = /^file-([0-9a-f]{40})-([a-z0-9]{1,16})$/

/**
 * Reads an asset document id back into its parts; the inverse of {@link imageAssetId} and
 * {@link fileAssetId}.
 *
 * @returns the parts, or `undefined` when `id` is not an asset id in canonical form
 */
export function parseAssetId(id: string): ParsedAssetId | undefined {
  const image = IMAGE_ID.exec(id)
  if (image) {
    const [, sha1 = '', width = '', height = '', extension = ''] = image
    const w = Number(width)
    const h = Number(height)
    if (!Number.isSafeInteger(w) || !Number.isSafeInteger(h)) return undefined
    return {kind: 'image', sha1, width: w, height: h, extension}
  }
  const file = FILE_ID.exec(id)
  if (file) {
    const [, sha1 = '', extension = ''] = file
    return {kind: 'file', sha1, extension}
  }
  return undefined
}
