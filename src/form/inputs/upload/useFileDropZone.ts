import {useCallback, useState, type ClipboardEvent, type DragEvent} from 'react'
import {useLatest} from '../../builder/useLatest'

/** What files dragged over a drop zone look like: none, some it takes, or only ones it refuses. */
export type DragState = 'idle' | 'accept' | 'reject'

/** Handlers for the drop zone and its drag state. */
export interface FileDropZone {
  dropProps: {
    onDragEnter: (event: DragEvent<HTMLElement>) => void
    onDragOver: (event: DragEvent<HTMLElement>) => void
    onDragLeave: (event: DragEvent<HTMLElement>) => void
    onDrop: (event: DragEvent<HTMLElement>) => void
    onPaste: (event: ClipboardEvent<HTMLElement>) => void
  }
  dragState: DragState
}

const carriesFiles = (event: DragEvent<HTMLElement>) => Array.from(event.dataTransfer?.types ?? []).includes('Files')

/** The types of the files being dragged (names are only known on drop). */
function draggedTypes(event: DragEvent<HTMLElement>): string[] {
  return Array.from(event.dataTransfer?.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => item.type)
}

/**
 * The files of a paste: the clipboard's files, else (the fallback some browsers need for a
 * copied image) its file items read with `getAsFile`.
 */
export function pastedFiles(event: ClipboardEvent<HTMLElement>): File[] {
  const data = event.clipboardData
  if (!data) return []
  const files = Array.from(data.files ?? [])
  if (files.length > 0) return files
  return Array.from(data.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null)
}

/**
 * A drop zone for files: while files are dragged over it, its
 * state says whether it takes any of them (`accept`, judged by their types — names are only
 * known on drop) or none (`reject`); dropped and pasted files go to `onFiles`. Disabled, it
 * does nothing and the browser's default applies.
 *
 * @param acceptsType - whether a dragged file of this MIME type may be taken (`''` when unknown)
 */
export function useFileDropZone(
  onFiles: (files: File[]) => void,
  acceptsType: (type: string) => boolean,
  enabled: boolean,
): FileDropZone {
  const [depth, setDepth] = useState(0)
  const [dragState, setDragState] = useState<DragState>('idle')
  const latest = useLatest({onFiles, acceptsType})

  const onDragEnter = useCallback(
    (event: DragEvent<HTMLElement>) => {
      if (!enabled || !carriesFiles(event)) return
      event.preventDefault()
      // Entering a child fires enter before the parent's leave: count, so the state does not flicker.
      setDepth((current) => current + 1)
      const types = draggedTypes(event)
      setDragState(
        types.length === 0 || types.some((type) => type === '' || latest.current.acceptsType(type))
          ? 'accept'
          : 'reject',
      )
    },
    [enabled, latest],
  )
  const onDragOver = useCallback(
    (event: DragEvent<HTMLElement>) => {
      if (!enabled || !carriesFiles(event)) return
      event.preventDefault()
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy'
    },
    [enabled],
  )
  const onDragLeave = useCallback(
    (event: DragEvent<HTMLElement>) => {
      if (!enabled || !carriesFiles(event)) return
      setDepth((current) => {
        const next = Math.max(0, current - 1)
        if (next === 0) setDragState('idle')
        return next
      })
    },
    [enabled],
  )
  const onDrop = useCallback(
    (event: DragEvent<HTMLElement>) => {
      if (!enabled) return
      const files = Array.from(event.dataTransfer?.files ?? [])
      if (files.length === 0) return
      event.preventDefault()
      event.stopPropagation()
      setDepth(0)
      setDragState('idle')
      latest.current.onFiles(files)
    },
    [enabled, latest],
  )
  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLElement>) => {
      if (!enabled) return
      const files = pastedFiles(event)
      if (files.length === 0) return
      event.preventDefault()
      latest.current.onFiles(files)
    },
    [enabled, latest],
  )
  return {
    dropProps: {onDragEnter, onDragOver, onDragLeave, onDrop, onPaste},
    dragState: enabled && depth > 0 ? dragState : 'idle',
  }
}
