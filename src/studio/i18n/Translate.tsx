import {Fragment, type ReactNode} from 'react'
import type {TranslationParams} from '../../i18n'
import {useTranslation} from './useTranslation'

/** Props of {@link Translate}. */
export interface TranslateProps {
  /** The message's key, as `t` takes it. */
  i18nKey: string
  /** Text parameters, interpolated as `t` does (`count` picks the plural form). */
  params?: TranslationParams
  /**
   * Elements for placeholders: `{{name}}` in the message becomes `elements.name`, so a
   * translation can move a link or an emphasis to wherever its sentence needs it.
   */
  elements?: Readonly<Record<string, ReactNode>>
}

// Private-use characters around an element's index: they cannot come from a translation or a parameter by accident.
const OPEN = '\uE000'
const CLOSE = '\uE001'
const MARKER = new RegExp(`${OPEN}(\\d+)${CLOSE}`)

/**
 * A message of the studio's bundles with elements in it, for sentences that hold a link or a
 * bold name: the element goes where the translation puts its placeholder.
 *
 * @example
 * ```tsx
 * // 'login.redirecting': 'Redirecting to {{provider}}…'
 * <Translate i18nKey="login.redirecting" elements={{provider: <a href={url}>{provider.title}</a>}} />
 * ```
 */
export function Translate({i18nKey, params, elements = {}}: TranslateProps) {
  const {t} = useTranslation()
  const names = Object.keys(elements)
  const markers = Object.fromEntries(names.map((name, index) => [name, `${OPEN}${index}${CLOSE}`]))
  // `split` with a capturing group alternates text and captured indexes: text at even positions.
  const parts = t(i18nKey, {...params, ...markers}).split(MARKER)
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{index % 2 === 0 ? part : elements[names[Number(part)]!]}</Fragment>
      ))}
    </>
  )
}
