import {defineLocaleResourceBundle} from '../../i18n'

/**
 * The en-US messages of the form layer (namespace `form`). Texts the specification names
 * (spec/forms.md §2, §8) are verbatim. `_one` / `_other` variants are plural forms picked by
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
    'unknown-fields.details': 'This may happen when the schema changed and the data was not migrated. The fields are kept until you remove them.',
    'unknown-fields.remove': 'Remove field',
    'unknown-fields.remove-named': 'Remove field {{name}}',
    'unknown-fields.read-only': 'The fields cannot be removed while the document is read-only.',

    // Invalid values (form member errors)
    'invalid-value.title': 'Invalid property value',
    'invalid-value.description': 'The value of this field is of type "{{actualType}}", but the schema expects type "{{expectedType}}".',
    'invalid-value.reset': 'Reset value',
    'invalid-value.convert': 'Convert to {{targetType}}',
    'invalid-value.convert-description': 'The value can be converted to {{targetType}}: {{converted}}',
    'invalid-value.read-only': 'The value cannot be changed while the field is read-only.',
    'invalid-value.current-value': 'Current value',
    'missing-keys.title': 'Missing keys',
    'missing-keys.description': 'Some items in this list are missing their keys. Keys must be added before the list can be edited.',
    'missing-keys.fix': 'Add missing keys',
    'duplicate-keys.title': 'Non-unique keys',
    'duplicate-keys.description': 'Several items in this list share a key. Each item needs its own key before the list can be edited.',
    'duplicate-keys.fix': 'Generate unique keys',
    'mixed-array.title': 'Invalid list values',
    'mixed-array.description': 'Some items in this list are not objects. They must be removed before the list can be edited.',
    'mixed-array.fix': 'Remove non-object values',
    'invalid-item-type.title': 'Invalid item type',
    'invalid-item-type.description': 'Encountered an item of type "{{type}}", which this list does not allow. The item can be deleted, but not edited.',
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

    // New array items: resolving their initial value (spec/forms.md §8; toasts through `FormServices.toast`)
    'array.initial-value.resolving': 'Resolving initial value…',
    'array.initial-value.resolved': 'Initial value resolved',
    'array.initial-value.failed': 'Could not resolve initial value',
    'array.initial-value.failed-description': 'Unable to resolve initial value for type {{name}}: {{message}}',

    // Slug, geopoint, tags and checkbox-list inputs
    'slug.generate': 'Generate',
    'slug.source-missing': 'Source is missing',
    'slug.generate-failed': 'Could not generate the slug: {{message}}',
    'geopoint.latitude-out-of-range': 'Latitude must be between {{min}} and {{max}}',
    'geopoint.longitude-out-of-range': 'Longitude must be between {{min}} and {{max}}',
    'tags.placeholder': 'Add a tag and press Enter',
    'tags.remove': 'Remove tag {{tag}}',
    'checkbox-list.unlisted': '{{value}} (not in the list)',

    // Date and datetime inputs (spec/forms.md §2, §5)
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
  },
})
