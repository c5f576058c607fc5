import {set, unset} from '../../patch/patches'
import type {PatchArg} from '../../patch/PatchEvent'
import {createPreviewImage} from './createPreviewImage'
import type {AssetDocument, AssetKind, AssetUploadOptions, FormAssetServices} from './FormAssetServices'
import {hashFile} from './hashFile'
import {UPLOAD_INITIAL_PROGRESS, uploadProgress} from './uploadConstants'
import {uploadQueueFor} from './uploadQueue'
import type {UploadState} from './UploadState'

/** One upload into one file or image value. */
export interface UploadRequest {
  kind: AssetKind
  file: File
  options: AssetUploadOptions
  assets: FormAssetServices
  /** Applies patches relative to the file or image value. */
  emit: (...patches: PatchArg[]) => void
  /** Cancels it: the bytes stop, `_upload` is removed, and the promise rejects with the reason. */
  signal: AbortSignal
  /** The clock (tests). */
  now?: () => number
}

const iso = (now: () => number) => new Date(now()).toISOString()

/** Waits for an upload's asset document, emitting its progress; unsubscribes when aborted. */
function uploadBytes(request: UploadRequest, onProgress: (percent: number) => void): Promise<AssetDocument> {
  const {assets, kind, file, options, signal} = request
  return new Promise((resolve, reject) => {
    let document: AssetDocument | undefined
    const subscription = assets.upload(kind, file, options).subscribe({
      next: (event) => {
        if (event.type === 'progress') onProgress(event.percent)
        else document = event.document
      },
      error: (error) => {
        signal.removeEventListener('abort', abort)
        reject(error)
      },
      complete: () => {
        signal.removeEventListener('abort', abort)
        if (document) resolve(document)
        else reject(new Error('The upload finished without an asset document'))
      },
    })
    function abort() {
      subscription.unsubscribe()
      reject(signal.reason)
    }
    if (signal.aborted) abort()
    else signal.addEventListener('abort', abort, {once: true})
  })
}

/**
 * Uploads one file into a file or image value, writing its progress as
 * patches so collaborators see it:
 * 1. `_upload` is set at once: progress {@link UPLOAD_INITIAL_PROGRESS}, the times, the file's
 *    name and type;
 * 2. it waits for its turn (at most 4 uploads run at a time, `uploadQueueFor`);
 * 3. an image gets a small preview (`_upload.previewImage`);
 * 4. the file's SHA-1 is computed off the main thread (`hashFile`) and an existing asset with
 *    the same hash is reused (`findDuplicate`, tag `asset.find-duplicate`);
 * 5. otherwise the bytes are sent, each progress event setting `_upload.progress` to
 *    2 + percent/100 × 98;
 * 6. the value gets the asset reference, progress 100, and `_upload` is removed.
 * On failure or cancel `_upload` is removed and the promise rejects.
 *
 * @returns the asset document the value now refers to
 */
export async function runUpload(request: UploadRequest): Promise<AssetDocument> {
  const {kind, file, assets, emit, signal} = request
  const now = request.now ?? Date.now
  const started = iso(now)
  const state: UploadState = {
    progress: UPLOAD_INITIAL_PROGRESS,
    createdAt: started,
    updatedAt: started,
    file: {name: file.name, type: file.type},
  }
  emit(set(state, ['_upload']))
  let release: (() => void) | undefined
  try {
    release = await uploadQueueFor(assets).acquire(signal)
    if (kind === 'image') {
      const previewImage = await createPreviewImage(file).catch((error: unknown) => {
        console.warn(`Could not make a preview of ${file.name}; uploading it all the same`, error)
        return undefined
      })
      signal.throwIfAborted()
      if (previewImage) emit(set(previewImage, ['_upload', 'previewImage']), set(iso(now), ['_upload', 'updatedAt']))
    }
    const sha1 = await hashFile(file, {signal})
    const duplicate = await assets.findDuplicate(kind, sha1)
    signal.throwIfAborted()
    const document =
      duplicate ??
      (await uploadBytes(request, (percent) => {
        emit(set(uploadProgress(percent), ['_upload', 'progress']), set(iso(now), ['_upload', 'updatedAt']))
      }))
    signal.throwIfAborted()
    emit(set(100, ['_upload', 'progress']), set(iso(now), ['_upload', 'updatedAt']))
    emit(set({_type: 'reference', _ref: document._id}, ['asset']), unset(['_upload']))
    return document
  } catch (error) {
    emit(unset(['_upload']))
    throw error
  } finally {
    release?.()
  }
}
