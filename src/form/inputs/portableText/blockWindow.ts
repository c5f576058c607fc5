import {DOMSerializer, type Node as PMNode} from 'prosemirror-model'
import {Plugin, PluginKey, type EditorState} from 'prosemirror-state'
import {Decoration, DecorationSet, type DecorationSource, type EditorView, type NodeView} from 'prosemirror-view'

/**
 * Bodies with this many blocks or more are windowed: only the blocks on screen and around
 * the selection are drawn, the others are empty elements out of the layout behind spacers of
 * their height. The browser's work per keystroke follows the number of elements in an
 * editable element (its text input state and selection offsets walk them all, and those laid
 * out cost `content-visibility`'s observers and the body's block layout); see bench/README.md.
 */
export const WINDOWED_FROM_BLOCKS = 200

/** Blocks before and after the selection's anchor and head that are always laid out. */
export const SELECTION_WINDOW = 40

/** Height assumed for a block that has not been laid out yet, in pixels (about a line and its margin). */
export const ESTIMATED_BLOCK_HEIGHT = 36

/** A range of block indices, `to` excluded. */
export interface BlockRange {
  from: number
  to: number
}

interface WindowState {
  /** Whether the body is windowed (it has {@link WINDOWED_FROM_BLOCKS} blocks or more). */
  windowed: boolean
  /** The blocks drawn around the viewport, as the view last measured it. */
  viewport: BlockRange
  /** The blocks drawn around the selection. */
  selection: BlockRange[]
  /** The keys of the blocks out of the window. */
  far: ReadonlySet<string>
  /** The spacers of the runs of blocks out of the window. */
  spacers: DecorationSet
  /**
   * A decoration on each block that moved in or out of the window with this state, for
   * ProseMirror to draw it again (see {@link windowedBlockView}); dropped once the view has
   * drawn them. Nothing else decorates a block for the window: every top-level decoration
   * costs each update a pass over the body's blocks (ProseMirror looks for each block's).
   */
  redraw: DecorationSet
  decorations: DecorationSet
}

/** The key of the {@link blockWindowPlugin}. */
export const blockWindowKey = new PluginKey<WindowState>('vellumBlockWindow')

/** What the plugin keeps of block heights, by block key, measured when they were laid out. */
export type BlockHeights = Map<string, number>

/**
 * Windows long bodies (see {@link WINDOWED_FROM_BLOCKS}): only the blocks within
 * {@link SELECTION_WINDOW} of the selection's anchor and head, and those within a screen of
 * what is visible, are in the DOM as ProseMirror draws them. Each other block gets a
 * decoration that {@link windowedBlockView} draws as an empty element out of the layout, and
 * each run of them a spacer of their height (as measured when they were last laid out, or
 * estimated), so the scroll height stays. The document, the selection, undo, copy and the
 * patches are unchanged (they are ProseMirror's, not the DOM's). As the view scrolls, the
 * plugin moves the window before the frame is drawn.
 *
 * The blocks out of the window are not in the DOM, so neither the browser's find in page nor
 * a screen reader sees them, as in code editors that draw only their viewport; bodies shorter
 * than {@link WINDOWED_FROM_BLOCKS} blocks are never windowed.
 * @beta
 */
export function blockWindowPlugin(): Plugin<WindowState> {
  const heights: BlockHeights = new Map()
  // The redraw decorations the view has drawn (see WindowState.redraw).
  const drawn: {redraw: DecorationSet | null} = {redraw: null}
  return new Plugin<WindowState>({
    key: blockWindowKey,
    state: {
      init: (_config, state) => computeWindow(state, {from: 0, to: 0}, heights, null),
      apply(tr, value, oldState, newState) {
        const viewport = (tr.getMeta(blockWindowKey) as BlockRange | undefined) ?? value.viewport
        const windowed = newState.doc.childCount >= WINDOWED_FROM_BLOCKS
        if (!windowed && !value.windowed && value.redraw === DecorationSet.empty) return value
        if (windowed !== value.windowed) return computeWindow(newState, viewport, heights, value)
        const settled = value.redraw !== DecorationSet.empty && drawn.redraw === value.redraw
        if (viewport === value.viewport && !tr.docChanged && !tr.selectionSet && !settled) return value
        const selection = selectionRanges(newState)
        if (viewport !== value.viewport || !sameRanges(selection, value.selection) || blocksChanged(oldState, newState))
          return computeWindow(newState, viewport, heights, value, selection)
        // Typing: the same blocks in and out of the window; the spacers only move.
        const redraw = settled ? DecorationSet.empty : value.redraw.map(tr.mapping, tr.doc)
        const spacers = value.spacers.map(tr.mapping, tr.doc)
        const decorations = settled ? spacers : value.decorations.map(tr.mapping, tr.doc)
        return {...value, selection, spacers, redraw, decorations}
      },
    },
    props: {
      decorations: (state) => blockWindowKey.getState(state)?.decorations,
      attributes: (state): Record<string, string> =>
        blockWindowKey.getState(state)?.windowed ? {class: 'vellum-form-pt-windowed'} : {},
    },
    view: (view) => new WindowView(view, heights, drawn),
  })
}

