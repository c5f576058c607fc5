// The studio shell: how <Studio> composes configuration, router, sign-in, workspaces, navbar,
// screens and store services, and the hooks tools read the signed-in workspace with.
export {prepareStudio, type PreparedStudio, type ShellWorkspace} from './prepareStudio'
export {
  resolveSignedInWorkspace,
  type SignedInResolution,
  type SignedInWorkspaceOptions,
} from './resolveSignedInWorkspace'
export {
  createWorkspaceServices,
  SHELL_API_VERSION,
  type WorkspaceServices,
  type WorkspaceServicesOptions,
} from './createWorkspaceServices'
export {createHelpLoader, HELP_PRODUCT_NAME} from './createHelpLoader'
export {isDevelopment} from './isDevelopment'
export {STUDIO_VERSION} from './studioVersion'
export {
  colorSchemeKey,
  useStudioColorScheme,
  type StudioColorScheme,
  type StudioColorSchemeOptions,
} from './useStudioColorScheme'
export {useWorkspaceAuthStores} from './useWorkspaceAuthStores'
export {useObservableValue} from './useObservableValue'
export {NEW_DOCUMENT_PLACEHOLDER_ID, useNewDocumentOptions} from './useNewDocumentOptions'
export {WorkspaceContext, type WorkspaceContextValue} from './WorkspaceContext'
export {useWorkspaceContext} from './useWorkspaceContext'
export {useWorkspace} from './useWorkspace'
export {useClient} from './useClient'
export {useCurrentUser} from './useCurrentUser'
export {useWorkspaceServices} from './useWorkspaceServices'
export {StudioShell, type StudioShellProps} from './StudioShell'
export {StudioScreens} from './StudioScreens'
export {WorkspaceGate, type WorkspaceGateProps} from './WorkspaceGate'
export {SignedInWorkspace, type SignedInWorkspaceProps} from './SignedInWorkspace'
export {DefaultStudioLayout} from './DefaultStudioLayout'
export {DefaultNavbar} from './DefaultNavbar'
export {DefaultActiveToolLayout} from './DefaultActiveToolLayout'
export {ConfigErrorsScreen, type ConfigErrorsScreenProps} from './ConfigErrorsScreen'
export {PathNotFoundScreen, type PathNotFoundScreenProps} from './PathNotFoundScreen'
export {IntentNotHandledScreen, type IntentNotHandledScreenProps} from './IntentNotHandledScreen'
