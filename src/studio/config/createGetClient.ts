import type {ClientFactory, SourceClientOptions} from './ConfigContext'

/** Where a workspace's clients point. */
export interface ClientTarget {
  projectId: string
  dataset: string
  apiHost: string
}

/**
 * Makes a workspace's `getClient`: on first use per API version it calls `createClient` with
 * the workspace's project, dataset and server (no CDN, with credentials) and keeps the client
 * for later calls.
 *
 * @param createClient - The client factory given to `resolveConfig`; without one, `getClient` throws when called.
 * @param target - The workspace's project, dataset and server.
 * @returns `getClient({apiVersion})`.
 */
export function createGetClient<TClient>(
  createClient: ClientFactory<TClient> | undefined,
  target: ClientTarget,
): (options: SourceClientOptions) => TClient {
  const clients = new Map<string, TClient>()
  return (options: SourceClientOptions) => {
    if (!options || typeof options.apiVersion !== 'string' || options.apiVersion === '') {
      throw new Error('Missing required `apiVersion` option')
    }
    if (!createClient) {
      throw new Error(
        'No client factory: `getClient` needs the `createClient` option of `resolveConfig` (the studio passes its own)',
      )
    }
    let client = clients.get(options.apiVersion)
    if (client === undefined) {
      client = createClient({...target, apiVersion: options.apiVersion, useCdn: false, withCredentials: true})
      clients.set(options.apiVersion, client)
    }
    return client
  }
}
