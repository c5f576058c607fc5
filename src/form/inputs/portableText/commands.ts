import {chainCommands, splitBlockAs, toggleMark} from 'prosemirror-commands'
import type {Attrs, Node as PMNode} from 'prosemirror-model'
import {NodeSelection, Selection, TextSelection, type Command, type EditorState} from 'prosemirror-state'
import {randomKey} from '../../../document'
import {MAX_LIST_LEVEL, type PortableTextEditorSchema} from './editorSchema'

// The editor's commands, framework-free: the toolbar, the hotkeys and the property tests call them.

/** The text blocks the selection touches, with their positions. */
export function selectedTextBlocks(state: EditorState): {node: PMNode; pos: number}[] {
  const {from, to} = state.selection
  const blocks: {node: PMNode; pos: number}[] = []
  state.doc.nodesBetween(from, Math.max(to, from), (node, pos) => {
    if (node.type.name === 'textblock') blocks.push({node, pos})
    return false
  })
  return blocks
}

/** Sets attributes of every selected text block. */
export function setBlockAttrs(attrs: (node: PMNode) => Attrs): Command {
  return (state, dispatch) => {
    const blocks = selectedTextBlocks(state)
    if (blocks.length === 0) return false
    if (dispatch) {
      const tr = state.tr
      for (const {node, pos} of blocks) {
        for (const [name, value] of Object.entries(attrs(node))) tr.setNodeAttribute(pos, name, value)
      }
      dispatch(tr.scrollIntoView())
    }
    return true
  }
}

/** Gives the selected blocks a paragraph style (`normal`, `h1`, `blockquote`, …). */
export function setStyle(style: string): Command {
  return setBlockAttrs(() => ({style}))
}

/** The style of the first selected block (`normal` when it has none), or undefined. */
export function activeStyle(state: EditorState): string | undefined {
  const first = selectedTextBlocks(state)[0]
  return first ? ((first.node.attrs.style as string | null) ?? 'normal') : undefined
}

/** The list type of the selected blocks when they all share one. */
export function activeList(state: EditorState): string | undefined {
  const blocks = selectedTextBlocks(state)
  const list = blocks[0]?.node.attrs.listItem as string | null | undefined
  return list && blocks.every(({node}) => node.attrs.listItem === list) ? list : undefined
}

/** Makes the selected blocks items of a `listItem` list (level 1 unless they have one), or plain blocks when they already are. */
export function toggleList(listItem: string): Command {
  return (state, dispatch) => {
    const off = activeList(state) === listItem
    return setBlockAttrs((node) =>
      off ? {listItem: null, level: null} : {listItem, level: (node.attrs.level as number | null) ?? 1},
    )(state, dispatch)
  }
}

/** Moves the selected list items one level deeper (`by` 1) or shallower (-1), within 1–9. */
export function changeListLevel(by: 1 | -1): Command {
  return (state, dispatch) => {
    const blocks = selectedTextBlocks(state).filter(({node}) => node.attrs.listItem !== null)
    if (blocks.length === 0) return false
    const levelOf = (node: PMNode) =>
      Math.min(Math.max(((node.attrs.level as number | null) ?? 1) + by, 1), MAX_LIST_LEVEL)
    if (blocks.every(({node}) => levelOf(node) === node.attrs.level)) return false
    if (dispatch) {
      const tr = state.tr
      for (const {node, pos} of blocks) tr.setNodeAttribute(pos, 'level', levelOf(node))
      dispatch(tr)
    }
    return true
  }
}

/** Turns a decorator on or off over the selection (or for what is typed next). */
export function toggleDecorator(editorSchema: PortableTextEditorSchema, decorator: string): Command {
  const mark = editorSchema.decorators.get(decorator)
  return mark ? toggleMark(mark) : () => false
}

/** Whether a decorator is on at the selection. */
export function isDecoratorActive(
  state: EditorState,
  editorSchema: PortableTextEditorSchema,
  decorator: string,
): boolean {
  const type = editorSchema.decorators.get(decorator)
  if (!type) return false
  const {from, to, empty, $from} = state.selection
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()))
  return state.doc.rangeHasMark(from, to, type)
}

