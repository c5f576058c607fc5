import type {SchemaType} from '../../../types'
import {acceptsFile, type FileDescription} from './acceptsFile'
import type {AssetKind} from './FormAssetServices'
import {DEFAULT_IMAGE_ACCEPT} from './uploadConstants'

/** The `accept` option of a file or image type; an image type without one accepts `image/*`. */
export function acceptOf(schemaType: SchemaType): string | undefined {
  const accept = (schemaType.options as {accept?: unknown} | undefined)?.accept
  if (typeof accept === 'string' && accept.trim() !== '') return accept
  return isOfIntrinsic(schemaType, 'image') ? DEFAULT_IMAGE_ACCEPT : undefined
}

/** Whether a type is an image or file type (its own name or the type it extends). */
export function isOfIntrinsic(schemaType: SchemaType, intrinsic: AssetKind): boolean {
  return schemaType.intrinsic === intrinsic
}

/**
 * The uploader that takes a file into a type: the image
 * uploader takes `image/*` files into image types, the file uploader any file into file types;
 * either only when the type's `accept` option matches too. Undefined: the type cannot take it.
 */
export function uploaderFor(schemaType: SchemaType, file: FileDescription): AssetKind | undefined {
  if (isOfIntrinsic(schemaType, 'image')) {
    return file.type.toLowerCase().startsWith('image/') && acceptsFile(acceptOf(schemaType), file) ? 'image' : undefined
  }
  if (isOfIntrinsic(schemaType, 'file')) return acceptsFile(acceptOf(schemaType), file) ? 'file' : undefined
  return undefined
}

/** Where a file dropped on an array of objects goes: the member type and the uploader. */
export interface UploadTarget {
  type: SchemaType
  kind: AssetKind
}

/**
 * The member type of an array that takes a dropped file: the first image type that takes it,
 * else the first file type (so a photo dropped on an array of images and files becomes an
 * image). Undefined: no member type can take it, and the file is rejected.
 */
export function uploadTargetFor(of: readonly SchemaType[], file: FileDescription): UploadTarget | undefined {
  for (const intrinsic of ['image', 'file'] as const) {
    for (const type of of) {
      if (!isOfIntrinsic(type, intrinsic)) continue
      const kind = uploaderFor(type, file)
      if (kind) return {type, kind}
    }
  }
  return undefined
}
