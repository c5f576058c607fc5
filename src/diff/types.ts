import type {Path, SchemaType} from '../types'

/**
 * What happened to a value between two versions: it appeared, went away, changed, or stayed.
 * @public
 */
export type DiffAction = 'unchanged' | 'added' | 'removed' | 'changed'

/**
 * Who made a change, and when: one transaction of the document's history.
 * @public
 */
export interface DiffAnnotation {
  /** The user (or token) id that committed the transaction. */
  author: string
  /** When it was committed (ISO 8601). */
  timestamp: string
  /** The transaction's id, when known. */
  transactionId?: string
}

/**
 * Where a diff's authors come from: given the path of a changed value (in the diff's path
 * form, keyed items as `{_key}`), the transactions that changed it, oldest first.
 * {@link createAnnotationSource} builds one from a document's versions.
 * @public
 */
export type AnnotationSource = (path: Path) => readonly DiffAnnotation[]

/**
 * What the diff knows of an asset (an image or a file), for the size change of an image or
 * file diff. The studio gets it from the asset document (`sanity.imageAsset`).
 * @public
 */
export interface AssetInfo {
  /** The file's size in bytes. */
  size?: number
  /** The original file name. */
  originalFilename?: string
  /** Where the file can be fetched. */
  url?: string
}

/**
 * Finds an asset's metadata by its document id (an image or file value's `asset._ref`);
 * `undefined` when it is not known.
 * @public
 */
export type AssetLookup = (assetId: string) => AssetInfo | undefined

/**
 * Properties every diff has, whatever the type of its values.
 * @public
 */
export interface BaseDiff<T = unknown> {
  /** What happened to the value. */
  action: DiffAction
  /** `action !== 'unchanged'`. */
  isChanged: boolean
  /** The value in the older version (`undefined` when it was not there). */
  fromValue: T | undefined
  /** The value in the newer version (`undefined` when it is not there any more). */
  toValue: T | undefined
  /** Where the value is in the document; array items are `{_key}` segments when keyed, else indices. */
  path: Path
  /** The value's schema type, when a schema was given and it knows the value. */
  schemaType?: SchemaType
  /** The transactions that changed the value (empty when unchanged, or when no source was given). */
  annotations: readonly DiffAnnotation[]
}

/**
 * One piece of a text's change: text both versions have, text only the newer has, or text
 * only the older had.
 * @public
 */
export interface StringSegment {
  /** `unchanged`, `added` (only in the newer text) or `removed` (only in the older one). */
  action: 'unchanged' | 'added' | 'removed'
  /** The piece of text. */
  text: string
}

/**
 * A diff of two strings, with the segments that show the change inline.
 * @public
 */
export interface StringDiff extends BaseDiff<string> {
  /** Discriminant: a diff of two strings. */
  type: 'string'
  /**
   * The newer text as pieces, with the removed ones in place. Word-level for texts of several
   * words (a changed word reads as one word removed, one added), character-level otherwise.
   */
  segments: StringSegment[]
}

/**
 * A diff of two dates or date-times (strings of a `date` or `datetime` type): they are shown
 * whole, never as segments.
 * @public
 */
export interface DateDiff extends BaseDiff<string> {
  /** Discriminant: a diff of two dates or date-times. */
  type: 'date'
  /** `date` or `datetime`. */
  dateType: 'date' | 'datetime'
}

/**
 * A diff of two numbers.
 * @public
 */
export interface NumberDiff extends BaseDiff<number> {
  /** Discriminant: a diff of two numbers. */
  type: 'number'
  /** `toValue - fromValue` when both are there. */
  delta?: number
}

/**
 * A diff of two booleans.
 * @public
 */
export interface BooleanDiff extends BaseDiff<boolean> {
  /** Discriminant: a diff of two booleans. */
  type: 'boolean'
}

/**
 * A diff of `null` values, or of values of different JSON types (a string that became a
 * number): shown as a whole value replaced.
 * @public
 */
export interface ValueDiff extends BaseDiff {
  /** Discriminant: a whole value replaced. */
  type: 'value'
}

/**
 * A diff of two objects, field by field.
 * @public
 */
export interface ObjectDiff extends BaseDiff<Record<string, unknown>> {
  /** Discriminant: a diff of two objects. */
  type: 'object'
  /**
   * Every field either version has, in schema order (fields the schema does not know after,
   * in the order the values have them). A document's `_id`, `_rev`, `_createdAt` and
   * `_updatedAt` are left out: they differ between any two versions.
   */
  fields: Record<string, Diff>
}

/**
 * A diff of two references: the referenced document ids, and the fields of the reference.
 * @public
 */
