import {utf8} from './assetBytes'

// Enough for an XML declaration, a doctype and a licence comment before the root element.
const SVG_SNIFF_BYTES = 64 * 1024

/** Index just past the end of the prologue item (declaration, comment, doctype) at `at`, or -1. */
function skipPrologueItem(text: string, at: number): number {
  if (text.startsWith('<?', at)) {
    const end = text.indexOf('?>', at + 2)
    return end < 0 ? -1 : end + 2
  }
  if (text.startsWith('<!--', at)) {
    const end = text.indexOf('-->', at + 4)
    return end < 0 ? -1 : end + 3
  }
  if (/^<!doctype\s+svg[\s>[]/i.test(text.slice(at, at + 14))) {
    // An internal subset `[...]` may hold `>` characters of its own.
    const close = text.indexOf('>', at)
    const subset = text.indexOf('[', at)
    if (subset >= 0 && (close < 0 || subset < close)) {
      const subsetEnd = text.indexOf(']', subset)
      if (subsetEnd < 0) return -1
      const end = text.indexOf('>', subsetEnd)
      return end < 0 ? -1 : end + 1
    }
    return close < 0 ? -1 : close + 1
  }
  return -1
}

/**
 * Where the root `<svg` element of an SVG document starts in `text`, or -1 when `text` is no
 * SVG document (see {@link isSvg}).
 */
export function svgRootElementStart(text: string): number {
  // A plain scan rather than one big regular expression: no backtracking on hostile input.
  let at = text.startsWith('\uFEFF') ? 1 : 0
  while (at < text.length) {
    const char = text[at] ?? ''
    if (/\s/.test(char)) {
      at++
      continue
    }
    if (char !== '<') return -1
    if (/^<svg[\s>/]/i.test(text.slice(at, at + 5))) return at
    at = skipPrologueItem(text, at)
    if (at < 0) return -1
  }
  return -1
}

/** The first 64 KB of the bytes as text when they may be an SVG document (no NUL byte), else undefined. */
export function svgSniffText(bytes: Uint8Array): string | undefined {
  const head = bytes.subarray(0, SVG_SNIFF_BYTES)
  // Binary formats have NUL bytes early on; UTF-16 SVGs are rare enough to not be accepted.
  if (head.includes(0)) return undefined
  return utf8(head)
}

/**
 * True when the bytes are an SVG document: UTF-8 text whose root element is `<svg>`, after an
 * optional byte-order mark, XML declaration, comments and an SVG doctype, all within the first
 * 64 KB. Text that merely mentions `<svg` somewhere (an HTML page with inline SVG) is not an
 * SVG document.
 *
 * @example
 * isSvg(new TextEncoder().encode('<?xml version="1.0"?><svg width="10" height="10"/>')) // true
 */
export function isSvg(bytes: Uint8Array): boolean {
  const text = svgSniffText(bytes)
  return text !== undefined && svgRootElementStart(text) >= 0
}