/** Whether blocks came, went or were replaced by others (with other keys). */
function blocksChanged(oldState: EditorState, newState: EditorState): boolean {
  const before = oldState.doc
  const after = newState.doc
  if (before === after) return false
  if (before.childCount !== after.childCount) return true
  for (let index = 0; index < after.childCount; index++) {
    const previous = before.child(index)
    const next = after.child(index)
    if (previous !== next && previous.attrs.key !== next.attrs.key) return true
  }
  return false
}

/** The blocks around the selection's anchor and head, merged where they meet. */
function selectionRanges(state: EditorState): BlockRange[] {
  const {doc, selection} = state
  const around = (pos: number): BlockRange => {
    const index = doc.resolve(Math.min(pos, doc.content.size)).index(0)
    return {from: Math.max(0, index - SELECTION_WINDOW), to: Math.min(doc.childCount, index + SELECTION_WINDOW + 1)}
  }
  return mergeRanges([around(selection.anchor), around(selection.head)])
}

/** The ranges sorted, with those that overlap or touch merged. */
export function mergeRanges(ranges: readonly BlockRange[]): BlockRange[] {
  const sorted = ranges.filter((range) => range.to > range.from).sort((a, b) => a.from - b.from)
  const merged: BlockRange[] = []
  for (const range of sorted) {
    const last = merged[merged.length - 1]
    if (last && range.from <= last.to) last.to = Math.max(last.to, range.to)
    else merged.push({...range})
  }
  return merged
}

function sameRanges(a: readonly BlockRange[], b: readonly BlockRange[]): boolean {
  return a.length === b.length && a.every((range, index) => range.from === b[index]!.from && range.to === b[index]!.to)
}

function computeWindow(
  state: EditorState,
  viewport: BlockRange,
  heights: BlockHeights,
  previous: WindowState | null,
  selection = selectionRanges(state),
): WindowState {
  const {doc} = state
  const windowed = doc.childCount >= WINDOWED_FROM_BLOCKS
  const far = new Set<string>()
  const spacers: Decoration[] = []
  const redraw: Decoration[] = []
  // A new spec each time: a block that moves back at once still gets a decoration unlike its last.
  const spec = {vellumRedraw: ++redrawGeneration}
  let index = 0
  let pos = 0
  const step = (out: boolean) => {
    const node = doc.child(index)
    const key = node.attrs.key as string
    if (out) far.add(key)
    if (previous && previous.far.has(key) !== out) redraw.push(Decoration.node(pos, pos + node.nodeSize, {}, spec))
    pos += node.nodeSize
    index++
    return node
  }
  const leaveOut = (to: number) => {
    // One spacer stands for the run of blocks left out before `to`.
    if (index >= to) return
    let height = 0
    const start = pos
    while (index < to) height += heightOf(step(true), heights)
    spacers.push(Decoration.widget(start, () => spacer(height), {side: -1, key: `spacer-${height}`}))
  }
  if (windowed) {
    for (const range of mergeRanges([...selection, viewport])) {
      leaveOut(range.from)
      while (index < range.to) step(false)
    }
    leaveOut(doc.childCount)
  } else {
    while (index < doc.childCount) step(false)
  }
  const spacerSet = spacers.length > 0 ? DecorationSet.create(doc, spacers) : DecorationSet.empty
  const redrawSet = redraw.length > 0 ? DecorationSet.create(doc, redraw) : DecorationSet.empty
  return {
    windowed,
    viewport,
    selection,
    far,
    spacers: spacerSet,
    redraw: redrawSet,
    decorations: redraw.length > 0 ? DecorationSet.create(doc, [...spacers, ...redraw]) : spacerSet,
  }
}

