import {useMemo} from 'react'
import {createI18n, type I18n, type TranslationParams} from '../../i18n'
import {useFormServices} from '../services/useFormServices'
import {formLocaleBundle} from './formLocaleBundle'

/**
 * Translates a key of the `form` namespace.
 * @beta
 */
export type FormTranslate = (key: string, params?: TranslationParams) => string

let fallback: I18n | null = null

/** The en-US translator with the form's bundle, used for keys the host's translator lacks. */
function fallbackI18n(): I18n {
  fallback ??= createI18n({bundles: [formLocaleBundle]})
  return fallback
}

/**
 * Creates the form's translator over a host translator: keys of the `form` namespace are
 * looked up in `i18n` (so a studio can translate or reword them), and fall back to the form's
 * en-US messages when it has none.
 */
export function createFormTranslate(i18n: I18n | undefined): FormTranslate {
  const own = fallbackI18n()
  return (key, params) => {
    const fullKey = `form:${key}`
    if (i18n && i18n.exists(fullKey)) return i18n.t(fullKey, params)
    return own.t(fullKey, params)
  }
}

/**
 * The form's translator, from the `i18n` of the nearest `FormServicesProvider` (falling back
 * to the form's en-US messages).
 *
 * @example
 * ```tsx
 * const t = useFormTranslation()
 * return <Button text={t('invalid-value.reset')} />
 * ```
 * @beta
 */
export function useFormTranslation(): FormTranslate {
  const {i18n} = useFormServices()
  return useMemo(() => createFormTranslate(i18n), [i18n])
}
