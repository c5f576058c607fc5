import {isRecord} from '../../document'
import {createI18n, DEFAULT_LOCALE, type LocaleResourceBundle} from '../../i18n'
import type {ConfigIssue} from './ConfigIssue'
import {ConfigPropertyError} from './ConfigPropertyError'
import type {LocaleConfigContext} from './ConfigContext'
import type {FlatPlugin} from './flattenPlugins'
import {getPrintableType} from './getPrintableType'
import {DEFAULT_WEEK_INFO, defaultLocale, type Locale, type LocaleWeekInfo} from './LocaleDefinition'
import {resolveConfigProperty} from './resolveConfigProperty'
import type {WorkspaceI18n} from './Workspace'

/**
 * Resolves a workspace's locales and bundles. `i18n.locales` starts with en-US; each locale's
 * own bundles take the locale's id (a bundle naming another locale is an error) and need a
 * namespace. `i18n.bundles` starts with those; each needs a locale id and a namespace. Every
 * bundle needs a `resources` object. A locale without `weekInfo` gets en-US's.
 *
 * The default locale is en-US when it is configured, else the first locale. Problems are
 * errors; what passed is still resolved, so later steps can go on and report their own.
 *
 * @param plugins - The flattened plugins.
 * @param context - What `i18n` reducers receive.
 * @param path - The workspace's path, for the issues.
 * @param issues - Where issues go.
 */
export function resolveI18n(
  plugins: readonly FlatPlugin[],
  context: LocaleConfigContext,
  path: string[],
  issues: ConfigIssue[],
): WorkspaceI18n {
  const fail = (message: string, property: string) => issues.push({severity: 'error', message, path, property})
  const fromError = (error: unknown) => {
    if (!(error instanceof ConfigPropertyError)) throw error
    issues.push({
      severity: 'error',
      message: error.message,
      path: error.path,
      property: error.propertyName,
      cause: error.cause,
    })
  }

  let definitions: unknown[] = [defaultLocale]
  try {
    definitions = resolveConfigProperty<unknown, LocaleConfigContext>({
      plugins,
      propertyName: 'i18n.locales',
      kind: 'list',
      initialValue: [defaultLocale],
      context,
    })
  } catch (error) {
    fromError(error)
  }
  const locales: Locale[] = []
  const localeBundles: LocaleResourceBundle[] = []
  definitions.forEach((definition, index) => {
    if (!isRecord(definition) || typeof definition.id !== 'string' || definition.id === '') {
      fail(
        `Expected every locale in \`i18n.locales\` to have an \`id\`, but the locale at index ${index} has none`,
        'i18n.locales',
      )
      return
    }
    const {id, title, weekInfo, bundles} = definition
    locales.push({
      id,
      title: typeof title === 'string' && title !== '' ? title : id,
      weekInfo: (weekInfo as LocaleWeekInfo | undefined) ?? DEFAULT_WEEK_INFO,
    })
    if (bundles === undefined) return
    if (!Array.isArray(bundles)) {
      fail(`Resource bundle for locale ${id} is not an array`, 'i18n.locales')
      return
    }
    for (const bundle of bundles as unknown[]) {
      if (isRecord(bundle) && bundle.locale !== undefined && bundle.locale !== id) {
        fail(`Resource bundle inside locale ${id} has mismatching locale id`, 'i18n.locales')
        continue
      }
      const checked = checkBundle(isRecord(bundle) ? {...bundle, locale: id} : bundle, 'i18n.locales', fail)
      if (checked) localeBundles.push(checked)
    }
  })
  if (locales.length === 0) {
    if (definitions.length === 0)
      fail('Expected at least one locale in `i18n.locales`, but the list is empty', 'i18n.locales')
    // Already an error; en-US keeps the rest of resolution going so it can report its own issues.
    locales.push({id: DEFAULT_LOCALE, title: defaultLocale.title, weekInfo: DEFAULT_WEEK_INFO})
  }

  let resolvedBundles: unknown[] = localeBundles
  try {
    resolvedBundles = resolveConfigProperty<unknown, LocaleConfigContext>({
      plugins,
      propertyName: 'i18n.bundles',
      kind: 'list',
      initialValue: localeBundles,
      context,
    })
  } catch (error) {
    fromError(error)
  }
  const bundles = resolvedBundles.flatMap((bundle) => {
    const checked = checkBundle(bundle, 'i18n.bundles', fail)
    return checked ? [checked] : []
  })

  const chosen = locales.find((locale) => locale.id === DEFAULT_LOCALE) ?? (locales[0] as Locale)
  return {locales, bundles, defaultLocale: chosen, translator: createI18n({locale: chosen.id, bundles})}
}

function checkBundle(
  bundle: unknown,
  property: string,
  fail: (message: string, property: string) => void,
): LocaleResourceBundle | undefined {
  if (!isRecord(bundle)) {
    fail(
      `Expected every resource bundle in \`${property}\` to be an object, but received ${getPrintableType(bundle)}`,
      property,
    )
    return undefined
  }
  const {locale, namespace, resources} = bundle
  if (typeof locale !== 'string' || locale === '') {
    fail(`Resource bundle for namespace ${String(namespace)} is missing locale id`, property)
    return undefined
  }
  if (typeof namespace !== 'string' || namespace === '') {
    fail(`Resource bundle for locale ${locale} is missing namespace`, property)
    return undefined
  }
  if (namespace.includes(':')) {
    fail(`Invalid namespace "${namespace}" in a locale resource bundle`, property)
    return undefined
  }
  if (!isRecord(resources)) {
    fail(`Resource bundle for locale ${locale} and namespace ${namespace} has no \`resources\` object`, property)
    return undefined
  }
  return {locale, namespace, resources: resources as LocaleResourceBundle['resources']}
}
