import type {Patch} from '../../../../types'
import {set, setIfMissing} from '../../../patch/patches'
import type {ImageCrop, ImageHotspot} from './imageToolGeometry'

/** The `_type` of a stored crop, as image values carry it. */
export const IMAGE_CROP_TYPE = 'sanity.imageCrop'

/** The `_type` of a stored hotspot, as image values carry it. */
export const IMAGE_HOTSPOT_TYPE = 'sanity.imageHotspot'

/**
 * The patches that store a crop and a hotspot on an image value (paths relative to the value):
 * the value's `_type` when it has none yet, then both objects whole, so an edit never leaves a
 * half-written crop behind.
 *
 * @param valueType - the image value's `_type` (`image` unless the schema names another)
 */
export function imageToolPatches(valueType: string, crop: ImageCrop, hotspot: ImageHotspot): Patch[] {
  return [
    setIfMissing({_type: valueType}),
    set({_type: IMAGE_CROP_TYPE, top: crop.top, bottom: crop.bottom, left: crop.left, right: crop.right}, ['crop']),
    set({_type: IMAGE_HOTSPOT_TYPE, x: hotspot.x, y: hotspot.y, height: hotspot.height, width: hotspot.width}, [
      'hotspot',
    ]),
  ]
}
