/** What an image asset id says about its image: `image-<sha1>-<width>x<height>-<extension>`. */
export interface ImageAssetIdParts {
  /** The asset id without the `image-` prefix and the size and extension: the SHA-1 of the bytes. */
  assetId: string
  width: number
  height: number
  /** The file extension (`jpg`, `png`, …), which is also the image's format. */
  extension: string
}

const IMAGE_ASSET_ID = /^image-([A-Za-z0-9]+)-(\d+)x(\d+)-([a-z0-9]+)$/

/**
 * Reads the parts of an image asset document id, as the server writes them (see the server's
 * `imageAssetId`): the asset id, the displayed width and height, and the extension.
 *
 * @returns the parts, or undefined for anything that is not an image asset id
 * @example
 * parseImageAssetId('image-2fd4e1c67a2d28fced849ee1bb76e7391b93eb12-2000x1500-jpg')
 * // {assetId: '2fd4e1c6…', width: 2000, height: 1500, extension: 'jpg'}
 */
export function parseImageAssetId(id: string): ImageAssetIdParts | undefined {
  const match = typeof id === 'string' ? IMAGE_ASSET_ID.exec(id) : null
  if (!match) return undefined
  const [, assetId = '', width = '', height = '', extension = ''] = match
  return {assetId, width: Number(width), height: Number(height), extension}
}
