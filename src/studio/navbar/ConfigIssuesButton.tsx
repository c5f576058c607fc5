import {useState} from 'react'
import {IconButton, Tooltip, WarningIcon} from '../../ui'
import type {SchemaProblem} from '../../types'
import type {ConfigIssue} from '../config'
import {useTranslation} from '../i18n'
import {ConfigIssuesDialog, type SchemaHelpUrl} from '../screens'

/** Props of {@link ConfigIssuesButton}. */
export interface ConfigIssuesButtonProps {
  issues?: readonly ConfigIssue[]
  schemaProblems?: readonly SchemaProblem[]
  getHelpUrl?: SchemaHelpUrl
}

/**
 * The navbar's configuration-issues button (development only): a warning with the number of
 * issues, opening the 'Configuration issues' dialog. Renders nothing when there are none.
 */
export function ConfigIssuesButton({issues = [], schemaProblems = [], getHelpUrl}: ConfigIssuesButtonProps) {
  const {t} = useTranslation()
  const [open, setOpen] = useState(false)
  const count = issues.length + schemaProblems.length
  if (count === 0) return null
  const label = t('configuration-issues.button.label')
  return (
    <>
      <Tooltip content={label}>
        <IconButton
          icon={
            <span className="vellum-config-issues-icon">
              <WarningIcon />
              <span className="vellum-config-issues-count" aria-hidden>
                {count}
              </span>
            </span>
          }
          label={`${label} (${count})`}
          tone="caution"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      {open && (
        <ConfigIssuesDialog
          onClose={() => setOpen(false)}
          issues={issues}
          schemaProblems={schemaProblems}
          getHelpUrl={getHelpUrl}
        />
      )}
    </>
  )
}