export interface ReferenceDiff extends Omit<ObjectDiff, 'type'> {
  /** Discriminant: a diff of two references. */
  type: 'reference'
  /** The older reference's target id. */
  fromRef?: string
  /** The newer reference's target id. */
  toRef?: string
}

/**
 * How a file's size changed: the sizes, and the change as a signed, rounded percent.
 * @public
 */
export interface FileSizeChange {
  /** The older asset's size in bytes. */
  fromSize: number
  /** The newer asset's size in bytes. */
  toSize: number
  /** `round((toSize - fromSize) / fromSize × 100)`. */
  percent: number
  /** The percent with its sign: `+12%`, `-40%`, `0%`. */
  label: string
}

/**
 * A diff of two images or files. Its `action` follows the asset: `added` with a new asset and
 * no old one, `removed` when the asset is gone, otherwise `changed` (a new asset, or the same
 * asset with another crop, hotspot or field).
 * @public
 */
export interface FileDiff extends Omit<ObjectDiff, 'type'> {
  /** Discriminant: a diff of two images or files. */
  type: 'file'
  /** `image` or `file`. */
  fileType: 'image' | 'file'
  /** The older value's asset id. */
  fromAsset?: string
  /** The newer value's asset id. */
  toAsset?: string
  /** Whether the asset itself is another one. */
  assetChanged: boolean
  /** Whether an image's crop changed. */
  cropChanged: boolean
  /** Whether an image's hotspot changed. */
  hotspotChanged: boolean
  /** The size change, when the asset changed and both sizes are known (see {@link AssetLookup}). */
  sizeChange?: FileSizeChange
}

/**
 * A piece of a rich-text block's text, with the marks (decorators such as `strong`, and
 * annotation types such as `link`) it carries.
 * @public
 */
export interface BlockSegment extends StringSegment {
  /** The marks of the text where it is now (where it was, for removed text). */
  marks: string[]
  /** For unchanged text whose marks changed: the marks it had. */
  fromMarks?: string[]
}

/**
 * A diff of two portable-text blocks: the block's fields, and its text as segments with
 * their marks.
 * @public
 */
export interface BlockDiff extends Omit<ObjectDiff, 'type'> {
  /** Discriminant: a diff of two portable-text blocks. */
  type: 'block'
  /** The block's text (its spans' text joined), as segments; mark changes show on unchanged text. */
  segments: BlockSegment[]
  /** Whether the block's style (`normal`, `h1`, …) or list item changed. */
  styleChanged: boolean
  /** Whether some unchanged text gained or lost marks. */
  marksChanged: boolean
}

/**
 * One item of an array diff: where it was, where it is, and its own diff.
 * @public
 */
export interface ArrayItemDiff {
  /** The item's `_key`, in a keyed array. */
  key?: string
  /** Its index in the older array (absent for an added item). */
  fromIndex?: number
  /** Its index in the newer array (absent for a removed item). */
  toIndex?: number
  /** Whether it changed place relative to the other items (keyed arrays only). */
  hasMoved: boolean
  /** The diff of the item's value. */
  diff: Diff
}

/**
 * A diff of two arrays. Items are matched by `_key` when every item of both has a distinct
 * one, by position otherwise (arrays of strings, numbers, …).
 * @public
 */
export interface ArrayDiff extends BaseDiff<unknown[]> {
  /** Discriminant: a diff of two arrays. */
  type: 'array'
  /** `portableText` for arrays of rich-text blocks. */
  arrayType: 'array' | 'portableText'
  /** How items were matched. */
  matchedBy: 'key' | 'index'
  /** Every item of either version: the newer array's order, removed items where they were. */
  items: ArrayItemDiff[]
}

/**
 * A diff of any value; narrow on `type`.
 * @public
 */
export type Diff =
  | StringDiff
  | DateDiff
  | NumberDiff
  | BooleanDiff
  | ValueDiff
  | ObjectDiff
  | ReferenceDiff
  | FileDiff
  | BlockDiff
  | ArrayDiff

/**
 * The diffs of object-like values: those with `fields`.
 * @public
 */
export type ObjectLikeDiff = ObjectDiff | ReferenceDiff | FileDiff | BlockDiff

/**
 * Options of {@link diffDocuments} and {@link diffValues}.
 * @public
 */
export interface DiffOptions {
  /** The values' schema type (a document type for documents): gives field order and kinds. */
  schemaType?: SchemaType
  /** Who changed what (see {@link createAnnotationSource}). */
  annotations?: AnnotationSource
  /** Asset metadata, for the size change of images and files. */
  assets?: AssetLookup
}
