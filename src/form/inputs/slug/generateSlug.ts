import {getValueAtPath, stringToPath} from '../../../document'
import type {ContentDocument, ObjectSchemaType, Path, SlugOptions} from '../../../types'
import {SLUG_DEFAULT_MAX_LENGTH} from '../../constants'
import {slugify} from './slugify'

/** What a slug's `options.source` function and `options.slugify` receive as their context. */
export interface SlugContext {
  /** The value of the object the slug is a field of (the document, for a slug at the top). */
  parent: unknown
  /** Where that object is, from the document root. */
  parentPath: Path
}

/**
 * Thrown by {@link generateSlug} when there is nothing to make a slug from: the type names no
 * `options.source`, or the source is empty (the input shows 'Source is missing').
 */
export class SlugSourceMissingError extends Error {
  constructor() {
    super('Source is missing')
    this.name = 'SlugSourceMissingError'
  }
}

/**
 * Makes the slug of a slug field from its source: reads `options.source` — a path in the
 * document (`'title'`, `'seo.title'`, or a path array) or a function
 * `(document, context) => text | Promise<text>` — and passes the trimmed text to
 * `options.slugify(text, schemaType, context)`, or to the default {@link slugify} truncated to
 * `options.maxLength` (200 unless given). A number source is used as its digits.
 *
 * @param schemaType - The slug type (its options say where the source is and how to slugify).
 * @param document - The document the slug is in, as it is now.
 * @param path - Where the slug is, from the document root.
 * @returns The slug; empty when the source holds no letters or digits.
 * @throws {@link SlugSourceMissingError} when there is no source, or it is empty
 * @throws TypeError when a custom slugify returns something else than a string
 */
export async function generateSlug(schemaType: ObjectSchemaType, document: unknown, path: Path): Promise<string> {
  const options = (schemaType.options ?? {}) as SlugOptions
  const parentPath = path.slice(0, -1)
  const context: SlugContext = {parent: getValueAtPath(document, parentPath), parentPath}
  const text = sourceText(await sourceValue(options.source, document, context))
  if (text === undefined) throw new SlugSourceMissingError()
  if (!options.slugify) return slugify(text, options.maxLength ?? SLUG_DEFAULT_MAX_LENGTH)
  const slug: unknown = await options.slugify(text, schemaType, context)
  if (typeof slug !== 'string')
    throw new TypeError(
      `The slugify option of the type "${schemaType.name}" must return a string, got ${slug === null ? 'null' : typeof slug}`,
    )
  return slug
}

async function sourceValue(source: SlugOptions['source'], document: unknown, context: SlugContext): Promise<unknown> {
  if (typeof source === 'function') return source((document ?? {}) as ContentDocument, context)
  if (typeof source === 'string') return getValueAtPath(document, stringToPath(source))
  if (Array.isArray(source)) return getValueAtPath(document, source)
  return undefined
}

function sourceText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  return text === '' ? undefined : text
}
