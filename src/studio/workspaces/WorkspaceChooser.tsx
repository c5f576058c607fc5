import {AuthScreenLayout} from '../auth'
import {Heading, Stack, Text} from '../../ui'
import {useTranslation} from '../i18n'
import {Link, useRouter, type RoutableWorkspace} from '../router'
import {useWorkspaceAuthStatus} from './useWorkspaceAuthStatus'
import {WorkspacePreview} from './WorkspacePreview'
import type {WorkspaceSummary} from './WorkspaceSummary'

/** Props of {@link WorkspaceChooser}. */
export interface WorkspaceChooserProps {
  /** Where the footer's 'Add workspace' link leads (documentation on configuring workspaces); no link without it. */
  addWorkspaceHref?: string
}

type ChoosableWorkspace = WorkspaceSummary & RoutableWorkspace

/**
 * 'Choose your workspace': every workspace of the router with its icon,
 * title, subtitle and sign-in state (logged in, logged out, no access). Choosing one goes to
 * it: a logged-in workspace opens, a logged-out one shows its login screen. Needs a
 * `RouterProvider` over the studio's workspaces and a `WorkspaceAuthProvider`.
 */
export function WorkspaceChooser({addWorkspaceHref}: WorkspaceChooserProps) {
  const {t} = useTranslation()
  const {workspaces} = useRouter<ChoosableWorkspace>()
  const title = t('workspaces.chooser.title')
  return (
    <AuthScreenLayout aria-label={title} width={460}>
      <Stack gap={4}>
        <Heading level={1} size={3}>
          {title}
        </Heading>
        <ul
          aria-label={t('workspaces.list.aria-label')}
          style={{listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4}}
        >
          {workspaces.map((workspace) => (
            <li key={workspace.name}>
              <WorkspaceChoice workspace={workspace} />
            </li>
          ))}
        </ul>
        {addWorkspaceHref && (
          <footer>
            <Text size={1} muted>
              <a href={addWorkspaceHref}>{t('workspaces.chooser.add-workspace')}</a>
            </Text>
          </footer>
        )}
      </Stack>
    </AuthScreenLayout>
  )
}

function WorkspaceChoice({workspace}: {workspace: ChoosableWorkspace}) {
  const status = useWorkspaceAuthStatus(workspace)
  return (
    <Link
      href={workspace.basePath}
      className="vellum-button"
      data-tone="default"
      data-mode="bleed"
      data-status={status}
      style={{width: '100%', minHeight: 48, justifyContent: 'flex-start', fontWeight: 'inherit', color: 'inherit'}}
    >
      <WorkspacePreview workspace={workspace} status={status} />
    </Link>
  )
}
