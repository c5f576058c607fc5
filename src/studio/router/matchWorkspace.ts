import {normalizePrefix, stripPathPrefix} from './pathPrefix'
import type {RoutableWorkspace} from './RoutableWorkspace'

/**
 * Which workspace a pathname belongs to:
 *
 * - `workspace`: the pathname is at or below the workspace's basePath; `path` is the rest,
 *   `''` or starting with `/` (`/blog/structure/post` in `/blog` → `/structure/post`).
 * - `redirect`: the pathname is the studio's root and no workspace lives there; `url` is the
 *   first workspace's basePath.
 * - `notFound`: nothing matches; the shell shows 'Workspace not found' with a
 *   'Go to default workspace' button.
 */
export type WorkspaceMatch<W extends RoutableWorkspace = RoutableWorkspace> =
  {type: 'workspace'; workspace: W; path: string} | {type: 'redirect'; url: string} | {type: 'notFound'}

/** Options of {@link matchWorkspace}. */
export interface MatchWorkspaceOptions {
  /**
   * The path the studio is mounted under in a host app (the `basePath` given to
   * `resolveConfig`, e.g. `/studio`); the root redirect happens there. Default: the site root.
   */
  rootPath?: string
}

/**
 * Finds the workspace a pathname shows. The longest matching basePath wins (so a workspace at
 * `/` never hides one at `/blog`); basePaths are compared case-insensitively and by whole
 * segments (`/blog` does not match `/blogger`). Of equally long basePaths the first configured
 * wins.
 *
 * @param pathname - A URL pathname, percent-encoded as the browser reports it.
 * @param workspaces - The workspaces in configuration order; the first is the default.
 * @param options - Where the studio is mounted.
 * @returns The match, a redirect for the studio's root, or not found.
 * @throws Error for a pathname not starting with `/` or an empty workspace list.
 * @example
 * ```ts
 * matchWorkspace('/studio', workspaces, {rootPath: '/studio'})
 * // → {type: 'redirect', url: '/studio/blog'}
 * ```
 */
export function matchWorkspace<W extends RoutableWorkspace>(
  pathname: string,
  workspaces: readonly W[],
  options: MatchWorkspaceOptions = {},
): WorkspaceMatch<W> {
  if (!pathname.startsWith('/')) throw new Error(`Expected a pathname starting with "/", got "${pathname}"`)
  const [first] = workspaces
  if (!first) throw new Error('Cannot match a path without workspaces: at least one workspace is required.')

  let best: {workspace: W; path: string; length: number} | null = null
  for (const workspace of workspaces) {
    const path = stripPathPrefix(pathname, workspace.basePath)
    if (path === null) continue
    const length = normalizePrefix(workspace.basePath).length
    if (!best || length > best.length) best = {workspace, path, length}
  }
  if (best) return {type: 'workspace', workspace: best.workspace, path: best.path}

  const belowRoot = stripPathPrefix(pathname, options.rootPath ?? '')
  if (belowRoot === '' || belowRoot === '/') return {type: 'redirect', url: workspaceUrl(first)}
  return {type: 'notFound'}
}

/** A workspace's own URL: its basePath, `/` for the root. */
export function workspaceUrl(workspace: RoutableWorkspace): string {
  return normalizePrefix(workspace.basePath) || '/'
}
