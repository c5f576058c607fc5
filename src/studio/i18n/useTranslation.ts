import {useContext} from 'react'
import type {I18n} from '../../i18n'
import {createStudioI18n} from './createStudioI18n'
import {StudioI18nContext} from './StudioI18nContext'

let fallback: I18n | null = null

/**
 * The studio translator: `t(key, params)` and the `locale` it speaks, from the nearest
 * `StudioI18nProvider`, or en-US with the studio's bundles outside one (so a part rendered on
 * its own, in a story or a test, still reads well).
 *
 * @example
 * ```tsx
 * const {t} = useTranslation()
 * return <Heading>{t('crash.tool-title', {tool: tool.title})}</Heading>
 * ```
 * @beta
 */
export function useTranslation(): I18n {
  const i18n = useContext(StudioI18nContext)
  if (i18n) return i18n
  fallback ??= createStudioI18n()
  return fallback
}
