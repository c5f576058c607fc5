import {createContext, useContext} from 'react'
import type {VellumClient} from '../../client'
import type {ColorSchemePreference} from '../../ui'
import type {Workspace} from '../config'

/** What `<Studio>` hands the parts of its shell below the router. */
export interface StudioShellContextValue {
  /** Where the studio is mounted in the host app (`''` at the site root). */
  basePath: string
  scheme?: ColorSchemePreference
  onSchemeChange?: (scheme: ColorSchemePreference) => void
  /**
   * Tells the studio a workspace was resolved for its signed-in user (null: no longer), so the
   * router follows that user's tools.
   */
  setSignedInWorkspace(name: string, workspace: Workspace<VellumClient> | null): void
}

/** The shell's settings; set by `<Studio>`. */
export const StudioShellContext = createContext<StudioShellContextValue | null>(null)

/**
 * The settings of the nearest `<Studio>`.
 * @throws Error outside `<Studio>`.
 */
export function useStudioShell(): StudioShellContextValue {
  const value = useContext(StudioShellContext)
  if (!value) throw new Error('The studio shell must be rendered inside <Studio>')
  return value
}
