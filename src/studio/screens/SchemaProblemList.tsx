import {Badge, Heading, Text} from '../../ui'
import type {SchemaProblem} from '../../types'
import {useTranslation} from '../i18n'

/** Gives the documentation URL of a schema problem's help id, or undefined when there is none. */
export type SchemaHelpUrl = (helpId: string) => string | undefined

/** Props of {@link SchemaProblemList}. */
export interface SchemaProblemListProps {
  problems: readonly SchemaProblem[]
  /** Links each problem to its documentation; without it the help id is shown instead. */
  getHelpUrl?: SchemaHelpUrl
  /** The level of the 'Errors' and 'Warnings' headings. */
  headingLevel?: 2 | 3 | 4
}

/** Joins a problem's path (type name, then field and member names) for reading. */
export function formatSchemaPath(path: readonly string[], root: string): string {
  return path.length === 0 ? root : path.join(' › ')
}

/**
 * Schema problems by severity, errors first: each with where it is (type, then fields), what
 * is wrong, and a link to its documentation.
 */
export function SchemaProblemList({problems, getHelpUrl, headingLevel = 2}: SchemaProblemListProps) {
  const {t} = useTranslation()
  const groups = [
    {
      severity: 'error' as const,
      heading: t('schema-errors.errors'),
      items: problems.filter((problem) => problem.severity === 'error'),
    },
    {
      severity: 'warning' as const,
      heading: t('schema-errors.warnings'),
      items: problems.filter((problem) => problem.severity === 'warning'),
    },
  ].filter((group) => group.items.length > 0)
  return (
    <div className="vellum-schema-problems">
      {groups.map((group) => (
        <section key={group.severity} className="vellum-schema-problem-group" data-severity={group.severity}>
          <Heading level={headingLevel} size={2}>
            {group.heading}{' '}
            <Badge tone={group.severity === 'error' ? 'critical' : 'caution'}>{group.items.length}</Badge>
          </Heading>
          <ul className="vellum-schema-problem-list">
            {group.items.map((problem, index) => {
              const url = getHelpUrl?.(problem.helpId)
              return (
                <li
                  key={`${problem.helpId}-${index}`}
                  className="vellum-schema-problem"
                  data-severity={problem.severity}
                >
                  <div className="vellum-schema-problem-heading">
                    <Badge tone={problem.severity === 'error' ? 'critical' : 'caution'}>
                      {t(`schema-errors.severity.${problem.severity}`)}
                    </Badge>
                    <Text as="code" size={1} code className="vellum-schema-problem-path">
                      {formatSchemaPath(problem.path, t('schema-errors.schema-root'))}
                    </Text>
                  </div>
                  <Text className="vellum-schema-problem-message">{problem.message}</Text>
                  {url ? (
                    <a href={url} target="_blank" rel="noreferrer noopener" className="vellum-schema-problem-link">
                      {t('schema-errors.documentation-link')}
                    </a>
                  ) : (
                    <Text size={1} muted>
                      {t('schema-errors.help-id', {helpId: problem.helpId})}
                    </Text>
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
