/**
 * A path into a value as the preview store takes it: dotted (`author.name`, `images.0.asset`)
 * or as segments (`['author', 'name']`, `['images', 0, 'asset']`). A path that passes through a
 * reference continues in the referenced document.
 * @beta
 */
export type PreviewPath = string | ReadonlyArray<string | number>

/**
 * Turns preview paths into lists of string segments (array indices as digit strings).
 *
 * @throws TypeError for a path that is empty, has an empty segment or is neither a string nor
 * an array of strings and non-negative integers.
 * @example
 * normalizePreviewPaths(['title', 'author.name', ['images', 0]]) // [['title'], ['author', 'name'], ['images', '0']]
 */
export function normalizePreviewPaths(paths: readonly PreviewPath[]): string[][] {
  if (!Array.isArray(paths) || paths.length === 0)
    throw new TypeError('Preview paths must be a non-empty array of dotted paths or path segment arrays')
  return paths.map((path) => {
    const segments = typeof path === 'string' ? path.split('.') : Array.isArray(path) ? path.map(segmentOf) : undefined
    if (
      segments === undefined ||
      segments.length === 0 ||
      segments.some((segment) => segment === undefined || segment === '')
    ) {
      throw new TypeError(
        `Invalid preview path ${JSON.stringify(path)}: use a dotted path such as "author.name" or segments such as ["images", 0]`,
      )
    }
    return segments as string[]
  })
}

function segmentOf(segment: unknown): string | undefined {
  if (typeof segment === 'string') return segment
  if (typeof segment === 'number' && Number.isInteger(segment) && segment >= 0) return String(segment)
  return undefined
}

/**
 * The value at string segments: object properties by name (own properties only), array items
 * by digit-string index. `undefined` when a step is missing.
 */
export function readPreviewPath(value: unknown, segments: readonly string[]): unknown {
  let current = value
  for (const segment of segments) {
    if (Array.isArray(current)) {
      current = /^\d+$/.test(segment) ? current[Number(segment)] : undefined
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, segment)) {
      current = (current as Record<string, unknown>)[segment]
    } else {
      return undefined
    }
  }
  return current
}
