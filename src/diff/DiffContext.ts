import type {Path, SchemaType} from '../types'
import type {AssetLookup, Diff, DiffAnnotation} from './types'

/**
 * What the parts of one diff run share: the recursive diff itself (handed down, so the parts
 * need not import the file that calls them), the authors, and the asset lookup.
 */
export interface DiffContext {
  /** Diffs two values at `path`, of `schemaType` when known. */
  diff(from: unknown, to: unknown, path: Path, schemaType: SchemaType | undefined): Diff
  /** The transactions that changed the value at `path` (empty when no source was given). */
  annotate(path: Path): readonly DiffAnnotation[]
  /** Asset metadata, when given. */
  assets?: AssetLookup
}
