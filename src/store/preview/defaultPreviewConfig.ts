import {isBlockSchemaType, isFileSchemaType, isImageSchemaType, isObjectSchemaType} from '../../schema'
import type {PreviewConfig, PreviewValue, SchemaType} from '../../types'

const TITLE_CANDIDATES = ['title', 'name', 'label', 'heading', 'header', 'caption']
const DESCRIPTION_CANDIDATES = ['description', ...TITLE_CANDIDATES]

/**
 * The preview of a type that declares none, guessed from its fields:
 * - title: the first string field named title, name, label, heading, header or caption, else
 *   the first string field; description: a description field (or the next candidate, or the
 *   second string field); media: the first image field;
 * - images and files without such fields: the asset's original filename (and url, for images);
 * - text blocks: the text of their spans.
 *
 * A preview without a title shows the document id (see `createPreviewStore`).
 */
export function defaultPreviewConfig(type: SchemaType): PreviewConfig {
  if (isBlockSchemaType(type))
    return {select: {children: 'children'}, prepare: ({children}) => ({title: blockText(children)})}
  if (!isObjectSchemaType(type)) return {select: {}}
  const stringFields = type.fields
    .filter((field) => field.type.intrinsic === 'string' || field.type.intrinsic === 'text')
    .map((field) => field.name)
  let title = TITLE_CANDIDATES.find((candidate) => stringFields.includes(candidate))
  let description = DESCRIPTION_CANDIDATES.find((candidate) => candidate !== title && stringFields.includes(candidate))
  if (title === undefined) {
    title = stringFields[0]
    description = stringFields[1]
  }
  const media = type.fields.find((field) => field.type.intrinsic === 'image')?.name
  const select: Record<string, string> = {}
  if (title !== undefined) select.title = title
  else if (isFileSchemaType(type)) select.title = 'asset.originalFilename'
  if (description !== undefined) select.description = description
  if (media !== undefined) select.media = media
  if (isImageSchemaType(type)) select.imageUrl = 'asset.url'
  return {select}
}

function blockText(children: unknown): PreviewValue['title'] {
  if (!Array.isArray(children)) return undefined
  const text = children
    .map((child: unknown) =>
      typeof child === 'object' && child !== null && typeof (child as {text?: unknown}).text === 'string'
        ? (child as {text: string}).text
        : '',
    )
    .join('')
  return text === '' ? undefined : text
}