/** The annotation at the selection: its type, key, data and the stretch it covers in its block. */
export interface ActiveAnnotation {
  type: string
  key: string
  value: Record<string, unknown>
  from: number
  to: number
}

/** The annotation the selection (or caret) is in, if any. */
export function activeAnnotation(state: EditorState): ActiveAnnotation | undefined {
  const {$from} = state.selection
  const block = $from.parent
  if (block.type.name !== 'textblock') return undefined
  const marks = state.selection.empty ? $from.marks() : ($from.nodeAfter?.marks ?? $from.marks())
  const mark = marks.find((candidate) => candidate.type.name.startsWith('ann_'))
  if (!mark) return undefined
  const start = $from.start()
  let from = -1
  let to = -1
  block.forEach((child, offset) => {
    if (child.marks.some((candidate) => candidate.eq(mark))) {
      if (from < 0) from = start + offset
      to = start + offset + child.nodeSize
    }
  })
  return {
    type: mark.type.name.slice(4),
    key: mark.attrs.key as string,
    value: mark.attrs.value as Record<string, unknown>,
    from,
    to,
  }
}

/** Adds an annotation of type `name` with `value` over the (non-empty) selection; it gets a new key. */
export function addAnnotation(
  editorSchema: PortableTextEditorSchema,
  name: string,
  value: Record<string, unknown>,
): Command {
  return (state, dispatch) => {
    const type = editorSchema.annotations.get(name)
    const {from, to, empty} = state.selection
    if (!type || empty) return false
    if (dispatch) dispatch(state.tr.addMark(from, to, type.create({key: randomKey(), value: {...value, _type: name}})))
    return true
  }
}

/** Replaces the data of the annotation at the selection. */
export function updateAnnotation(value: Record<string, unknown>): Command {
  return (state, dispatch) => {
    const active = activeAnnotation(state)
    if (!active) return false
    if (dispatch) {
      const type = state.schema.marks[`ann_${active.type}`]!
      const tr = state.tr
      tr.addMark(active.from, active.to, type.create({key: active.key, value: {...value, _type: active.type}}))
      dispatch(tr)
    }
    return true
  }
}

/** Removes the annotation at the selection from all the text it covers. */
export const removeAnnotation: Command = (state, dispatch) => {
  const active = activeAnnotation(state)
  if (!active) return false
  if (dispatch) dispatch(state.tr.removeMark(active.from, active.to, state.schema.marks[`ann_${active.type}`]!))
  return true
}

/** Puts a block object (`value`, with a new key) after the selected block and selects it. */
export function insertBlockObject(value: Record<string, unknown>): Command {
  return (state, dispatch) => {
    const type = state.schema.nodes.blockObject
    if (!type) return false
    if (dispatch) {
      const key = randomKey()
      const node = type.create({key, value: {...value, _key: key}})
      const {$to} = state.selection
      const at = $to.depth === 0 ? $to.pos : $to.after(1)
      const tr = state.tr.insert(at, node)
      dispatch(tr.setSelection(NodeSelection.create(tr.doc, at)).scrollIntoView())
    }
    return true
  }
}

/** Puts an inline object (`value`, with a new key) in place of the selection. */
export function insertInlineObject(value: Record<string, unknown>): Command {
  return (state, dispatch) => {
    const type = state.schema.nodes.inlineObject
    if (!type || state.selection.$from.parent.type.name !== 'textblock') return false
    if (dispatch) {
      const key = randomKey()
      dispatch(state.tr.replaceSelectionWith(type.create({key, value: {...value, _key: key}})).scrollIntoView())
    }
    return true
  }
}

/** Enter in an empty list item ends the list: the block becomes a plain one. */
const endEmptyListItem: Command = (state, dispatch) => {
  const {$from, empty} = state.selection
  if (!empty || $from.parent.type.name !== 'textblock' || $from.parent.childCount > 0) return false
  if ($from.parent.attrs.listItem === null) return false
  if (dispatch)
    dispatch(state.tr.setNodeMarkup($from.before(), undefined, {...$from.parent.attrs, listItem: null, level: null}))
  return true
}