/** Counts the windows computed, for the specs of their redraw decorations. */
let redrawGeneration = 0

/** Whether the block is out of the window in the view's state. */
function isFar(view: EditorView, node: PMNode): boolean {
  return blockWindowKey.getState(view.state)?.far.has(node.attrs.key as string) ?? false
}

/** A node view constructor of top-level blocks, as ProseMirror's `nodeViews` take them. */
export type BlockViewConstructor = (
  node: PMNode,
  view: EditorView,
  getPos: () => number | undefined,
  decorations: readonly Decoration[],
  innerDecorations: DecorationSource,
) => NodeView

/**
 * The node views of top-level blocks of a type in a windowed body: a block out of the window
 * is an empty element out of the layout (its content is not in the DOM at all, which is what
 * makes the window cheap for the browser), a block in it is `view`'s (or, without one, what
 * the schema's `toDOM` makes). A block moving in or out of the window is drawn again.
 */
export function windowedBlockView(view?: BlockViewConstructor): BlockViewConstructor {
  return (node, editorView, getPos, decorations, innerDecorations) => {
    if (isFar(editorView, node)) return farView(editorView, node)
    const shown = view ? view(node, editorView, getPos, decorations, innerDecorations) : schemaView(node)
    const update = shown.update?.bind(shown)
    shown.update = (next, nextDecorations, nextInner) =>
      !isFar(editorView, next) && (update ? update(next, nextDecorations, nextInner) : false)
    return shown
  }
}

/** A block as the schema draws it; changed markup (style, list, key) draws it again. */
function schemaView(node: PMNode): NodeView {
  const {dom, contentDOM} = DOMSerializer.renderSpec(document, node.type.spec.toDOM!(node))
  let current = node
  return {
    dom,
    contentDOM,
    update(next) {
      if (!next.sameMarkup(current)) return false
      current = next
      return true
    },
  }
}

function farView(view: EditorView, node: PMNode): NodeView {
  const dom = document.createElement('div')
  dom.className = 'vellum-form-pt-far'
  return {
    dom,
    update: (next) => next.type === node.type && isFar(view, next),
    ignoreMutation: () => true,
  }
}

function heightOf(node: PMNode, heights: BlockHeights): number {
  return heights.get(node.attrs.key as string) ?? ESTIMATED_BLOCK_HEIGHT
}

function spacer(height: number): HTMLElement {
  const element = document.createElement('div')
  element.className = 'vellum-form-pt-spacer'
  element.contentEditable = 'false'
  element.setAttribute('aria-hidden', 'true')
  element.style.height = `${height}px`
  return element
}

/**
 * The blocks to lay out for a viewport: those from a screen above what is visible of the
 * editor to a screen below it. `tops` are the blocks' offsets from the editor's top (the
 * last entry its end), `visible` the visible part of the editor in the same coordinates.
 */
export function viewportRange(tops: readonly number[], visible: {top: number; bottom: number}): BlockRange {
  const screen = Math.max(visible.bottom - visible.top, 0)
  const top = visible.top - screen
  const bottom = visible.bottom + screen
  const count = tops.length - 1
  let from = 0
  while (from < count && tops[from + 1]! <= top) from++
  let to = from
  while (to < count && tops[to]! < bottom) to++
  return {from, to: Math.max(to, from)}
}

/**
 * The window's side in the view: measures the heights of the blocks laid out, follows the
 * scrolling of any element the editor is in, and moves the window when what is visible comes
 * within half a screen of its edges.
 */
class WindowView {
  private frame = 0
  private measuring = 0
  private readonly onScroll = () => this.follow()

