import {describe, expect, it} from 'vitest'
import {createI18n, defineLocaleResourceBundle, i18n} from '../../src/i18n'

const nb = defineLocaleResourceBundle({
  locale: 'nb-NO',
  namespace: 'validation',
  resources: {
    'generic.required': 'Påkrevd',
    'array.minimum-length_one': 'Minst {{count}} element',
    'array.minimum-length_other': 'Minst {{count}} elementer',
  },
})
const studio = defineLocaleResourceBundle({
  locale: 'en-US',
  namespace: 'studio',
  resources: {
    greeting: 'Hello {{name}}',
    editing_one: '{{name}} is editing this document',
    editing_other: '{{count}} people are editing this document right now',
  },
})

describe('createI18n', () => {
  it('looks keys up by namespace prefix and interpolates params', () => {
    expect(i18n.t('validation:string.minimum-length', {minLength: 3})).toBe('Must be at least 3 characters long')
  })

  it('uses the default namespace (studio) for bare keys', () => {
    expect(createI18n({bundles: [studio]}).t('greeting', {name: 'Kim'})).toBe('Hello Kim')
  })

  it('picks plural forms by count with Intl.PluralRules', () => {
    const t = createI18n({bundles: [studio]}).t
    expect(t('editing', {count: 1, name: 'Kim'})).toBe('Kim is editing this document')
    expect(t('editing', {count: 3})).toBe('3 people are editing this document right now')
    expect(i18n.t('validation:array.exact-length', {count: 1})).toBe('Must have exactly 1 item')
    expect(i18n.t('validation:array.exact-length', {count: 0})).toBe('Must have exactly 0 items')
  })

  it('uses the locale, then en-US', () => {
    const norwegian = createI18n({locale: 'nb-NO', bundles: [nb]})
    expect(norwegian.t('validation:generic.required')).toBe('Påkrevd')
    expect(norwegian.t('validation:array.minimum-length', {count: 2})).toBe('Minst 2 elementer')
    expect(norwegian.t('validation:string.email')).toBe('Must be a valid email address')
  })

  it('falls back from a region to its language bundle', () => {
    const norwegian = createI18n({locale: 'nb-SJ', bundles: [{...nb, locale: 'nb'}]})
    expect(norwegian.t('validation:generic.required')).toBe('Påkrevd')
  })

  it('returns the key when no bundle has it', () => {
    expect(i18n.t('validation:no.such.key')).toBe('validation:no.such.key')
    expect(i18n.exists('validation:no.such.key')).toBe(false)
    expect(i18n.exists('validation:array.exact-length')).toBe(true)
  })

  it('leaves a placeholder without a param visible', () => {
    expect(i18n.t('validation:string.minimum-length')).toBe('Must be at least {{minLength}} characters long')
  })

  it('switches locale without losing bundles', () => {
    const norwegian = createI18n({bundles: [nb]}).withLocale('nb-NO')
    expect(norwegian.locale).toBe('nb-NO')
    expect(norwegian.t('validation:generic.required')).toBe('Påkrevd')
  })

  it('lets a later bundle override keys of the built-in one', () => {
    const custom = defineLocaleResourceBundle({
      locale: 'en-US',
      namespace: 'validation',
      resources: {'generic.required': 'Needed'},
    })
    expect(createI18n({bundles: [custom]}).t('validation:generic.required')).toBe('Needed')
    expect(i18n.t('validation:generic.required')).toBe('Required')
  })

  it('survives an invalid locale id', () => {
    expect(createI18n({locale: 'not a locale!'}).t('validation:array.exact-length', {count: 2})).toBe(
      'Must have exactly 2 items',
    )
  })
})

describe('defineLocaleResourceBundle', () => {
  it('freezes the bundle', () => {
    expect(Object.isFrozen(nb.resources)).toBe(true)
  })

  it('rejects a namespace containing ":"', () => {
    expect(() => defineLocaleResourceBundle({locale: 'en-US', namespace: 'a:b', resources: {}})).toThrow(/namespace/)
  })
})
