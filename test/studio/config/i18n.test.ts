import {describe, expect, it} from 'vitest'
import {defineLocaleResourceBundle} from '../../../src/i18n'
import {resolveConfig, type LocaleDefinition} from '../../../src/studio'
import {errorsOf, plugin, single} from './support'

const norwegian: LocaleDefinition = {
  id: 'nb-NO',
  title: 'Norsk (bokmål)',
  weekInfo: {firstDay: 1, minimalDays: 4, weekend: [6, 7]},
  bundles: [{namespace: 'validation', resources: {'generic.required': 'Påkrevd'}}],
}

describe('i18n', () => {
  it('starts with en-US, its week starting on Sunday', () => {
    const {i18n} = resolveConfig(single()).workspaces[0]!
    expect(i18n.locales).toEqual([
      {id: 'en-US', title: 'English (US)', weekInfo: {firstDay: 7, minimalDays: 1, weekend: [6, 7]}},
    ])
    expect(i18n.defaultLocale.id).toBe('en-US')
    expect(i18n.translator.t('validation:generic.required')).toBe('Required')
  })

  it('adds locales with their bundles, which take the locale id', () => {
    const {i18n} = resolveConfig(single({plugins: [plugin('norsk', {i18n: {locales: [norwegian]}})]})).workspaces[0]!
    expect(i18n.locales.map((locale) => locale.id)).toEqual(['en-US', 'nb-NO'])
    expect(i18n.bundles).toEqual([
      {locale: 'nb-NO', namespace: 'validation', resources: {'generic.required': 'Påkrevd'}},
    ])
    expect(i18n.defaultLocale.id).toBe('en-US')
    expect(i18n.translator.withLocale('nb-NO').t('validation:generic.required')).toBe('Påkrevd')
  })

  it('adds bundles from i18n.bundles after those of the locales', () => {
    const studioNb = defineLocaleResourceBundle({
      locale: 'nb-NO',
      namespace: 'studio',
      resources: {'navbar.search': 'Søk'},
    })
    const config = single({i18n: {locales: [norwegian], bundles: [studioNb]}})
    const {i18n} = resolveConfig(config).workspaces[0]!
    expect(i18n.bundles.map((bundle) => `${bundle.locale}/${bundle.namespace}`)).toEqual([
      'nb-NO/validation',
      'nb-NO/studio',
    ])
    expect(i18n.translator.withLocale('nb-NO').t('navbar.search')).toBe('Søk')
  })

  it('defaults to the first locale when en-US is taken out', () => {
    const {i18n} = resolveConfig(single({i18n: {locales: () => [norwegian]}})).workspaces[0]!
    expect(i18n.locales.map((locale) => locale.id)).toEqual(['nb-NO'])
    expect(i18n.defaultLocale).toEqual({id: 'nb-NO', title: 'Norsk (bokmål)', weekInfo: norwegian.weekInfo})
    expect(i18n.translator.locale).toBe('nb-NO')
  })

  it('gives locale reducers the project and dataset', () => {
    let seen = ''
    resolveConfig(
      single({i18n: {locales: (prev, context) => ((seen = `${context.projectId}/${context.dataset}`), prev)}}),
    )
    expect(seen).toBe('local/production')
  })

  describe('bundle rules', () => {
    it('needs a matching locale id and a namespace inside a locale', () => {
      const config = single({
        i18n: {
          locales: [
            {
              id: 'nb-NO',
              title: 'Norsk',
              bundles: [{locale: 'sv-SE', namespace: 'studio', resources: {}}, {resources: {}} as never],
            },
            {id: 'da-DK', title: 'Dansk', bundles: {} as never},
          ],
        },
      })
      expect(errorsOf(config)).toEqual([
        'Resource bundle inside locale nb-NO has mismatching locale id',
        'Resource bundle for locale nb-NO is missing namespace',
        'Resource bundle for locale da-DK is not an array',
      ])
    })

    it('needs a locale id, a namespace and resources in i18n.bundles', () => {
      const config = single({
        i18n: {
          bundles: [
            {namespace: 'studio', resources: {}} as never,
            {locale: 'nb-NO', resources: {}} as never,
            {locale: 'nb-NO', namespace: 'a:b', resources: {}},
            {locale: 'nb-NO', namespace: 'studio'} as never,
          ],
        },
      })
      expect(errorsOf(config)).toEqual([
        'Resource bundle for namespace studio is missing locale id',
        'Resource bundle for locale nb-NO is missing namespace',
        'Invalid namespace "a:b" in a locale resource bundle',
        'Resource bundle for locale nb-NO and namespace studio has no `resources` object',
      ])
    })

    it('needs every locale to have an id, and at least one locale', () => {
      expect(errorsOf(single({i18n: {locales: [{title: 'Nameless'} as never]}}))).toEqual([
        'Expected every locale in `i18n.locales` to have an `id`, but the locale at index 1 has none',
      ])
      expect(errorsOf(single({i18n: {locales: () => []}}))).toEqual([
        'Expected at least one locale in `i18n.locales`, but the list is empty',
      ])
    })
  })
})
