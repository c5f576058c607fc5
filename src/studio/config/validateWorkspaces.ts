import {isRecord} from '../../document'
import type {ConfigIssue} from './ConfigIssue'

/** The fields of a workspace that `validateWorkspaces` reads; nothing else is trusted yet. */
interface WorkspaceLike {
  name?: unknown
  title?: unknown
  basePath?: unknown
}

const WORKSPACE_NAME = /^[a-z0-9][a-z0-9_-]*$/i
const BASE_PATH = /^\/[a-z0-9/_-]*[a-z0-9_-]+$/i

/**
 * Names a workspace in messages: its name, or `at index N (titled "…")` when it has none.
 *
 * @param workspace - The workspace as configured.
 * @param index - Its index among the workspaces.
 */
export function getWorkspaceIdentifier(workspace: WorkspaceLike, index: number): string {
  if (typeof workspace.name === 'string' && workspace.name.trim().length > 0) return workspace.name
  return getNamelessWorkspaceIdentifier(workspace.title, index)
}

function getNamelessWorkspaceIdentifier(title: unknown, index: number): string {
  const titled = typeof title === 'string' && title.trim().length > 0 ? ` (titled "${title}")` : ''
  return `at index ${index}${titled}`
}

/**
 * Checks the workspaces' names and base paths:
 *
 * - at least one workspace;
 * - every workspace has a name unless it is the only one (then it is `default`); a name is a
 *   string of letters, digits, `_` and `-`, not starting with `_` or `-`, unique
 *   case-insensitively;
 * - with several workspaces every one has a basePath; a basePath starts with `/`, uses only
 *   URL-safe characters and does not end with `/` (`/` alone is the root); all have the same
 *   number of segments and they are unique (case-insensitively).
 *
 * Segment counts and uniqueness are only compared once every basePath is valid, so one
 * mistake gives one message.
 *
 * @param workspaces - The workspaces as configured.
 * @returns The issues found, all errors; empty when the workspaces are fine.
 */
export function validateWorkspaces(workspaces: readonly unknown[]): ConfigIssue[] {
  if (workspaces.length === 0) return [workspaceIssue('At least one workspace is required.', [])]
  const issues: ConfigIssue[] = []
  const notObjects = workspaces.flatMap((workspace, index) =>
    isRecord(workspace) ? [] : [workspaceIssue(`Workspace at index ${index} is not an object.`, [`at index ${index}`])],
  )
  if (notObjects.length > 0) return notObjects
  const list = workspaces as WorkspaceLike[]
  issues.push(...validateNames(list))
  issues.push(...validateBasePaths(list))
  return issues
}

function validateNames(workspaces: WorkspaceLike[]): ConfigIssue[] {
  const issues: ConfigIssue[] = []
  const isSingleWorkspace = workspaces.length === 1
  const names = new Map<string, number>()
  workspaces.forEach((workspace, index) => {
    const {name: rawName, title} = workspace
    const thisIdentifier = getNamelessWorkspaceIdentifier(title, index)
    const path = [getWorkspaceIdentifier(workspace, index)]
    if (!rawName && !isSingleWorkspace) {
      issues.push(
        workspaceIssue(
          'All workspaces must have a `name`, unless only a single workspace is defined. ' +
            `Workspace ${thisIdentifier} did not define a \`name\`.`,
          path,
        ),
      )
      return
    }
    const name = isSingleWorkspace && rawName === undefined ? 'default' : rawName
    if (typeof name !== 'string') {
      issues.push(workspaceIssue(`Workspace at index ${index} defined an invalid \`name\` - must be a string.`, path))
      return
    }
    const normalized = name.toLowerCase()
    const existingIndex = names.get(normalized)
    if (existingIndex !== undefined) {
      const previousIdentifier = getNamelessWorkspaceIdentifier(workspaces[existingIndex]?.title, existingIndex)
      issues.push(
        workspaceIssue(
          `\`name\`s must be unique. Workspace ${previousIdentifier} and ` +
            `workspace ${thisIdentifier} both have the \`name\` \`${name}\``,
          path,
        ),
      )
      return
    }
    names.set(normalized, index)
    if (!WORKSPACE_NAME.test(name)) {
      issues.push(
        workspaceIssue(
          'All workspace `name`s must consist of only a-z, 0-9, underscore and dashes, ' +
            'and cannot begin with an underscore or dash. ' +
            `Workspace ${thisIdentifier} has the invalid name \`${name}\``,
          path,
        ),
      )
    }
  })
  return issues
}

