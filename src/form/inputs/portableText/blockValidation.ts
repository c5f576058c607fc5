import type {Node as PMNode} from 'prosemirror-model'
import {Plugin, PluginKey, type EditorState, type Transaction} from 'prosemirror-state'
import {Decoration, DecorationSet} from 'prosemirror-view'
import {isKeyedSegment} from '../../../document'
import type {Path, ValidationLevel, ValidationMarker} from '../../../types'
import {sameMarkers} from '../../state/reuseNode'
import {highestLevel} from '../../field/validationSummary'

/**
 * The validation markers of one block of a rich-text field: the markers at the block and below
 * it, their most serious level, and the keys of the children (spans, inline objects) and
 * annotations (markDefs) they point into.
 * @beta
 */
export interface BlockValidation {
  markers: readonly ValidationMarker[]
  level: ValidationLevel
  /** Keys of the children with markers: `[{_key: block}, 'children', {_key}, …]`. */
  children: ReadonlySet<string>
  /** Keys of the annotations with markers: `[{_key: block}, 'markDefs', {_key}, …]`. */
  markDefs: ReadonlySet<string>
}

/** Validation by block key. */
export type BlockValidationMap = ReadonlyMap<string, BlockValidation>

const NONE: BlockValidationMap = new Map()

/**
 * Groups a rich-text field's markers (paths from the document root, as inputs get them) by the
 * block they are in: `[...fieldPath, {_key: block}, …]`. Markers at the field itself are the
 * field header's and are left out. With `previous`, an unchanged block keeps its entry and an
 * unchanged grouping is `previous` itself, so a validation run that says the same thing again
 * changes nothing in the editor.
 * @beta
 */
export function validationByBlock(
  validation: readonly ValidationMarker[],
  fieldPath: Path,
  previous: BlockValidationMap = NONE,
): BlockValidationMap {
  const grouped = new Map<string, ValidationMarker[]>()
  for (const marker of validation) {
    const segment = marker.path[fieldPath.length]
    if (marker.path.length <= fieldPath.length || !isKeyedSegment(segment)) continue
    let list = grouped.get(segment._key)
    if (!list) grouped.set(segment._key, (list = []))
    list.push(marker)
  }
  if (grouped.size === 0) return previous.size === 0 ? previous : NONE
  const result = new Map<string, BlockValidation>()
  let same = grouped.size === previous.size
  for (const [key, markers] of grouped) {
    const before = previous.get(key)
    if (before && sameMarkers(before.markers, markers)) {
      result.set(key, before)
      continue
    }
    same = false
    const children = new Set<string>()
    const markDefs = new Set<string>()
    for (const marker of markers) {
      const [field, item] = marker.path.slice(fieldPath.length + 1, fieldPath.length + 3)
      if (!isKeyedSegment(item)) continue
      if (field === 'children') children.add(item._key)
      else if (field === 'markDefs') markDefs.add(item._key)
    }
    result.set(key, {markers, level: highestLevel(markers)!, children, markDefs})
  }
  return same ? previous : result
}

/** Where the editor puts the element of a block's marker, for React to render the marker into. */
export interface MarkerElements {
  /** The element of block `key`'s marker was created. */
  add(key: string, element: HTMLElement): void
  /** The element of block `key`'s marker is gone. */
  remove(key: string, element: HTMLElement): void
}

interface PluginState {
  validation: BlockValidationMap
  decorations: DecorationSet
}

/** The key of the {@link blockValidationPlugin}; its meta on a transaction is a new {@link BlockValidationMap}. */
export const blockValidationKey = new PluginKey<PluginState>('vellumBlockValidation')

/** Gives the editor new validation (dispatch the transaction). */
export function setBlockValidation(tr: Transaction, validation: BlockValidationMap): Transaction {
  return tr.setMeta(blockValidationKey, validation)
}

/** The validation the editor shows. */
export function blockValidationOf(state: EditorState): BlockValidationMap {
  return blockValidationKey.getState(state)?.validation ?? NONE
}

