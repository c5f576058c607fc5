import {useState} from 'react'
import {AuthBoundary, useAuthState, type AuthStore} from '../auth'
import {StudioI18nProvider} from '../i18n'
import {useRouter, type StudioLocation} from '../router'
import {useWorkspaceAuthStore, WorkspaceChooser} from '../workspaces'
import type {ShellWorkspace} from './prepareStudio'
import {SignedInWorkspace} from './SignedInWorkspace'

/** Props of {@link WorkspaceGate}. */
export interface WorkspaceGateProps {
  /** The workspace the address is in. */
  workspace: ShellWorkspace
}

/**
 * A workspace behind its sign-in gate: 'Connecting…', the login screen (with 'Choose another
 * workspace' when there are several, which opens 'Choose your workspace'), the 'Not
 * authorized' and cross-origin dialogs, and once the user is in, the workspace itself. Sign-in
 * comes back to the address the user asked for. Every screen of the gate speaks the
 * workspace's default locale, as the signed-in workspace does.
 */
export function WorkspaceGate({workspace}: WorkspaceGateProps) {
  const store = useWorkspaceAuthStore(workspace)
  const router = useRouter<ShellWorkspace>()
  const {location} = router
  // The chooser belongs to the address it was opened at: choosing a workspace moves on.
  const [chooserAt, setChooserAt] = useState<StudioLocation | null>(null)
  const i18n = workspace.prepared?.i18n
  return (
    <StudioI18nProvider locale={i18n?.defaultLocale.id} bundles={i18n?.bundles}>
      {chooserAt === location ? (
        <WorkspaceChooser />
      ) : (
        <AuthBoundary
          store={store}
          auth={workspace.auth}
          redirectPath={`${location.pathname}${location.search}`}
          basePath={workspace.basePath}
          workspaceTitle={workspace.title}
          onChooseWorkspace={router.workspaces.length > 1 ? () => setChooserAt(location) : undefined}
        >
          <SignedIn workspace={workspace} store={store} />
        </AuthBoundary>
      )}
    </StudioI18nProvider>
  )
}

function SignedIn({workspace, store}: {workspace: ShellWorkspace; store: AuthStore}) {
  const state = useAuthState(store)
  // The gate renders this only when signed in; the check keeps the types honest.
  if (state.type !== 'logged-in') return null
  return <SignedInWorkspace entry={workspace} store={store} sessionClient={state.client} user={state.user} />
}
