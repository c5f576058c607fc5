// Public face of the studio's workspace selection: per-workspace auth stores (one per project
// and server), their sign-in states, the workspace chooser and the navbar's switcher.
export type {WorkspaceAuthTarget, WorkspaceSummary} from './WorkspaceSummary'
export type {StudioAuthOptions} from './StudioAuthOptions'
export {
  createWorkspaceAuthStores,
  type WorkspaceAuthStores,
  type WorkspaceAuthStoresOptions,
} from './createWorkspaceAuthStores'
export {WORKSPACE_AUTH_STATUS_LABEL_KEYS, workspaceAuthStatus, type WorkspaceAuthStatus} from './workspaceAuthStatus'
export {WorkspaceAuthContext} from './WorkspaceAuthContext'
export {WorkspaceAuthProvider, type WorkspaceAuthProviderProps} from './WorkspaceAuthProvider'
export {useWorkspaceAuthStore} from './useWorkspaceAuthStore'
export {useWorkspaceAuthStatus} from './useWorkspaceAuthStatus'
export {WorkspaceChooser, type WorkspaceChooserProps} from './WorkspaceChooser'
export {WorkspaceSwitcher, WORKSPACE_MENU_WIDTH} from './WorkspaceSwitcher'
export {WorkspacePreview, type WorkspacePreviewProps} from './WorkspacePreview'
export {WorkspaceIcon, type WorkspaceIconProps} from './WorkspaceIcon'
