// The hotspot and crop of an image value: fractions of the image's
// width and height, kept inside the image, and the rectangles previews show.
import {DEFAULT_CROP, DEFAULT_HOTSPOT, type ImageCropValue, type ImageHotspotValue} from '../../../../document'

/** The crop of an image value: how much of each edge is cut away, as a fraction of the image. */
export type ImageCrop = ImageCropValue

/**
 * The hotspot of an image value: an ellipse centred at (`x`, `y`) with a `width` and `height`,
 * all as fractions of the image's width and height.
 */
export type ImageHotspot = ImageHotspotValue

export {DEFAULT_CROP, DEFAULT_HOTSPOT}

/** The smallest crop kept: 1% of each side, so a crop never cuts the whole image away. */
export const MIN_CROP_SIZE = 0.01

/** The smallest hotspot kept: 1% of each side. */
export const MIN_HOTSPOT_SIZE = 0.01

/** A keyboard step: an arrow key moves a handle by 1% of the image, Shift+arrow by 10%. */
export const KEYBOARD_STEP = 0.01

/** A keyboard step with Shift held. */
export const KEYBOARD_BIG_STEP = 0.1

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** A finite number, else the fallback. */
const finite = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

/** Rounds to 6 decimals, so keyboard steps do not accumulate float noise in stored values. */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6

/** The crop of a stored value: missing or non-numeric edges read as the default. */
export function readCrop(value: unknown): ImageCrop {
  const crop = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  return {
    top: finite(crop.top, 0),
    bottom: finite(crop.bottom, 0),
    left: finite(crop.left, 0),
    right: finite(crop.right, 0),
  }
}

/** The hotspot of a stored value: missing or non-numeric properties read as the default. */
export function readHotspot(value: unknown): ImageHotspot {
  const hotspot = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  return {
    x: finite(hotspot.x, DEFAULT_HOTSPOT.x),
    y: finite(hotspot.y, DEFAULT_HOTSPOT.y),
    width: finite(hotspot.width, DEFAULT_HOTSPOT.width),
    height: finite(hotspot.height, DEFAULT_HOTSPOT.height),
  }
}

/**
 * Normalises a crop after a drag: edges dragged past each other are swapped
 * back (a top below the bottom edge becomes the bottom), no edge goes below 0, and at least
 * {@link MIN_CROP_SIZE} of the image stays in each direction.
 *
 * @example
 * normaliseCrop({top: 0.8, bottom: 0.5, left: -0.1, right: 0}) // {top: 0.5, bottom: 0.2, left: 0, right: 0}
 */
export function normaliseCrop(crop: ImageCrop): ImageCrop {
  // As edge positions from the top-left corner, which may have crossed.
  let top = clamp(finite(crop.top, 0), 0, 1)
  let bottom = clamp(1 - finite(crop.bottom, 0), 0, 1)
  let left = clamp(finite(crop.left, 0), 0, 1)
  let right = clamp(1 - finite(crop.right, 0), 0, 1)
  if (top > bottom) [top, bottom] = [bottom, top]
  if (left > right) [left, right] = [right, left]
  if (bottom - top < MIN_CROP_SIZE) [top, bottom] = widen(top, bottom, MIN_CROP_SIZE)
  if (right - left < MIN_CROP_SIZE) [left, right] = widen(left, right, MIN_CROP_SIZE)
  return {top: tidy(top), bottom: tidy(1 - bottom), left: tidy(left), right: tidy(1 - right)}
}

/** Widens [start, end] to `size` around its middle, kept inside [0, 1]. */
function widen(start: number, end: number, size: number): [number, number] {
  const middle = clamp((start + end) / 2, size / 2, 1 - size / 2)
  return [middle - size / 2, middle + size / 2]
}

/**
 * Keeps a hotspot inside the crop: its size is at most the
 * crop's and at least {@link MIN_HOTSPOT_SIZE}, and its centre keeps the whole ellipse inside.
 */
