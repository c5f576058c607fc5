/**
 * String diffing for mendoza patches: reuse the common prefix and suffix of two strings with
 * `StringAppendSlice`, send only the changed middle. Offsets in the format are UTF-8 byte
 * offsets, measured the way the mendoza-js applier measures them (code point by code point).
 */
import {MendozaOp, type OpsBuilder} from './mendozaOps'

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff

/** UTF-8 byte length of `text`, counting lone surrogates as 3 bytes like mendoza-js does. */
export function utf8Length(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i) ?? 0
    if (code > 0xffff) {
      bytes += 4
      i++
    } else bytes += code >= 0x800 ? 3 : code >= 0x80 ? 2 : 1
  }
  return bytes
}

/** True when every UTF-16 unit of `text` below `end` is ASCII (so unit index = byte index). */
function isAsciiUpTo(text: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) >= 0x80) return false
  return true
}

/**
 * Writes ops that build `right` from `left`, and says whether they start from a copy of
 * `left` (`copy`: only appends, used when `left` is a prefix of `right`) or from an empty
 * string (`blank`). The caller compares the result with sending `right` whole.
 *
 * @param left - the old string (the current input value)
 * @param right - the new string; must differ from `left`
 * @param out - receives the ops
 * @returns the starting mode the ops assume, or undefined (and no ops) when nothing of `left`
 *   would be reused — sending `right` whole is then the honest encoding
 */
export function writeStringDiff(left: string, right: string, out: OpsBuilder): 'copy' | 'blank' | undefined {
  const limit = Math.min(left.length, right.length)
  let prefix = 0
  while (prefix < limit && left.charCodeAt(prefix) === right.charCodeAt(prefix)) prefix++
  // Never cut a surrogate pair: the applier walks whole code points.
  if (prefix > 0 && isHighSurrogate(left.charCodeAt(prefix - 1))) prefix--

  let suffix = 0
  while (
    suffix < limit - prefix &&
    left.charCodeAt(left.length - 1 - suffix) === right.charCodeAt(right.length - 1 - suffix)
  ) {
    suffix++
  }
  if (suffix > 0 && isLowSurrogate(left.charCodeAt(left.length - suffix))) suffix--

  if (prefix === left.length) {
    out.op(MendozaOp.StringAppendString, right.slice(prefix))
    return 'copy'
  }

  const leftBytes = utf8Length(left)
  const suffixStart = left.length - suffix
  // mendoza-js's simple applier resolves a slice's end offset starting from the start's
  // UTF-16 index instead of its byte offset, so a slice that starts after non-ASCII text
  // comes out too long there. Spend the suffix as a literal in that case; both appliers
  // (simple and incremental) then agree.
  const sliceSuffix = suffix > 0 && isAsciiUpTo(left, suffixStart)
  const middleEnd = sliceSuffix ? right.length - suffix : right.length
  if (prefix === 0 && !sliceSuffix) return undefined

  if (prefix > 0) out.op(MendozaOp.StringAppendSlice, 0, utf8Length(left.slice(0, prefix)))
  if (middleEnd > prefix) out.op(MendozaOp.StringAppendString, right.slice(prefix, middleEnd))
  if (sliceSuffix) out.op(MendozaOp.StringAppendSlice, suffixStart, leftBytes)
  return 'blank'
}
