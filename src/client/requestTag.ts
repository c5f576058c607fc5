/**
 * The request tags of the studio's calls, as hosted content lakes know them (asset lists,
 * uploads, duplicate checks, features, …). Callers pass
 * them as `{tag}`; the client prefixes them with its `requestTagPrefix`.
 *
 * @example
 * client.fetch('*[_type == $type && sha1hash == $hash][0]', {type, hash}, {tag: REQUEST_TAGS.assetFindDuplicate})
 */
export const REQUEST_TAGS = {
  /** Asset upload (the default tag of `uploadAsset`). */
  assetUpload: 'asset.upload',
  /** The query for an asset with the same SHA-1 before uploading. */
  assetFindDuplicate: 'asset.find-duplicate',
  /** The image asset list of the asset browser. */
  assetImageList: 'asset.image-list',
  /** The file asset list of the asset browser. */
  assetFileList: 'asset.file-list',
  /** Documents referring to an asset. */
  useReferringDocuments: 'use-referring-documents',
  /** The feature list. */
  features: 'features',
} as const

// As hosted content lakes accept them: letters, digits, `_`, `-` and `.`.
const TAG = /^[A-Za-z0-9_.-]{1,75}$/

/**
 * Checks a request tag or tag prefix.
 * @throws TypeError for a tag with other characters or longer than 75 characters.
 */
export function assertRequestTag(tag: string, what = 'Request tag'): void {
  if (!TAG.test(tag)) throw new TypeError(`${what} "${tag}" must be 1-75 letters, digits, "_", "-" or "."`)
}

/**
 * The tag a request is sent with: `prefix.tag`, the prefix alone, the tag alone, or none.
 * @throws TypeError for a malformed tag.
 */
export function composeRequestTag(prefix: string | undefined, tag: string | undefined): string | undefined {
  if (tag !== undefined) assertRequestTag(tag)
  const composed = prefix && tag ? `${prefix}.${tag}` : (tag ?? prefix)
  if (composed !== undefined) assertRequestTag(composed)
  return composed
}