/**
 * Shows validation markers in the editor, at their block, as decorations — so nothing of the
 * document is rendered again when markers come and go:
 *
 * - the block gets `data-validation` (its most serious level) and the class
 *   `vellum-form-pt-block-invalid`;
 * - a widget at the block's start (out of the text flow, at the block's right edge) holds the marker,
 *   an element `elements` is told about so React renders the icon and tooltip into it;
 * - spans, inline objects and annotated text the markers point at get
 *   `vellum-form-pt-span-invalid` and `data-validation`.
 *
 * Typing elsewhere only maps the decorations; a change that touches a marked block, or adds or
 * removes blocks, places them again (one pass over the top-level blocks). Block objects show
 * their markers in their own preview row.
 * @beta
 */
export function blockValidationPlugin(elements: MarkerElements): Plugin<PluginState> {
  return new Plugin<PluginState>({
    key: blockValidationKey,
    state: {
      init: (_config, state) => ({validation: NONE, decorations: decorate(state.doc, NONE, elements)}),
      apply(tr, value, oldState, newState) {
        const next = tr.getMeta(blockValidationKey) as BlockValidationMap | undefined
        if (next !== undefined && next !== value.validation)
          return {validation: next, decorations: decorate(newState.doc, next, elements)}
        if (!tr.docChanged || value.validation.size === 0) return value
        if (newState.doc.childCount !== oldState.doc.childCount || touchesMarkedBlock(tr, value.validation))
          return {validation: value.validation, decorations: decorate(newState.doc, value.validation, elements)}
        return {validation: value.validation, decorations: value.decorations.map(tr.mapping, tr.doc)}
      },
    },
    props: {decorations: (state) => blockValidationKey.getState(state)?.decorations},
  })
}

/** Whether a transaction changed a block that has markers. */
function touchesMarkedBlock(tr: Transaction, validation: BlockValidationMap): boolean {
  const {maps} = tr.mapping
  let touched = false
  maps.forEach((map, index) => {
    const rest = tr.mapping.slice(index + 1)
    map.forEach((_oldStart, _oldEnd, start, end) => {
      if (touched) return
      const from = rest.map(start, -1)
      const to = Math.min(rest.map(end, 1), tr.doc.content.size)
      tr.doc.nodesBetween(from, Math.max(from, to), (node) => {
        if (validation.has(node.attrs.key as string)) touched = true
        return false
      })
    })
  })
  return touched
}

function decorate(doc: PMNode, validation: BlockValidationMap, elements: MarkerElements): DecorationSet {
  if (validation.size === 0) return DecorationSet.empty
  const decorations: Decoration[] = []
  doc.forEach((block, offset) => {
    const key = block.attrs.key as string
    const entry = validation.get(key)
    if (!entry || block.type.name !== 'textblock') return
    decorations.push(
      Decoration.node(offset, offset + block.nodeSize, {
        class: 'vellum-form-pt-block-invalid',
        'data-validation': entry.level,
      }),
      Decoration.widget(offset + 1, () => markerElement(key, elements), {
        side: -1,
        key: `validation:${key}`,
        ignoreSelection: true,
        stopEvent: () => true,
        destroy: (element) => elements.remove(key, element as HTMLElement),
      } as Parameters<typeof Decoration.widget>[2]),
    )
    if (entry.children.size === 0 && entry.markDefs.size === 0) return
    block.forEach((child, childOffset) => {
      const from = offset + 1 + childOffset
      const marked = child.isText
        ? child.marks.some((mark) =>
            mark.type.name === 'span'
              ? entry.children.has(mark.attrs.key as string)
              : mark.type.name.startsWith('ann_') && entry.markDefs.has(mark.attrs.key as string),
          )
        : entry.children.has(child.attrs.key as string)
      if (!marked) return
      const attrs = {class: 'vellum-form-pt-span-invalid', 'data-validation': entry.level}
      decorations.push(
        child.isText ? Decoration.inline(from, from + child.nodeSize, attrs) : Decoration.node(from, from + 1, attrs),
      )
    })
  })
  return DecorationSet.create(doc, decorations)
}

/** The element a block's marker is rendered into: at the block's right edge, out of the text flow (form.css). */
function markerElement(key: string, elements: MarkerElements): HTMLElement {
  const element = document.createElement('span')
  element.className = 'vellum-form-pt-block-marker'
  element.dataset.key = key
  elements.add(key, element)
  return element
}
