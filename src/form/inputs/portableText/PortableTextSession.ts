import type {Node as PMNode} from 'prosemirror-model'
import {EditorState, type Plugin, type Transaction} from 'prosemirror-state'
import {isRecord} from '../../../document'
import {Mapping, Transform, type Step} from 'prosemirror-transform'
import type {Patch} from '../../../types'
import {docPatches, isTypingPatch, memberPatches, whileChildrenAre, withAnnotationsReasserted} from './docPatches'
import type {PortableTextEditorSchema} from './editorSchema'
import {
  joinSourcesBetween,
  splitMoveBetween,
  splitOffMoved,
  type Followed,
  joinFollowed,
  type JoinSource,
  withLeftBehindFollowing,
  withoutJoinedPieces,
  withTypingAfterUnlandedJoin,
  type SplitMove,
} from './joinSources'
import {keyNormalizer, normalizeKeys, REMOTE_META, renewedBlockKey} from './keyNormalizer'
import {isEmptyDoc, memberToNode, nodeToMember, portableTextToDoc} from './portableTextConversion'
import {isSpan, isTextBlockMember, type PortableTextBlock, type PortableTextMember} from './portableTextValue'
import {
  blockSplitBetween,
  reconcileBlockSplit,
  reconcileJoinedSplit,
  withHistory,
  withoutTwiceMovedText,
  type BlockSplit,
  type BlockSplitState,
} from './blockSplits'
import {adoptEmptySpans, cutHereToo} from './emptySpans'
import {withEditInPieces, withTypingKept, type SpanEdit} from './spanEdits'
import {madeAnnotations, withoutForeignAnnotationRemovals} from './foreignAnnotations'
import {
  combinedSplits,
  reconcileSplit,
  spanSplitsBetween,
  untrimmedSplit,
  withoutTwiceMovedPieces,
  withUnseen,
  type SpanSplit,
} from './spanSplits'
import {valuesAreEqual} from './valuesAreEqual'

/** Options of {@link PortableTextSession}. */
export interface PortableTextSessionOptions {
  /** Plugins besides the key normaliser (history, keymaps, …). */
  plugins?: readonly Plugin[]
}

/**
 * The editing state of one portable-text field, framework-free: the ProseMirror state, and
 * the value the form has, kept in step both ways.
 *
 * - {@link apply} applies a local transaction and returns the patches that bring the form's
 *   value to the new document (see `docPatches`).
 * - {@link receive} takes the form's value — after an echo of the session's own patches, or a
 *   collaborator's edit — and returns the transaction that brings the document to it as one
 *   minimal replace (nothing when they already agree). It is marked not to be undone (undo
 *   only takes back the local user's changes) and maps the selection, so the caret stays
 *   where it was in the text around it.
 * @beta
 */
export class PortableTextSession {
  state: EditorState
  readonly editorSchema: PortableTextEditorSchema
  /** The document of the last value the form gave (or emitted and had come back). */
  #acknowledged: Version
  /** Documents emitted since, oldest first: values that may still come back. */
  #pending: Version[] = []
  /** Steps applied since {@link #acknowledged}; a version's `steps` counts from `#stepBase`. */
  #steps: Step[] = []
  #stepBase = 0
  #baselineEmpty: boolean
  /** Whether the form's value has unique keys everywhere, so keyed patches can address it. */
  #keyed: boolean
  /** Nodes by the members they were made from or checked against. */
  #nodeOf = new WeakMap<object, PMNode>()
  /** Patches that bring a received value to what the editor can show (see {@link receive}). */
  #normalization: Patch[] = []
  /** Spans split here by marking part of them, newest last (see {@link receive}). */
  #splits: SpanSplit[] = []
  /**
   * Spans whose text was edited here, by block and span key (see {@link receive}), and when the
   * store first showed what this editor shows since (see {@link #settleSpanEdits}).
   */
  #spanEdits = new Map<string, SpanEdit>()
  #spanEditsSettled = new WeakMap<SpanEdit, number>()
  /**
   * The pieces (block and span key) that those edits emptied in the value being received: this
   * editor took their text out, so they go while empty (see `adoptEmptySpans`).
   */
  #emptiedByEdits = new Set<string>()
  /** Blocks split here, newest last (see {@link receive}). */
  #blockSplits: BlockSplit[] = []
  /**
   * When a block split's record first reconciled someone's pieces: it is kept for
   * {@link CONCURRENT_WINDOW_MS} more, as more pieces made before the split reached them may follow.
   */
  #blockSplitsReconciled = new WeakMap<BlockSplit, number>()
  /** Blocks joined away here, newest last (see {@link receive}). */
  #joinSources: JoinSource[] = []
  /** When the store first showed what this editor shows since each join (see {@link #joinLive}). */
  #joinsSettled = new WeakMap<JoinSource, number>()
  /**
   * The children this editor's splits moved whole into new blocks, until {@link CONCURRENT_WINDOW_MS}
   * after the store first showed what it shows (with when that was).
   */
  #splitMoves: SplitMove[] = []
  #splitMovesSettled = new WeakMap<SplitMove, number>()
  /**
   * The documents the store showed before {@link #acknowledged}, and the editor's own values
   * it took or passed over, oldest first, for {@link CONCURRENT_WINDOW_MS}: someone else's edit
   * made on one of them may still be on its way (see `joinSourcesBetween`).
   */
  #earlierStored: {doc: PMNode; at: number}[] = []
  /** The keys of the annotations made here: only those are removed when no span uses them. */
  #ownAnnotations = new Set<string>()
  /**
   * The key of the lone empty block of a value this editor unsets on a condition, showing its
   * empty state (see {@link #unsetsEmptied}), until it types: its first text goes in under a
   * new key (see `renewedBlockKey`).
   */
  #emptiedKey: string | undefined
  /** The key of a lone paragraph a merge left empty, shown here with text before (see {@link #unsetsEmptied}). */
  #emptiedByMerge: string | undefined
  /** The value the session was made with, until {@link rememberInitialValue}. */
  #initialValue: unknown

  constructor(editorSchema: PortableTextEditorSchema, value: unknown, options: PortableTextSessionOptions = {}) {
    this.editorSchema = editorSchema
    const doc = portableTextToDoc(value, editorSchema)
    let state = EditorState.create({doc, plugins: [...(options.plugins ?? []), keyNormalizer(editorSchema)]})
    const normalized = normalizeKeys(state, null, editorSchema)
    if (normalized.docChanged) state = state.apply(normalized)
    this.state = state
    this.#acknowledged = {doc: state.doc, steps: 0, typing: false}
    this.#baselineEmpty = isEmptyValue(value)
    this.#keyed = hasUniqueKeys(value)
    this.#initialValue = value
  }

