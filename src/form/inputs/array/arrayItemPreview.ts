import {isRecord} from '../../../document'
import type {ObjectSchemaType, SchemaType} from '../../../types'
import {blockPlainText} from '../portableText/portableTextValue'
import {typeTitle} from './arrayOptions'

/** What a row shows of an object item: the fields of its preview. */
export interface ArrayItemPreviewFields {
  /** Never empty: the type's title when the value gives none. */
  title: string
  subtitle?: string
  description?: string
  /** A React element or component, as a `prepare` may return. */
  media?: unknown
  imageUrl?: string
}

/**
 * The preview of an object item, from its own value (references are not followed: the form
 * has no store). With `preview.select` on the item's type the selected paths (dotted, `0` for an
 * array index) are read and passed through `preview.prepare` when there is one; without it the
 * title is the item's first string field (a text block's text) and the media the item itself (an image) or its first
 * image field. A missing title falls back to the type's title, and a
 * `prepare` that throws or returns something else than an object is ignored, as if the type had
 * no preview.
 */
export function arrayItemPreview(type: SchemaType, value: unknown): ArrayItemPreviewFields {
  const fallback = typeTitle(type)
  const item = isRecord(value) ? value : {}
  const fields = (type.preview && selectedFields(type, item)) ?? {
    ...firstStringField(type, item),
    ...guessedMedia(type, item),
  }
  const text = (field: unknown) =>
    typeof field === 'string' && field.trim() !== ''
      ? field
      : typeof field === 'number' && Number.isFinite(field)
        ? String(field)
        : undefined
  const title = text(fields.title)
  const subtitle = text(fields.subtitle)
  const description = text(fields.description)
  return {
    title: title ?? fallback,
    ...(subtitle === undefined ? {} : {subtitle}),
    ...(description === undefined ? {} : {description}),
    ...(fields.media === undefined || fields.media === null ? {} : {media: fields.media}),
    ...(typeof fields.imageUrl === 'string' ? {imageUrl: fields.imageUrl} : {}),
  }
}

function selectedFields(type: SchemaType, item: Record<string, unknown>): Record<string, unknown> | undefined {
  const {select, prepare} = type.preview!
  const selection: Record<string, unknown> = {}
  for (const [name, path] of Object.entries(select ?? {})) {
    if (typeof path === 'string') selection[name] = readPath(item, path)
  }
  if (!prepare) return select ? selection : undefined
  try {
    const prepared = prepare(selection)
    return isRecord(prepared) ? prepared : undefined
  } catch {
    return undefined
  }
}

/**
 * The media of an item without a preview config, as the store guesses it: an image item is its
 * own media, any other object shows its first image field.
 */
function guessedMedia(type: SchemaType, item: Record<string, unknown>): Record<string, unknown> {
  if (type.intrinsic === 'image') return isRecord(item.asset) ? {media: item} : {}
  const field = (type as ObjectSchemaType).fields?.find((candidate) => candidate.type.intrinsic === 'image')
  return field && isRecord(item[field.name]) ? {media: item[field.name]} : {}
}

function firstStringField(type: SchemaType, item: Record<string, unknown>): Record<string, unknown> {
  // A text block is previewed by its text, not by its first string field (its style).
  if (type.intrinsic === 'block') return {title: blockPlainText(item)}
  const field = (type as ObjectSchemaType).fields?.find((candidate) => candidate.type.jsonType === 'string')
  return field ? {title: item[field.name]} : {}
}

function readPath(value: unknown, path: string): unknown {
  let current = value
  for (const segment of path.split('.')) {
    if (Array.isArray(current) && /^\d+$/.test(segment)) current = current[Number(segment)]
    else if (isRecord(current)) current = current[segment]
    else return undefined
  }
  return current
}
