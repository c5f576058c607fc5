import type {AnyDefinition, FieldDefinition, IntrinsicTypeName, JsonType} from '../types'

/**
 * Every intrinsic type name, in a stable order. All other types extend one of these.
 * @public
 */
export const INTRINSIC_TYPE_NAMES: readonly IntrinsicTypeName[] = [
  'array',
  'block',
  'boolean',
  'crossDatasetReference',
  'date',
  'datetime',
  'document',
  'email',
  'file',
  'geopoint',
  'image',
  'number',
  'object',
  'reference',
  'slug',
  'span',
  'string',
  'text',
  'url',
]

const intrinsicNames = new Set<string>(INTRINSIC_TYPE_NAMES)

/**
 * Tells whether a type name is one of the intrinsic types.
 *
 * @param name - A type name.
 * @returns True for `string`, `object`, `image`, … (see {@link INTRINSIC_TYPE_NAMES}).
 */
export function isIntrinsicTypeName(name: string): name is IntrinsicTypeName {
  return intrinsicNames.has(name)
}

/** The JSON shape of each intrinsic type's values. */
export const INTRINSIC_JSON_TYPES: Readonly<Record<IntrinsicTypeName, JsonType>> = {
  array: 'array',
  block: 'object',
  boolean: 'boolean',
  crossDatasetReference: 'object',
  date: 'string',
  datetime: 'string',
  document: 'object',
  email: 'string',
  file: 'object',
  geopoint: 'object',
  image: 'object',
  number: 'number',
  object: 'object',
  reference: 'object',
  slug: 'object',
  span: 'object',
  string: 'string',
  text: 'string',
  url: 'string',
}

/** Titles of intrinsic types whose humanised name reads badly; the others are humanised. */
export const INTRINSIC_TITLES: Readonly<Partial<Record<IntrinsicTypeName, string>>> = {
  crossDatasetReference: 'Cross-dataset reference',
  datetime: 'Datetime',
  email: 'Email',
  url: 'URL',
}

/** The fields intrinsic object types are born with; image, file and block are built elsewhere. */
export const INTRINSIC_FIELDS: Readonly<Partial<Record<IntrinsicTypeName, FieldDefinition[]>>> = {
  reference: [
    {name: '_ref', type: 'string', title: 'Referenced document ID'},
    {name: '_weak', type: 'boolean', title: 'Weak reference'},
  ],
  crossDatasetReference: [
    {name: '_ref', type: 'string', title: 'Referenced document ID'},
    {name: '_weak', type: 'boolean', title: 'Weak reference'},
    {name: '_dataset', type: 'string', title: 'Dataset'},
    {name: '_projectId', type: 'string', title: 'Project ID'},
  ],
  geopoint: [
    {name: 'lat', type: 'number', title: 'Latitude'},
    {name: 'lng', type: 'number', title: 'Longitude'},
    {name: 'alt', type: 'number', title: 'Altitude'},
  ],
  slug: [
    {name: 'current', type: 'string', title: 'Current slug'},
    // Kept for datasets that stored it; the slug input never shows it.
    {name: 'source', type: 'string', title: 'Source field', hidden: true},
  ],
  span: [
    {name: 'text', type: 'string', title: 'Text'},
    {name: 'marks', type: 'array', title: 'Marks', of: [{type: 'string'}]},
  ],
}

/** The `asset` field every image value has. */
export const IMAGE_ASSET_FIELD: FieldDefinition = {
  name: 'asset',
  type: 'reference',
  title: 'Asset',
  to: [{type: 'sanity.imageAsset'}],
}
/** The `asset` field every file value has. */
export const FILE_ASSET_FIELD: FieldDefinition = {
  name: 'asset',
  type: 'reference',
  title: 'Asset',
  to: [{type: 'sanity.fileAsset'}],
}
/** Fields an image with `options.hotspot` gets after `asset`. */
export const HOTSPOT_FIELDS: FieldDefinition[] = [
  {name: 'hotspot', type: 'sanity.imageHotspot', title: 'Hotspot'},
  {name: 'crop', type: 'sanity.imageCrop', title: 'Crop'},
]

const str = (name: string, title?: string, readOnly?: boolean): FieldDefinition => ({
  name,
  type: 'string',
  ...(title === undefined ? {} : {title}),
  ...(readOnly ? {readOnly} : {}),
})
const num = (name: string, title?: string, readOnly?: boolean): FieldDefinition => ({
  name,
  type: 'number',
  ...(title === undefined ? {} : {title}),
  ...(readOnly ? {readOnly} : {}),
})

