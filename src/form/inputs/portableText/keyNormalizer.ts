import type {Mark, Node as PMNode} from 'prosemirror-model'
import {Plugin, PluginKey, type EditorState, type Transaction} from 'prosemirror-state'
import {randomKey} from '../../../document'
import type {PortableTextEditorSchema} from './editorSchema'
import {isEmptyDoc} from './portableTextConversion'

/** The transaction meta that marks a change that came from the value (someone else's edit). */
export const REMOTE_META = 'vellumRemote'

/** The key of the {@link keyNormalizer} plugin. */
export const keyNormalizerKey = new PluginKey('vellumPortableTextKeys')

/**
 * A plugin that keeps every key portable text needs unique and present after each change, so
 * the value of the document is always valid and the same every time it is read:
 *
 * - blocks: a block without a key, or with the key of another block, gets a new one. Of two
 *   blocks with one key (a split paragraph, a pasted copy) the one that did not change keeps
 *   it, else the first: a split paragraph keeps its key on its first half.
 * - spans (text nodes) and inline objects of the changed blocks: unique within their block,
 *   the first keeping a shared key; a block without text (empty, or inline objects only) keeps
 *   the key of its empty span, and the first text typed into it takes that key.
 * - annotations without a key (pasted links) get one per stretch of text; an annotation key
 *   used by two different annotations in one block is given anew to the later one.
 * - the block of an editor a local change emptied (no value: see `isEmptyDoc`) gets a new key
 *   when it had the key of a block before (the first one, which a deletion of everything keeps). The
 *   field then holds no block, but someone else may be putting text into that block at the
 *   same time, not having seen it go, or keep it when the field's unset does not hold: a block
 *   made here later must not come in beside it under the same key.
 * @beta
 */
export function keyNormalizer(editorSchema: PortableTextEditorSchema): Plugin {
  return new Plugin({
    key: keyNormalizerKey,
    appendTransaction(transactions, oldState, newState) {
      if (!transactions.some((transaction) => transaction.docChanged)) return null
      const tr = normalizeKeys(newState, oldState.doc, editorSchema)
      const local = !transactions.some((transaction) => transaction.getMeta(REMOTE_META))
      if (local && isEmptyDoc(tr.doc) && !isEmptyDoc(oldState.doc)) renewEmptiedKey(tr, oldState.doc)
      return tr.docChanged ? tr.setMeta('addToHistory', transactions[0]?.getMeta('addToHistory') ?? true) : null
    },
  })
}

/** Documents in the normal form (made or checked by {@link normalizeKeys} from one in it, or from scratch). */
const normalDocs = new WeakSet<PMNode>()

/**
 * The transaction that gives the keys of `state.doc` the normal form {@link keyNormalizer}
 * describes; blocks also found (the same node) in `previous` are taken as unchanged.
 *
 * When `previous` is in the normal form and the change kept every block where it was with its
 * key (typing, marks, a block's style), no block key can be shared: only the changed blocks
 * are looked at, not every block of the document.
 */
export function normalizeKeys(
  state: EditorState,
  previous: PMNode | null,
  editorSchema: PortableTextEditorSchema,
): Transaction {
  const tr = state.tr
  const inPlace = previous && normalDocs.has(previous) ? changedInPlace(previous, state.doc) : null
  if (inPlace) {
    for (const {node, offset} of inPlace)
      if (node.type.name === 'textblock') normalizeBlock(tr, node, offset, editorSchema)
  } else normalizeAll(tr, previous, editorSchema)
  if (!previous || normalDocs.has(previous)) normalDocs.add(tr.doc)
  return tr
}

/**
 * The blocks of `doc` that are not the node at their index in `previous`, when every one of
 * them has the key of that node (and the documents have as many blocks); otherwise null.
 */
function changedInPlace(previous: PMNode, doc: PMNode): {node: PMNode; offset: number}[] | null {
  if (previous.childCount !== doc.childCount) return null
  const changed: {node: PMNode; offset: number}[] = []
  let inPlace = true
  doc.forEach((node, offset, index) => {
    if (!inPlace) return
    const before = previous.child(index)
    if (node === before) return
    const key = node.attrs.key as string | null
    if (!key || key !== before.attrs.key) inPlace = false
    else changed.push({node, offset})
  })
  return inPlace ? changed : null
}

