import {useCallback, useMemo, useState} from 'react'
import type {VellumClient} from '../../client'
import type {ColorSchemePreference} from '../../ui'
import type {Workspace} from '../config'
import {RouterProvider, type StudioHistory} from '../router'
import {WorkspaceAuthProvider, type StudioAuthOptions} from '../workspaces'
import type {ShellWorkspace} from './prepareStudio'
import {StudioScreens} from './StudioScreens'
import {StudioShellContext, type StudioShellContextValue} from './StudioShellContext'
import {useWorkspaceAuthStores} from './useWorkspaceAuthStores'

/** Props of {@link StudioShell}. */
export interface StudioShellProps {
  /** The workspaces `prepareStudio` found, in configuration order. */
  workspaces: readonly ShellWorkspace[]
  /** Where the studio is mounted, normalised (`''` at the site root). */
  basePath: string
  history: StudioHistory
  auth?: StudioAuthOptions
  scheme?: ColorSchemePreference
  onSchemeChange?: (scheme: ColorSchemePreference) => void
}

/**
 * The routed studio: the workspaces' auth stores, the router over the workspaces (each with
 * the tools of its signed-in user once known), and the screen for the address.
 */
export function StudioShell({workspaces, basePath, history, auth, scheme, onSchemeChange}: StudioShellProps) {
  const stores = useWorkspaceAuthStores(history, auth)
  const [signedIn, setSignedIn] = useState<ReadonlyMap<string, Workspace<VellumClient>>>(() => new Map())
  const setSignedInWorkspace = useCallback((name: string, workspace: Workspace<VellumClient> | null) => {
    setSignedIn((current) => {
      if ((current.get(name) ?? null) === workspace) return current
      const next = new Map(current)
      if (workspace) next.set(name, workspace)
      else next.delete(name)
      return next
    })
  }, [])
  const routed = useMemo(
    () =>
      workspaces.map((entry) => {
        const signedInWorkspace = signedIn.get(entry.name)
        return signedInWorkspace ? {...entry, tools: signedInWorkspace.tools} : entry
      }),
    [workspaces, signedIn],
  )
  const shell = useMemo(
    (): StudioShellContextValue => ({basePath, scheme, onSchemeChange, setSignedInWorkspace}),
    [basePath, scheme, onSchemeChange, setSignedInWorkspace],
  )
  return (
    <StudioShellContext.Provider value={shell}>
      <WorkspaceAuthProvider stores={stores}>
        <RouterProvider workspaces={routed} basePath={basePath} history={history}>
          <StudioScreens />
        </RouterProvider>
      </WorkspaceAuthProvider>
    </StudioShellContext.Provider>
  )
}