export function clampHotspot(hotspot: ImageHotspot, crop: ImageCrop = DEFAULT_CROP): ImageHotspot {
  const box = cropBox(crop)
  const width = clamp(finite(hotspot.width, 1), Math.min(MIN_HOTSPOT_SIZE, box.width), box.width)
  const height = clamp(finite(hotspot.height, 1), Math.min(MIN_HOTSPOT_SIZE, box.height), box.height)
  const x = clamp(finite(hotspot.x, 0.5), box.left + width / 2, box.left + box.width - width / 2)
  const y = clamp(finite(hotspot.y, 0.5), box.top + height / 2, box.top + box.height - height / 2)
  return {x: tidy(x), y: tidy(y), width: tidy(width), height: tidy(height)}
}

/** A rectangle in fractions of the image: its left and top edges, width and height. */
export interface FractionRect {
  left: number
  top: number
  width: number
  height: number
}

/** The part of the image a crop keeps, as a rectangle. */
export function cropBox(crop: ImageCrop): FractionRect {
  return {
    left: crop.left,
    top: crop.top,
    width: Math.max(0, 1 - crop.left - crop.right),
    height: Math.max(0, 1 - crop.top - crop.bottom),
  }
}

/** Which crop edge a handle moves. */
export type CropEdge = keyof ImageCrop

/**
 * Moves one crop edge by `delta` (a fraction of the image, positive = right or down) and
 * normalises the result, so an edge pushed past the opposite one swaps with it.
 */
export function moveCropEdge(crop: ImageCrop, edge: CropEdge, delta: number): ImageCrop {
  const next = {...crop}
  // Right and bottom are measured from their own edges: moving them right or down cuts less.
  if (edge === 'top' || edge === 'left') next[edge] = crop[edge] + delta
  else next[edge] = crop[edge] - delta
  return normaliseCrop(next)
}

/**
 * Moves an edge while a drag is under way, without normalising: edges may cross while the
 * pointer is down; {@link normaliseCrop} swaps them back when it is released.
 */
export function dragCropEdge(crop: ImageCrop, edge: CropEdge, delta: number): ImageCrop {
  const next = {...crop}
  if (edge === 'top' || edge === 'left') next[edge] = crop[edge] + delta
  else next[edge] = crop[edge] - delta
  return next
}

/** Moves the whole crop by (`dx`, `dy`), keeping its size and keeping it inside the image. */
export function moveCrop(crop: ImageCrop, dx: number, dy: number): ImageCrop {
  const box = cropBox(crop)
  const left = clamp(crop.left + dx, 0, 1 - box.width)
  const top = clamp(crop.top + dy, 0, 1 - box.height)
  return {top: tidy(top), left: tidy(left), bottom: tidy(1 - top - box.height), right: tidy(1 - left - box.width)}
}

/** Moves the hotspot's centre, keeping it inside the crop. */
export function moveHotspot(hotspot: ImageHotspot, crop: ImageCrop, dx: number, dy: number): ImageHotspot {
  return clampHotspot({...hotspot, x: hotspot.x + dx, y: hotspot.y + dy}, crop)
}

/**
 * Resizes the hotspot around its centre by (`dw`, `dh`), keeping it inside the crop (its
 * centre moves in when the ellipse would reach past an edge).
 */
export function resizeHotspot(hotspot: ImageHotspot, crop: ImageCrop, dw: number, dh: number): ImageHotspot {
  return clampHotspot({...hotspot, width: Math.abs(hotspot.width + dw), height: Math.abs(hotspot.height + dh)}, crop)
}

/**
 * The rectangle of the image a preview at `aspectRatio` (width / height) shows: the largest
 * rectangle of that ratio inside the crop, placed so the hotspot's centre is as near its middle
 * as the crop allows (as image URLs with `rect` are cut).
 *
 * @param imageAspect - the image's own width / height, since fractions of width and height differ
 */
export function previewRect(
  crop: ImageCrop,
  hotspot: ImageHotspot,
  imageAspect: number,
  aspectRatio: number,
): FractionRect {
  const box = cropBox(crop)
  const boxAspect = (box.width * imageAspect) / Math.max(box.height, 1e-9)
  let width = box.width
  let height = box.height
  if (boxAspect > aspectRatio) width = (box.height * aspectRatio) / imageAspect
  else height = (box.width * imageAspect) / aspectRatio
  const left = clamp(hotspot.x - width / 2, box.left, box.left + box.width - width)
  const top = clamp(hotspot.y - height / 2, box.top, box.top + box.height - height)
  return {left, top, width, height}
}
