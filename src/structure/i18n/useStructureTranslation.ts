import {useMemo} from 'react'
import {createI18n, type I18n, type TranslationParams} from '../../i18n'
import {useTranslation} from '../../studio'
import {structureLocaleBundle} from './structureLocaleBundle'

/** Translates a key of the `structure` namespace, e.g. `t('document-list.empty')`. */
export type StructureTranslate = (key: string, params?: TranslationParams) => string

let fallback: I18n | null = null

/** The en-US translator with the structure bundle, for keys the studio's translator lacks. */
function fallbackI18n(): I18n {
  fallback ??= createI18n({bundles: [structureLocaleBundle]})
  return fallback
}

/**
 * Creates the structure tool's translator over a studio translator: keys are looked up as
 * `structure:<key>` in `i18n` (so a workspace's bundles can translate or reword them) and fall
 * back to the structure's en-US messages, so a pane rendered outside the plugin (a story, a
 * test) still reads well.
 */
export function createStructureTranslate(i18n: I18n): StructureTranslate {
  const own = fallbackI18n()
  return (key, params) => {
    const fullKey = `structure:${key}`
    if (i18n.exists(fullKey)) return i18n.t(fullKey, params)
    return own.t(fullKey, params)
  }
}

/**
 * The structure tool's translator, in the studio's locale (see {@link createStructureTranslate}).
 *
 * @example
 * ```tsx
 * const {t} = useStructureTranslation()
 * return <p>{t('document-list.empty')}</p>
 * ```
 */
export function useStructureTranslation(): {t: StructureTranslate; locale: string} {
  const i18n = useTranslation()
  return useMemo(() => ({t: createStructureTranslate(i18n), locale: i18n.locale}), [i18n])
}
