import {useCallback, useState} from 'react'
import type {SchemaType} from '../../../types'
import {useFileDropZone, type FileDropZone} from '../upload/useFileDropZone'
import {isTextFile, textFileItems} from './textFileItems'

/** A dropped file the array could not take. */
export interface RejectedFile {
  name: string
  type: string
}

/** What {@link useTextFileDrop} gives the element files are dropped on. */
export interface TextFileDrop {
  /** Handlers to spread on the drop target (drops, and pastes of files). */
  dropProps: FileDropZone['dropProps']
  /** Whether files are being dragged over the target (show the overlay). */
  active: boolean
  /** The files of the last drop that were not text, until dismissed. */
  rejected: readonly RejectedFile[]
  dismissRejected: () => void
}

/** Whether a dragged file's MIME type may be text ('' when the browser does not say). */
const mayBeText = (type: string) => type === '' || type.startsWith('text/')

/**
 * Lets text files be dropped (or pasted) onto an array of primitives: their lines become items
 * (see {@link textFileItems}) handed to `onItems`. Other files go to `onRejected` when it is
 * given, else they are listed in `rejected`. The drag itself is the file drop zone's
 * (`useFileDropZone`), as for files dropped on arrays of objects. Disabled, the handlers do
 * nothing and the browser's default applies.
 */
export function useTextFileDrop(
  of: readonly SchemaType[],
  onItems: (items: unknown[]) => void,
  enabled: boolean,
  onRejected?: (files: readonly RejectedFile[]) => void,
): TextFileDrop {
  const [rejected, setRejected] = useState<readonly RejectedFile[]>([])
  // The drop zone calls the latest render's handler.
  const onFiles = (files: File[]) => {
    const reject = (which: File[]) => {
      const list = which.map((file) => ({name: file.name, type: file.type}))
      if (!onRejected) setRejected(list)
      else if (list.length > 0) onRejected(list)
    }
    reject(files.filter((file) => !isTextFile(file)))
    const texts = files.filter(isTextFile)
    if (texts.length === 0) return
    void Promise.all(texts.map((file) => file.text())).then(
      (contents) => {
        const items = contents.flatMap((text) => textFileItems(text, of))
        if (items.length > 0) onItems(items)
      },
      (error: unknown) => {
        console.error('Could not read the dropped files', error)
        reject(texts)
      },
    )
  }
  const zone = useFileDropZone(onFiles, mayBeText, enabled)
  return {
    dropProps: zone.dropProps,
    active: zone.dragState !== 'idle',
    rejected,
    dismissRejected: useCallback(() => setRejected([]), []),
  }
}
