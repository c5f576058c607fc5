import {Dialog, Heading, Text} from '../../ui'
import type {SchemaProblem} from '../../types'
import type {ConfigIssue} from '../config'
import {useTranslation} from '../i18n'
import {ConfigIssueList} from './ConfigIssueList'
import {SchemaProblemList, type SchemaHelpUrl} from './SchemaProblemList'

/** Props of {@link ConfigIssuesDialog}. */
export interface ConfigIssuesDialogProps {
  open?: boolean
  onClose: () => void
  /** The configuration warnings (`resolveConfig(...).issues`). */
  issues?: readonly ConfigIssue[]
  /** The workspace schema's warnings (`workspace.schema.problems`). */
  schemaProblems?: readonly SchemaProblem[]
  /** Links each schema problem to its documentation. */
  getHelpUrl?: SchemaHelpUrl
}

/**
 * The 'Configuration issues' dialog, opened from the navbar in
 * development: the schema's warnings, with path and documentation link, and the
 * configuration's warnings, with the workspace and plugin path and the property concerned.
 */
export function ConfigIssuesDialog({
  open = true,
  onClose,
  issues = [],
  schemaProblems = [],
  getHelpUrl,
}: ConfigIssuesDialogProps) {
  const {t} = useTranslation()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      header={t('configuration-issues.title')}
      closeLabel={t('dialog.close')}
      width={720}
    >
      <div className="vellum-config-issues">
        <Text muted>{t('configuration-issues.description')}</Text>
        {schemaProblems.length === 0 && issues.length === 0 && <Text>{t('configuration-issues.none')}</Text>}
        {schemaProblems.length > 0 && (
          <section className="vellum-config-issues-section">
            <Heading level={3} size={3}>
              {t('configuration-issues.schema-heading')}
            </Heading>
            <SchemaProblemList problems={schemaProblems} getHelpUrl={getHelpUrl} headingLevel={4} />
          </section>
        )}
        {issues.length > 0 && (
          <section className="vellum-config-issues-section">
            <Heading level={3} size={3}>
              {t('configuration-issues.config-heading')}
            </Heading>
            <ConfigIssueList issues={issues} />
          </section>
        )}
      </div>
    </Dialog>
  )
}
