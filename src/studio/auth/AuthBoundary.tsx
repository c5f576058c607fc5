import type {ReactNode} from 'react'
import type {AuthConfig} from '../config'
import {AuthErrorScreen} from './AuthErrorScreen'
import {AuthLoadingScreen} from './AuthLoadingScreen'
import type {AuthStore} from './createAuthStore'
import {CrossOriginDialog} from './CrossOriginDialog'
import {LoginScreen} from './LoginScreen'
import {NotAuthorizedDialog} from './NotAuthorizedDialog'
import {useAuthState} from './useAuthState'

/** Props of {@link AuthBoundary}. */
export interface AuthBoundaryProps {
  /** The auth store of the workspace's project and server. */
  store: AuthStore
  /** The workspace's sign-in settings (providers, `redirectOnSingle`). */
  auth?: AuthConfig
  /** The path the user asked for; sign-in comes back to it. */
  redirectPath?: string
  /** The workspace's basePath: where sign-in comes back to without a redirect path. */
  basePath?: string
  /** The workspace's title, shown on the login screen. */
  workspaceTitle?: string
  /** The project's API settings, where the cross-origin dialog's Continue leads. */
  corsSettingsUrl?: string
  /** The login screen's back action to choose another workspace. */
  onChooseWorkspace?: () => void
  /** Goes to a login URL for `redirectOnSingle`; default `window.location.assign`. */
  redirect?: (url: string) => void
  /** What a signed-in user with a role sees: the workspace. */
  children?: ReactNode
}

/**
 * The auth gate of a workspace: while the session is checked it shows
 * 'Connecting…'; signed out, the login screen; signed in without roles, the 'Not authorized'
 * dialog (with Sign out when the store can sign out); when the origin is refused, the
 * cross-origin dialog; when the server fails, the error with Retry; and signed in, its
 * children. A 401 anywhere later brings the login screen back.
 *
 * @example
 * ```tsx
 * <AuthBoundary store={stores.get(workspace)} auth={workspace.auth} basePath={workspace.basePath} redirectPath={location.pathname}>
 *   <StudioLayout />
 * </AuthBoundary>
 * ```
 */
export function AuthBoundary({
  store,
  auth,
  redirectPath,
  basePath,
  workspaceTitle,
  corsSettingsUrl,
  onChooseWorkspace,
  redirect,
  children,
}: AuthBoundaryProps) {
  const state = useAuthState(store)
  switch (state.type) {
    case 'connecting':
      return <AuthLoadingScreen />
    case 'logged-in':
      return <>{children}</>
    case 'logged-out':
      return (
        <LoginScreen
          store={store}
          auth={auth}
          returnPath={redirectPath || basePath || '/'}
          workspaceTitle={workspaceTitle}
          error={state.error}
          onChooseWorkspace={onChooseWorkspace}
          redirect={redirect}
        />
      )
    case 'unauthorized':
      return <NotAuthorizedDialog user={state.user} onSignOut={store.logout} />
    case 'cross-origin-error':
      return (
        <CrossOriginDialog
          projectId={state.error.projectId}
          origin={state.error.origin}
          settingsUrl={corsSettingsUrl}
          onContinue={() => void store.connect()}
        />
      )
    case 'error':
      return <AuthErrorScreen error={state.error} onRetry={() => void store.connect()} />
  }
}
