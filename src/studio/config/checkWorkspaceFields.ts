import type {ComponentType} from 'react'
import {isRecord} from '../../document'
import {startCase} from '../../schema'
import type {ThemeTokens} from '../../ui'
import type {ResolvedAuthConfig} from './AuthConfig'
import type {ConfigIssue} from './ConfigIssue'
import {getPrintableType} from './getPrintableType'
import {isComponentType} from './isComponentType'
import {defaultStudioTheme, type StudioTheme} from './StudioTheme'

/** Where `vellum start` listens by default: the server a workspace talks to unless it says otherwise. */
export const DEFAULT_API_HOST = 'http://127.0.0.1:3400'

const PROJECT_ID = /^[a-z0-9][a-z0-9-]*$/i
// The lake's own rule for dataset names (src/lake `assertDatasetName`).
const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/
const AUTH_MODES = ['append', 'replace'] as const
const LOGIN_METHODS = ['dual', 'cookie', 'token'] as const

/** The workspace-only settings (those plugins cannot give), checked and with defaults. */
export interface WorkspaceFields {
  title: string
  subtitle?: string
  icon?: ComponentType
  projectId: string
  dataset: string
  apiHost: string
  auth: ResolvedAuthConfig
  theme: StudioTheme
  tasks: {enabled: boolean}
}

/**
 * Checks a workspace's own settings: `projectId` (letters, digits and dashes), `dataset`
 * (1-64 lowercase letters, digits, `_` or `-`, starting with a letter or digit), `apiHost`
 * (an absolute http(s) URL; default {@link DEFAULT_API_HOST}), `title` (default: the name,
 * humanised), `subtitle`, `icon`, `auth`, `theme` and `tasks.enabled` (default true).
 * Problems are errors; defaults stand in for bad values so resolution can go on.
 *
 * @param workspace - The workspace as configured.
 * @param name - Its name (`default` for a nameless only workspace).
 * @param path - Its path, for the issues.
 * @param issues - Where issues go.
 */
export function checkWorkspaceFields(
  workspace: Record<string, unknown>,
  name: string,
  path: string[],
  issues: ConfigIssue[],
): WorkspaceFields {
  const fail = (property: string, message: string) => issues.push({severity: 'error', message, path, property})
  const wrongType = (property: string, value: unknown, expected: string) =>
    fail(
      property,
      `Expected \`${property}\` of workspace \`${name}\` to be ${expected}, but received ${getPrintableType(value)}`,
    )

  const {projectId, dataset, apiHost, title, subtitle, icon} = workspace
  if (typeof projectId !== 'string' || projectId === '')
    fail('projectId', `Workspace \`${name}\` needs a \`projectId\` (a non-empty string)`)
  else if (!PROJECT_ID.test(projectId))
    fail(
      'projectId',
      `Workspace \`${name}\` has an invalid \`projectId\` "${projectId}": use only letters, digits and dashes`,
    )
  if (typeof dataset !== 'string' || dataset === '')
    fail('dataset', `Workspace \`${name}\` needs a \`dataset\` (a non-empty string)`)
  else if (!DATASET_NAME.test(dataset)) {
    fail(
      'dataset',
      `Workspace \`${name}\` has an invalid \`dataset\` "${dataset}": use 1-64 lowercase letters, digits, "_" or "-", starting with a letter or digit`,
    )
  }

  const fields: WorkspaceFields = {
    title: startCase(name),
    projectId: typeof projectId === 'string' ? projectId : '',
    dataset: typeof dataset === 'string' ? dataset : '',
    apiHost: normalizeApiHost(apiHost, name, fail),
    auth: checkAuth(workspace.auth, wrongType, fail),
    theme: checkTheme(workspace.theme, wrongType),
    tasks: {enabled: true},
  }
  if (typeof title === 'string' && title !== '') fields.title = title
  else if (title !== undefined) wrongType('title', title, 'a string')
  if (typeof subtitle === 'string') fields.subtitle = subtitle
  else if (subtitle !== undefined) wrongType('subtitle', subtitle, 'a string')
  if (isComponentType(icon)) fields.icon = icon as ComponentType
  else if (icon !== undefined) wrongType('icon', icon, 'a component')

  const {tasks} = workspace
  if (isRecord(tasks)) {
    if (typeof tasks.enabled === 'boolean') fields.tasks.enabled = tasks.enabled
    else if (tasks.enabled !== undefined) wrongType('tasks.enabled', tasks.enabled, 'a boolean')
  } else if (tasks !== undefined) wrongType('tasks', tasks, 'an object')
  return fields
}

