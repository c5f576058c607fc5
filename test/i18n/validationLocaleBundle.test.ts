import {describe, expect, it} from 'vitest'
import {i18n, validationLocaleBundle} from '../../src/i18n'

// The wording spec/forms.md §5 requires, with the params each message takes.
const required: Array<[key: string, params: Record<string, unknown>, message: string]> = [
  ['generic.required', {}, 'Required'],
  ['generic.incorrect-type', {expectedType: 'String', actualType: 'Number'}, 'Expected type "String", got "Number"'],
  ['generic.not-allowed', {}, 'Value did not match any allowed values'],
  ['string.exact-length', {wantedLength: 3}, 'Must be exactly 3 characters long'],
  ['string.maximum-length', {maxLength: 3}, 'Must be at most 3 characters long'],
  ['string.minimum-length', {minLength: 3}, 'Must be at least 3 characters long'],
  ['string.url.invalid', {}, 'Not a valid URL'],
  ['string.url.not-relative', {}, 'Relative URLs are not allowed'],
  ['string.url.not-absolute', {}, 'Only relative URLs are allowed'],
  ['string.url.includes-credentials', {}, 'Username/password not allowed'],
  ['string.url.disallowed-scheme', {}, 'Does not match allowed protocols/schemes'],
  ['string.uppercase', {}, 'Must be all uppercase letters'],
  ['string.lowercase', {}, 'Must be all lowercase letters'],
  ['string.regex-does-not-match', {name: 'slug'}, 'Does not match "slug"-pattern'],
  ['string.regex-match', {name: 'slug'}, 'Should not match "slug"-pattern'],
  ['string.email', {}, 'Must be a valid email address'],
  ['number.non-integer', {}, 'Must be an integer'],
  ['number.maximum-precision', {limit: 2}, 'Max precision is 2'],
  ['number.minimum', {minNumber: 1}, 'Must be greater than or equal to 1'],
  ['number.maximum', {maxNumber: 1}, 'Must be lower than or equal to 1'],
  ['number.greater-than', {threshold: 1}, 'Must be greater than 1'],
  ['number.less-than', {threshold: 1}, 'Must be less than 1'],
  ['date.invalid-format', {}, 'Must be a valid ISO-8601 formatted date string'],
  ['date.minimum', {minDate: '2020-01-01'}, 'Must be at or after 2020-01-01'],
  ['date.maximum', {maxDate: '2020-01-01'}, 'Must be at or before 2020-01-01'],
  ['array.exact-length', {count: 2}, 'Must have exactly 2 items'],
  ['array.maximum-length', {count: 2}, 'Must have at most 2 items'],
  ['array.minimum-length', {count: 2}, 'Must have at least 2 items'],
  ['blocks.exact-length', {count: 2}, 'Must have exactly 2 blocks'],
  ['blocks.maximum-length', {count: 1}, 'Must have at most 1 block'],
  ['blocks.minimum-length', {count: 2}, 'Must have at least 2 blocks'],
  ['array.item-duplicate', {}, "Can't be a duplicate"],
  ['object.not-reference', {}, 'Must be a reference to a document'],
  ['object.reference-not-published', {}, 'Referenced document must be published'],
  ['object.asset-required', {}, 'Asset is required'],
  ['object.asset-required_file', {}, 'File is required'],
  ['object.asset-required_image', {}, 'Image is required'],
  ['slug.not-object', {}, 'Slug must be an object'],
  ['slug.missing-current', {}, 'Slug must have a value'],
  ['slug.not-unique', {}, 'Slug is already in use'],
  ['slug.source-missing', {}, 'Source is missing'],
  ['object.unknown-field', {fieldName: 'x', typeName: 't'}, "Field 'x' does not exist on type 't'"],
  ['reference.invalid-filter', {}, 'Invalid reference filter, please check the custom "filter" option'],
  ['generic.exception', {}, 'Exception occurred while validating value'],
  ['generic.unknown-error', {}, 'Unknown error'],
  ['generic.item-error', {}, 'Error'],
  ['generic.not-localized', {}, 'Unknown validation error (not localized)'],
  ['generic.unknown-type', {typeName: 'hero'}, 'Could not find schema type "hero", skipping validation'],
]

describe('the en-US validation bundle', () => {
  it.each(required)('has %s', (key, params, message) => {
    expect(i18n.t(`validation:${key}`, params)).toBe(message)
  })

  it('warns about slugs in arrays', () => {
    expect(validationLocaleBundle.resources['slug.in-array']).toMatch(/array/)
  })

  it('is the validation namespace in en-US', () => {
    expect(validationLocaleBundle).toMatchObject({locale: 'en-US', namespace: 'validation'})
  })
})
