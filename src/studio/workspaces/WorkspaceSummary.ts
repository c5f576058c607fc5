import type {ComponentType} from 'react'
import type {AuthConfig, Workspace} from '../config'

/**
 * What the workspace chooser and switcher read of a workspace: who it is, where it lives in
 * the studio, and which project and server it signs in to. Every resolved `Workspace` is one.
 * @public
 */
export interface WorkspaceSummary extends Pick<
  Workspace,
  'name' | 'title' | 'basePath' | 'projectId' | 'dataset' | 'apiHost'
> {
  /** A second line under the title in the chooser and switcher. */
  subtitle?: string
  /** The workspace's icon; the title's first letter on a tinted square when absent. */
  icon?: ComponentType
  /** Sign-in settings; the first workspace of a project and server decides its `loginMethod`. */
  auth?: AuthConfig
}

/**
 * The parts of a workspace its auth store is made from.
 * @public
 */
export type WorkspaceAuthTarget = Pick<WorkspaceSummary, 'projectId' | 'dataset' | 'apiHost' | 'auth'>
