import {isRecord} from '../document'

/** How deep the attribute-equality index goes (`a.b.c`). */
export const ATTRIBUTE_INDEX_DEPTH = 3
/** Longer strings are not worth an equality index; queries on them fall back to a scan of the other candidates. */
export const ATTRIBUTE_INDEX_MAX_LENGTH = 128

/** Whether the attribute-equality index holds a value of this kind and size. */
export function isIndexedAttributeValue(value: unknown): value is string | boolean {
  return (typeof value === 'string' && value.length <= ATTRIBUTE_INDEX_MAX_LENGTH) || typeof value === 'boolean'
}

/**
 * System fields every write changes: an equality index on them would cost two index writes
 * per transaction (remove the old value, add the new), and GROQ compares them by range
 * (`_updatedAt > $since`) or reads them from a document already found, not by equality.
 */
const UNINDEXED_SYSTEM_FIELDS = new Set(['_id', '_type', '_rev', '_updatedAt'])

/** Whether the attribute-equality index holds values at this dotted path. */
export function isIndexedAttributePath(path: string): boolean {
  return !UNINDEXED_SYSTEM_FIELDS.has(path) && path.split('.').length <= ATTRIBUTE_INDEX_DEPTH
}

/**
 * The scalar leaves of a document that the attribute-equality index holds: strings (up to
 * {@link ATTRIBUTE_INDEX_MAX_LENGTH} characters) and booleans at dotted paths up to
 * {@link ATTRIBUTE_INDEX_DEPTH} deep, outside arrays (GROQ's `a.b` yields null through an
 * array). Numbers are left out: GROQ filters numbers by range far more often than by equality,
 * and counters that change on every write would cost index writes for nothing. `_id` and
 * `_type` have their own indexes; `_rev` and `_updatedAt` change on every write and are left out.
 */
export function attributeValues(document: object): Array<{path: string; value: string | number | boolean}> {
  const out: Array<{path: string; value: string | number | boolean}> = []
  const visit = (node: object, prefix: string, depth: number): void => {
    for (const [key, value] of Object.entries(node)) {
      if (depth === 0 && UNINDEXED_SYSTEM_FIELDS.has(key)) continue
      const path = prefix ? `${prefix}.${key}` : key
      if (isIndexedAttributeValue(value)) {
        out.push({path, value})
      } else if (
        value !== null &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        depth + 1 < ATTRIBUTE_INDEX_DEPTH
      ) {
        visit(value, path, depth + 1)
      }
    }
  }
  visit(document, '', 0)
  return out
}

/** The value at a dotted path, or undefined when the path crosses an array or a non-object. */
export function valueAtDottedPath(document: unknown, path: string): unknown {
  let node: unknown = document
  for (const key of path.split('.')) {
    // Own properties only, as GROQ attribute access reads them.
    if (!isRecord(node) || !Object.hasOwn(node, key)) return undefined
    node = node[key]
  }
  return node
}
