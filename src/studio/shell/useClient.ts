import type {VellumClient} from '../../client'
import type {SourceClientOptions} from '../config'
import {useWorkspaceContext} from './useWorkspaceContext'

/**
 * A client of the signed-in user's session for the workspace's dataset, at the API version the
 * caller was written against. It changes when the session does (sign-in as someone else), so
 * keep it in dependency lists rather than in a ref.
 *
 * @param options - `apiVersion`, a date such as `2025-02-19`.
 * @throws Error outside a signed-in workspace of `<Studio>`, or without an `apiVersion`.
 * @example
 * ```tsx
 * const client = useClient({apiVersion: '2025-02-19'})
 * useEffect(() => void client.fetch('count(*[_type == "post"])').then(setCount), [client])
 * ```
 * @public
 */
export function useClient(options: SourceClientOptions): VellumClient {
  return useWorkspaceContext().workspace.getClient(options)
}
