/**
 * The en-US messages of the asset browser, the asset dialogs, the hotspot-and-crop dialog and
 * previews with media (namespace `form`, merged into `formLocaleBundle`). Titles and
 * errors are worded as hosted studios word them, so users meet familiar texts.
 */
export const assetMessages = {
  // Hotspot-and-crop dialog
  'image-tool.title': 'Edit hotspot and crop',
  'image-tool.title-read-only': 'View hotspot and crop',
  'image-tool.close': 'Close',
  'image-tool.done': 'Done',
  'image-tool.instructions': 'Drag the handles, or focus one and use the arrow keys (hold Shift for bigger steps).',
  'image-tool.hotspot': 'Hotspot',
  'image-tool.hotspot-value': 'Centre at {{x}}% across and {{y}}% down, {{width}}% wide and {{height}}% high',
  'image-tool.hotspot-size': 'Hotspot size',
  'image-tool.crop-top': 'Crop top edge',
  'image-tool.crop-bottom': 'Crop bottom edge',
  'image-tool.crop-left': 'Crop left edge',
  'image-tool.crop-right': 'Crop right edge',
  'image-tool.crop-area': 'Crop area',
  'image-tool.reset': 'Reset hotspot and crop',
  'image-tool.previews': 'Previews',
  'image-tool.preview-3-4': '3:4',
  'image-tool.preview-square': 'Square',
  'image-tool.preview-16-9': '16:9',
  'image-tool.preview-panorama': 'Panorama',
  'image-tool.no-image': 'This image cannot be shown: it has no uploaded asset.',

  // Asset source dialog: the grid of images or table of files, paged, with their details
  'asset-source.image.title': 'Uploaded images',
  'asset-source.file.title': 'Uploaded files',
  'asset-source.load-more': 'Load more',
  'asset-source.loading': 'Loading…',
  'asset-source.load-failed': 'Could not load the assets: {{message}}',
  'asset-source.no-images': 'No images',
  'asset-source.no-files': 'No files',
  'asset-source.accept-notice': 'Only showing files of the types this field accepts: {{types}}',
  'asset-source.select': 'Select {{name}}',
  'asset-source.selected': 'Selected',
  'asset-source.actions': 'Actions for {{name}}',
  'asset-source.show-details': 'Details',
  'asset-source.show-usage': 'Show documents using it',
  'asset-source.delete': 'Delete',
  'asset-source.column.filename': 'Filename',
  'asset-source.column.size': 'Size',
  'asset-source.column.type': 'Type',
  'asset-source.column.date-added': 'Date added',
  'asset-source.column.actions': 'Actions',
  'asset-source.expand-row': 'Show details of {{name}}',
  'asset-source.collapse-row': 'Hide details of {{name}}',
  'asset-source.details.title': 'Details of {{name}}',
  'asset-source.details.filename': 'Filename',
  'asset-source.details.size': 'Size',
  'asset-source.details.type': 'Type',
  'asset-source.details.date-added': 'Date added',
  'asset-source.details.dimensions': 'Dimensions',
  'asset-source.untitled': 'Untitled',

  // Asset usage dialog
  'asset-source.usage.title': 'Documents using {{name}}',
  'asset-source.usage.none': 'No documents use it.',
  'asset-source.usage.more': 'Showing the first 100 documents.',
  'asset-source.usage.draft': 'Draft',
  'asset-source.usage.published': 'Published',

  // Asset delete dialog: refused while documents use the asset
  'asset-source.delete.image-title': 'Delete image',
  'asset-source.delete.file-title': 'Delete file',
  'asset-source.delete.cancel': 'Cancel',
  'asset-source.delete.confirm': 'Delete',
  'asset-source.delete.checking': 'Looking for documents using it',
  'asset-source.delete.image-unused': 'You are about to delete the image {{name}}. This cannot be undone.',
  'asset-source.delete.file-unused': 'You are about to delete the file {{name}}. This cannot be undone.',
  'asset-source.delete.in-use_one': '{{count}} document uses it:',
  'asset-source.delete.in-use_other': '{{count}} documents use it:',
  'asset-source.delete.in-use-more': 'More than 100 documents use it. The first 100:',
  'asset-source.delete.blocked': 'An asset in use cannot be deleted until uses are removed.',
  'asset-source.delete.drafts-only': 'Only drafts use it; deleting it fails while they still do.',
  'asset-source.delete.image-deleted': 'Image was deleted',
  'asset-source.delete.file-deleted': 'File was deleted',
  'asset-source.delete.image-failed': 'Image could not be deleted',
  'asset-source.delete.file-failed': 'File could not be deleted',

  // Asset sources and what they return
  'asset-source.no-valid-source':
    'No valid asset source: only the default source is supported here. Check the configuration.',
  'asset-source.unknown-source': 'Unknown asset source found: {{name}}',
  'asset-source.no-asset-given': 'No asset given',
  'asset-source.empty-result': 'Returned value must be an array with at least one item (asset)',
  'asset-source.invalid-result': 'Invalid value returned from asset source plugin',
  'asset-source.missing-data-id': 'Missing data-id attribute on item',

  // Display names of MIME types; an unknown type shows its capitalised subtype
  'asset-source.mime.images': 'Images',
  'asset-source.mime.audio': 'Audio',
  'asset-source.mime.video': 'Video',
  'asset-source.mime.spreadsheets': 'Spreadsheets',
  'asset-source.mime.text': 'Text',
  'asset-source.mime.pdf': 'PDF',
  'asset-source.mime.xml': 'XML',
  'asset-source.mime.zip': 'Zip',
  'asset-source.mime.rar': 'RAR',
  'asset-source.mime.7z': '7z',
  'asset-source.mime.binary': 'Binary',

  // Preview media placeholders
  'preview.image-deleted': 'Deleted image',
  'preview.image-error': 'Error loading image',
} as const
