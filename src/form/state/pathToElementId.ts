import type {Path, PathSegment} from '../../types'

/**
 * The part of a DOM id that names `path`: only ASCII letters, digits, `_`, `.` and `-` — no
 * quotes or brackets, so the id works in `<label for>`, attribute selectors and `#id` (dots
 * escaped) as it is. Every path gets its own id, and it is the same every time:
 *
 * - a field name is written as it is, after a `.` unless it comes first (and is not empty):
 *   `seo.title`;
 * - an index is `_` and its digits (`_n` and the digits when negative): `tags_0`;
 * - a key is `_key-` and the key: `links_key-abc.label` for `links[_key=="abc"].label`;
 * - a slice is `_s`, its start, `t`, its end: `_s1t3`, `_s2t`;
 * - in names and keys, `_` is written `__` and any character other than an ASCII letter or digit
 *   `_x` and its UTF-16 code unit in 4 hex digits (`-` is `_x002d`).
 *
 * Every part starts with `.` or with `_` and a digit, `n`, `s` or `k`, which no escaped name or
 * key contains (there `_` is followed by `_` or `x`), so an id reads back one way only: two
 * different paths never give the same id. A `-` appears only right after `_key`, so no id
 * equals another with a suffix such as `-title` (see `fieldElementIds`) or `--fieldset-…`
 * appended. The empty path gives the empty string. @internal
 */
export function pathToElementId(path: Path): string {
  let result = ''
  path.forEach((segment, index) => {
    result += segmentToElementId(segment, index === 0)
  })
  return result
}

function segmentToElementId(segment: PathSegment, first: boolean): string {
  // A first empty name gets its dot, or `['']` would read as the empty path.
  if (typeof segment === 'string')
    return first && segment !== '' ? escapeElementIdText(segment) : `.${escapeElementIdText(segment)}`
  if (typeof segment === 'number') return `_${indexToElementId(segment)}`
  if (Array.isArray(segment)) return `_s${indexToElementId(segment[0])}t${indexToElementId(segment[1])}`
  return `_key-${escapeElementIdText(segment._key)}`
}

function indexToElementId(index: number | ''): string {
  if (index === '') return ''
  if (!Number.isSafeInteger(index)) throw new Error(`A path index must be an integer, not ${index}`)
  return index < 0 ? `n${-index}` : String(index)
}

/**
 * `text` with only ASCII letters and digits left as they are: `_` becomes `__`, any other
 * UTF-16 code unit `_x` and 4 hex digits. Different texts never give the same result. @internal
 */
export function escapeElementIdText(text: string): string {
  // Most names and keys need no escaping: a form of 10,000 fields asks for as many ids.
  if (PLAIN.test(text)) return text
  let result = ''
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (isAsciiLetterOrDigit(code)) result += text[index]
    else if (code === UNDERSCORE) result += '__'
    else result += `_x${code.toString(16).padStart(4, '0')}`
  }
  return result
}

const UNDERSCORE = 0x5f
const PLAIN = /^[A-Za-z0-9]*$/

function isAsciiLetterOrDigit(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)
}
