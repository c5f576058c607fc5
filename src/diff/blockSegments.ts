import {isRecord} from '../document'
import {diffText, segmentAction} from './diffString'
import type {BlockSegment} from './types'

/** One span of a block: its text and its marks, by name (`strong`, `link`, …), sorted. */
interface SpanText {
  text: string
  marks: string[]
}

/**
 * The text of two versions of a portable-text block as segments with their marks: the
 * block's spans' text joined is diffed (word-level for texts of several words), and each
 * piece is cut where the marks on either side change, so an unchanged word that was made
 * bold shows with `marks: ['strong']`, `fromMarks: []`. A block missing on one side gives
 * its whole text as added or removed.
 */
export function blockSegments(from: unknown, to: unknown): {segments: BlockSegment[]; marksChanged: boolean} {
  const fromSpans = spansOf(from)
  const toSpans = spansOf(to)
  const fromCursor = new SpanCursor(fromSpans)
  const toCursor = new SpanCursor(toSpans)
  const segments: BlockSegment[] = []
  let marksChanged = false
  const push = (segment: BlockSegment) => {
    const last = segments[segments.length - 1]
    if (
      last &&
      last.action === segment.action &&
      sameMarks(last.marks, segment.marks) &&
      sameMarks(last.fromMarks, segment.fromMarks)
    ) {
      last.text += segment.text
    } else segments.push(segment)
  }
  const text = (spans: SpanText[]) => spans.map((span) => span.text).join('')
  for (const [operation, piece] of diffText(text(fromSpans), text(toSpans))) {
    let left = piece.length
    while (left > 0) {
      if (operation === 0) {
        const fromSpan = fromCursor.current()
        const toSpan = toCursor.current()
        const length = Math.min(left, fromCursor.remaining(), toCursor.remaining())
        const differs = !sameMarks(fromSpan.marks, toSpan.marks)
        if (differs) marksChanged = true
        push({
          action: 'unchanged',
          text: piece.slice(piece.length - left, piece.length - left + length),
          marks: toSpan.marks,
          ...(differs ? {fromMarks: fromSpan.marks} : {}),
        })
        fromCursor.advance(length)
        toCursor.advance(length)
        left -= length
      } else {
        const cursor = operation === 1 ? toCursor : fromCursor
        const length = Math.min(left, cursor.remaining())
        push({
          action: segmentAction(operation),
          text: piece.slice(piece.length - left, piece.length - left + length),
          marks: cursor.current().marks,
        })
        cursor.advance(length)
        left -= length
      }
    }
  }
  return {segments, marksChanged}
}

/** The spans of a block, with annotation marks named by their markDef's `_type`. */
function spansOf(block: unknown): SpanText[] {
  if (!isRecord(block) || !Array.isArray(block.children)) return []
  const markDefs = new Map<string, string>()
  if (Array.isArray(block.markDefs)) {
    for (const def of block.markDefs) {
      if (isRecord(def) && typeof def._key === 'string' && typeof def._type === 'string')
        markDefs.set(def._key, def._type)
    }
  }
  const spans: SpanText[] = []
  for (const child of block.children) {
    if (!isRecord(child) || typeof child.text !== 'string' || child.text === '') continue
    const marks = Array.isArray(child.marks)
      ? child.marks.filter((mark): mark is string => typeof mark === 'string').map((mark) => markDefs.get(mark) ?? mark)
      : []
    spans.push({text: child.text, marks: [...new Set(marks)].sort()})
  }
  return spans
}

function sameMarks(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b
  return a.length === b.length && a.every((mark, index) => mark === b[index])
}

/** Walks the spans of a block character by character, in runs within one span. */
class SpanCursor {
  private index = 0
  private offset = 0

  constructor(private readonly spans: SpanText[]) {}

  current(): SpanText {
    const span = this.spans[this.index]
    if (!span) throw new Error('Block text ran out before its diff did')
    return span
  }

  /** Characters left in the current span. */
  remaining(): number {
    return this.current().text.length - this.offset
  }

  advance(length: number): void {
    this.offset += length
    while (this.index < this.spans.length && this.offset >= (this.spans[this.index] as SpanText).text.length) {
      this.offset -= (this.spans[this.index] as SpanText).text.length
      this.index++
    }
  }
}
