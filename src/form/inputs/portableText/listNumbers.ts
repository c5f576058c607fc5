import type {Node as PMNode} from 'prosemirror-model'
import {Plugin, PluginKey, type EditorState} from 'prosemirror-state'
import {Decoration, DecorationSet} from 'prosemirror-view'
import {blockWindowKey} from './blockWindow'

/** The key of the {@link listNumbersPlugin}; its state is the decorations, each with its `number` in its spec. */
export const listNumbersKey = new PluginKey<DecorationSet>('vellumListNumbers')

/**
 * The number of each top-level block of a document that is an item of a numbered list (0 for
 * every other block), by index. A numbered item counts on from the item before it at its level
 * when the blocks between are deeper items; a block that is not a list item ends every list, a
 * shallower item ends the deeper lists, and a bulleted item at the level ends the numbering there.
 * @beta
 */
export function listNumbers(doc: PMNode): number[] {
  const numbers: number[] = []
  // Per level: the last item's number (0 after a bulleted item).
  let counts: number[] = []
  doc.forEach((node) => {
    const listItem = node.type.name === 'textblock' ? (node.attrs.listItem as string | null) : null
    if (!listItem) {
      counts = []
      numbers.push(0)
      return
    }
    const level = (node.attrs.level as number | null) ?? 1
    counts.length = Math.min(counts.length, level + 1)
    const number = listItem === 'number' ? (counts[level] ?? 0) + 1 : 0
    counts[level] = number
    numbers.push(number)
  })
  return numbers
}

/**
 * Gives each numbered list item its number, as the custom property `--pt-number` on its
 * element (form.css draws the number from it). A list item's number is not the browser's list
 * counter, so list items can be skipped while out of view (`content-visibility`), which scopes
 * counters to each item, or out of a long body's window (blockWindow.ts), whose items are not
 * drawn and get no number (so the numbers cost an update only for the items drawn). Typing,
 * and any change that keeps every block's list type and level, only maps the numbers; other
 * changes, and a window that moved, number the document again.
 * @beta
 */
export function listNumbersPlugin(): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key: listNumbersKey,
    state: {
      init: (_config, state) => numberDecorations(state.doc, farOf(state)),
      apply(tr, value, oldState, newState) {
        const far = farOf(newState)
        if (far !== farOf(oldState)) return numberDecorations(newState.doc, far)
        if (!tr.docChanged) return value
        const changed = changedKeepingLists(oldState.doc, newState.doc)
        if (!changed) return numberDecorations(newState.doc, far)
        const mapped = value.map(tr.mapping, newState.doc)
        // A numbered item that was replaced as a whole (not edited inside) lost its number: number again.
        const kept = changed.every(
          ({node, offset}) =>
            node.attrs.listItem !== 'number' ||
            mapped.find(offset, offset + node.nodeSize).some((d) => d.from === offset),
        )
        return kept ? mapped : numberDecorations(newState.doc, far)
      },
    },
    props: {decorations: (state) => listNumbersKey.getState(state)},
  })
}

/** The keys of the blocks out of a windowed body's window (see blockWindow.ts). */
function farOf(state: EditorState): ReadonlySet<string> | undefined {
  return blockWindowKey.getState(state)?.far
}

/** The numbers of the numbered items, but those out of the window (not drawn, see blockWindow.ts). */
function numberDecorations(doc: PMNode, far: ReadonlySet<string> | undefined): DecorationSet {
  const numbers = listNumbers(doc)
  const decorations: Decoration[] = []
  doc.forEach((node, offset, index) => {
    const number = numbers[index]!
    if (number > 0 && !far?.has(node.attrs.key as string))
      decorations.push(Decoration.node(offset, offset + node.nodeSize, {style: `--pt-number: ${number}`}, {number}))
  })
  return decorations.length > 0 ? DecorationSet.create(doc, decorations) : DecorationSet.empty
}

/**
 * The blocks of `b` that changed from `a` (with their offsets), when every block kept its list
 * type and level (so the numbers stay); null otherwise.
 */
function changedKeepingLists(a: PMNode, b: PMNode): {node: PMNode; offset: number}[] | null {
  if (a.childCount !== b.childCount) return null
  const changed: {node: PMNode; offset: number}[] = []
  let offset = 0
  for (let index = 0; index < b.childCount; index++) {
    const before = a.child(index)
    const after = b.child(index)
    if (before !== after) {
      if (
        before.type !== after.type ||
        before.attrs.listItem !== after.attrs.listItem ||
        before.attrs.level !== after.attrs.level
      )
        return null
      changed.push({node: after, offset})
    }
    offset += after.nodeSize
  }
  return changed
}