function validateBasePaths(workspaces: WorkspaceLike[]): ConfigIssue[] {
  const issues: ConfigIssue[] = []
  workspaces.forEach((workspace, index) => {
    const {basePath} = workspace
    const name = typeof workspace.name === 'string' ? workspace.name : getWorkspaceIdentifier(workspace, index)
    const path = [getWorkspaceIdentifier(workspace, index)]
    if (workspaces.length > 1 && (typeof basePath !== 'string' || basePath === '')) {
      const problem =
        basePath === undefined ? 'is missing a `basePath`' : 'has an invalid `basePath` (must be a non-empty string)'
      issues.push(
        workspaceIssue(
          `If more than one workspace is defined, every workspace must have a \`basePath\` defined. Workspace \`${name}\` ${problem}`,
          path,
        ),
      )
      return
    }
    // The only workspace may leave its basePath out (or empty): it then lives at the root.
    if (basePath === undefined || basePath === '' || basePath === '/') return
    if (typeof basePath !== 'string' || !BASE_PATH.test(basePath)) {
      issues.push(
        workspaceIssue(
          'All workspace `basePath`s must start with a leading `/`, ' +
            'consist of only URL safe characters, ' +
            'and cannot end with a trailing `/`. ' +
            `Workspace \`${name}\`'s basePath is \`${String(basePath)}\``,
          path,
        ),
      )
    }
  })
  if (issues.length > 0 || workspaces.length < 2) return issues

  const basePathOf = (workspace: WorkspaceLike) => (typeof workspace.basePath === 'string' ? workspace.basePath : '/')
  const [first] = workspaces as [WorkspaceLike, ...WorkspaceLike[]]
  const firstCount = segmentCount(basePathOf(first))
  workspaces.forEach((workspace, index) => {
    const count = segmentCount(basePathOf(workspace))
    if (index === 0 || count === firstCount) return
    issues.push(
      workspaceIssue(
        `All workspace \`basePath\`s must have the same amount of segments. Workspace \`${getWorkspaceIdentifier(first, 0)}\` had ` +
          `${firstCount} segment${firstCount === 1 ? '' : 's'} \`${basePathOf(first)}\` but workspace \`${getWorkspaceIdentifier(workspace, index)}\` had ` +
          `${count} segment${count === 1 ? '' : 's'} \`${basePathOf(workspace)}\``,
        [getWorkspaceIdentifier(workspace, index)],
      ),
    )
  })
  if (issues.length > 0) return issues

  const seen = new Map<string, string>()
  workspaces.forEach((workspace, index) => {
    const basePath = basePathOf(workspace).toLowerCase()
    const identifier = getWorkspaceIdentifier(workspace, index)
    const existing = seen.get(basePath)
    if (existing !== undefined) {
      issues.push(
        workspaceIssue(
          `\`basePath\`s must be unique. Workspaces \`${existing}\` and \`${identifier}\` both have the \`basePath\` \`${basePath}\``,
          [identifier],
        ),
      )
      return
    }
    seen.set(basePath, identifier)
  })
  return issues
}

function segmentCount(basePath: string): number {
  return basePath.split('/').filter(Boolean).length
}

function workspaceIssue(message: string, path: string[]): ConfigIssue {
  return {severity: 'error', message, path}
}

/**
 * Checks and normalises the path the studio is mounted under (the `basePath` option of
 * `resolveConfig`): empty or `/` is the root, anything else must start with `/`.
 *
 * @returns The root path without a trailing `/` (`''` for the root), or an issue.
 */
export function normalizeRootPath(basePath: unknown): {rootPath: string} | {issue: ConfigIssue} {
  if (basePath === undefined || basePath === '') return {rootPath: ''}
  if (typeof basePath !== 'string' || !basePath.startsWith('/')) {
    return {
      issue: {
        severity: 'error',
        message: 'basePath must be a string, and must start with a slash',
        path: [],
        property: 'basePath',
      },
    }
  }
  return {rootPath: basePath.replace(/\/+$/, '')}
}

/**
 * Joins the studio's root path and a workspace's basePath: `('/studio', '/blog')` →
 * `/studio/blog`, `('', undefined)` → `/`.
 */
export function joinBasePath(rootPath: string, basePath: string | undefined): string {
  const joined = [rootPath, basePath ?? '']
    .map((part) => part.replace(/^\/+/, '').replace(/\/+$/, ''))
    .filter(Boolean)
    .join('/')
  return `/${joined}`
}
