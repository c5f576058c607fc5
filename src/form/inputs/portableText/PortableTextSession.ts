import type {Node as PMNode} from 'prosemirror-model'
import {EditorState, type Plugin, type Transaction} from 'prosemirror-state'
import {isRecord} from '../../../document'
import {Mapping, Transform, type Step} from 'prosemirror-transform'
import type {Patch} from '../../../types'
import {docPatches} from './docPatches'
import type {PortableTextEditorSchema} from './editorSchema'
import {keyNormalizer, normalizeKeys} from './keyNormalizer'
import {isEmptyDoc, memberToNode, nodeToMember, portableTextToDoc} from './portableTextConversion'
import {valuesAreEqual} from './valuesAreEqual'

/** The transaction meta that marks a change that came from the value (someone else's edit). */
export const REMOTE_META = 'vellumRemote'

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

  constructor(editorSchema: PortableTextEditorSchema, value: unknown, options: PortableTextSessionOptions = {}) {
    this.editorSchema = editorSchema
    const doc = portableTextToDoc(value, editorSchema)
    let state = EditorState.create({doc, plugins: [...(options.plugins ?? []), keyNormalizer(editorSchema)]})
    const normalized = normalizeKeys(state, null, editorSchema)
    if (normalized.docChanged) state = state.apply(normalized)
    this.state = state
    this.#acknowledged = {doc: state.doc, steps: 0}
    this.#baselineEmpty = isEmptyValue(value)
    this.#keyed = hasUniqueKeys(value)
    this.#matches(state.doc, value)
  }

  /**
   * Applies a transaction made on {@link state} (and what plugins append to it) and returns
   * the patches for the form, relative to the field's value; none for a change that came from
   * {@link receive}.
   */
  apply(transaction: Transaction): Patch[] {
    const {state, transactions} = this.state.applyTransaction(transaction)
    this.state = state
    for (const tr of transactions) this.#steps.push(...tr.steps)
    if (transactions.some((tr) => tr.getMeta(REMOTE_META))) return []
    if (!transactions.some((tr) => tr.docChanged)) return []
    const before = (this.#pending[this.#pending.length - 1] ?? this.#acknowledged).doc
    const beforeEmpty = this.#baselineEmpty
    this.#baselineEmpty = isEmptyDoc(state.doc)
    this.#pending.push({doc: state.doc, steps: this.#stepBase + this.#steps.length})
    if (!this.#keyed) {
      // A value with missing or shared keys (an ignored invalid value) cannot take keyed patches.
      this.#keyed = true
      const members: unknown[] = []
      state.doc.forEach((node) => members.push(nodeToMember(node)))
      return this.#baselineEmpty ? [{type: 'unset', path: []}] : [{type: 'set', path: [], value: members}]
    }
    return docPatches(before, state.doc, beforeEmpty)
  }

  /**
   * The transaction that brings the document to the form's `value`, or null when it already
   * shows it — or shows it plus edits emitted since, which are on their way (the form's value
   * may lag behind the keystrokes). Someone else's edit, merged by the store into a value this
   * session emitted, is found as a change of that value and mapped over the edits made here
   * since, so they are kept and the caret stays in place. Dispatch the transaction (or pass it
   * to {@link apply}).
   */
  receive(value: unknown): Transaction | null {
    this.#keyed = hasUniqueKeys(value)
    const versions = [this.#acknowledged, ...this.#pending]
    for (let index = versions.length - 1; index >= 0; index--) {
      if (!this.#matches(versions[index]!.doc, value)) continue
      if (index > 0) this.#acknowledge(versions[index]!, this.#pending.slice(index))
      return null
    }
    this.#baselineEmpty = isEmptyValue(value)
    const target = this.#targetDoc(value, this.state.doc)
    // The version the value was made from: the one it differs from least, the newest on a tie.
    let base = versions[0]!
    let baseSize = diffSize(base.doc, target)
    for (const version of versions.slice(1)) {
      const size = diffSize(version.doc, target)
      if (size <= baseSize) {
        base = version
        baseSize = size
      }
    }
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
    if (!tr.docChanged) return null
    const localSince = base.steps - this.#stepBase < this.#steps.length
    this.#acknowledged = {doc: target, steps: this.#stepBase + this.#steps.length + tr.steps.length}
    this.#steps = []
    this.#stepBase = this.#acknowledged.steps
    this.#pending = localSince ? [{doc: tr.doc, steps: this.#acknowledged.steps}] : []
    return tr.setMeta(REMOTE_META, true).setMeta('addToHistory', false)
  }

  /** Receives `value` and applies the transaction, if any; returns whether the document changed. */
  sync(value: unknown): boolean {
    const tr = this.receive(value)
    if (!tr) return false
    this.apply(tr)
    return true
  }

  #acknowledge(version: Version, rest: Version[]): void {
    this.#acknowledged = version
    this.#pending = rest
    const drop = version.steps - this.#stepBase
    this.#steps = this.#steps.slice(drop)
    this.#stepBase = version.steps
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

  #targetDoc(value: unknown, current: PMNode): PMNode {
    const members = Array.isArray(value) ? value.filter(isRecord) : []
    if (members.length === 0) return isEmptyDoc(current) ? current : portableTextToDoc(undefined, this.editorSchema)
    const byKey = new Map<unknown, PMNode>()
    current.forEach((node) => byKey.set(node.attrs.key, node))
    const nodes = members.map((member) => {
      const node = byKey.get(member._key)
      if (node && this.#nodeOf.get(member) === node) return node
      const result = node && valuesAreEqual(nodeToMember(node), member) ? node : memberToNode(member, this.editorSchema)
      this.#nodeOf.set(member, result)
      return result
    })
    return this.editorSchema.schema.node('doc', null, nodes)
  }
}

/** A document and how many steps had been applied when it was the editor's. */
interface Version {
  doc: PMNode
  steps: number
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

function diffSize(a: PMNode, b: PMNode): number {
  const range = diffRange(a, b)
  return range ? range.endA - range.start + (range.endB - range.start) : 0
}

/** The steps of one replace that turns `a` into `b`. */
function replaceStepsBetween(a: PMNode, b: PMNode): Step[] {
  const range = diffRange(a, b)
  if (!range) return []
  return new Transform(a).replace(range.start, range.endA, b.slice(range.start, range.endB)).steps
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
    if (!Array.isArray(member.children)) continue
    const childKeys = new Set<unknown>()
    for (const child of member.children) {
      if (!isRecord(child) || typeof child._key !== 'string' || childKeys.has(child._key)) return false
      childKeys.add(child._key)
    }
  }
  return true
}
