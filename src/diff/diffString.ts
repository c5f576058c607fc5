import DiffMatchPatch from 'diff-match-patch'
import type {StringSegment} from './types'

/** Texts longer than this (both together) are diffed with diff-match-patch's time limit. */
const EXACT_DIFF_LIMIT = 20_000
const TIMED_DIFF_SECONDS = 0.2
/** diff-match-patch encodes each distinct word as one UTF-16 unit; more words than this fall back to characters. */
const MAX_DISTINCT_WORDS = 65_000

const differ = new DiffMatchPatch()

/** One raw piece of a text diff: `-1` removed, `0` unchanged, `1` added. */
export type TextOperation = [operation: -1 | 0 | 1, text: string]

/**
 * The operations that turn `from` into `to`: word by word when both texts have several words
 * (so a changed word reads as one word out, one word in), else character by character, cleaned
 * up for people (diff-match-patch's semantic cleanup).
 */
export function diffText(from: string, to: string): TextOperation[] {
  if (from === to) return from === '' ? [] : [[0, from]]
  if (from === '') return [[1, to]]
  if (to === '') return [[-1, from]]
  differ.Diff_Timeout = from.length + to.length <= EXACT_DIFF_LIMIT ? 0 : TIMED_DIFF_SECONDS
  const words = /\s/.test(from) && /\s/.test(to) ? diffWords(from, to) : undefined
  if (words) return words
  const operations = differ.diff_main(from, to)
  differ.diff_cleanupSemantic(operations)
  return operations.map(([operation, text]) => [operation as -1 | 0 | 1, text])
}

/** The segments of a string diff (see {@link diffText}). */
export function stringSegments(from: string, to: string): StringSegment[] {
  return diffText(from, to).map(([operation, text]) => ({action: segmentAction(operation), text}))
}

/** The segment action of a diff operation. */
export function segmentAction(operation: -1 | 0 | 1): StringSegment['action'] {
  return operation === 0 ? 'unchanged' : operation === 1 ? 'added' : 'removed'
}

// Words and the whitespace between them are tokens; each distinct token becomes one character
// (as diff-match-patch's own line mode does), so the diff works on whole words.
function diffWords(from: string, to: string): TextOperation[] | undefined {
  const tokens: string[] = []
  const codes = new Map<string, string>()
  const encode = (text: string): string | undefined => {
    let encoded = ''
    for (const token of text.match(/\s+|[^\s]+/g) ?? []) {
      let code = codes.get(token)
      if (code === undefined) {
        if (tokens.length >= MAX_DISTINCT_WORDS) return undefined
        code = String.fromCharCode(tokens.length + 1)
        codes.set(token, code)
        tokens.push(token)
      }
      encoded += code
    }
    return encoded
  }
  const fromCodes = encode(from)
  const toCodes = encode(to)
  if (fromCodes === undefined || toCodes === undefined) return undefined
  const operations = differ.diff_main(fromCodes, toCodes, false)
  differ.diff_cleanupSemantic(operations)
  const result: TextOperation[] = []
  for (const [operation, codeText] of operations) {
    let text = ''
    for (let index = 0; index < codeText.length; index++) text += tokens[codeText.charCodeAt(index) - 1]
    const last = result[result.length - 1]
    if (last && last[0] === operation) last[1] += text
    else result.push([operation as -1 | 0 | 1, text])
  }
  return result
}
