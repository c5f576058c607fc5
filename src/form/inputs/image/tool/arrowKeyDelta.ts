import {KEYBOARD_BIG_STEP, KEYBOARD_STEP} from './imageToolGeometry'

/** How far an arrow key moves a handle: fractions of the image across (`dx`) and down (`dy`). */
export interface ArrowKeyDelta {
  dx: number
  dy: number
}

/**
 * The move an arrow key asks for: {@link KEYBOARD_STEP} of the image, or
 * {@link KEYBOARD_BIG_STEP} with Shift; undefined for any other key (or with Ctrl, Alt or Meta,
 * which belong to the browser and screen readers).
 */
export function arrowKeyDelta(event: {
  key: string
  shiftKey: boolean
  altKey?: boolean
  ctrlKey?: boolean
  metaKey?: boolean
}): ArrowKeyDelta | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined
  const step = event.shiftKey ? KEYBOARD_BIG_STEP : KEYBOARD_STEP
  switch (event.key) {
    case 'ArrowLeft':
      return {dx: -step, dy: 0}
    case 'ArrowRight':
      return {dx: step, dy: 0}
    case 'ArrowUp':
      return {dx: 0, dy: -step}
    case 'ArrowDown':
      return {dx: 0, dy: step}
    default:
      return undefined
  }
}
