import {Badge, Text} from '../../ui'
import type {ConfigIssue} from '../config'
import {useTranslation} from '../i18n'

/** Props of {@link ConfigIssueList}. */
export interface ConfigIssueListProps {
  issues: readonly ConfigIssue[]
}

/**
 * Configuration issues as a list: severity badge, workspace/plugin path, message and the
 * property concerned. Shared by the 'Configuration issues' dialog and the 'Configuration
 * errors' screen.
 */
export function ConfigIssueList({issues}: ConfigIssueListProps) {
  const {t} = useTranslation()
  return (
    <ul className="vellum-schema-problem-list">
      {issues.map((issue, index) => (
        <li key={index} className="vellum-schema-problem" data-severity={issue.severity}>
          <div className="vellum-schema-problem-heading">
            <Badge tone={issue.severity === 'error' ? 'critical' : 'caution'}>
              {t(`schema-errors.severity.${issue.severity}`)}
            </Badge>
            {issue.path.length > 0 && (
              <Text as="code" size={1} code className="vellum-schema-problem-path">
                {issue.path.join(' › ')}
              </Text>
            )}
          </div>
          <Text className="vellum-schema-problem-message">{issue.message}</Text>
          {issue.property && (
            <Text size={1} muted>
              {t('configuration-issues.property', {property: issue.property})}
            </Text>
          )}
        </li>
      ))}
    </ul>
  )
}
