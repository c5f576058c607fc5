import type {Path} from '../types'
import {JsonMatchSyntaxError} from './JsonMatchSyntaxError'
import {isKeyedSegment} from './pathSegment'

/**
 * One step of a parsed JSONMatch expression.
 *
 * - `attribute`: an object property (`a`, `["weird key"]`)
 * - `index`: an array item; negative indices count from the end (`[-1]` is the last item)
 * - `key`: the array items whose `_key` equals `key` (`[_key=="k"]`)
 * - `slice`: a range of array items, end exclusive; `null` means open (`[2:]`, `[:3]`)
 * - `wildcard`: every array item or object property (`[*]`, `.*`)
 */
export type JsonMatchSegment =
  | {type: 'attribute'; name: string}
  | {type: 'index'; index: number}
  | {type: 'key'; key: string}
  | {type: 'slice'; start: number | null; end: number | null}
  | {type: 'wildcard'}

/**
 * A parsed JSONMatch expression: the steps from the root, in order. The empty list (written
 * `@`) selects the root value itself.
 */
export type JsonMatchPath = JsonMatchSegment[]

const IDENTIFIER_START = /[A-Za-z_$]/
const IDENTIFIER_PART = /[A-Za-z0-9_$]/
const DIGIT = /[0-9]/

/** Whether a property name can be written bare (`a.name`) rather than quoted (`a["na me"]`). */
export function isJsonMatchIdentifier(name: string): boolean {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name)
}

/**
 * Parses the JSONMatch subset that content-lake patches use into a list of segments.
 *
 * Supported: `a.b`, `a["weird key"]` / `a['weird key']`, `arr[2]`, `arr[-1]`,
 * `arr[_key=="k"]` (either quote, spaces around `==` allowed), slices `arr[2:]`, `arr[:3]`,
 * `arr[1:3]`, wildcards `arr[*]` / `a.*`, and `@` for the root. Recursive descent (`..`),
 * unions and filters other than `_key ==` are not supported and throw.
 *
 * @throws {@link JsonMatchSyntaxError} with the position of the first offending character.
 * @example
 * ```ts
 * parseJsonMatch('body[_key=="a"].children[-1]')
 * // [{type: 'attribute', name: 'body'}, {type: 'key', key: 'a'},
 * //  {type: 'attribute', name: 'children'}, {type: 'index', index: -1}]
 * ```
 */
export function parseJsonMatch(expression: string): JsonMatchPath {
  return new JsonMatchParser(expression).parse()
}

/**
 * Converts a {@link Path} to JSONMatch segments: names become attributes, numbers indices,
 * `{_key}` key selectors and `[from, to]` slices.
 */
export function pathToJsonMatch(path: Path): JsonMatchPath {
  return path.map((segment): JsonMatchSegment => {
    if (typeof segment === 'string') return {type: 'attribute', name: segment}
    if (typeof segment === 'number') return {type: 'index', index: segment}
    if (isKeyedSegment(segment)) return {type: 'key', key: segment._key}
    const [start, end] = segment
    return {type: 'slice', start: start === '' ? null : start, end: end === '' ? null : end}
  })
}

class JsonMatchParser {
  private position = 0

  constructor(private readonly source: string) {}

  parse(): JsonMatchPath {
    const segments: JsonMatchPath = []
    if (this.source.length === 0) this.fail('Expected an expression')
    if (this.peek() === '@') {
      this.position++
      if (this.atEnd()) return segments
      if (this.peek() !== '.' && this.peek() !== '[') this.fail('Expected "." or "[" after "@"')
      if (this.peek() === '.') this.position++
    }
    // The first step has no leading dot.
    if (this.peek() === '[') segments.push(this.parseBracket())
    else segments.push(this.parseDotted())
    while (!this.atEnd()) {
      const char = this.peek()
      if (char === '[') segments.push(this.parseBracket())
      else if (char === '.') {
        this.position++
        if (this.peek() === '.') this.fail('Recursive descent ("..") is not supported')
        segments.push(this.parseDotted())
      } else this.fail(`Unexpected ${JSON.stringify(char)}`)
    }
    return segments
  }

