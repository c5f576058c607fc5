// Public face of the document layer: ids, paths, JSONMatch and keys.
export {
  DRAFTS_PREFIX,
  InvalidDocumentIdError,
  MAX_DOCUMENT_ID_LENGTH,
  VERSIONS_PREFIX,
  assertValidDocumentId,
  documentIdProblem,
  getDraftId,
  getIdPair,
  getPublishedId,
  getVersionFromId,
  getVersionId,
  isDraftId,
  isValidDocumentId,
  isVersionId,
  type IdPair,
} from './documentId'
export {getOwn, getValueAtPath, isRecord} from './getValueAtPath'
export {jsonEqual} from './jsonEqual'
export {JsonMatchSyntaxError} from './JsonMatchSyntaxError'
export {matchJsonPaths, type MatchJsonPathsOptions} from './matchJsonPaths'
export {
  isJsonMatchIdentifier,
  parseJsonMatch,
  pathToJsonMatch,
  type JsonMatchPath,
  type JsonMatchSegment,
} from './parseJsonMatch'
export {isIndexSegment, isIndexTuple, isKeyedSegment, segmentsAreEqual} from './pathSegment'
export {pathsAreEqual, pathStartsWith} from './pathsAreEqual'
export {pathToString, stringToPath} from './pathToString'
export {randomKey} from './randomKey'
export {
  imageUrlBuilder,
  urlFor,
  type ImageUrlBuilder,
  type ImageUrlConfig,
  type ImageUrlCropPosition,
  type ImageUrlFit,
  type ImageUrlFormat,
  type ImageUrlSource,
} from './images/imageUrlBuilder'
export {parseImageAssetId, type ImageAssetIdParts} from './images/parseImageAssetId'
export {
  cropOf,
  cropRect,
  DEFAULT_CROP,
  DEFAULT_HOTSPOT,
  fitRect,
  hotspotOf,
  type ImageCropValue,
  type ImageHotspotValue,
  type PixelRect,
} from './images/imageRect'
export {isArrayItemSelector, resolveSlice, selectArrayIndices, type ArrayItemSelector} from './selectArrayIndices'
