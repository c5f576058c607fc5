import {describe, expect, it} from 'vitest'
import {docPatches, memberPatches, withAnnotationsReasserted} from '../../../../src/form/inputs/portableText/docPatches'
import {editorSchemaFor} from '../../../../src/form/inputs/portableText/editorSchema'
import {portableTextToDoc} from '../../../../src/form/inputs/portableText/portableTextConversion'
import type {PortableTextBlock} from '../../../../src/form/inputs/portableText/portableTextValue'
import {applyPatches} from '../../../../src/mutations'
import type {Patch} from '../../../../src/types'
import {block, bodyType, span} from './fixtures'

// Someone else may remove an annotation at the same time as this editor puts a span that
// points at it into the store (their editor showed its last use gone, or moved to an
// annotation of their own): the span would point at nothing, and the value would not be
// valid portable text (property-test seed 7777). Whatever puts such a span in puts the
// annotation in again too.

const link = {_key: 'L', _type: 'link', href: 'https://example.com'}
const linked = (text: string, key: string) => ({...span(text, key), marks: ['L']})
const textBlock = (children: ReturnType<typeof span>[], markDefs = [link]): PortableTextBlock =>
  ({_key: 'b1', _type: 'block', style: 'normal', markDefs, children}) as PortableTextBlock

/** The block after someone else removed the annotation, then `patches` (relative to the field's array). */
function afterRemoval(stored: PortableTextBlock, patches: Patch[]): PortableTextBlock {
  const removed = applyPatches([stored], [{type: 'unset', path: [{_key: 'b1'}, 'markDefs', {_key: 'L'}]}])
  return applyPatches(removed, patches)[0]!
}

describe('memberPatches', () => {
  it('puts an annotation in again with a span that points at it and moves among the others', () => {
    // s2 and s3 keep their order; s1 is removed and inserted again after them.
    const previous = textBlock([linked('ab', 's1'), span('cd', 's2'), span('ef', 's3')])
    const next = textBlock([span('cd', 's2'), span('ef', 's3'), linked('ab', 's1')])
    const block = afterRemoval(previous, memberPatches(previous, next))
    expect(block.children.map((child) => child._key)).toEqual(['s2', 's3', 's1'])
    expect(block.markDefs).toEqual([link])
  })
})

describe('memberPatches of children that change places', () => {
  const mention = {_key: 'm1', _type: 'mention', name: 'Ada'}
  const withMention = (...children: object[]) => textBlock(children as ReturnType<typeof span>[], [])

  it('moves an inline object rather than the span typed into beside it, so that typing there at once merges (seed 120)', () => {
    // The block held the object and the empty span after it; each person types before the
    // object, which the editor shows as the span's text moved in front of it.
    const stored = withMention(mention, span('', 'e1'))
    const first = memberPatches(stored, withMention(span('X', 'e1'), mention))
    expect(first.filter((patch) => patch.type === 'unset').map((patch) => patch.path)).toEqual([
      [{_key: 'b1'}, 'children', {_key: 'm1'}],
    ])
    const second = memberPatches(stored, withMention(span('Y', 'e1'), mention))
    const [merged] = applyPatches(applyPatches([stored], first), second) as PortableTextBlock[]
    expect(merged!.children.map((child) => child._key)).toEqual(['e1', 'm1'])
    expect((merged!.children[0] as {text: string}).text.split('').sort()).toEqual(['X', 'Y'])
  })

  it('still keeps the longest run in place when that takes more objects than spans', () => {
    const stored = withMention(span('a', 's1'), mention, {...mention, _key: 'm2'}, {...mention, _key: 'm3'})
    const next = withMention(mention, {...mention, _key: 'm2'}, {...mention, _key: 'm3'}, span('a', 's1'))
    const unsets = memberPatches(stored, next).filter((patch) => patch.type === 'unset')
    expect(unsets.map((patch) => patch.path)).toEqual([[{_key: 'b1'}, 'children', {_key: 's1'}]])
  })
})

describe('withAnnotationsReasserted', () => {
  it('puts in again, first, the annotations the spans the patches insert point at', () => {
    const shown = textBlock([span('ab', 's1'), linked('cd', 'p1')])
    const patches: Patch[] = [
      {type: 'unset', path: [{_key: 'b1'}, 'children', {_key: 'p1'}]},
      {type: 'insert', path: [{_key: 'b1'}, 'children', {_key: 's1'}], position: 'after', items: [shown.children[1]]},
    ]
    const reasserted = withAnnotationsReasserted(patches, shown)
    expect(reasserted.slice(2)).toEqual(patches)
    expect(afterRemoval(shown, reasserted)).toEqual(shown)
    // Applied twice (both editors send them), the block is the same.
    expect(applyPatches([afterRemoval(shown, reasserted)], reasserted)[0]).toEqual(shown)
  })

  it('leaves patches that insert no span with an annotation as they are', () => {
    const shown = textBlock([linked('ab', 's1'), span('cd', 'p1')])
    const patches: Patch[] = [
      {type: 'insert', path: [{_key: 'b1'}, 'children', {_key: 's1'}], position: 'after', items: [shown.children[1]]},
    ]
    expect(withAnnotationsReasserted(patches, shown)).toBe(patches)
  })
})

describe('docPatches of a new paragraph made of a removed one’s text', () => {
  // Select from `ab|` in b1 to the start of b2 and press Enter: b2 goes, and its span goes
  // whole into the new paragraph n1 (seed 120).
  const before = [block('b1', [span('abcd', 's1')]), block('b2', [span('second', 's2')])]
  const after = [block('b1', [span('ab', 's1')]), block('n1', [span('second', 's2')])]
  const patches = () => {
    const schema = editorSchemaFor(bodyType())
    return docPatches(portableTextToDoc(before, schema), portableTextToDoc(after, schema))
  }

  it('moves the span while b2 still has it', () => {
    expect(applyPatches(before, patches())).toEqual(after)
  })

  it('puts the new paragraph in empty when someone else removed b2 meanwhile, and loses nothing of b1', () => {
    const removed = [before[0]!]
    expect(applyPatches(removed, patches())).toEqual([
      block('b1', [span('ab', 's1')]),
      block('n1', [span('', 'n1-empty')]),
    ])
  })

  it('leaves the span where it is, without a copy, when someone else moved it into another paragraph', () => {
    const movedOn = [block('b1', [span('abcd', 's1'), span('second', 's2')])]
    const value = applyPatches(movedOn, patches())
    expect(value).toEqual([block('b1', [span('ab', 's1'), span('second', 's2')]), block('n1', [span('', 'n1-empty')])])
  })
})
