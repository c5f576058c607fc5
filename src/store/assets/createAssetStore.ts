import {map, type Observable} from 'rxjs'
import {REQUEST_TAGS, type AssetKind, type UploadAssetOptions, type VellumClient} from '../../client'
import type {ContentDocument} from '../../types'

/**
 * An event of {@link AssetStore.upload}: bytes sent (0–100), then the asset document.
 * @beta
 */
export type AssetStoreUploadEvent = {type: 'progress'; percent: number} | {type: 'response'; document: ContentDocument}

/**
 * The options of {@link AssetStore.upload}: the client's upload options without the tag.
 * @beta
 */
export type AssetStoreUploadOptions = Omit<UploadAssetOptions, 'tag' | 'contentType'>

/** The request tag of the asset reference lookup. */
export const ASSET_LOOKUP_TAG = 'asset.lookup'

/** The fields of an asset document the inputs read, for the asset a value refers to. */
export const ASSET_LOOKUP_PROJECTION =
  '{_id, _type, _createdAt, _updatedAt, originalFilename, url, path, metadata, label, title, description, altText, creditLine, source, size, mimeType, extension, sha1hash}'

/**
 * The asset calls of file and image fields, on one client — what the form's
 * `FormServices.assets` is made of in the studio.
 * @beta
 */
export interface AssetStore {
  /**
   * Uploads an image or file (`POST /assets/images|files/{dataset}`, tag `asset.upload`):
   * progress, then the asset document. Unsubscribing cancels.
   */
  upload(kind: AssetKind, file: Blob, options: AssetStoreUploadOptions): Observable<AssetStoreUploadEvent>
  /** The first asset of the kind with this SHA-1, or null (tag `asset.find-duplicate`). */
  findDuplicate(kind: AssetKind, sha1: string): Promise<ContentDocument | null>
  /** The asset document with this id, or null when it is missing or unreadable. */
  getAsset(id: string): Promise<ContentDocument | null>
}

const TYPE_OF: Record<AssetKind, string> = {image: 'sanity.imageAsset', file: 'sanity.fileAsset'}

/**
 * Creates the asset calls over a client. The upload's content type is the file's own (the
 * server sniffs images and PDFs itself); its name travels as `filename`.
 *
 * @example
 * const assets = createAssetStore(client)
 * assets.upload('image', file, {filename: file.name}).subscribe((event) => console.log(event))
 * @beta
 */
export function createAssetStore(client: VellumClient): AssetStore {
  return {
    upload: (kind, file, options) =>
      client
        .uploadAsset(kind, file, {...options, ...(file.type ? {contentType: file.type} : {})})
        .pipe(
          map((event): AssetStoreUploadEvent =>
            event.type === 'progress'
              ? {type: 'progress', percent: event.percent}
              : {type: 'response', document: event.document},
          ),
        ),
    findDuplicate: (kind, sha1) =>
      client.fetch<ContentDocument | null>(
        `*[_type == $type && sha1hash == $sha1][0]${ASSET_LOOKUP_PROJECTION}`,
        {type: TYPE_OF[kind], sha1},
        {tag: REQUEST_TAGS.assetFindDuplicate},
      ),
    getAsset: (id) =>
      client.fetch<ContentDocument | null>(
        `*[_id == $id && _type in ["sanity.imageAsset", "sanity.fileAsset"]][0]${ASSET_LOOKUP_PROJECTION}`,
        {id},
        {tag: ASSET_LOOKUP_TAG},
      ),
  }
}
