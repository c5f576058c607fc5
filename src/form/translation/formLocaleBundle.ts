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
  },
})
