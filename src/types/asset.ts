/**
 * What an asset upload becomes: an image (`sanity.imageAsset`) or any file (`sanity.fileAsset`).
 * One type for the client, the document store and the form's upload services alike.
 * @public
 */
export type AssetKind = 'image' | 'file'