  private parseDotted(): JsonMatchSegment {
    if (this.peek() === '*') {
      this.position++
      return {type: 'wildcard'}
    }
    const start = this.position
    if (!IDENTIFIER_START.test(this.peek())) {
      if (DIGIT.test(this.peek())) this.fail('A property name cannot start with a digit; use ["name"]')
      this.fail(this.atEnd() ? 'Expected a property name' : `Unexpected ${JSON.stringify(this.peek())}`)
    }
    while (!this.atEnd() && IDENTIFIER_PART.test(this.peek())) this.position++
    return {type: 'attribute', name: this.source.slice(start, this.position)}
  }

  private parseBracket(): JsonMatchSegment {
    this.expect('[')
    this.skipSpaces()
    const segment = this.parseBracketContent()
    this.skipSpaces()
    this.expect(']')
    return segment
  }

  private parseBracketContent(): JsonMatchSegment {
    const char = this.peek()
    if (char === '*') {
      this.position++
      return {type: 'wildcard'}
    }
    if (char === '"' || char === "'") return {type: 'attribute', name: this.parseString()}
    if (char === '-' || DIGIT.test(char) || char === ':') {
      const start = this.parseOptionalInteger()
      this.skipSpaces()
      if (this.peek() !== ':') {
        if (start === null) this.fail('Expected an index')
        return {type: 'index', index: start}
      }
      this.position++
      this.skipSpaces()
      const end = this.parseOptionalInteger()
      return {type: 'slice', start, end}
    }
    if (IDENTIFIER_START.test(char)) {
      const nameStart = this.position
      const name = this.parseDotted()
      if (name.type !== 'attribute' || name.name !== '_key') {
        this.position = nameStart
        this.fail('Only _key == "…" filters are supported')
      }
      this.skipSpaces()
      if (!this.source.startsWith('==', this.position)) this.fail('Expected "=="')
      this.position += 2
      this.skipSpaces()
      if (this.peek() !== '"' && this.peek() !== "'") this.fail('Expected a quoted key')
      return {type: 'key', key: this.parseString()}
    }
    return this.fail(this.atEnd() ? 'Unterminated "["' : `Unexpected ${JSON.stringify(char)}`)
  }

  private parseOptionalInteger(): number | null {
    const start = this.position
    if (this.peek() === '-') this.position++
    const digitsStart = this.position
    while (!this.atEnd() && DIGIT.test(this.peek())) this.position++
    if (this.position === digitsStart) {
      if (this.position > start) this.fail('Expected digits after "-"')
      return null
    }
    return Number(this.source.slice(start, this.position))
  }

  /** A quoted string with JSON escapes; `\'` is also allowed inside single quotes. */
  private parseString(): string {
    const quote = this.peek()
    const openedAt = this.position
    this.position++
    let result = ''
    for (;;) {
      if (this.atEnd()) {
        this.position = openedAt
        this.fail('Unterminated string')
      }
      const char = this.source[this.position] as string
      this.position++
      if (char === quote) return result
      if (char !== '\\') {
        result += char
        continue
      }
      result += this.parseEscape()
    }
  }

  private parseEscape(): string {
    const escaped = this.peek()
    const simple: Record<string, string> = {
      '"': '"',
      "'": "'",
      '\\': '\\',
      '/': '/',
      b: '\b',
      f: '\f',
      n: '\n',
      r: '\r',
      t: '\t',
    }
    const replacement = simple[escaped]
    if (replacement !== undefined) {
      this.position++
      return replacement
    }
    if (escaped === 'u') {
      const hex = this.source.slice(this.position + 1, this.position + 5)
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('Invalid \\u escape')
      this.position += 5
      return String.fromCharCode(parseInt(hex, 16))
    }
    return this.fail('Invalid escape')
  }

  private skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.position++
  }

  private expect(char: string): void {
    if (this.peek() !== char)
      this.fail(this.atEnd() ? `Expected "${char}"` : `Expected "${char}" but found ${JSON.stringify(this.peek())}`)
    this.position++
  }

  private peek(): string {
    return this.source[this.position] ?? ''
  }

  private atEnd(): boolean {
    return this.position >= this.source.length
  }

  private fail(reason: string): never {
    throw new JsonMatchSyntaxError(this.source, this.position, reason)
  }
}