/**
 * Enter at the start of a block with content (after deleting the selection, if any) puts an
 * empty line before it, with a new key and the block's style and list; the block keeps its
 * key, its text and the caret. No text moves, so someone else's edit of that text at the same
 * time (typing, a join into the block before, removing the block) meets it where it was.
 */
const openLineBefore: Command = (state, dispatch) => {
  if (!(state.selection instanceof TextSelection)) return false
  const tr = state.tr
  if (!state.selection.empty) tr.deleteSelection()
  const {$from} = tr.selection
  if ($from.parent.type.name !== 'textblock' || $from.parentOffset > 0 || $from.parent.content.size === 0) return false
  if (dispatch) {
    const block = $from.parent
    const line = block.type.create({...block.attrs, key: null, spanKey: null, extra: null})
    dispatch(tr.insert($from.before(), line).scrollIntoView())
  }
  return true
}

/**
 * Enter: splits the block. The first half keeps the block's key (see `keyNormalizer`); at the
 * end of a block the new one is a `normal` paragraph in the same list, else it copies the
 * block's style. At the start of a block, an empty line goes before it (see
 * {@link openLineBefore}). In an empty list item it ends the list.
 */
export function splitTextBlock(editorSchema: PortableTextEditorSchema): Command {
  const normal = editorSchema.blockType.styles.some((style) => style.value === 'normal') ? 'normal' : null
  return chainCommands(
    endEmptyListItem,
    openLineBefore,
    splitBlockAs((node, atEnd) => {
      if (node.type.name !== 'textblock') return null
      const {listItem, level, style, type} = node.attrs
      return {
        type: node.type,
        attrs: {key: null, spanKey: null, type, listItem, level, style: atEnd ? normal : style, extra: null},
      }
    }),
  )
}

/** The inline object the selection is on: its key, value, position and the key of its block. */
export interface SelectedInlineObject {
  key: string
  value: Record<string, unknown>
  pos: number
  blockKey: string
}

/** The inline object selected (a node selection of one, as a click on it makes), if any. */
export function selectedInlineObject(state: EditorState): SelectedInlineObject | undefined {
  const {selection} = state
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'inlineObject') return undefined
  return {
    key: selection.node.attrs.key as string,
    value: (selection.node.attrs.value ?? {}) as Record<string, unknown>,
    pos: selection.from,
    blockKey: selection.$from.parent.attrs.key as string,
  }
}

/** Whether the selection is an inline object. */
export function isInlineObjectSelection(state: EditorState): boolean {
  return selectedInlineObject(state) !== undefined
}

/** Removes the inline object with `key` from the block with `blockKey`; the caret goes where it was. */
export function removeInlineObject(blockKey: string, key: string): Command {
  return (state, dispatch) => {
    let at = -1
    state.doc.forEach((block, offset) => {
      if (block.attrs.key !== blockKey || block.type.name !== 'textblock') return
      block.forEach((child, childOffset) => {
        if (!child.isText && child.attrs.key === key) at = offset + 1 + childOffset
      })
    })
    if (at < 0) return false
    if (dispatch) {
      const tr = state.tr.delete(at, at + 1)
      dispatch(tr.setSelection(TextSelection.create(tr.doc, at)).scrollIntoView())
    }
    return true
  }
}

/**
 * Moves the caret to the start (`to` 'start') or end of the document, or with `extend` moves
 * the selection's head there, and scrolls it into view. The editor does this itself rather than
 * leave it to the browser, which cannot place the caret in blocks it has not laid out (blocks
 * out of view are skipped, see form.css).
 */
export function selectDocumentEdge(to: 'start' | 'end', extend = false): Command {
  return (state, dispatch) => {
    const edge = to === 'start' ? Selection.atStart(state.doc) : Selection.atEnd(state.doc)
    const selection = extend ? TextSelection.between(state.selection.$anchor, edge.$head) : edge
    if (dispatch) dispatch(state.tr.setSelection(selection).scrollIntoView())
    return true
  }
}
