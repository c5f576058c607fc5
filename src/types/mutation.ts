import type {DocumentInput, KeyedSegment, Path} from './document'

/**
 * The wire-level operations of one patch, keyed by JSONMatch path strings (`a.b`,
 * `arr[-1]`, `arr[_key=="k"]`, `arr[2:]`). Within one patch they apply in the order
 * setIfMissing, set, unset, diffMatchPatch, inc, dec, insert.
 * @public
 */
export interface PatchOperations {
  /** Path → value, set only where nothing is set yet. */
  setIfMissing?: Record<string, unknown>
  /** Path → value, set (replacing what is there, creating parent objects). */
  set?: Record<string, unknown>
  /** Paths to remove. */
  unset?: string[]
  /** Path → diff-match-patch patch text, applied to the string there. */
  diffMatchPatch?: Record<string, string>
  /** Path → amount added to the number there. */
  inc?: Record<string, number>
  /** Path → amount subtracted from the number there. */
  dec?: Record<string, number>
  /** Items to insert into an array. */
  insert?: InsertOperation
}

/**
 * Insert `items` before or after the item a path selects, or replace the items it selects.
 * @public
 */
export type InsertOperation =
  {before: string; items: unknown[]} | {after: string; items: unknown[]} | {replace: string; items: unknown[]}

/**
 * A patch of one document, optionally guarded by the revision the author last saw.
 * @public
 */
export interface PatchMutation extends PatchOperations {
  /** The id of the document to patch. */
  id: string
  /** Apply only if the document's `_rev` is still this; the transaction fails (409) otherwise. */
  ifRevisionID?: string
}

/**
 * One mutation of a transaction, in the form content-lake HTTP APIs accept.
 * @public
 */
export type Mutation =
  | {create: DocumentInput}
  | {createOrReplace: DocumentInput & {_id: string}}
  | {createIfNotExists: DocumentInput & {_id: string}}
  | {delete: {id: string} | {query: string; params?: Record<string, unknown>}}
  | {patch: PatchMutation}

/**
 * The kinds of {@link Mutation}.
 * @public
 */
export type MutationKind = 'create' | 'createOrReplace' | 'createIfNotExists' | 'delete' | 'patch'

/**
 * Where an insert patch puts its items relative to the addressed item.
 * @public
 */
export type InsertPosition = 'before' | 'after' | 'replace'

/**
 * A path-based patch, as form inputs emit them and the studio's optimistic buffer applies
 * them. Paths are arrays (see {@link Path}); `move` moves the item with key `from` in the
 * array at `path` next to the item with key `to` (or the last item: `-1`), in that array or in
 * the array at `into`. A move carries no copy of the item: it moves the item as the value
 * holds it when the move applies, with whatever someone else did to it meanwhile (the studio's
 * buffer encodes it against the server's version, and sends it guarded by that revision). It
 * does nothing when the item is no longer in the array at `path`, the target is gone, or the
 * array at `into` already has an item of its key.
 *
 * A text input's `set` (or `unset`, when its text is emptied) says the text it was typed on
 * (`typedOn`: what the input showed before the keystroke). When the text at `path` is another
 * one by then (someone else's edit arrived and the input has not shown it yet), the studio's
 * buffer merges the keystroke into that text rather than replace it (see `mergeText`): no
 * one's typing is lost. Without `typedOn` the patch sets the value as it is.
 *
 * A `set`, `unset`, `insert` or `diffMatchPatch` can hold only on what the input showed
 * (`onlyIf`, see {@link PatchCondition}): the studio's buffer applies it while the value at `onlyIf.path` is
 * `onlyIf.equals`, and drops it, without a word, once someone else's edit has changed that
 * value, whether it came before the patch was sent or reached the server first (the patch is
 * sent guarded by the revision it held on). A rich-text editor removes an annotation that no
 * span uses this way: a span someone else marked with it at the same time never points at
 * nothing. It removes a paragraph only while it has no children: what someone else moved into
 * it at the same time stays.
 * @public
 */
export type Patch =
  | {type: 'set'; path: Path; value: unknown; typedOn?: string; onlyIf?: PatchCondition}
  | {type: 'unset'; path: Path; typedOn?: string; onlyIf?: PatchCondition}
  | {type: 'setIfMissing'; path: Path; value: unknown}
  | {type: 'insert'; path: Path; position: InsertPosition; items: unknown[]; onlyIf?: PatchCondition}
  | {type: 'inc'; path: Path; value: number}
  | {type: 'dec'; path: Path; value: number}
  | {type: 'diffMatchPatch'; path: Path; value: string; onlyIf?: PatchCondition}
  | {
      type: 'move'
      path: Path
      from: KeyedSegment
      to: KeyedSegment | -1
      position: 'before' | 'after'
      into?: Path
    }

/**
 * What a patch holds on (see {@link Patch}): the value at `path`, a path from the document's
 * root, is `equals` (deeply, as JSON; `undefined` when there is no value at `path`).
 * @public
 */
export interface PatchCondition {
  path: Path
  equals: unknown
}

/**
 * The kinds of {@link Patch}.
 * @public
 */
export type PatchType = Patch['type']
