import {ErrorIcon, Heading} from '../../ui'
import type {WorkspaceSchemaErrors} from '../config'
import {useTranslation} from '../i18n'
import {SchemaProblemList, type SchemaHelpUrl} from './SchemaProblemList'
import {StudioNotice} from './StudioNotice'

/** Props of {@link SchemaErrorsScreen}. */
export interface SchemaErrorsScreenProps {
  /** The workspaces whose schema has errors (`resolveConfig(...).schemaErrors`), at least one. */
  errors: readonly WorkspaceSchemaErrors[]
  /** Links each problem to its documentation. */
  getHelpUrl?: SchemaHelpUrl
}

/**
 * The 'Schema errors' screen: shown instead of the studio when a
 * workspace's schema has errors. For each such workspace it lists every problem by severity,
 * errors first, with its path and documentation link.
 */
export function SchemaErrorsScreen({errors, getHelpUrl}: SchemaErrorsScreenProps) {
  const {t} = useTranslation()
  return (
    <StudioNotice title={t('schema-errors.title')} tone="critical" icon={<ErrorIcon />} wide>
      {errors.map((workspace) => (
        <section key={workspace.name} className="vellum-schema-errors-workspace" aria-label={workspace.title}>
          {errors.length > 1 && (
            <Heading level={2} size={3}>
              {workspace.title}
            </Heading>
          )}
          <p className="vellum-studio-notice-text">{t('schema-errors.description', {workspace: workspace.title})}</p>
          <SchemaProblemList
            problems={workspace.problems}
            getHelpUrl={getHelpUrl}
            headingLevel={errors.length > 1 ? 3 : 2}
          />
        </section>
      ))}
    </StudioNotice>
  )
}