  /**
   * Remembers which members of the value the session was made with its blocks show, so that
   * receiving that value again, or a value that changes a few of its members, costs nothing
   * for the others. It reads every block, so the editor calls it once it is idle after opening
   * rather than as it opens; {@link receive} remembers the members it checks either way.
   */
  rememberInitialValue(): void {
    if (this.#initialValue === undefined) return
    const value = this.#initialValue
    this.#initialValue = undefined
    this.#matches(this.#acknowledged.doc, value)
  }

  /**
   * Applies a transaction made on {@link state} (and what plugins append to it) and returns
   * the patches for the form, relative to the field's value; none for a change that came from
   * {@link receive}.
   */
  apply(transaction: Transaction): Patch[] {
    let {state, transactions} = this.state.applyTransaction(transaction)
    const emptied = this.#emptiedKey
    if (emptied !== undefined && !transactions.some((tr) => tr.getMeta(REMOTE_META)) && !isEmptyDoc(state.doc)) {
      // The first text typed in the empty state goes in under a new key (see #emptiedKey).
      this.#emptiedKey = undefined
      const renewal = this.#baselineEmpty ? renewedBlockKey(state, emptied) : null
      if (renewal) {
        const renewed = state.applyTransaction(renewal)
        state = renewed.state
        transactions = [...transactions, ...renewed.transactions]
      }
    }
    this.state = state
    // A received change is counted in the versions already (see receive): its steps are not local.
    for (const tr of transactions) if (!tr.getMeta(REMOTE_META)) this.#steps.push(...tr.steps)
    if (transactions.some((tr) => tr.getMeta(REMOTE_META))) {
      const normalization = this.#normalization
      this.#normalization = []
      return normalization
    }
    if (!transactions.some((tr) => tr.docChanged)) return []
    const before = (this.#pending[this.#pending.length - 1] ?? this.#acknowledged).doc
    const beforeEmpty = this.#baselineEmpty
    this.#baselineEmpty = isEmptyDoc(state.doc)
    const version: Version = {doc: state.doc, steps: this.#stepBase + this.#steps.length, typing: false}
    this.#pending.push(version)
    if (!this.#keyed) {
      // A value with missing or shared keys (an ignored invalid value) cannot take keyed patches.
      this.#keyed = true
      const members: unknown[] = []
      state.doc.forEach((node) => members.push(nodeToMember(node)))
      return this.#baselineEmpty ? [{type: 'unset', path: []}] : [{type: 'set', path: [], value: members}]
    }
    const patches = docPatches(before, state.doc, beforeEmpty)
    version.typing = patches.every(isTypingPatch)
    for (const key of madeAnnotations(before, patches)) this.#ownAnnotations.add(key)
    this.#recordSpanEdits(before, patches)
    if (this.#splits.length > 0) this.#forgetRemovedSpans(patches)
    // Inserted children or blocks: a span or block may have been split (typing costs nothing here).
    if (patches.some((patch) => patch.type === 'insert' && (patch.path.length === 1 || patch.path[1] === 'children')))
      this.#recordSplits(before, state.doc)
    // Removed or inserted blocks: a block may have been joined away (or brought back).
    if (patches.some((patch) => patch.path.length === 1 && (patch.type === 'unset' || patch.type === 'insert')))
      this.#recordJoins(before, state.doc)
    return patches
  }

  /**
   * The transaction that brings the document to the form's `value`, or null when it already
   * shows it — or shows it plus edits emitted since, which are on their way (the form's value
   * may lag behind the keystrokes). Someone else's edit, merged by the store into a value this
   * session emitted, is found as a change of that value and mapped over the edits made here
   * since, so they are kept and the caret stays in place. Dispatch the transaction (or pass it
   * to {@link apply}).
   *
   * A value the editor can only show a little differently (an empty span beside others or an
   * annotation no span uses, which merging two people's edits can leave) is shown in the
   * editor's form, and {@link apply} of the returned transaction gives the patches that bring
   * the stored value to it, so every editor and the store agree. An unused annotation is
   * removed only by the editor that made it (see `withoutForeignAnnotationRemovals`).
   *
   * A value `current` is known to have caught up with every edit emitted here (typing has
   * paused long enough for the form to render it): it is not taken as lagging. If it shows an
   * older version, someone's edit took the newer ones back (or the store dropped them), and
   * the editor shows it as it is.
   */
  receive(value: unknown, {current = false}: {current?: boolean} = {}): Transaction | null {
    this.#keyed = hasUniqueKeys(value)
    const versions = [this.#acknowledged, ...this.#pending]
    for (let index = versions.length - 1; index >= (current ? versions.length - 1 : 0); index--) {
      if (!this.#matches(versions[index]!.doc, value)) continue
      if (index > 0) this.#acknowledge(versions[index]!, this.#pending.slice(index))
      // The store shows everything as this editor does. Someone's edit made before the split
      // reached them may still be on its way: the records go a while later.
      if (index === versions.length - 1 && this.#splitMoves.length > 0) this.#settleSplitMoves()
      if (index === versions.length - 1) this.#settleJoins()
      if (index === versions.length - 1 && this.#spanEdits.size > 0) this.#settleSpanEdits()
      // This editor emptied the field, and a merge left an empty paragraph, or a merge left
      // a paragraph of it empty and it is shown again: unset it (see #unsetsEmptied).
      const emptied =
        (this.#baselineEmpty || (this.#emptiedByMerge !== undefined && this.#emptiedByMerge === loneKey(value))) &&
        index === versions.length - 1
      if (!emptied || !this.#unsetsEmptied(value, versions[index]!.doc)) return null
      return this.state.tr.setMeta(REMOTE_META, true).setMeta('addToHistory', false)
    }
    this.#baselineEmpty = isEmptyValue(value)
    this.#normalization = []
    const target = this.#targetDoc(value, this.state.doc)
    this.#normalization = withoutForeignAnnotationRemovals(this.#normalization, this.#ownAnnotations)
    const base = current ? versions[versions.length - 1]! : this.#baseOf(versions, target)
    const change = replaceStepsBetween(base.doc, target)
    const mapping = new Mapping(this.#steps.slice(base.steps - this.#stepBase).map((step) => step.getMap()))
    let tr = this.state.tr
    for (const step of change) {
      const mapped = step.map(mapping)
      if (!mapped || tr.maybeStep(mapped).failed) {
        // The change cannot be placed over the edits made since: show the value as it is.
        tr = this.state.tr
        for (const direct of replaceStepsBetween(this.state.doc, target)) tr.step(direct)
        break
      }
    }
    const lone = loneKey(value)
    this.#emptiedByMerge = undefined
    if (lone !== undefined && this.#showsEmpty(lone)) this.#unsetsEmptied(value, tr.doc)
    else if (lone !== undefined && this.#hasBlock(lone) && isEmptyDoc(tr.doc)) this.#emptiedByMerge = lone
    if (!tr.docChanged && this.#normalization.length === 0) return null
    const localSince = base.steps - this.#stepBase < this.#steps.length || this.#normalization.length > 0
    this.#rememberStored(this.#acknowledged.doc)
    // The editor's own values since were sent: someone else may have had them too.
    for (const version of this.#pending) this.#rememberStored(version.doc)
    this.#acknowledged = {doc: target, steps: this.#stepBase + this.#steps.length, typing: false}
    this.#steps = []
    this.#stepBase = this.#acknowledged.steps
    this.#pending = localSince ? [{doc: tr.doc, steps: this.#acknowledged.steps, typing: false}] : []
    if (!localSince && this.#spanEdits.size > 0) this.#settleSpanEdits()
    return tr.setMeta(REMOTE_META, true).setMeta('addToHistory', false)
  }

  /**
   * Whether a received value the editor shows as its empty state (one empty paragraph, what
   * two people emptying a field at once can leave) is to be unset, as the editor stores its
   * empty state: if so, the unset is queued (see {@link receive}). A value the editor was
   * opened with is left as it is: only looking at it changes nothing.
   *
   * The unset takes with it whatever someone types into the paragraph meanwhile, so a merge's
   * lone empty paragraph is unset only by an editor that showed it empty already (it emptied
   * it, or made it), not by one that shows someone else's new paragraph (its maker may be
   * typing in it) or showed it with text (someone may be typing there; each person's
   * deletion is theirs). Such an editor unsets it when the value is shown to it again.
   */
  #unsetsEmptied(value: unknown, shown: PMNode): boolean {
    if (!this.#keyed || isEmptyValue(value) || !isEmptyDoc(shown)) return false
    // Only while the field is still that: someone else may have typed into it or added a
    // block since (a new block after emptying it all, seed 115).
    this.#normalization = [{type: 'unset', path: [], onlyIf: {path: [], equals: value}}]
    this.#baselineEmpty = true
    this.#emptiedKey = loneKey(value)
    this.#emptiedByMerge = undefined
    return true
  }

  /** Whether the editor's document has the block with `key`. */
  #hasBlock(key: string): boolean {
    return this.#blockWithKey(key) !== undefined
  }

  /** Whether the editor's document has the block with `key`, as an empty paragraph. */
  #showsEmpty(key: string): boolean {
    const node = this.#blockWithKey(key)
    return node !== undefined && node.isTextblock && node.childCount === 0
  }

  /** The text of the block with `key` as the editor shows it; undefined when it shows none. */
  #shownText(key: string): string | undefined {
    const node = this.#blockWithKey(key)
    return node?.isTextblock ? node.textContent : undefined
  }

  #blockWithKey(key: string): PMNode | undefined {
    let found: PMNode | undefined
    this.state.doc.forEach((node) => {
      if (node.attrs.key === key) found = node
    })
    return found
  }

  /** Whether edits emitted here have yet to come back in a value (see {@link receive}). */
  get awaitsEcho(): boolean {
    return this.#pending.length > 0
  }

  /** Receives `value` and applies the transaction, if any; returns whether the document changed. */
  sync(value: unknown): boolean {
    const tr = this.receive(value)
    if (!tr) return false
    this.apply(tr)
    return true
  }

  /**
   * The version a value was made from. The store's value holds every edit emitted here (merged
   * with other people's), but the form hands it over late while the user types (it renders
   * after the keystroke paints): a value is taken as made from an older version when only
   * typing followed it and every block typed in since is in the value as it was then.
   * Otherwise it is the newest version: it holds everything, and mapping local edits over it
   * again would apply them twice (or keep one the store had to drop).
   */
  #baseOf(versions: readonly Version[], target: PMNode): Version {
    const newest = versions[versions.length - 1]!
    let first = versions.length - 1
    while (first > 0 && versions[first]!.typing) first--
    if (first === versions.length - 1) return newest
    const targetMembers = membersByKey(target)
    const newestNodes = nodesByKey(newest.doc)
    for (const version of versions.slice(first, -1)) {
      const nodes = nodesByKey(version.doc)
      let changed = 0
      let lags = true
      for (const key of new Set([...nodes.keys(), ...newestNodes.keys()])) {
        const node = nodes.get(key)
        if (node === newestNodes.get(key)) continue
        changed++
        const inTarget = targetMembers.get(key)
        if (node === undefined ? inTarget !== undefined : !inTarget || !valuesAreEqual(nodeToMember(node), inTarget)) {
          lags = false
          break
        }
      }
      if (lags && changed > 0) return version
    }
    return newest
  }

  /**
   * Notes when the store first showed what this editor shows since each split move, and
   * forgets those it showed more than {@link CONCURRENT_WINDOW_MS} ago.
   */
  #settleSplitMoves(): void {
    const now = Date.now()
    for (const move of this.#splitMoves) if (!this.#splitMovesSettled.has(move)) this.#splitMovesSettled.set(move, now)
    this.#splitMoves = this.#splitMoves.filter((move) => this.#splitMoveLive(move, now))
  }

  /** Whether a split move's record is of use at `now`: not settled, or settled within {@link CONCURRENT_WINDOW_MS}. */
  #splitMoveLive(move: SplitMove, now: number): boolean {
    return now - (this.#splitMovesSettled.get(move) ?? now) <= CONCURRENT_WINDOW_MS
  }

  /**
   * Notes when the store first showed what this editor shows since each span edit, and forgets
   * those it showed more than {@link CONCURRENT_WINDOW_MS} ago: someone's split of the span
   * made before the edit reached them may still be on its way until then.
   */
  #settleSpanEdits(): void {
    const now = Date.now()
    for (const [key, edit] of this.#spanEdits) {
      const settled = this.#spanEditsSettled.get(edit)
      if (settled === undefined) this.#spanEditsSettled.set(edit, now)
      else if (now - settled > CONCURRENT_WINDOW_MS) this.#spanEdits.delete(key)
    }
  }

  /**
   * Remembers the spans whose text a local change from `before` edited (its typing patches),
   * with their text before the first such edit (see `withEditInPieces`). An edit of a span
   * remembered already makes its record live again.
   */
  #recordSpanEdits(before: PMNode, patches: readonly Patch[]): void {
    // A change that adds or removes blocks (a split, a join, typing over a selection across
    // blocks) moves text between blocks: what its text patches take out or put in moved.
    const movesText = patches.some((patch) => patch.path.length === 1 && patch.type !== 'set')
    for (const patch of patches) {
      if (!isTypingPatch(patch) || patch.path.length !== 4) continue
      const [block, , span] = patch.path
      if (!isRecord(block) || !isRecord(span)) continue
      const key = `${String(block._key)}\u0000${String(span._key)}`
      const known = this.#spanEdits.get(key)
      if (movesText) {
        this.#spanEdits.delete(key)
        continue
      }
      if (known) {
        this.#spanEditsSettled.delete(known)
        continue
      }
      let node: PMNode | undefined
      before.forEach((candidate) => {
        if (candidate.attrs.key === block._key) node = candidate
      })
      const member = node?.isTextblock ? nodeToMember(node) : undefined
      if (!member || !isTextBlockMember(member)) continue
      const child = member.children.find((candidate) => candidate._key === span._key)
      if (!isSpan(child)) continue
      const childKeys = new Set(member.children.map((candidate) => candidate._key))
      this.#spanEdits.set(key, {block: member._key, span: child._key, base: child.text, childKeys})
    }
    // A change of a block's children (a split, an object put in, a join) moves text between
    // spans: what it takes out of a span is no deletion.
    for (const patch of patches) {
      const [block, field] = patch.path
      if (isTypingPatch(patch) || !isRecord(block) || (patch.path.length > 1 && field !== 'children')) continue
      if (patch.path.length > 3 && patch.type !== 'move') continue
      for (const [key, edit] of this.#spanEdits) if (edit.block === block._key) this.#spanEdits.delete(key)
    }
    while (this.#spanEdits.size > REMEMBERED_SPLITS) this.#spanEdits.delete(this.#spanEdits.keys().next().value!)
  }

  /**
   * A received block with this editor's edits of its spans made in pieces someone split off
   * them meanwhile (see `withEditInPieces`); the patches that store it so are queued. A span
   * this editor split too is left to the split's rules (see {@link #reconciled}).
   */
  #withEditsInPieces(member: Record<string, unknown>, shown: ReadonlyMap<unknown, PMNode>): Record<string, unknown> {
    const node = shown.get(member._key)
    if (!this.#keyed || !node?.isTextblock || !isTextBlockMember(member as PortableTextMember)) return member
    let result = member as PortableTextBlock
    let shownBlock: PortableTextBlock | undefined
    for (const [key, edit] of this.#spanEdits) {
      if (edit.block !== member._key) continue
      if (this.#splits.some((split) => split.block === edit.block && split.span === edit.span)) continue
      shownBlock ??= nodeToMember(node) as PortableTextBlock
      const withEdit = withEditInPieces(result, edit, shownBlock)
      if (!withEdit) continue
      for (const child of withEdit.member.children)
        if (isSpan(child) && child.text === '' && !result.children.includes(child))
          this.#emptiedByEdits.add(`${result._key}\u0000${child._key}`)
      result = withEdit.member
      this.#normalization.push(...withEdit.patches)
      // The edit's own patch may still reach the span (see SpanEdit's `followed`).
      const followed: SpanEdit = {...edit, followed: new Set([...(edit.followed ?? []), ...withEdit.pieces])}
      const settled = this.#spanEditsSettled.get(edit)
      if (settled !== undefined) this.#spanEditsSettled.set(followed, settled)
      this.#spanEdits.set(key, followed)
    }
    return result
  }

  /**
   * The received blocks with this editor's edits of spans that someone else moved or deleted
   * meanwhile, not having seen the edit: the block the editor shows the span in lacks it. When
   * one block, which the editor does not show, has a span of that key (a split of theirs moved
   * it there), the edit is made there (see `withEditInPieces`' `moved`); when none has, what
   * the edit typed goes back in (see `withTypingKept`). The patches that store them so are
   * queued.
   */
  #withEditsMoved(
    received: readonly Record<string, unknown>[],
    shown: ReadonlyMap<unknown, PMNode>,
  ): readonly Record<string, unknown>[] {
    if (!this.#keyed) return received
    let members = received
    const byKey = new Map(received.map((member) => [member._key, member]))
    for (const edit of this.#spanEdits.values()) {
      const node = shown.get(edit.block)
      if (!node?.isTextblock) continue
      const holds = (member: Record<string, unknown>) =>
        isTextBlockMember(member as PortableTextMember) &&
        (member as PortableTextBlock).children.some((child) => child._key === edit.span && isSpan(child))
      const own = byKey.get(edit.block)
      if (own && holds(own)) continue
      // Only a span in one place: in two blocks, someone split it, and the edit would go twice.
      const holders = members.filter(holds)
      const mine = nodeToMember(node) as PortableTextBlock
      let target: Record<string, unknown> | undefined
      let result: {member: PortableTextBlock; patches: Patch[]} | undefined
      if (holders.length === 0 && own && isTextBlockMember(own as PortableTextMember)) {
        // Gone: someone deleted it. What the edit typed there stays.
        target = own
        result = withTypingKept(own as PortableTextBlock, edit, mine)
      } else if (holders.length === 1 && !shown.has(holders[0]!._key)) {
        target = holders[0]!
        result = withEditInPieces(target as PortableTextBlock, edit, mine, true)
      }
      if (!target || !result) continue
      const replaced = target
      const member = result.member
      members = members.map((candidate) => (candidate === replaced ? member : candidate))
      byKey.set(replaced._key, member)
      this.#normalization.push(...result.patches)
    }
    return members
  }

  /** Notes when the store first showed what this editor shows since each join. */
  #settleJoins(): void {
    const now = Date.now()
    for (const source of this.#joinSources) if (!this.#joinsSettled.has(source)) this.#joinsSettled.set(source, now)
  }

  /**
   * Whether a join's record is of use at `now`: not settled, or settled within
   * {@link CONCURRENT_WINDOW_MS} (the store shows local changes, on their way, as soon as they
   * are made, so someone else's edit may still come in after it first shows the join).
   */
  #joinLive(source: JoinSource, now: number): boolean {
    return now - (this.#joinsSettled.get(source) ?? now) <= CONCURRENT_WINDOW_MS
  }

  #acknowledge(version: Version, rest: Version[]): void {
    if (version !== this.#acknowledged) {
      this.#rememberStored(this.#acknowledged.doc)
      // The editor's own values before it, taken by the store with it, were stored too.
      for (const skipped of this.#pending) {
        if (skipped === version) break
        this.#rememberStored(skipped.doc)
      }
    }
    this.#acknowledged = version
    this.#pending = rest
    const drop = version.steps - this.#stepBase
    this.#steps = this.#steps.slice(drop)
    this.#stepBase = version.steps
  }

  /** Remembers a document the store showed, before another takes its place (see `#earlierStored`). */
  #rememberStored(doc: PMNode): void {
    // Once per value typing brings back: the list is trimmed in place, oldest first.
    const now = Date.now()
    const stored = this.#earlierStored
    stored.push({doc, at: now})
    while (stored.length > REMEMBERED_STORED || now - stored[0]!.at > CONCURRENT_WINDOW_MS) stored.shift()
  }

  /** Whether `doc` shows `value`; unchanged members are recognised by identity. */
  #matches(doc: PMNode, value: unknown): boolean {
    if (isEmptyValue(value)) return isEmptyDoc(doc)
    const members = value as unknown[]
    if (members.length !== doc.childCount) return false
    for (let index = 0; index < members.length; index++) {
      const member = members[index]
      const node = doc.child(index)
      if (!isRecord(member)) return false
      if (this.#nodeOf.get(member) === node) continue
      if (!valuesAreEqual(nodeToMember(node), member)) return false
      this.#nodeOf.set(member, node)
    }
    return true
  }

  /**
   * Forgets the splits of spans a local change removed: the splits' pieces are then only
   * someone else's to correct (see `withoutTwiceMovedPieces`).
   */
  #forgetRemovedSpans(patches: readonly Patch[]): void {
    for (const patch of patches) {
      const [block, field, span] = patch.path
      if (patch.type !== 'unset' || patch.path.length !== 3 || field !== 'children') continue
      if (!isRecord(block) || !isRecord(span)) continue
      this.#splits = this.#splits.filter((split) => split.block !== block._key || split.span !== span._key)
    }
  }

  /**
   * Remembers the blocks a local change from `before` to `after` joined away (see
   * {@link receive}), and forgets those it brought back (an undo of the join).
   */
  #recordJoins(before: PMNode, after: PMNode): void {
    if (this.#joinSources.length > 0) {
      const shown = nodesByKey(after)
      this.#joinSources = this.#joinSources.filter((source) => !shown.has(source.block))
    }
    // What the store showed lately, and the editor's own values since (text its split moved
    // out of the block before the join counts too: seed 56).
    const texts = [
      ...this.#earlierStored.map(({doc}) => doc),
      this.#acknowledged.doc,
      ...this.#pending.map(({doc}) => doc).filter((doc) => doc !== after),
    ]
    const sources = joinSourcesBetween(before, after, texts)
    this.#joinSources.push(...sources)
    if (this.#joinSources.length > REMEMBERED_SPLITS) this.#joinSources = this.#joinSources.slice(-REMEMBERED_SPLITS)
    if (sources.length > 0 && this.#splits.length > 0) this.#splitsFollowJoins(sources, after)
  }

  /**
   * The records of spans this editor split (marking part of one) that a join of its moved into
   * another block, made records of that block: the join moved the span by reference, and the
   * pieces someone else split off it at the same time follow it there (see `#followingMoves`),
   * where they are reconciled with this editor's.
   */
  #splitsFollowJoins(sources: readonly JoinSource[], after: PMNode): void {
    const holder = new Map<string, PortableTextBlock>()
    after.forEach((node) => {
      const member = node.isTextblock ? nodeToMember(node) : undefined
      if (!member || !isTextBlockMember(member)) return
      for (const child of member.children) holder.set(child._key, member)
    })
    this.#splits = this.#splits.map((split) => {
      const source = sources.find((record) => record.block === split.block && record.children.has(split.span))
      const into = source && holder.get(split.span)
      if (!into || into._key === split.block) return split
      const childKeys = new Set([...split.childKeys, ...into.children.map((child) => child._key)])
      return {...split, block: into._key, childKeys}
    })
  }

  /**
   * The received blocks with what this editor's moves by reference left behind moved after
   * them (see `withLeftBehindFollowing`); the patches that store them so are queued (see
   * {@link receive}). A block this editor joined away (and does not show again: an undo), back
   * holding children, goes again, and they follow the join into the block it went into. Spans
   * someone split off the children a split moved into its new block (marking part of one), not
   * having seen the split, follow them there (`shown` has the blocks the editor shows by key).
   */
  #followingMoves(
    received: readonly Record<string, unknown>[],
    shown: ReadonlyMap<unknown, PMNode>,
  ): readonly Record<string, unknown>[] {
    if (!this.#keyed) return received
    let members = received
    for (const [index, source] of this.#joinSources.entries()) {
      if (shown.has(source.block)) continue
      // The record stays: more children, moved in before the join reached their author, may come.
      const followed =
        withLeftBehindFollowing(members, joinFollowed(source)) ?? this.#withoutDeletedPieces(members, source, shown)
      if (!followed) continue
      members = followed.members
      this.#normalization.push(...followed.patches)
      if (followed.followers) {
        // What comes back next follows these too: they are the join's now.
        const record = {
          ...source,
          children: new Set([...source.children, ...followed.followers.keys()]),
          spanTexts: new Map([...(source.spanTexts ?? []), ...followed.followers]),
        }
        const settled = this.#joinsSettled.get(source)
        if (settled !== undefined) this.#joinsSettled.set(record, settled)
        this.#joinSources[index] = record
      }
    }
    const now = Date.now()
    for (const move of this.#splitMoves) {
      if (!this.#splitMoveLive(move, now)) continue
      const node = shown.get(move.block)
      const followed = withLeftBehindFollowing(members, {
        block: move.block,
        children: move.children,
        isLeftBehind: splitOffMoved(move, node && childKeysOf(node)),
        removeEmptied: false,
      })
      if (!followed) continue
      this.#splitMoves = this.#splitMoves.filter((record) => record !== move)
      members = followed.members
      this.#normalization.push(...followed.patches)
    }
    return members
  }

  /**
   * The received blocks without the pieces of the text a join of this editor moved that are
   * back in the block it joined away (see `withoutJoinedPieces`), when this editor has deleted
   * that text since, and no received block holds any of it: the pieces are text it deleted,
   * which someone split off before seeing the join. Undefined when there are none.
   */
  #withoutDeletedPieces(
    members: readonly Record<string, unknown>[],
    source: JoinSource,
    shown: ReadonlyMap<unknown, PMNode>,
  ): Followed | undefined {
    // Most often the block is gone: that is found first, without looking at every block.
    const block = members.find((member) => member._key === source.block)
    if (!block) return undefined
    const holds = (keys: ReadonlySet<string>) => [...source.children].some((key) => keys.has(key))
    for (const node of shown.values()) if (node.isTextblock && holds(childKeysOf(node))) return undefined
    const others = members.filter((member) => member !== block)
    if (textBlocksHolding(others, (key) => source.children.has(key)).length > 0) return undefined
    const without = withoutJoinedPieces(block as PortableTextMember, source)
    if (!without) return undefined
    const rest = without.member as Record<string, unknown> | undefined
    return {
      members: members.flatMap((member) => (member !== block ? [member] : rest ? [rest] : [])),
      patches: without.patches,
    }
  }

  /**
   * A received block this editor joined away lately, back holding a span the join moved that
   * the editor shows in another block: the join did not land (see
   * `withTypingAfterUnlandedJoin`). With what the editor typed in the span since merged in;
   * the patches that store it so are queued. `received` is the received value's blocks, and
   * `shown` has the blocks the editor shows by key.
   */
  #withTypingFollowed(
    member: Record<string, unknown>,
    received: readonly Record<string, unknown>[],
    shown: ReadonlyMap<unknown, PMNode>,
  ): Record<string, unknown> {
    if (!this.#keyed || shown.has(member._key) || !isTextBlockMember(member as PortableTextMember)) return member
    const children = (member as PortableTextBlock).children
    const now = Date.now()
    const source = this.#joinSources.find(
      (record) =>
        record.block === member._key &&
        this.#joinLive(record, now) &&
        children.some((child) => record.children.has(child._key)),
    )
    if (!source) return member
    const holders = (key: string) => textBlocksHolding(received, (child) => child === key)
    const followed = withTypingAfterUnlandedJoin(member as PortableTextMember, source, (key) => {
      const at = shownSpan(shown, key, member._key as string)
      // Only a span in one place: where the received value has it where the editor shows it
      // too, the join landed; in two blocks, someone split it, and the typing would go twice.
      return at && holders(key).length === 1 ? at : undefined
    })
    if (!followed?.member) return member
    this.#normalization.push(...followed.patches)
    return followed.member
  }

  /**
   * Remembers the spans and blocks a local change from `before` to `after` split, and the
   * children its block splits moved (see {@link receive}).
   */
  #recordSplits(before: PMNode, after: PMNode): void {
    const previous = nodesByKey(before)
    after.forEach((node, _, index) => {
      const old = previous.get(node.attrs.key as string)
      if (!old || old === node || node.type.name !== 'textblock' || old.type.name !== 'textblock') return
      const was = nodeToMember(old) as PortableTextBlock
      const next = nodeToMember(node) as PortableTextBlock
      for (const split of spanSplitsBetween(was, next)) {
        // The split's trim of the span is no edit of its text (see #withEditsInPieces).
        this.#spanEdits.delete(`${split.block}\u0000${split.span}`)
        // A newer split of the same span replaces the older one, or takes it in when the
        // older one's pieces are still there after its own.
        const older = this.#splits.find((other) => other.block === split.block && other.span === split.span)
        if (older) this.#splits = this.#splits.filter((other) => other !== older)
        const record = (older && combinedSplits(older, split, was, next)) ?? split
        this.#splits.push(withUnseen(record, storedSpanText(this.#acknowledged.doc, record.block, record.span)))
      }
      const created = index + 1 < after.childCount ? after.child(index + 1) : undefined
      if (!created || previous.has(created.attrs.key as string)) return
      const into = nodeToMember(created)
      const move = splitMoveBetween(was, next, into)
      if (move) this.#splitMoves.push(move)
      const found = blockSplitBetween(was, next, into)
      if (!found) return
      const stored = [...this.#earlierStored.map(({doc}) => doc), this.#acknowledged.doc]
      const texts = stored
        .map((doc) => storedSpanText(doc, found.block, found.span))
        .filter((text) => text !== undefined)
      const split = withHistory(found, texts)
      // A newer split of the block replaces the older one: it is the one the block shows.
      this.#blockSplits = this.#blockSplits.filter((other) => other.block !== split.block)
      this.#blockSplits.push(split)
    })
    if (this.#splitMoves.length > REMEMBERED_SPLITS) this.#splitMoves = this.#splitMoves.slice(-REMEMBERED_SPLITS)
    if (this.#splits.length > REMEMBERED_SPLITS) this.#splits = this.#splits.slice(-REMEMBERED_SPLITS)
    if (this.#blockSplits.length > REMEMBERED_SPLITS) this.#blockSplits = this.#blockSplits.slice(-REMEMBERED_SPLITS)
  }

  /**
   * The node of `corrected`, the editor's correction of a received `member`; the patches that
   * bring the stored member to it, as the editor shows it, are queued (see {@link receive}).
   */
  #corrected(member: PortableTextMember, corrected: PortableTextMember, whileAsReceived = false): PMNode {
    const node = memberToNode(corrected, this.editorSchema)
    const patches = memberPatches(member, nodeToMember(node))
    // A correction the other person's editor may mirror at the same time (taking out the other
    // copy of the text) holds only while the block is as received, so the text stays once.
    this.#normalization.push(...(whileAsReceived ? whileChildrenAre(patches, member) : patches))
    return node
  }

  /**
   * The node of a received block in which someone else split a span this editor split at the
   * same time (by marking part of it, or splitting the block in it), each character once
   * (queueing the patches that store it so); undefined when there is no such split in it.
   * `members` gives the received blocks by key.
   */
  #reconciled(
    value: Record<string, unknown>,
    members: () => ReadonlyMap<unknown, Record<string, unknown>>,
    shown: PMNode | undefined,
  ): PMNode | undefined {
    const member = value as PortableTextMember
    if (!this.#keyed || !isTextBlockMember(member)) return undefined
    return this.#reconciledSplit(member, members, shown)
  }

  /** The node of a received text block (`member`) reconciled with this editor's splits (see {@link #reconciled}). */
  #reconciledSplit(
    member: PortableTextBlock,
    members: () => ReadonlyMap<unknown, Record<string, unknown>>,
    shown?: PMNode,
  ): PMNode | undefined {
    const now = Date.now()
    for (const split of this.#blockSplits) {
      if (now - (this.#blockSplitsReconciled.get(split) ?? now) > CONCURRENT_WINDOW_MS) {
        this.#blockSplits = this.#blockSplits.filter((other) => other !== split)
        continue
      }
      const into = () => members().get(split.into) as PortableTextMember | undefined
      if (split.block !== member._key) {
        // Someone else joined the split block into this one, not having seen the split (the
        // split's new block holds a span of that key too: its second half, not a join).
        if (member._key === split.into) continue
        if (members().has(split.block) || !member.children.some((child) => child._key === split.span)) continue
        const joined = reconcileJoinedSplit(member, split, into())
        if (joined.kind === 'keep') continue
        this.#blockSplits = this.#blockSplits.filter((other) => other !== split)
        if (joined.kind === 'drop') continue
        return this.#corrected(member, joined.member)
      }
      const rejoined = !into()
      const outcome = rejoined
        ? this.#rejoinedSplit(member, split, shown)
        : reconcileBlockSplit(member, split, into(), this.#shownText(split.into))
      if (outcome.kind === 'keep') continue
      if (outcome.kind === 'drop' || rejoined) this.#blockSplits = this.#blockSplits.filter((other) => other !== split)
      if (outcome.kind === 'drop') continue
      // More pieces, made before the split reached their author (a link after a bold), may
      // come after these: the record stays a while (seed 56, run 197).
      if (!this.#blockSplitsReconciled.has(split)) this.#blockSplitsReconciled.set(split, now)
      // The pieces as the editor shows them (an emptied one is gone) go back to the store.
      return this.#corrected(member, outcome.member, rejoined)
    }
    for (const split of this.#splits) {
      if (split.block !== member._key) continue
      const single = withoutTwiceMovedPieces(member, split)
      if (single) {
        this.#splits = this.#splits.filter((other) => other !== split)
        return this.#corrected(member, single)
      }
      const trimmed = untrimmedSplit(member, split)
      if (trimmed) return this.#corrected(member, trimmed)
      const outcome = reconcileSplit(member, split)
      if (outcome.kind === 'keep') continue
      this.#splits = this.#splits.filter((other) => other !== split)
      if (outcome.kind === 'drop') continue
      const {member: reconciled, runs, patches} = outcome.result
      const node = memberToNode(reconciled, this.editorSchema)
      const shown = nodeToMember(node) as PortableTextBlock
      this.#normalization.push(...withAnnotationsReasserted(patches(shown), shown))
      // Anything else the editor shows differently (see below) goes back too.
      const shownRuns = new Map(
        shown.children.filter((child) => runs.has(child._key)).map((child) => [child._key, child]),
      )
      const sent = {...member, children: reconciled.children.map((child) => shownRuns.get(child._key) ?? child)}
      if (!valuesAreEqual(sent, shown)) this.#normalization.push(...memberPatches(sent, shown))
      return node
    }
    return undefined
  }

  /**
   * A split's record (see `reconcileBlockSplit`) for a received block when the split's new block
   * is gone because this editor joined it back (typing over the line break, say): the moved
   * text is in the spans it shows in the block past the split span's old neighbours (`shown`),
   * not in someone's pieces, which are reconciled against those spans as the new block.
   */
  #rejoinedSplit(member: PortableTextBlock, split: BlockSplit, shown: PMNode | undefined): BlockSplitState {
    if (!shown || !this.#joinSources.some((source) => source.block === split.into)) {
      return reconcileBlockSplit(member, split, undefined)
    }
    const ownKeys = childKeysOf(shown)
    const own = (child: PortableTextBlock['children'][number]) =>
      ownKeys.has(child._key) && !split.childKeys.has(child._key)
    const rejoined = {...member, _key: split.into, children: member.children.filter(own)}
    if (!rejoined.children.some(isSpan)) return reconcileBlockSplit(member, split, undefined)
    const others = {...member, children: member.children.filter((child) => !own(child))}
    const outcome = reconcileBlockSplit(others, split, rejoined)
    if (outcome.kind !== 'reconciled') return outcome
    const reconciled = new Map(outcome.member.children.map((child) => [child._key, child]))
    const children = member.children.map((child) => (own(child) ? child : (reconciled.get(child._key) ?? child)))
    return {kind: 'reconciled', member: {...member, children}}
  }

  /**
   * This editor's new blocks, among the received `members`, that someone else's new block right
   * after holds the text of too: they split the block at the same place at the same time. Each
   * is given without that text (see `withoutTwiceMovedText`), and its record is done with.
   * `shown` has the blocks the editor shows by key: the other block is not one of them.
   */
  #twiceSplit(members: readonly Record<string, unknown>[], shown: ReadonlyMap<unknown, PMNode>) {
    const twice = new Map<Record<string, unknown>, PortableTextBlock>()
    if (!this.#keyed || this.#blockSplits.length === 0) return twice
    members.forEach((member, index) => {
      const split = this.#blockSplits.find((record) => record.into === member._key)
      const next = members[index + 1]
      if (!split || !next || shown.has(next._key) || members[index - 1]?._key !== split.block) return
      if (!isTextBlockMember(member as PortableTextMember)) return
      const single = withoutTwiceMovedText(member as PortableTextBlock, next as PortableTextMember, split)
      if (!single) return
      twice.set(member, single)
      this.#blockSplits = this.#blockSplits.filter((other) => other !== split)
    })
    return twice
  }

  #targetDoc(value: unknown, current: PMNode): PMNode {
    const received: Record<string, unknown>[] = Array.isArray(value) ? value.filter(isRecord) : []
    if (received.length === 0) return isEmptyDoc(current) ? current : portableTextToDoc(undefined, this.editorSchema)
    const byKey = new Map<unknown, PMNode>()
    current.forEach((node) => byKey.set(node.attrs.key, node))
    // What this editor's moves left behind follows them (a block joined away here, back with
    // the rest of its text, goes again).
    const followed = this.#followingMoves(received, byKey)
    const typingFollowed =
      this.#joinSources.length === 0
        ? followed
        : followed.map((member) => this.#withTypingFollowed(member, followed, byKey))
    // This editor's edits of a span follow into pieces someone split off it meanwhile, or into
    // the block someone moved it to; what they typed in a span someone deleted stays.
    this.#emptiedByEdits = new Set()
    const edited = new Set<unknown>()
    for (const edit of this.#spanEdits.values()) edited.add(edit.block)
    const members =
      edited.size === 0
        ? typingFollowed
        : this.#withEditsMoved(
            typingFollowed.map((member) => (edited.has(member._key) ? this.#withEditsInPieces(member, byKey) : member)),
            byKey,
          )
    if (members.length === 0) {
      // Nothing is left to show: the editor's empty state, which stores no value (what it
      // types next goes in as new blocks, not into the blocks just taken out).
      this.#baselineEmpty = true
      return portableTextToDoc(undefined, this.editorSchema)
    }
    // The received blocks by key, made only for a block split to look its new block up in.
    let receivedByKey: Map<unknown, Record<string, unknown>> | undefined
    const receivedMembers = () => (receivedByKey ??= new Map(members.map((member) => [member._key, member])))
    const twice = this.#twiceSplit(members, byKey)
    const nodes = members.map((member) => {
      const node = byKey.get(member._key)
      if (node && this.#nodeOf.get(member) === node) return node
      const single = twice.get(member)
      if (single) {
        // The empty line between two Enters at one place (see withoutTwiceMovedText).
        return this.#corrected(member as PortableTextMember, single)
      }
      let result = node && valuesAreEqual(nodeToMember(node), member) ? node : undefined
      if (!result) result = this.#reconciled(member, receivedMembers, node)
      if (!result) {
        // An empty span beside others takes over a neighbour, unless this editor took text out
        // of it at the same time as someone else (see adoptEmptySpans).
        const acknowledged = () => nodesByKey(this.#acknowledged.doc).get(member._key as string)
        const cutHere = cutHereToo(node, acknowledged)
        const emptiedHere = this.#emptiedByEdits
        const adopted = this.#keyed
          ? adoptEmptySpans(
              member as PortableTextMember,
              (key) => emptiedHere.has(`${String(member._key)}\u0000${key}`) || cutHere(key),
            )
          : undefined
        const source = adopted?.member ?? (member as PortableTextMember)
        if (adopted) this.#normalization.push(...adopted.patches)
        result = memberToNode(source, this.editorSchema)
        // A value the editor shows a little differently (an annotation no span uses, what
        // merging two people's edits can leave): the editor's form of it is sent back, so
        // that every editor and the stored value agree.
        const shown = nodeToMember(result)
        if (this.#keyed && !valuesAreEqual(shown, source)) this.#normalization.push(...memberPatches(source, shown))
      }
      this.#nodeOf.set(member, result)
      return result
    })
    return this.editorSchema.schema.node('doc', null, nodes)
  }
}

/** How many span splits a session remembers (see {@link PortableTextSession.receive}). */
const REMEMBERED_SPLITS = 64

/**
 * How long an edit someone made before this editor's edit reached them (marking part of a
 * child a split moved, bolding text a join moved) may take to arrive after the store showed
 * this editor's edit: a commit or two. A split's record of the children it moved whole is kept
 * that long after the store first showed the split, and the values the store showed that long
 * (see `#earlierStored`).
 */
const CONCURRENT_WINDOW_MS = 10_000

/** How many documents the store showed before the last a session remembers (see `#earlierStored`). */
const REMEMBERED_STORED = 16

/** A document and how many steps had been applied when it was the editor's. */
interface Version {
  doc: PMNode
  steps: number
  /** Whether the change to it was typing (only span texts were set). */
  typing: boolean
}

/** The stretch in which two documents differ: where it starts, and where it ends in each. */
function diffRange(a: PMNode, b: PMNode): {start: number; endA: number; endB: number} | null {
  const start = a.content.findDiffStart(b.content)
  if (start === null) return null
  const end = a.content.findDiffEnd(b.content)!
  let endA = end.a
  let endB = end.b
  const overlap = start - Math.min(endA, endB)
  if (overlap > 0) {
    endA += overlap
    endB += overlap
  }
  return {start, endA, endB}
}

/** The text of span `span` of text block `block` in `doc`; undefined when there is none. */
function storedSpanText(doc: PMNode, block: string, span: string): string | undefined {
  let text: string | undefined
  doc.forEach((node) => {
    if (node.attrs.key !== block || !node.isTextblock) return
    const member = nodeToMember(node)
    const child = isTextBlockMember(member) ? member.children.find((candidate) => candidate._key === span) : undefined
    if (child && 'text' in child && typeof child.text === 'string') text = child.text
  })
  return text
}

/** The keys of a text block node's children. */
function childKeysOf(node: PMNode): ReadonlySet<string> {
  const member = nodeToMember(node)
  return new Set(isTextBlockMember(member) ? member.children.map((child) => child._key) : [])
}

function nodesByKey(doc: PMNode): Map<string, PMNode> {
  const nodes = new Map<string, PMNode>()
  doc.forEach((node) => nodes.set(node.attrs.key as string, node))
  return nodes
}

function membersByKey(doc: PMNode): Map<string, unknown> {
  const members = new Map<string, unknown>()
  doc.forEach((node) => members.set(node.attrs.key as string, nodeToMember(node)))
  return members
}

/** The steps of one replace that turns `a` into `b`. */
function replaceStepsBetween(a: PMNode, b: PMNode): Step[] {
  const range = diffRange(a, b)
  if (!range) return []
  return new Transform(a).replace(range.start, range.endA, b.slice(range.start, range.endB)).steps
}

/** The key of a value's only member, if it has one member. */
function loneKey(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length !== 1) return undefined
  const [only] = value as unknown[]
  return isRecord(only) && typeof only._key === 'string' ? only._key : undefined
}

function isEmptyValue(value: unknown): boolean {
  return !Array.isArray(value) || value.length === 0
}

/** Whether every member and every child of a block has a key of its own. */
function hasUniqueKeys(value: unknown): boolean {
  if (!Array.isArray(value)) return true
  const keys = new Set<unknown>()
  for (const member of value) {
    if (!isRecord(member) || typeof member._key !== 'string' || keys.has(member._key)) return false
    keys.add(member._key)
    if (!childKeysUnique(member)) return false
  }
  return true
}

/** {@link childKeysUnique} by member object: a new value re-checks only the members that are new objects. */
const childKeysChecked = new WeakMap<object, boolean>()

/** Whether every child of a member (if it has children) has a key of its own. */
function childKeysUnique(member: Record<string, unknown>): boolean {
  const known = childKeysChecked.get(member)
  if (known !== undefined) return known
  let unique = true
  if (Array.isArray(member.children)) {
    const childKeys = new Set<unknown>()
    for (const child of member.children) {
      if (!isRecord(child) || typeof child._key !== 'string' || childKeys.has(child._key)) {
        unique = false
        break
      }
      childKeys.add(child._key)
    }
  }
  childKeysChecked.set(member, unique)
  return unique
}

/**
 * The block and text of the span with `key` in the blocks the editor shows (`shown`, by key),
 * other than block `except`; undefined when there is none, or more than one.
 */
function shownSpan(
  shown: ReadonlyMap<unknown, PMNode>,
  key: string,
  except: string,
): {block: string; text: string} | undefined {
  const found: {block: string; text: string}[] = []
  for (const [block, node] of shown) {
    if (block === except || !node.isTextblock) continue
    const member = nodeToMember(node)
    if (!isTextBlockMember(member)) continue
    for (const child of member.children)
      if (child._key === key && isSpan(child)) found.push({block: member._key, text: child.text})
  }
  return found.length === 1 ? found[0] : undefined
}

/** The text blocks of a received value (`received`) with a child whose key `holds` tells. */
function textBlocksHolding(
  received: readonly Record<string, unknown>[],
  holds: (key: string) => boolean,
): PortableTextBlock[] {
  return received.filter(
    (member): member is PortableTextBlock =>
      isTextBlockMember(member as PortableTextMember) &&
      (member as PortableTextBlock).children.some((child) => holds(child._key)),
  )
}
