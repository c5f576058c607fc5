import {defineLocaleResourceBundle} from '../../i18n'
import {assetMessages} from '../inputs/assetSource/assetMessages'
import {portableTextMessages} from '../inputs/portableText/portableTextMessages'
import {referenceMessages} from '../inputs/reference/referenceMessages'

/**
 * The en-US messages of the form layer (namespace `form`). Dialog titles and error texts are worded
 * as hosted studios word them, so users meet familiar texts. `_one` / `_other` variants are plural forms picked by
 * `count`. A host translator without these keys falls back to them (see `useFormTranslation`).
 */
export const formLocaleBundle = defineLocaleResourceBundle({
  locale: 'en-US',
  namespace: 'form',
  resources: {
    // Field header
    'field.deprecated': 'Deprecated',
    'field.read-only': 'This field is read-only',
    'field.actions': 'Field actions',
    'field.collapse': 'Collapse {{title}}',
    'field.expand': 'Expand {{title}}',
    'field.presence.more_one': '{{count}} more person',
    'field.presence.more_other': '{{count}} more people',
    'field.presence.label': 'People in this field',

    // Validation summary (counts of errors and warnings)
    'validation.errors_one': '{{count}} error',
    'validation.errors_other': '{{count}} errors',
    'validation.warnings_one': '{{count}} warning',
    'validation.warnings_other': '{{count}} warnings',
    'validation.info_one': '{{count}} note',
    'validation.info_other': '{{count}} notes',
    'validation.item-error': 'Error',

    // Field groups
    'field-groups.all-fields': 'All fields',
    'field-groups.label': 'Field groups',
    'field-groups.select-label': 'Field group',

    // Unknown fields
    'unknown-fields.title_one': 'Unknown field found',
    'unknown-fields.title_other': 'Unknown fields found',
    'unknown-fields.description_one': 'Encountered a field that is not defined in the schema.',
    'unknown-fields.description_other': 'Encountered {{count}} fields that are not defined in the schema.',
    'unknown-fields.details':
      'This may happen when the schema changed and the data was not migrated. The fields are kept until you remove them.',
    'unknown-fields.remove': 'Remove field',
    'unknown-fields.remove-named': 'Remove field {{name}}',
    'unknown-fields.read-only': 'The fields cannot be removed while the document is read-only.',

    // Invalid values (form member errors)
    'invalid-value.title': 'Invalid property value',
    'invalid-value.description':
      'The value of this field is of type "{{actualType}}", but the schema expects type "{{expectedType}}".',
    'invalid-value.reset': 'Reset value',
    'invalid-value.convert': 'Convert to {{targetType}}',
    'invalid-value.convert-description': 'The value can be converted to {{targetType}}: {{converted}}',
    'invalid-value.read-only': 'The value cannot be changed while the field is read-only.',
    'invalid-value.current-value': 'Current value',
    'missing-keys.title': 'Missing keys',
    'missing-keys.description':
      'Some items in this list are missing their keys. Keys must be added before the list can be edited.',
    'missing-keys.fix': 'Add missing keys',
    'duplicate-keys.title': 'Non-unique keys',
    'duplicate-keys.description':
      'Several items in this list share a key. Each item needs its own key before the list can be edited.',
    'duplicate-keys.fix': 'Generate unique keys',
    'mixed-array.title': 'Invalid list values',
    'mixed-array.description':
      'Some items in this list are not objects. They must be removed before the list can be edited.',
    'mixed-array.fix': 'Remove non-object values',
    'invalid-item-type.title': 'Invalid item type',
    'invalid-item-type.description':
      'Encountered an item of type "{{type}}", which this list does not allow. The item can be deleted, but not edited.',
    'member-error.unexpected': 'Unexpected error: {{type}}',

    // Error boundary around each field
    'field-error.title': 'Unexpected error',
    'field-error.description': 'An unexpected error occurred while showing this field: {{message}}',
    'field-error.retry': 'Retry',

    // Inputs
    'select.empty-option': 'Select…',
    'select.no-value': 'None',
    'boolean.indeterminate': 'No value',

    // Arrays (src/form/inputs/array)
    'array.empty': 'No items',
    'array.add-item': 'Add item',
    'array.add-item-of-type': 'Add {{type}}',
    'array.add-item-type-menu': 'Item types',
    'array.item.edit': 'Edit {{type}}',
    'array.item.view': 'View {{type}}',
    'array.item.close': 'Close',
    'array.item.label': 'Item {{position}}',
    'array.item.actions': 'Item actions',
    'array.item.remove': 'Remove',
    'array.item.duplicate': 'Duplicate',
    'array.item.insert-before': 'Insert before',
    'array.item.insert-after': 'Insert after',
    'array.item.drag-handle': 'Move item {{position}}',
    'array.item.invalid': 'Item of invalid type "{{type}}"',
    'array.item.invalid-value': 'Value',
    'array.item.invalid-remove': 'Remove item',
    'array.drag.instructions':
      'To pick up an item, press Space or Enter. While dragging, use the arrow keys to move the item. Press Space or Enter again to drop the item in its new position, or press Escape to cancel.',
    'array.drag.picked-up': 'Picked up item {{position}}.',
    'array.drag.over': 'Item {{position}} is over position {{over}}.',
    'array.drag.dropped': 'Item {{position}} was dropped at position {{over}}.',
    'array.drag.cancelled': 'Moving item {{position}} was cancelled.',
    'array.drop.overlay': 'Drop text files to add their lines as items',
    'array.drop.rejected_one': '{{count}} file could not be added: {{files}}',
    'array.drop.rejected_other': '{{count}} files could not be added: {{files}}',
    'array.drop.rejected-dismiss': 'Dismiss',

    // New array items: resolving their initial value (toasts through `FormServices.toast`)
    'array.initial-value.resolving': 'Resolving initial value…',
    'array.initial-value.resolved': 'Initial value resolved',
    'array.initial-value.failed': 'Could not resolve initial value',
    'array.initial-value.failed-description': 'Unable to resolve initial value for type {{name}}: {{message}}',

    // File and image inputs, and their uploads
    'asset.placeholder.image': 'Drag or paste image here',
    'asset.placeholder.file': 'Drag or paste file here',
    'asset.placeholder.unsupported': 'Uploads are unsupported here: choose an existing asset',
    'asset.placeholder.no-services': 'Uploads are unsupported here',
    'asset.upload': 'Upload',
    'asset.browse': 'Browse',
    'asset.browse-source': 'Browse {{source}}',
    'asset.menu': 'Options',
    'asset.menu.replace': 'Replace',
    'asset.download': 'Download',
    'asset.copy-url': 'Copy URL',
    'asset.copy-url.done': 'The URL was copied to the clipboard',
    'asset.clear': 'Clear',
    'asset.drop.image': 'Drop image to upload',
    'asset.drop.file': 'Drop file to upload',
    'asset.drop.reject': 'This file cannot be uploaded here',
    'asset.drop.array': 'Drop files to upload them as new items',
    'asset.uploading': 'Uploading {{name}}',
    'asset.uploading-remote': 'Someone is uploading {{name}}',
    'asset.upload-progress': 'Upload progress',
    'asset.cancel-upload': 'Cancel upload',
    'asset.stale.title': 'Incomplete upload',
    'asset.stale.description':
      'An upload has made no progress for at least two minutes and was likely interrupted. You can safely clear the incomplete upload and try again.',
    'asset.stale.clear': 'Clear upload',
    'asset.upload-failed': 'Upload failed. The upload could not be completed at this time.',
    'asset.upload-failed.image-toast': 'The image could not be uploaded',
    'asset.upload-failed.file-toast': 'File upload failed',
    'asset.retry': 'Retry',
    'asset.reset': 'Reset',
    'asset.rejected_one': '{{count}} file was not uploaded',
    'asset.rejected_other': '{{count}} files were not uploaded',
    'asset.rejected.description': 'These files are of a type this field does not accept: {{files}}',
    'asset.invalid.image': 'Invalid image value',
    'asset.invalid.file': 'Invalid file value',
    'asset.invalid.description':
      'The value of this field is not a valid {{kind}}. Resetting it removes the current value.',
    'asset.missing.image': 'The image is missing: it was deleted or cannot be read',
    'asset.missing.file': 'The file is missing: it was deleted or cannot be read',
    'asset.loading': 'Loading…',
    'asset.image.load-error': 'Error loading image',
    'asset.image.alt': 'Preview of {{name}}',
    'asset.image.edit': 'Edit hotspot & crop',
    'asset.image.view': 'View hotspot & crop',
    'asset.file.unnamed': 'Untitled file',
    'asset.source.no-asset': 'No asset given',
    'asset.source.not-array': 'Returned value must be an array with at least one item (asset)',
    'asset.source.invalid': 'Invalid value returned from asset source plugin',
    'asset.source.load-failed': 'The asset browser could not be loaded',
    'asset.accepts': 'Accepts {{accept}}',

    // Slug, geopoint, tags and checkbox-list inputs
    'slug.generate': 'Generate',
    'slug.source-missing': 'Source is missing',
    'slug.generate-failed': 'Could not generate the slug: {{message}}',
    'geopoint.latitude-out-of-range': 'Latitude must be between {{min}} and {{max}}',
    'geopoint.longitude-out-of-range': 'Longitude must be between {{min}} and {{max}}',
    'tags.placeholder': 'Add a tag and press Enter',
    'tags.remove': 'Remove tag {{tag}}',
    'checkbox-list.unlisted': '{{value}} (not in the list)',

    // Date and datetime inputs
    'date.invalid-date': 'Invalid date',
    'date.invalid-datetime': 'Invalid datetime',
    'date.invalid-value': 'Invalid date value: "{{value}}"',
    'date.format-hint': 'must be in format {{example}}',
    'date.open-calendar': 'Select date',
    'date.open-calendar-with-time': 'Select date and time',
    'date.calendar': 'Choose a date',
    'date.calendar-with-time': 'Choose a date and time',
    'date.previous-year': 'Previous year',
    'date.previous-month': 'Previous month',
    'date.next-month': 'Next month',
    'date.next-year': 'Next year',
    'date.go-to-today': 'Go to today',
    'date.include-time': 'Include time',
    'date.hour': 'Hour',
    'date.minute': 'Minute',

    // Asset browser, asset dialogs, hotspot and crop, preview media
    ...assetMessages,

    // Rich text (portable text)
    ...portableTextMessages,

    // Reference input
    ...referenceMessages,
  },
})
