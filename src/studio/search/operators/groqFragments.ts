import {isRecord} from '../../../document'

/** A GROQ string literal (JSON's string syntax is GROQ's). */
export const literal = (value: string | number | boolean): string => JSON.stringify(value)

/** A finite number from a value (numbers, numeric strings), else null. */
export function toNumber(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number.parseFloat(value)
        : NaN
  return Number.isFinite(number) ? number : null
}

/** A non-empty string from a value, else null. */
export function toText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/** The `_ref` of a reference value `{_ref, _type}`, else null. */
export function toRef(value: unknown): string | null {
  return isRecord(value) && typeof value._ref === 'string' && value._ref !== '' ? value._ref : null
}

/**
 * A predicate on a field, written for a path with array steps too: `authors[].name == "x"`
 * holds when some author's name is "x", which GROQ says as `count(authors[name == "x"]) > 0`
 * (a path through an array yields an array, which equals no string).
 *
 * @param fieldPath - dotted path, array items as `[]` (`authors[].name`)
 * @param build - the predicate on the path, given as it reads inside the innermost array
 */
export function fieldPredicate(fieldPath: string, build: (path: string) => string): string {
  const index = fieldPath.indexOf('[]')
  if (index < 0 || index === fieldPath.length - 2) return build(fieldPath)
  const head = fieldPath.slice(0, index)
  const rest = fieldPath.slice(index + 2).replace(/^\./, '')
  return `count(${head}[${fieldPredicate(rest, build)}]) > 0`
}

/** Joins fragments with `&&`, leaving out missing ones; null when none is left. */
export function allOf(...fragments: Array<string | null>): string | null {
  const present = fragments.filter((fragment): fragment is string => fragment !== null)
  return present.length ? present.join(' && ') : null
}
