import {useCallback, useState, type DragEvent} from 'react'
import type {SchemaType} from '../../../types'
import {useLatest} from '../../builder/useLatest'
import {isTextFile, textFileItems} from './textFileItems'

/** A dropped file the array could not take. */
export interface RejectedFile {
  name: string
  type: string
}

/** What {@link useTextFileDrop} gives the element files are dropped on. */
export interface TextFileDrop {
  /** Handlers to spread on the drop target. */
  dropProps: {
    onDragEnter: (event: DragEvent<HTMLElement>) => void
    onDragOver: (event: DragEvent<HTMLElement>) => void
    onDragLeave: (event: DragEvent<HTMLElement>) => void
    onDrop: (event: DragEvent<HTMLElement>) => void
  }
  /** Whether files are being dragged over the target (show the overlay). */
  active: boolean
  /** The files of the last drop that were not text, until dismissed. */
  rejected: readonly RejectedFile[]
  dismissRejected: () => void
}

const hasFiles = (event: DragEvent<HTMLElement>) => Array.from(event.dataTransfer?.types ?? []).includes('Files')

/**
 * Lets text files be dropped onto an array of primitives: their lines become items (see
 * {@link textFileItems}) handed to `onItems`. Other files go to `onRejected` when it is given,
 * else they are listed in `rejected`. Disabled, the handlers do nothing and the browser's
 * default applies.
 */
export function useTextFileDrop(
  of: readonly SchemaType[],
  onItems: (items: unknown[]) => void,
  enabled: boolean,
  onRejected?: (files: readonly RejectedFile[]) => void,
): TextFileDrop {
  const [depth, setDepth] = useState(0)
  const [rejected, setRejected] = useState<readonly RejectedFile[]>([])
  const latest = useLatest({of, onItems, onRejected})

  const onDragEnter = useCallback(
    (event: DragEvent<HTMLElement>) => {
      if (!enabled || !hasFiles(event)) return
      event.preventDefault()
      // Entering a child fires enter before the parent's leave: count, so the overlay does not flicker.
      setDepth((current) => current + 1)
    },
    [enabled],
  )
  const onDragOver = useCallback(
    (event: DragEvent<HTMLElement>) => {
      if (!enabled || !hasFiles(event)) return
      event.preventDefault()
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy'
    },
    [enabled],
  )
  const onDragLeave = useCallback(
    (event: DragEvent<HTMLElement>) => {
      if (enabled && hasFiles(event)) setDepth((current) => Math.max(0, current - 1))
    },
    [enabled],
  )
  const onDrop = useCallback(
    (event: DragEvent<HTMLElement>) => {
      if (!enabled) return
      const files = Array.from(event.dataTransfer?.files ?? [])
      if (files.length === 0) return
      event.preventDefault()
      setDepth(0)
      const reject = (which: File[]) => {
        const list = which.map((file) => ({name: file.name, type: file.type}))
        const report = latest.current.onRejected
        if (!report) setRejected(list)
        else if (list.length > 0) report(list)
      }
      reject(files.filter((file) => !isTextFile(file)))
      const texts = files.filter(isTextFile)
      if (texts.length === 0) return
      void Promise.all(texts.map((file) => file.text())).then(
        (contents) => {
          const {of: types, onItems: add} = latest.current
          const items = contents.flatMap((text) => textFileItems(text, types))
          if (items.length > 0) add(items)
        },
        (error: unknown) => {
          console.error('Could not read the dropped files', error)
          reject(texts)
        },
      )
    },
    [enabled, latest],
  )
  return {
    dropProps: {onDragEnter, onDragOver, onDragLeave, onDrop},
    active: enabled && depth > 0,
    rejected,
    dismissRejected: useCallback(() => setRejected([]), []),
  }
}
