// Strings of printable ASCII other than `"` and `\` are their own JSON, one byte a character.
const PLAIN_ASCII = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/

/** Whether a character code is printable ASCII other than `"` and `\`. */
function isPlain(code: number): boolean {
  return code >= 0x20 && code < 0x7f && code !== 0x22 && code !== 0x5c
}

/** The UTF-8 bytes of a string's JSON, quotes and escapes included. */
function stringBytes(text: string): number {
  // Short strings (keys, names) are quicker to look at than to match.
  if (text.length <= 32) {
    let plain = true
    for (let i = 0; i < text.length && plain; i++) plain = isPlain(text.charCodeAt(i))
    if (plain) return text.length + 2
  } else if (PLAIN_ASCII.test(text)) {
    return text.length + 2
  }
  let bytes = 2
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (isPlain(code)) bytes += 1
    else if (code === 0x22 || code === 0x5c) bytes += 2
    else if (code < 0x20)
      bytes += code === 0x08 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d ? 2 : 6
    else if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4
        i++
      } else {
        bytes += 6 // a lone surrogate is written as \udXXX
      }
    } else if (code >= 0xdc00 && code <= 0xdfff) bytes += 6
    else bytes += 3
  }
  return bytes
}

/** The bytes of a value that is not an array or a plain object. */
function scalarBytes(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return stringBytes(value)
    case 'number':
      return Number.isFinite(value) ? String(value).length : 4
    case 'boolean':
      return value ? 4 : 5
    default:
      // null, and undefined, functions and symbols where JSON writes `null`.
      return 4
  }
}

/** Whether a field is left out of an object's JSON. */
function isOmitted(field: unknown): boolean {
  return field === undefined || typeof field === 'function' || typeof field === 'symbol'
}

/** The value JSON.stringify writes for an object: what its `toJSON` gives, if it has one. */
function jsonValueOf(item: object): unknown {
  // Plain objects and arrays (nearly everything) have no toJSON; dates and groq-js values do.
  if (item.constructor === Object || Array.isArray(item)) return item
  const {toJSON} = item as {toJSON?: unknown}
  return typeof toJSON === 'function' ? (toJSON as () => unknown).call(item) : item
}

/**
 * Whether the JSON of a value could be longer than `maxBytes`, by a quick count that may
 * overestimate (six bytes a string character, 25 a number) but never underestimates.
 */
function mayExceed(value: unknown, maxBytes: number): boolean {
  let total = 0
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    let item = pending.pop()
    if (typeof item === 'object' && item !== null) item = jsonValueOf(item)
    if (typeof item === 'string') {
      total += item.length * 6 + 2
    } else if (typeof item !== 'object' || item === null) {
      // The longest a finite number is written: "-0.0000010018864795622891", 25 characters.
      total += 25
    } else if (Array.isArray(item)) {
      total += item.length + 2
      for (let i = 0; i < item.length; i++) pending.push(item[i])
    } else {
      total += 2
      for (const key in item) {
        // The key, its colon and a comma.
        total += key.length * 6 + 4
        pending.push((item as Record<string, unknown>)[key])
      }
    }
    if (total > maxBytes) return true
  }
  return false
}

/** The exact count behind {@link exceedsJsonBytes}, for a value the quick count could not clear. */
function exceedsExactly(value: unknown, maxBytes: number): boolean {
  let total = 0
  // Iterative, so a deeply nested value cannot overflow the stack.
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    let item = pending.pop()
    if (typeof item === 'object' && item !== null) item = jsonValueOf(item)
    if (typeof item !== 'object' || item === null) {
      total += scalarBytes(item)
    } else if (Array.isArray(item)) {
      // Brackets and commas.
      total += item.length === 0 ? 2 : item.length + 1
      for (const element of item) pending.push(element)
    } else {
      let fields = 0
      for (const key of Object.keys(item)) {
        const field = (item as Record<string, unknown>)[key]
        if (isOmitted(field)) continue
        // The key, its colon and the comma before it.
        total += stringBytes(key) + 2
        fields++
        pending.push(field)
      }
      // Braces, less the comma the first field does not have.
      total += fields === 0 ? 2 : 1
    }
    if (total > maxBytes) return true
  }
  return false
}

/**
 * Whether `JSON.stringify(value)`, as UTF-8, would be longer than `maxBytes`, found without
 * serialising it. Both counts stop as soon as they pass the limit, so this costs at most about
 * `maxBytes` of work however large the value is: a query result can repeat one large array
 * under every element (`*{"all": *}`), and its JSON would be the dataset times itself. A
 * value well under the limit is cleared by a quick count that overestimates (a tenth of the
 * time `JSON.stringify` takes); only one near the limit is counted to the byte.
 *
 * @example
 * exceedsJsonBytes({title: 'Hello'}, 10) // true: {"title":"Hello"} is 17 bytes
 */
export function exceedsJsonBytes(value: unknown, maxBytes: number): boolean {
  return mayExceed(value, maxBytes) && exceedsExactly(value, maxBytes)
}
