import {Button, COLOR_SCHEME_PREFERENCES} from '../../ui'
import {useTranslation} from '../i18n'
import type {ColorSchemeControl} from './ColorSchemeControl'
import {COLOR_SCHEME_ICONS} from './UserMenu'

/** The colour scheme choices (system, dark, light) as a row of toggle buttons, for the sidebar. */
export function ColorSchemeButtons({colorScheme}: {colorScheme: ColorSchemeControl}) {
  const {t} = useTranslation()
  return (
    <div role="group" aria-label={t('user-menu.appearance')} className="vellum-color-scheme-buttons">
      {COLOR_SCHEME_PREFERENCES.map((preference) => {
        const Icon = COLOR_SCHEME_ICONS[preference]
        return (
          <Button
            key={preference}
            mode="bleed"
            icon={<Icon />}
            text={t(`user-menu.color-scheme.${preference}`)}
            selected={colorScheme.preference === preference}
            onClick={() => colorScheme.setPreference(preference)}
          />
        )
      })}
    </div>
  )
}
