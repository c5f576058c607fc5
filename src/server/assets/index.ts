// The face of the asset helpers: ids, format detection and image metadata for uploads.
export {fileAssetId, imageAssetId, parseAssetId, type ParsedAssetId} from './assetId'
export {readExifLocation, type Geopoint} from './exifLocation'
export {encodeBlurHash} from './blurHash'
export {
  extractImageMetadata,
  type ImageDecodeLimits,
  type ImageDimensions,
  type ImageMetadata,
  type ImageMetadataOptions,
} from './imageMetadata'
export {ImageJobQueue, type ImageJobCounts} from './ImageJobQueue'
export {checkImagePixels, ImageTooLargeError} from './ImageTooLargeError'
export {InvalidImageError} from './InvalidImageError'
export {extractPalette, type ImagePalette, type ImagePaletteSwatch, type PaletteSwatchName} from './palette'
export {probeImage, type ImageProbe} from './probeImage'
// Format sniffing is the lake's, shared with the client's in-process transport.
export {
  cleanMimeType,
  detectFileType,
  extensionOf,
  isSvg,
  rasterFormatInfo,
  sniffRasterFormat,
  type FileType,
  type RasterImageFormat,
} from '../../lake'
export {AssetStore, DEFAULT_ASSET_LIMIT, type AssetStoreLimits, type ReceivedUpload} from './AssetStore'
export {
  ASSET_TYPES,
  assetReferenceGuard,
  checkAssetDeletes,
  removeUnusedAssetFiles,
  type AssetDeletePlan,
} from './assetDeleteGuard'
export {
  needsTransform,
  parseImageParams,
  transformCacheKey,
  type CropPosition,
  type ImageFit,
  type ImageOutputFormat,
  type ImageParams,
  type ImageRect,
} from './imageParams'
export {contentDisposition, sendAssetFile, type AssetPresentation} from './sendAsset'
export {outputFormatFor, transformImage, type TransformedImage, type TransformFormat} from './transformImage'
export {TransformCache, type TransformCacheLimits, type TransformSource} from './TransformCache'
export {parseUploadOptions, type AssetSource, type UploadOptions} from './uploadOptions'
