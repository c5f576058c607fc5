import {WarningIcon} from '../../ui'
import {useTranslation} from '../i18n'
import {StudioNotice} from './StudioNotice'

/** The 'No configured tools' notice, for a workspace without tools. */
export function NoToolsScreen() {
  const {t} = useTranslation()
  return (
    <StudioNotice title={t('no-tools.title')} tone="caution" icon={<WarningIcon />}>
      <p className="vellum-studio-notice-text">{t('no-tools.description')}</p>
    </StudioNotice>
  )
}