function normalizeAll(tr: Transaction, previous: PMNode | null, editorSchema: PortableTextEditorSchema): void {
  const {doc} = tr
  const unchanged = new Set<PMNode>()
  previous?.forEach((node) => unchanged.add(node))

  // Blocks: who keeps a shared key.
  const keeper = new Map<string, number>()
  doc.forEach((node, _offset, index) => {
    const key = node.attrs.key as string | null
    if (!key) return
    const current = keeper.get(key)
    if (current === undefined || (unchanged.has(node) && !unchanged.has(doc.child(current)))) keeper.set(key, index)
  })
  doc.forEach((node, offset, index) => {
    const key = node.attrs.key as string | null
    if (!key || keeper.get(key) !== index) tr.setNodeAttribute(offset, 'key', randomKey())
    if (node.type.name === 'textblock' && !unchanged.has(node)) normalizeBlock(tr, node, offset, editorSchema)
  })
}

function normalizeBlock(tr: Transaction, block: PMNode, offset: number, {spanMark}: PortableTextEditorSchema): void {
  // Whether the block has text, and whether all of it is new (the block had none: it was empty,
  // or held inline objects only).
  let hasText = false
  let newText = true
  block.forEach((child) => {
    if (!child.isText) return
    hasText = true
    if (child.marks.some((mark) => mark.type === spanMark && mark.attrs.key)) newText = false
  })
  // A block without text has an empty span (beside its inline objects, if any): its key.
  if (!hasText && !block.attrs.spanKey) tr.setNodeAttribute(offset, 'spanKey', randomKey())
  if (block.childCount === 0) return
  const childKeys = new Set<string>()
  const annotationValues = new Map<string, string>()
  // Keys given to stretches of keyless annotations, by mark type, while the stretch goes on.
  let openAnnotations = new Map<string, string>()
  block.forEach((child, childOffset) => {
    const from = offset + 1 + childOffset
    const to = from + child.nodeSize
    if (!child.isText) {
      openAnnotations = new Map()
      const key = child.attrs.key as string | null
      if (!key || childKeys.has(key)) tr.setNodeAttribute(from, 'key', newKey(childKeys))
      else childKeys.add(key)
      return
    }
    const span = child.marks.find((mark) => mark.type === spanMark)
    const spanKey = span?.attrs.key as string | null | undefined
    if (!spanKey || childKeys.has(spanKey)) {
      // The first text of a block that had none (empty, or inline objects only) takes the
      // empty span's key.
      const fallback = block.attrs.spanKey as string | null
      const key = newText && !spanKey && fallback && !childKeys.has(fallback) ? fallback : newKey(childKeys)
      childKeys.add(key)
      tr.addMark(from, to, spanMark.create({key}))
    } else childKeys.add(spanKey)

    const nextOpen = new Map<string, string>()
    for (const mark of child.marks) {
      if (!mark.type.name.startsWith('ann_')) continue
      const key = mark.attrs.key as string | null
      const value = JSON.stringify(mark.attrs.value)
      if (key && (annotationValues.get(key) ?? value) === value) {
        annotationValues.set(key, value)
        continue
      }
      const typeName = mark.type.name
      const replacement = openAnnotations.get(typeName) ?? newKey(annotationValues)
      annotationValues.set(replacement, value)
      nextOpen.set(typeName, replacement)
      replaceMark(tr, from, to, mark, replacement)
    }
    openAnnotations = nextOpen
  })
}

/** Gives the one block of an emptied document new keys when it had the key of a block of `previous`. */
function renewEmptiedKey(tr: Transaction, previous: PMNode): void {
  const key = tr.doc.firstChild!.attrs.key as string | null
  let known = false
  previous.forEach((node) => {
    if (node.attrs.key === key) known = true
  })
  if (!known) return
  tr.setNodeAttribute(0, 'key', randomKey())
  tr.setNodeAttribute(0, 'spanKey', randomKey())
}

/**
 * The transaction that gives the blocks of `state.doc` with `key` new keys; null when there
 * is none. An editor that went to its empty state because the value it
 * was shown held only one empty block, which it unsets on a condition, types its first text
 * under a new key: the block may stay in the value (someone typed into it meanwhile), and a
 * block inserted beside it under the same key would make the value invalid (seed 143).
 */
export function renewedBlockKey(state: EditorState, key: string): Transaction | null {
  const tr = state.tr
  state.doc.forEach((node, offset) => {
    if (node.attrs.key !== key) return
    tr.setNodeAttribute(offset, 'key', randomKey())
  })
  return tr.docChanged ? tr : null
}

function replaceMark(tr: Transaction, from: number, to: number, mark: Mark, key: string): void {
  tr.removeMark(from, to, mark)
  tr.addMark(from, to, mark.type.create({...mark.attrs, key}))
}

function newKey(taken: {has(key: string): boolean}): string {
  let key = randomKey()
  while (taken.has(key)) key = randomKey()
  return key
}