  constructor(
    private readonly view: EditorView,
    private readonly heights: BlockHeights,
    private readonly drawn: {redraw: DecorationSet | null},
  ) {
    drawn.redraw = blockWindowKey.getState(view.state)?.redraw ?? null
    document.addEventListener('scroll', this.onScroll, {capture: true, passive: true})
    window.addEventListener('resize', this.onScroll, {passive: true})
    // The first measurement once the view is in the page and laid out.
    this.frame = requestAnimationFrame(() => {
      this.frame = 0
      if (blockWindowKey.getState(view.state)?.windowed) this.measure()
      this.follow()
    })
  }

  update(view: EditorView, previous: EditorState): void {
    const before = blockWindowKey.getState(previous)
    const after = blockWindowKey.getState(view.state)
    if (after) this.drawn.redraw = after.redraw
    if (!after?.windowed || (before && sameWindow(before, after))) return
    // Blocks came into the layout: measured once laid out, with the frame's own layout.
    if (!this.measuring)
      this.measuring = requestAnimationFrame(() => {
        this.measuring = 0
        this.measure()
      })
  }

  destroy(): void {
    document.removeEventListener('scroll', this.onScroll, {capture: true})
    window.removeEventListener('resize', this.onScroll)
    if (this.frame) cancelAnimationFrame(this.frame)
    if (this.measuring) cancelAnimationFrame(this.measuring)
  }

  /** Records the heights of the blocks laid out (from one block's top to the next one's). */
  private measure(): void {
    const {view, heights} = this
    const state = blockWindowKey.getState(view.state)
    if (!state) return
    const {doc} = view.state
    // (The blocks in the window: those around the selection and the viewport.)
    for (const range of mergeRanges([...state.selection, state.viewport])) {
      let pos = offsetOf(doc, range.from)
      let previous: {key: string; top: number} | undefined
      for (let index = range.from; index < range.to; index++) {
        const node = doc.child(index)
        const element = view.nodeDOM(pos) as HTMLElement | null
        pos += node.nodeSize
        if (!(element instanceof HTMLElement)) continue
        const top = element.getBoundingClientRect().top
        if (previous) heights.set(previous.key, Math.round(Math.max(top - previous.top, 0)))
        previous = {key: node.attrs.key as string, top}
        // The last block of a run: its own height and margins.
        if (index === range.to - 1) heights.set(previous.key, Math.round(outerHeight(element)))
      }
    }
  }

  /** Moves the window when what is visible of the editor nears its edges. */
  private follow(): void {
    const {view} = this
    const state = blockWindowKey.getState(view.state)
    if (!state?.windowed || !view.dom.isConnected) return
    const rect = view.dom.getBoundingClientRect()
    const visible = {top: Math.max(0, -rect.top), bottom: Math.min(rect.height, window.innerHeight - rect.top)}
    if (visible.bottom <= visible.top) return
    const tops = this.tops()
    const shown = state.viewport
    const screen = visible.bottom - visible.top
    // Half a screen of margin left on both sides: no need to move.
    const needed = {top: visible.top - screen / 2, bottom: visible.bottom + screen / 2}
    const covered = {top: tops[shown.from] ?? 0, bottom: tops[shown.to] ?? 0}
    if (shown.to > shown.from && needed.top >= covered.top - 1 && needed.bottom <= covered.bottom + 1) return
    const next = viewportRange(tops, visible)
    if (next.from === shown.from && next.to === shown.to) return
    view.dispatch(view.state.tr.setMeta(blockWindowKey, next).setMeta('addToHistory', false))
  }

  /** The blocks' offsets from the editor's top, from measured and estimated heights (the last entry: the end). */
  private tops(): number[] {
    const {doc} = this.view.state
    const tops = [0]
    let top = 0
    doc.forEach((node) => {
      top += heightOf(node, this.heights)
      tops.push(top)
    })
    return tops
  }
}

/** Whether the two states lay out the same blocks (typing maps a window, it does not move it). */
function sameWindow(before: WindowState, after: WindowState): boolean {
  return (
    before.windowed === after.windowed &&
    before.viewport === after.viewport &&
    sameRanges(before.selection, after.selection)
  )
}

function outerHeight(element: HTMLElement): number {
  const style = getComputedStyle(element)
  return (
    element.getBoundingClientRect().height + (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0)
  )
}

/** The position before the top-level block at `index`. */
export function offsetOf(doc: PMNode, index: number): number {
  let offset = 0
  for (let child = 0; child < index; child++) offset += doc.child(child).nodeSize
  return offset
}