function normalizeApiHost(apiHost: unknown, name: string, fail: (property: string, message: string) => void): string {
  if (apiHost === undefined) return DEFAULT_API_HOST
  let url: URL | undefined
  try {
    url = typeof apiHost === 'string' ? new URL(apiHost) : undefined
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    fail(
      'apiHost',
      `Workspace \`${name}\` has an invalid \`apiHost\` "${String(apiHost)}": use an absolute http(s) URL, such as ${DEFAULT_API_HOST}`,
    )
    return DEFAULT_API_HOST
  }
  return (apiHost as string).replace(/\/+$/, '')
}

function checkAuth(
  auth: unknown,
  wrongType: (property: string, value: unknown, expected: string) => void,
  fail: (property: string, message: string) => void,
): ResolvedAuthConfig {
  const resolved: ResolvedAuthConfig = {mode: 'append', redirectOnSingle: false, loginMethod: 'dual'}
  if (auth === undefined) return resolved
  if (!isRecord(auth)) {
    wrongType('auth', auth, 'an object')
    return resolved
  }
  const {providers, mode, redirectOnSingle, loginMethod} = auth
  if (typeof providers === 'function') resolved.providers = providers as ResolvedAuthConfig['providers']
  else if (Array.isArray(providers)) {
    const badIndex = providers.findIndex(
      (provider) => !isRecord(provider) || ['name', 'title', 'url'].some((key) => typeof provider[key] !== 'string'),
    )
    if (badIndex === -1) resolved.providers = providers as ResolvedAuthConfig['providers']
    else
      fail(
        'auth.providers',
        `The auth provider at index ${badIndex} needs a \`name\`, a \`title\` and a \`url\` (strings)`,
      )
  } else if (providers !== undefined) wrongType('auth.providers', providers, 'an array or a function')
  if ((AUTH_MODES as readonly unknown[]).includes(mode)) resolved.mode = mode as ResolvedAuthConfig['mode']
  else if (mode !== undefined)
    wrongType('auth.mode', mode, `one of ${AUTH_MODES.map((value) => `'${value}'`).join(', ')}`)
  if (typeof redirectOnSingle === 'boolean') resolved.redirectOnSingle = redirectOnSingle
  else if (redirectOnSingle !== undefined) wrongType('auth.redirectOnSingle', redirectOnSingle, 'a boolean')
  if ((LOGIN_METHODS as readonly unknown[]).includes(loginMethod))
    resolved.loginMethod = loginMethod as ResolvedAuthConfig['loginMethod']
  else if (loginMethod !== undefined)
    wrongType('auth.loginMethod', loginMethod, `one of ${LOGIN_METHODS.map((value) => `'${value}'`).join(', ')}`)
  return resolved
}

function checkTheme(
  theme: unknown,
  wrongType: (property: string, value: unknown, expected: string) => void,
): StudioTheme {
  if (theme === undefined) return defaultStudioTheme
  if (!isRecord(theme)) {
    wrongType('theme', theme, 'an object')
    return defaultStudioTheme
  }
  const scheme = (key: 'light' | 'dark'): ThemeTokens => {
    const tokens = theme[key]
    if (tokens === undefined) return defaultStudioTheme[key]
    if (isRecord(tokens)) return tokens as unknown as ThemeTokens
    wrongType(`theme.${key}`, tokens, 'theme tokens (an object)')
    return defaultStudioTheme[key]
  }
  return {light: scheme('light'), dark: scheme('dark')}
}
