import {Badge, space, Text, type Tone} from '../../ui'
import {useTranslation} from '../i18n'
import {WorkspaceIcon} from './WorkspaceIcon'
import {WORKSPACE_AUTH_STATUS_LABEL_KEYS, type WorkspaceAuthStatus} from './workspaceAuthStatus'
import type {WorkspaceSummary} from './WorkspaceSummary'

const STATUS_TONES: Readonly<Record<WorkspaceAuthStatus, Tone>> = {
  connecting: 'default',
  'logged-in': 'positive',
  'logged-out': 'default',
  'no-access': 'caution',
}

/** Props of {@link WorkspacePreview}. */
export interface WorkspacePreviewProps {
  workspace: Pick<WorkspaceSummary, 'title' | 'subtitle' | 'icon'>
  /** The workspace's sign-in state, shown as a label; none shows no label. */
  status?: WorkspaceAuthStatus
}

/** A workspace in a list: icon, title, subtitle and its sign-in state label. */
export function WorkspacePreview({workspace, status}: WorkspacePreviewProps) {
  const {t} = useTranslation()
  return (
    <span
      style={{display: 'flex', alignItems: 'center', gap: space(3), minWidth: 0, width: '100%', textAlign: 'start'}}
    >
      <WorkspaceIcon workspace={workspace} />
      <span style={{display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1}}>
        <Text as="span" weight="medium" truncate>
          {workspace.title}
        </Text>
        {workspace.subtitle && (
          <Text as="span" size={1} muted truncate>
            {workspace.subtitle}
          </Text>
        )}
      </span>
      {status && <Badge tone={STATUS_TONES[status]}>{t(WORKSPACE_AUTH_STATUS_LABEL_KEYS[status])}</Badge>}
    </span>
  )
}
