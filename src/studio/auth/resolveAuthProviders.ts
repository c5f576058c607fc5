import type {AuthProviderInfo} from '../../client'
import type {AuthConfig, AuthProvider} from '../config'

/**
 * The providers the login screen offers: the server's list (`GET /auth/providers`) with the
 * workspace's `auth.providers` appended (`mode: 'append'`, the default; a configured provider
 * with a server provider's name replaces it in place) or instead of them (`'replace'`), or
 * whatever a `providers` function returns for the server's list.
 *
 * @throws Error when a `providers` function returns something other than a list of providers.
 */
export function resolveAuthProviders(server: readonly AuthProviderInfo[], auth: AuthConfig = {}): AuthProvider[] {
  const fromServer: AuthProvider[] = server.map((provider) => ({
    name: provider.name,
    title: provider.title,
    url: provider.url,
    ...(provider.logo ? {logo: provider.logo} : {}),
  }))
  const {providers, mode = 'append'} = auth
  if (providers === undefined) return fromServer
  if (typeof providers === 'function') {
    const result = providers(fromServer)
    if (!Array.isArray(result) || result.some((provider) => !isProvider(provider))) {
      throw new Error(
        'The `auth.providers` function must return a list of providers, each with a `name`, a `title` and a `url`',
      )
    }
    return result
  }
  if (mode === 'replace') return [...providers]
  const configured = new Map(providers.map((provider) => [provider.name, provider]))
  const merged = fromServer.map((provider) => configured.get(provider.name) ?? provider)
  const known = new Set(fromServer.map((provider) => provider.name))
  return [...merged, ...providers.filter((provider) => !known.has(provider.name))]
}

function isProvider(value: unknown): value is AuthProvider {
  if (value === null || typeof value !== 'object') return false
  const {name, title, url} = value as Record<string, unknown>
  return typeof name === 'string' && typeof title === 'string' && typeof url === 'string'
}