// Asset documents: the editable metadata first, then the fields the server manages.
function assetFields(kind: 'image' | 'file'): FieldDefinition[] {
  return [
    str('originalFilename', 'Original file name', true),
    str('label'),
    str('title'),
    {name: 'description', type: 'text', title: 'Description'},
    str('altText', 'Alternative text'),
    str('creditLine', 'Credit line'),
    str('sha1hash', 'SHA1 hash', true),
    str('extension', 'File extension', true),
    str('mimeType', 'MIME type', true),
    num('size', 'File size in bytes', true),
    str('assetId', 'Asset ID', true),
    {name: 'uploadId', type: 'string', title: 'Upload ID', readOnly: true, hidden: true},
    str('path', 'Path', true),
    {name: 'url', type: 'url', title: 'URL', readOnly: true},
    ...(kind === 'image' ? [{name: 'metadata', type: 'sanity.imageMetadata', title: 'Metadata', readOnly: true}] : []),
    {name: 'source', type: 'sanity.assetSourceData', title: 'Source', readOnly: true},
  ]
}

const swatch = (name: string, title: string): FieldDefinition => ({name, type: 'sanity.imagePaletteSwatch', title})

/**
 * The named types every schema has besides the intrinsic ones: asset documents and the
 * objects their metadata is made of. Names starting with `sanity.` are reserved for them.
 * @public
 */
export const BUILTIN_TYPE_DEFINITIONS: readonly AnyDefinition[] = [
  {
    name: 'sanity.imageAsset',
    type: 'document',
    title: 'Image',
    fields: assetFields('image'),
    preview: {select: {title: 'originalFilename', imageUrl: 'url', description: 'size'}},
  },
  {
    name: 'sanity.fileAsset',
    type: 'document',
    title: 'File',
    fields: assetFields('file'),
    preview: {select: {title: 'originalFilename', description: 'size'}},
  },
  {
    name: 'sanity.imageMetadata',
    type: 'object',
    title: 'Image metadata',
    fields: [
      {name: 'location', type: 'geopoint', title: 'Location'},
      {name: 'dimensions', type: 'sanity.imageDimensions', title: 'Dimensions'},
      {name: 'palette', type: 'sanity.imagePalette', title: 'Palette'},
      str('lqip', 'LQIP (low-quality image placeholder)', true),
      str('blurHash', 'BlurHash', true),
      {name: 'hasAlpha', type: 'boolean', title: 'Has alpha channel', readOnly: true},
      {name: 'isOpaque', type: 'boolean', title: 'Is opaque', readOnly: true},
    ],
  },
  {
    name: 'sanity.imageDimensions',
    type: 'object',
    title: 'Image dimensions',
    fields: [num('height', 'Height', true), num('width', 'Width', true), num('aspectRatio', 'Aspect ratio', true)],
  },
  {
    name: 'sanity.imagePalette',
    type: 'object',
    title: 'Image palette',
    fields: [
      swatch('darkMuted', 'Dark muted'),
      swatch('lightVibrant', 'Light vibrant'),
      swatch('darkVibrant', 'Dark vibrant'),
      swatch('vibrant', 'Vibrant'),
      swatch('dominant', 'Dominant'),
      swatch('lightMuted', 'Light muted'),
      swatch('muted', 'Muted'),
    ],
  },
  {
    name: 'sanity.imagePaletteSwatch',
    type: 'object',
    title: 'Image palette swatch',
    fields: [
      str('background', 'Background', true),
      str('foreground', 'Foreground', true),
      num('population', 'Population', true),
      str('title', 'Title', true),
    ],
  },
  {
    name: 'sanity.imageCrop',
    type: 'object',
    title: 'Image crop',
    fields: [num('top', 'Top'), num('bottom', 'Bottom'), num('left', 'Left'), num('right', 'Right')],
  },
  {
    name: 'sanity.imageHotspot',
    type: 'object',
    title: 'Image hotspot',
    fields: [num('x', 'X'), num('y', 'Y'), num('height', 'Height'), num('width', 'Width')],
  },
  {
    name: 'sanity.assetSourceData',
    type: 'object',
    title: 'Asset source data',
    fields: [
      str('name', 'Source name'),
      str('id', 'Asset ID at source'),
      {name: 'url', type: 'url', title: 'URL at source'},
    ],
  },
]
