import type {Node as PMNode} from 'prosemirror-model'
import type {Patch} from '../../../types'
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
 * An empty span that `cutHere` tells this editor took text out of is left as it is: the
 * editor does not show it, and its removal goes back as a removal of an empty span (see below).
 *
 * The editor cannot show an empty span beside others, and a merge of two people's edits can
 * leave one: someone deleted a span's text while someone else put spans next to it (joined a
 * block into its block). The person who emptied it is likely typing in it again, their
 * keystrokes addressed to its key, so the key stays and the neighbour's key goes: removing the
 * empty span instead would drop what they type there until their editor shows the merge.
 *
 * Taking over a neighbour loses what someone else does to that neighbour at the same time
 * (typing in it, splitting it with an object or a mark): their patches find no span with its
 * key, and pieces split off it land elsewhere, holding text the empty span now has too. So a
 * span that this editor and someone else each took text out of (neither saw the other's cut,
 * and neither shows it as an empty block to type in) is not given a neighbour: the editor
 * shows the block without it and removes it only while it is still empty (see docPatches'
 * `withEmptySpanConditions`), and the neighbour keeps its key. What the other person types
 * into it meanwhile stays when it comes first; when it comes after, it went into text this
 * editor deleted at the same time.
 *
 * The text is set as a text edit of the empty text (`typedOn: ''`), so what the other person
 * types into it meanwhile is merged, and both editors making the same merge leave one copy.
 * It is set only while the neighbour is still in the block: someone else may have moved the
 * neighbour on meanwhile (split the block before it), and its text would then be in the value
 * twice. The neighbour goes only while the empty span is there: when another editor removed
 * the empty span first, the text set on it went nowhere, and the neighbour keeps it.
 */
export function adoptEmptySpans(
  value: PortableTextMember,
  cutHere: (spanKey: string) => boolean = () => false,
): AdoptedSpans | undefined {
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
    if (neighbourIndex === undefined || cutHere(empty._key)) continue
    const neighbour = children[neighbourIndex]
    if (!isSpan(neighbour)) continue
    const path = [...at, {_key: empty._key}]
    // Only while the neighbour is there: someone else may have moved it on (split the block).
    const onlyIf = {path: [...at, {_key: neighbour._key}, '_key'], equals: neighbour._key}
    patches.push({type: 'set', path: [...path, 'text'], value: neighbour.text, typedOn: '', onlyIf})
    if (!valuesAreEqual(empty.marks, neighbour.marks))
      patches.push({type: 'set', path: [...path, 'marks'], value: [...neighbour.marks], onlyIf})
    patches.push({
      type: 'unset',
      path: [...at, {_key: neighbour._key}],
      onlyIf: {path: [...path, '_key'], equals: empty._key},
    })
    children[index] = {...neighbour, _key: empty._key}
    children.splice(neighbourIndex, 1)
    if (neighbourIndex < index) index--
  }
  return patches.length === 0 ? undefined : {member: {...value, children}, patches}
}

/**
 * Whether this editor took text out of a span of a block at the same time as someone else
 * (see {@link adoptEmptySpans}): it shows the span (in `shown`, the block as the editor shows
 * it) with text other than the span's text in the value it last had (`acknowledged`, asked
 * only when needed). An editor that shows the span as its empty block, or with the text it
 * last had, did not: someone else emptied it, and may be typing in it.
 */
export function cutHereToo(shown: PMNode | undefined, acknowledged: () => PMNode | undefined) {
  return (spanKey: string): boolean => {
    const text = spanTextIn(shown, spanKey)
    return text !== undefined && text !== spanTextIn(acknowledged(), spanKey)
  }
}

/** The text of the span with `key` in a text block node; undefined when the node shows no text of it. */
function spanTextIn(node: PMNode | undefined, key: string): string | undefined {
  let text: string | undefined
  node?.forEach((child) => {
    if (child.isText && child.marks.some((mark) => mark.type.name === 'span' && mark.attrs.key === key))
      text = (text ?? '') + child.text!
  })
  return text
}
