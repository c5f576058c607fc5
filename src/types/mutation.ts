import type {DocumentInput, KeyedSegment, Path} from './document'

/**
 * The wire-level operations of one patch, keyed by JSONMatch path strings (`a.b`,
 * `arr[-1]`, `arr[_key=="k"]`, `arr[2:]`). Within one patch they apply in the order
 * setIfMissing, set, unset, diffMatchPatch, inc, dec, insert.
 */
export interface PatchOperations {
  setIfMissing?: Record<string, unknown>
  set?: Record<string, unknown>
  unset?: string[]
  diffMatchPatch?: Record<string, string>
  inc?: Record<string, number>
  dec?: Record<string, number>
  insert?: InsertOperation
}

/** Insert `items` before or after the item a path selects, or replace the items it selects. */
export type InsertOperation =
  | {before: string; items: unknown[]}
  | {after: string; items: unknown[]}
  | {replace: string; items: unknown[]}

/** A patch of one document, optionally guarded by the revision the author last saw. */
export interface PatchMutation extends PatchOperations {
  id: string
  ifRevisionID?: string
}

/** One mutation of a transaction, in the form content-lake HTTP APIs accept. */
export type Mutation =
  | {create: DocumentInput}
  | {createOrReplace: DocumentInput & {_id: string}}
  | {createIfNotExists: DocumentInput & {_id: string}}
  | {delete: {id: string} | {query: string; params?: Record<string, unknown>}}
  | {patch: PatchMutation}

/** The kinds of {@link Mutation}. */
export type MutationKind = 'create' | 'createOrReplace' | 'createIfNotExists' | 'delete' | 'patch'

/** Where an insert patch puts its items relative to the addressed item. */
export type InsertPosition = 'before' | 'after' | 'replace'

/**
 * A path-based patch, as form inputs emit them and the studio's optimistic buffer applies
 * them. Paths are arrays (see {@link Path}); `move` moves the item with key `from` next to
 * the item with key `to` in the array at `path` (both items need a `_key`).
 */
export type Patch =
  | {type: 'set'; path: Path; value: unknown}
  | {type: 'unset'; path: Path}
  | {type: 'setIfMissing'; path: Path; value: unknown}
  | {type: 'insert'; path: Path; position: InsertPosition; items: unknown[]}
  | {type: 'inc'; path: Path; value: number}
  | {type: 'dec'; path: Path; value: number}
  | {type: 'diffMatchPatch'; path: Path; value: string}
  | {type: 'move'; path: Path; from: KeyedSegment; to: KeyedSegment; position: 'before' | 'after'}

/** The kinds of {@link Patch}. */
export type PatchType = Patch['type']
