// The face of the asset helpers: ids, format detection and image metadata for uploads.
export {fileAssetId, imageAssetId, parseAssetId, type ParsedAssetId} from './assetId'
export {readExifLocation, type Geopoint} from './exifLocation'
export {encodeBlurHash} from './blurHash'
export {extractImageMetadata, type ImageDimensions, type ImageMetadata, type ImageMetadataOptions} from './imageMetadata'
export {InvalidImageError} from './InvalidImageError'
export {extractPalette, type ImagePalette, type ImagePaletteSwatch, type PaletteSwatchName} from './palette'
export {isSvg, probeImage, rasterFormatInfo, sniffRasterFormat, type ImageProbe, type RasterImageFormat} from './probeImage'
