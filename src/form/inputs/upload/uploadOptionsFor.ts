import type {SchemaType} from '../../../types'
import type {AssetUploadOptions} from './FormAssetServices'

/** Metadata an asset source hands over with a file, kept on the asset document. */
export interface AssetDocumentProps {
  originalFilename?: string
  label?: string
  title?: string
  description?: string
  creditLine?: string
  source?: {name: string; id?: string; url?: string}
}

/**
 * The options of an upload into a type: the file's name (kept unless the
 * type says `options.storeOriginalFilename: false`), the image metadata to extract (an image
 * type's `options.metadata`, e.g. `['blurhash', 'lqip', 'palette', 'location']`), and what an
 * asset source said about the file (label, title, description, credit line, source).
 */
export function uploadOptionsFor(
  schemaType: SchemaType,
  file: File,
  props: AssetDocumentProps = {},
): AssetUploadOptions {
  const typeOptions = (schemaType.options ?? {}) as {storeOriginalFilename?: unknown; metadata?: unknown}
  const options: AssetUploadOptions = {
    filename: props.originalFilename ?? file.name,
    preserveFilename: typeOptions.storeOriginalFilename !== false,
  }
  if (schemaType.intrinsic === 'image' && Array.isArray(typeOptions.metadata)) {
    options.extract = typeOptions.metadata.filter((entry): entry is string => typeof entry === 'string')
  }
  for (const key of ['label', 'title', 'description', 'creditLine'] as const) {
    const value = props[key]
    if (typeof value === 'string' && value !== '') options[key] = value
  }
  if (props.source) options.source = props.source
  return options
}
