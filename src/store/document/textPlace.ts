import {getOwn, isKeyedSegment, isRecord} from '../../document'
import type {Path} from '../../types'

/**
 * What a path that names exactly one place holds, seen as text: the string there, or `''`
 * with `missing` when nothing is there (a text input shows an empty field then).
 */
export interface TextPlace {
  text: string
  missing: boolean
}

const MISSING: TextPlace = {text: '', missing: true}

/**
 * The text at `path` in a document, or `undefined` when the place is not text: it holds
 * something other than a string, the way to it goes through something that is not a container,
 * the path may name several places (a slice, or a `_key` that more than one item has — a patch
 * of such a path changes each of them, so it cannot stand for one text edit), or it names an
 * array item by position (an insert elsewhere shifts it, so a different text there may be
 * another item's rather than an edit of the same one).
 */
export function textPlaceAt(document: unknown, path: Path): TextPlace | undefined {
  let current = document
  for (const segment of path) {
    if (current === undefined) return MISSING
    if (typeof segment === 'string') {
      if (!isRecord(current)) return undefined
      current = getOwn(current, segment)
    } else if (!Array.isArray(current)) {
      return undefined
    } else if (isKeyedSegment(segment)) {
      let found: unknown
      for (const item of current as unknown[]) {
        if (!isRecord(item) || item._key !== segment._key) continue
        if (found !== undefined) return undefined
        found = item
      }
      current = found
    } else {
      return undefined
    }
  }
  if (current === undefined) return MISSING
  return typeof current === 'string' ? {text: current, missing: false} : undefined
}
