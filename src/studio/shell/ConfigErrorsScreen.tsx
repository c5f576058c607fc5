import {Badge, ErrorIcon, Text} from '../../ui'
import type {ConfigIssue} from '../config'
import {useTranslation} from '../i18n'
import {StudioNotice} from '../screens'

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
  const ordered = [...issues.filter((issue) => issue.severity === 'error'), ...issues.filter((issue) => issue.severity !== 'error')]
  return (
    <StudioNotice title={t('shell.config-errors.title')} tone="critical" icon={<ErrorIcon />} wide>
      <p className="vellum-studio-notice-text">{t('shell.config-errors.description')}</p>
      <ul className="vellum-schema-problem-list">
        {ordered.map((issue, index) => (
          <li key={index} className="vellum-schema-problem" data-severity={issue.severity}>
            <div className="vellum-schema-problem-heading">
              <Badge tone={issue.severity === 'error' ? 'critical' : 'caution'}>{t(`schema-errors.severity.${issue.severity}`)}</Badge>
              {issue.path.length > 0 && (
                <Text as="code" size={1} code className="vellum-schema-problem-path">
                  {issue.path.join(' › ')}
                </Text>
              )}
            </div>
            <Text className="vellum-schema-problem-message">{issue.message}</Text>
            {issue.property && (
              <Text size={1} muted>
                {t('shell.config-errors.property', {property: issue.property})}
              </Text>
            )}
          </li>
        ))}
      </ul>
    </StudioNotice>
  )
}
