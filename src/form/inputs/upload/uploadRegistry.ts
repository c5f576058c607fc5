import {pathToString} from '../../../document'
import type {Path} from '../../../types'
import type {FormBuilderContextValue} from '../../builder/FormBuilderContext'
import {PatchEvent} from '../../patch/PatchEvent'
import type {AssetDocument} from './FormAssetServices'
import {runUpload, type UploadRequest} from './runUpload'

/** What this session knows of an upload into one value. */
export type UploadEntry =
  | {status: 'uploading'; file: File; cancel: () => void}
  | {status: 'error'; file: File; error: unknown; retry: () => void}

/** What {@link UploadRegistry.start} needs besides the path. */
export type UploadStart = Omit<UploadRequest, 'emit' | 'signal'> & {
  onDone?: (document: AssetDocument) => void
  onError?: (error: unknown) => void
}

/**
 * The uploads of one form, by the path of the value they upload into. Uploads belong to the
 * form, not to an input: one keeps going while its input is out of view (another field group,
 * a closed array item), and files dropped on an array upload into items that are not rendered.
 * Inputs read their entry to show progress with a cancel button, or the error with retry.
 */
export interface UploadRegistry {
  /** Starts an upload into the value at `path` (from the document root); a running one there is cancelled. */
  start(path: Path, upload: UploadStart): void
  /** This session's upload into the value at `path`. */
  get(path: Path): UploadEntry | undefined
  /** Cancels the running upload at `path`; its `_upload` is removed. */
  cancel(path: Path): void
  /** Forgets a failed upload at `path`. */
  dismiss(path: Path): void
  /** Calls `listener` on every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

function createUploadRegistry(form: FormBuilderContextValue): UploadRegistry {
  const entries = new Map<string, UploadEntry>()
  const listeners = new Set<() => void>()
  const changed = () => listeners.forEach((listener) => listener())
  const registry: UploadRegistry = {
    start(path, upload) {
      const key = pathToString(path)
      const previous = entries.get(key)
      if (previous?.status === 'uploading') previous.cancel()
      const controller = new AbortController()
      const entry: UploadEntry = {
        status: 'uploading',
        file: upload.file,
        cancel: () => controller.abort(new DOMException('The upload was cancelled', 'AbortError')),
      }
      entries.set(key, entry)
      changed()
      const {onDone, onError, ...request} = upload
      runUpload({
        ...request,
        signal: controller.signal,
        emit: (...patches) => form.onChange(PatchEvent.from(patches).prefixAll(...path)),
      }).then(
        (document) => {
          if (entries.get(key) === entry) entries.delete(key)
          changed()
          onDone?.(document)
        },
        (error: unknown) => {
          if (entries.get(key) !== entry) return
          if (controller.signal.aborted) {
            entries.delete(key)
          } else {
            console.warn(`Upload of ${upload.file.name} failed`, error)
            entries.set(key, {status: 'error', file: upload.file, error, retry: () => registry.start(path, upload)})
            onError?.(error)
          }
          changed()
        },
      )
    },
    get: (path) => entries.get(pathToString(path)),
    cancel(path) {
      const entry = entries.get(pathToString(path))
      if (entry?.status === 'uploading') entry.cancel()
    },
    dismiss(path) {
      if (entries.delete(pathToString(path))) changed()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return registry
}

const registries = new WeakMap<FormBuilderContextValue, UploadRegistry>()

/** The upload registry of a form (one per `FormBuilder`, made on first use). */
export function uploadRegistryFor(form: FormBuilderContextValue): UploadRegistry {
  let registry = registries.get(form)
  if (!registry) {
    registry = createUploadRegistry(form)
    registries.set(form, registry)
  }
  return registry
}
