import {useMemo, useState, type CSSProperties} from 'react'
import {LayerProvider, ThemeProvider, ToastProvider, type ColorSchemePreference} from '../ui'
import type {Config} from './config'
import {StudioI18nProvider} from './i18n'
import {createBrowserHistory, type StudioHistory} from './router'
import {StudioErrorBoundary, UncaughtErrorToaster, type ErrorChannel} from './screens'
import {ConfigErrorsScreen, prepareStudio, StudioShell} from './shell'
import type {StudioAuthOptions} from './workspaces'

/**
 * Props of {@link Studio}.
 * @public
 */
export interface StudioProps {
  /**
   * What `defineConfig` declared: one workspace or several. Make it once (at module level or
   * in a `useMemo`): a new configuration object is resolved again from scratch.
   */
  config: Config
  /**
   * The path the studio is mounted under in a host app, e.g. `/studio`; the host's own routes
   * live outside it. Default: the site root.
   */
  basePath?: string
  /**
   * The colour scheme to paint with, when the host app decides it (`system` follows the
   * operating system). Without it each user's own choice is used, kept per user and project.
   */
  scheme?: ColorSchemePreference
  /** Told when the user picks a colour scheme in the user menu. */
  onSchemeChange?: (scheme: ColorSchemePreference) => void
  /**
   * The history the studio reads and writes; the browser's by default. A host app with its
   * own router passes an adapter over that router's history, so both see every navigation
   * (see `StudioHistory`); tests and stories pass `createMemoryHistory()`.
   */
  history?: StudioHistory
  /**
   * How sessions are checked and where session tokens are kept; by default the workspace's
   * server over HTTP, and `localStorage`. Make it once, like `config`.
   */
  auth?: StudioAuthOptions
  /** Where uncaught errors come from, for the 'Uncaught error' toast; the window's by default. */
  errorChannel?: ErrorChannel
}

const fill: CSSProperties = {display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, minWidth: 0}

/**
 * The Vellum studio: the configured workspaces, each behind its sign-in, with the navbar and
 * the active tool, routed under `basePath`. It fills the element it is rendered in (give that
 * element a height), and can live inside an existing React app next to the host's own routes.
 * Import `vellum/style.css` once.
 *
 * What it shows, by address and state: 'Configuration errors' when the configuration cannot be
 * resolved; 'Workspace not found' outside every workspace; 'Schema errors' for a workspace
 * whose schema has errors; the sign-in gate; then the workspace — 'Tool not found: {tool}',
 * 'No configured tools', or the tool, each tool isolated so a crash shows 'The {tool} tool
 * crashed' with Retry. Uncaught errors show as 'Uncaught error' toasts, and the browser title
 * is '<tool title> | <workspace title>'.
 *
 * @example
 * ```tsx
 * import {defineConfig, Studio} from 'vellum'
 * import 'vellum/style.css'
 *
 * const config = defineConfig({projectId: 'local', dataset: 'production', schema: {types}, tools: [myTool]})
 *
 * export function App() {
 *   return window.location.pathname.startsWith('/studio') ? <Studio config={config} basePath="/studio" /> : <Home />
 * }
 * ```
 * @public
 */
export function Studio({config, basePath = '', scheme, onSchemeChange, history, auth, errorChannel}: StudioProps) {
  // Cheap until used: it reads the window only when asked for the location.
  const [browserHistory] = useState(createBrowserHistory)
  const source = history ?? browserHistory
  const rootPath = basePath.replace(/\/+$/, '')
  const prepared = useMemo(() => prepareStudio(config, rootPath), [config, rootPath])
  // Screens outside every workspace ('Workspace not found', redirects) speak the default workspace's language.
  const defaultI18n = prepared.type === 'ready' ? prepared.workspaces[0]?.prepared?.i18n : undefined
  return (
    <ThemeProvider scheme={scheme ?? 'system'} style={fill}>
      <LayerProvider>
        <ToastProvider>
          <StudioI18nProvider locale={defaultI18n?.defaultLocale.id} bundles={defaultI18n?.bundles}>
            <UncaughtErrorToaster errorChannel={errorChannel} />
            <StudioErrorBoundary resetKey={prepared}>
              {prepared.type === 'error' ? (
                <ConfigErrorsScreen issues={prepared.error.issues} />
              ) : (
                <StudioShell
                  workspaces={prepared.workspaces}
                  basePath={rootPath}
                  history={source}
                  auth={auth}
                  scheme={scheme}
                  onSchemeChange={onSchemeChange}
                />
              )}
            </StudioErrorBoundary>
          </StudioI18nProvider>
        </ToastProvider>
      </LayerProvider>
    </ThemeProvider>
  )
}
