import {defineLocaleResourceBundle} from './defineLocaleResourceBundle'

/**
 * The en-US messages of the validation engine: one per rule failure ('Required', 'Must be
 * exactly {count} characters', 'Slug is already in use', …). Keys are
 * grouped by the kind of value they concern; `_one` / `_other` variants are plural forms
 * selected by `count`.
 */
export const validationLocaleBundle = defineLocaleResourceBundle({
  locale: 'en-US',
  namespace: 'validation',
  resources: {
    // Generic
    'generic.required': 'Required',
    'generic.incorrect-type': 'Expected type "{{expectedType}}", got "{{actualType}}"',
    'generic.not-allowed': 'Value did not match any allowed values',
    'generic.exception': 'Exception occurred while validating value',
    'generic.unknown-error': 'Unknown error',
    'generic.item-error': 'Error',
    'generic.not-localized': 'Unknown validation error (not localized)',
    'generic.unknown-type': 'Could not find schema type "{{typeName}}", skipping validation',
    'object.unknown-field': "Field '{{fieldName}}' does not exist on type '{{typeName}}'",

    // Strings
    'string.exact-length': 'Must be exactly {{wantedLength}} characters long',
    'string.maximum-length': 'Must be at most {{maxLength}} characters long',
    'string.minimum-length': 'Must be at least {{minLength}} characters long',
    'string.url.invalid': 'Not a valid URL',
    'string.url.not-relative': 'Relative URLs are not allowed',
    'string.url.not-absolute': 'Only relative URLs are allowed',
    'string.url.includes-credentials': 'Username/password not allowed',
    'string.url.disallowed-scheme': 'Does not match allowed protocols/schemes',
    'string.uppercase': 'Must be all uppercase letters',
    'string.lowercase': 'Must be all lowercase letters',
    'string.regex-does-not-match': 'Does not match "{{name}}"-pattern',
    'string.regex-match': 'Should not match "{{name}}"-pattern',
    'string.email': 'Must be a valid email address',

    // Numbers
    'number.non-integer': 'Must be an integer',
    'number.maximum-precision': 'Max precision is {{limit}}',
    'number.minimum': 'Must be greater than or equal to {{minNumber}}',
    'number.maximum': 'Must be lower than or equal to {{maxNumber}}',
    'number.greater-than': 'Must be greater than {{threshold}}',
    'number.less-than': 'Must be less than {{threshold}}',

    // Dates
    'date.invalid-format': 'Must be a valid ISO-8601 formatted date string',
    'date.minimum': 'Must be at or after {{minDate}}',
    'date.maximum': 'Must be at or before {{maxDate}}',

    // Arrays (count = the wanted number of items)
    'array.exact-length_one': 'Must have exactly {{count}} item',
    'array.exact-length_other': 'Must have exactly {{count}} items',
    'array.maximum-length_one': 'Must have at most {{count}} item',
    'array.maximum-length_other': 'Must have at most {{count}} items',
    'array.minimum-length_one': 'Must have at least {{count}} item',
    'array.minimum-length_other': 'Must have at least {{count}} items',
    'array.item-duplicate': "Can't be a duplicate",

    // Portable text (arrays of blocks)
    'blocks.exact-length_one': 'Must have exactly {{count}} block',
    'blocks.exact-length_other': 'Must have exactly {{count}} blocks',
    'blocks.maximum-length_one': 'Must have at most {{count}} block',
    'blocks.maximum-length_other': 'Must have at most {{count}} blocks',
    'blocks.minimum-length_one': 'Must have at least {{count}} block',
    'blocks.minimum-length_other': 'Must have at least {{count}} blocks',
    'blocks.missing-key': 'Block must have a "_key"',
    'blocks.missing-type': 'Block must have a "_type"',
    'blocks.missing-children': 'Block must have a "children" array',
    'blocks.missing-mark-defs': 'Block must have a "markDefs" array',
    'blocks.disallowed-mark': 'Mark "{{mark}}" is not allowed or has no matching annotation',

    // Objects, references and assets
    'object.not-reference': 'Must be a reference to a document',
    'object.reference-not-published': 'Referenced document must be published',
    'object.asset-required': 'Asset is required',
    'object.asset-required_file': 'File is required',
    'object.asset-required_image': 'Image is required',
    'reference.invalid-filter': 'Invalid reference filter, please check the custom "filter" option',

    // Slugs
    'slug.not-object': 'Slug must be an object',
    'slug.missing-current': 'Slug must have a value',
    'slug.not-unique': 'Slug is already in use',
    'slug.source-missing': 'Source is missing',
    'slug.in-array':
      'Slugs inside arrays are not checked for uniqueness; set the "disableArrayWarning" option to hide this warning',
  },
})
