import {ErrorIcon} from '../../ui'
import type {ConfigIssue} from '../config'
import {useTranslation} from '../i18n'
import {ConfigIssueList, StudioNotice} from '../screens'

/** Props of {@link ConfigErrorsScreen}. */
export interface ConfigErrorsScreenProps {
  /** Every issue `resolveConfig` found (`ConfigResolutionError.issues`); errors are listed first. */
  issues: readonly ConfigIssue[]
}

/**
 * 'Configuration errors': shown instead of the studio when its configuration cannot be
 * resolved (a workspace without a name or basePath, a property of the wrong type, a plugin
 * reducer that threw, a tool named `tool`, …). Every issue is listed at once, with the
 * workspace and plugin path and the property concerned, so one reload fixes them all.
 */
export function ConfigErrorsScreen({issues}: ConfigErrorsScreenProps) {
  const {t} = useTranslation()
  const ordered = [
    ...issues.filter((issue) => issue.severity === 'error'),
    ...issues.filter((issue) => issue.severity !== 'error'),
  ]
  return (
    <StudioNotice title={t('shell.config-errors.title')} tone="critical" icon={<ErrorIcon />} wide>
      <p className="vellum-studio-notice-text">{t('shell.config-errors.description')}</p>
      <ConfigIssueList issues={ordered} />
    </StudioNotice>
  )
}
