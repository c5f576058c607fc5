import type {Patch} from '../../../types'
import {set, unset} from '../../patch/patches'
import {isSpan, isTextBlockMember, type PortableTextBlock, type PortableTextMember} from './portableTextValue'
import {valuesAreEqual} from './valuesAreEqual'

/** A text block with its empty spans merged into the spans beside them (see {@link adoptEmptySpans}). */
export interface AdoptedSpans {
  member: PortableTextBlock
  /** The patches (relative to the field's array) that bring the block to {@link member}. */
  patches: Patch[]
}

/**
 * A received text block with no empty span beside other spans: each such span takes over the
 * span after it (else the one before it) — its text and decorators — under its own key, and
 * that span goes. Undefined when the block has none (or only beside spans with annotations).
 *
 * The editor cannot show an empty span beside others, and a merge of two people's edits can
 * leave one: someone deleted a span's text while someone else put spans next to it (joined a
 * block into its block). The person who emptied it is likely typing in it again, their
 * keystrokes addressed to its key, so the key stays and the neighbour's key goes: removing the
 * empty span instead would drop what they type there until their editor shows the merge.
 *
 * The text is set as a text edit of the empty text (`typedOn: ''`), so what the other person
 * types into it meanwhile is merged, and both editors making the same merge leave one copy.
 */
export function adoptEmptySpans(value: PortableTextMember): AdoptedSpans | undefined {
  if (!isTextBlockMember(value)) return undefined
  const children = [...value.children]
  const patches: Patch[] = []
  const at = [{_key: value._key}, 'children']
  // A span with an annotation is not taken over: the empty span would start to use the
  // annotation, which someone may be removing at the same time.
  const annotations = new Set(value.markDefs.map((def) => def._key))
  for (let index = 0; index < children.length; index++) {
    const empty = children[index]
    if (!isSpan(empty) || empty.text !== '') continue
    const neighbourIndex = [index + 1, index - 1].find((other) => {
      const child = children[other]
      return isSpan(child) && child.text !== '' && !child.marks.some((mark) => annotations.has(mark))
    })
    if (neighbourIndex === undefined) continue
    const neighbour = children[neighbourIndex]
    if (!isSpan(neighbour)) continue
    const path = [...at, {_key: empty._key}]
    patches.push({type: 'set', path: [...path, 'text'], value: neighbour.text, typedOn: ''})
    if (!valuesAreEqual(empty.marks, neighbour.marks)) patches.push(set([...neighbour.marks], [...path, 'marks']))
    patches.push(unset([...at, {_key: neighbour._key}]))
    children[index] = {...neighbour, _key: empty._key}
    children.splice(neighbourIndex, 1)
    if (neighbourIndex < index) index--
  }
  return patches.length === 0 ? undefined : {member: {...value, children}, patches}
}
