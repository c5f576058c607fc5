/** A region of an image, in its displayed pixels. */
export interface PixelRect {
  left: number
  top: number
  width: number
  height: number
}

/**
 * How much of the image is cut away on each side, as fractions of its width or height.
 * @beta
 */
export interface ImageCropValue {
  /** Fraction of the height cut from the top, 0–1. */
  top: number
  /** Fraction of the height cut from the bottom, 0–1. */
  bottom: number
  /** Fraction of the width cut from the left, 0–1. */
  left: number
  /** Fraction of the width cut from the right, 0–1. */
  right: number
}

/**
 * The part of the image that must stay in view: a centre and a size, as fractions.
 * @beta
 */
export interface ImageHotspotValue {
  /** Horizontal centre as a fraction of the image width, 0 (left edge) to 1 (right edge). */
  x: number
  /** Vertical centre as a fraction of the image height, 0 (top edge) to 1 (bottom edge). */
  y: number
  /** Width as a fraction of the image width, 0–1. */
  width: number
  /** Height as a fraction of the image height, 0–1. */
  height: number
}

/** The crop of an image without one: nothing cut away (every edge 0). */
export const DEFAULT_CROP: Readonly<ImageCropValue> = Object.freeze({top: 0, bottom: 0, left: 0, right: 0})

/** The hotspot of an image without one: the whole image, centred (x and y 0.5, width and height 1). */
export const DEFAULT_HOTSPOT: Readonly<ImageHotspotValue> = Object.freeze({x: 0.5, y: 0.5, width: 1, height: 1})

const fraction = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

/** The crop of a value with the defaults filled in; malformed sides count as 0. */
export function cropOf(value: Partial<ImageCropValue> | undefined): ImageCropValue {
  return {
    top: fraction(value?.top, 0),
    bottom: fraction(value?.bottom, 0),
    left: fraction(value?.left, 0),
    right: fraction(value?.right, 0),
  }
}

/** The hotspot of a value with the defaults filled in. */
export function hotspotOf(value: Partial<ImageHotspotValue> | undefined): ImageHotspotValue {
  return {
    x: fraction(value?.x, 0.5),
    y: fraction(value?.y, 0.5),
    width: fraction(value?.width, 1),
    height: fraction(value?.height, 1),
  }
}

/** The crop of an image of `width`×`height` pixels as a pixel rectangle. */
export function cropRect(crop: ImageCropValue, width: number, height: number): PixelRect {
  const left = Math.round(crop.left * width)
  const top = Math.round(crop.top * height)
  return {
    left,
    top,
    width: Math.round(width - crop.right * width - left),
    height: Math.round(height - crop.bottom * height - top),
  }
}

/**
 * The rectangle of the source image an output of `outWidth`×`outHeight` shows: the crop, cut to
 * the output's aspect ratio around the hotspot's centre and kept inside the crop, as hosted
 * image URL builders compute it (so the same crop and hotspot frame an image the same way).
 */
export function fitRect(
  crop: PixelRect,
  hotspot: ImageHotspotValue,
  imageWidth: number,
  imageHeight: number,
  outWidth: number,
  outHeight: number,
): PixelRect {
  const desired = outWidth / outHeight
  const centreX = hotspot.x * imageWidth
  const centreY = hotspot.y * imageHeight
  if (crop.width / crop.height > desired) {
    // Wider than asked for: cut from the sides.
    const height = Math.round(crop.height)
    const width = Math.round(height * desired)
    let left = Math.max(0, Math.round(centreX - width / 2))
    if (left < crop.left) left = crop.left
    else if (left + width > crop.left + crop.width) left = crop.left + crop.width - width
    return {left, top: Math.max(0, Math.round(crop.top)), width, height}
  }
  // Taller than asked for: cut from the top and bottom.
  const width = crop.width
  const height = Math.round(width / desired)
  let top = Math.max(0, Math.round(centreY - height / 2))
  if (top < crop.top) top = crop.top
  else if (top + height > crop.top + crop.height) top = crop.top + crop.height - height
  return {left: Math.max(0, Math.round(crop.left)), top, width, height}
}
