import {useRef, type PointerEvent as ReactPointerEvent, type RefObject} from 'react'

/** What a drag reports: how far the pointer moved since it went down, as fractions of the stage. */
export type StageDragListener = (dx: number, dy: number) => void

/** The pointer handlers of something dragged across the image tool's stage. */
export interface StageDragHandlers {
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void
  onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void
  onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void
  onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => void
}

/**
 * Pointer dragging over the image tool's stage: the element captures the pointer when it goes
 * down, `onMove` hears the distance moved since then as fractions of the stage's width and
 * height, and `onEnd` is called when the pointer is released (or the drag is cancelled).
 *
 * @param stage - the element the fractions are of
 * @param onStart - called when a drag starts
 * @param onMove - called for each move with the total distance since the start
 * @param onEnd - called once when the drag ends
 */
export function useStageDrag(
  stage: RefObject<HTMLElement | null>,
  onStart: () => void,
  onMove: StageDragListener,
  onEnd: () => void,
): StageDragHandlers {
  const start = useRef<{x: number; y: number; width: number; height: number; pointerId: number} | null>(null)
  const end = (event: ReactPointerEvent<HTMLElement>) => {
    if (start.current?.pointerId !== event.pointerId) return
    start.current = null
    onEnd()
  }
  return {
    onPointerDown: (event) => {
      if (event.button !== 0 || start.current) return
      const rect = stage.current?.getBoundingClientRect()
      if (!rect || rect.width <= 0 || rect.height <= 0) return
      event.preventDefault()
      event.stopPropagation()
      event.currentTarget.setPointerCapture?.(event.pointerId)
      start.current = {
        x: event.clientX,
        y: event.clientY,
        width: rect.width,
        height: rect.height,
        pointerId: event.pointerId,
      }
      onStart()
    },
    onPointerMove: (event) => {
      const from = start.current
      if (!from || from.pointerId !== event.pointerId) return
      onMove((event.clientX - from.x) / from.width, (event.clientY - from.y) / from.height)
    },
    onPointerUp: end,
    onPointerCancel: end,
  }
}
