// Public face of the diff layer: document diffs (fields, array items, text segments, images,
// references, portable text), who changed what, and the patches that revert changes.
export {createAnnotationSource, type AnnotatedVersion} from './createAnnotationSource'
export {DiffError} from './DiffError'
export {diffDocuments, diffValues} from './diffValues'
export {fileSizeChange} from './fileDetails'
export {findDiff} from './findDiff'
export {revertAll, revertChanges, revertField, revertGroup} from './revertChanges'
export type {
  ArrayDiff,
  ArrayItemDiff,
  AnnotationSource,
  AssetInfo,
  AssetLookup,
  BaseDiff,
  BlockDiff,
  BlockSegment,
  BooleanDiff,
  DateDiff,
  Diff,
  DiffAction,
  DiffAnnotation,
  DiffOptions,
  FileDiff,
  FileSizeChange,
  NumberDiff,
  ObjectDiff,
  ObjectLikeDiff,
  ReferenceDiff,
  StringDiff,
  StringSegment,
  ValueDiff,
} from './types'
