import {Button, ChevronDownIcon, Menu, MenuItem} from '../../ui'
import {useTranslation} from '../i18n'
import {useRouter, type RoutableWorkspace} from '../router'
import {useWorkspaceAuthStatus} from './useWorkspaceAuthStatus'
import {WorkspaceIcon} from './WorkspaceIcon'
import {WorkspacePreview} from './WorkspacePreview'
import type {WorkspaceSummary} from './WorkspaceSummary'

/** The workspace menu's width limits in pixels. */
export const WORKSPACE_MENU_WIDTH = Object.freeze({min: 250, max: 350})

type SwitchableWorkspace = WorkspaceSummary & RoutableWorkspace

/**
 * The navbar's workspace switcher: a menu button showing the current
 * workspace, listing every workspace with its sign-in state. Choosing another goes to it with
 * the router — a logged-in one opens, a logged-out one shows its login screen. Renders nothing
 * with a single workspace. Needs a `RouterProvider` and a `WorkspaceAuthProvider`.
 */
export function WorkspaceSwitcher() {
  const {t} = useTranslation()
  const router = useRouter<SwitchableWorkspace>()
  const {workspaces, state} = router
  if (workspaces.length < 2) return null
  const current = 'workspace' in state ? state.workspace : null
  return (
    <Menu
      aria-label={t('workspaces.list.aria-label')}
      minWidth={WORKSPACE_MENU_WIDTH.min}
      maxWidth={WORKSPACE_MENU_WIDTH.max}
      button={
        <Button
          mode="bleed"
          icon={current ? <WorkspaceIcon workspace={current} /> : undefined}
          text={current ? current.title : t('workspaces.switcher.choose')}
          iconRight={<ChevronDownIcon />}
          title={t('workspaces.switcher.tooltip')}
        />
      }
    >
      {workspaces.map((workspace) => (
        <WorkspaceMenuItem
          key={workspace.name}
          workspace={workspace}
          selected={workspace.name === current?.name}
          onSelect={() => {
            if (workspace.name !== current?.name) router.navigate(workspace.basePath)
          }}
        />
      ))}
    </Menu>
  )
}

function WorkspaceMenuItem({
  workspace,
  selected,
  onSelect,
}: {
  workspace: SwitchableWorkspace
  selected: boolean
  onSelect: () => void
}) {
  const status = useWorkspaceAuthStatus(workspace)
  return (
    <MenuItem
      text={<WorkspacePreview workspace={workspace} status={status} />}
      textValue={workspace.title}
      selected={selected}
      onClick={onSelect}
    />
  )
}
