import type {VellumClient} from '../../client'
import {
  createConnectionStatusStore,
  createDocumentTypeResolver,
  createKeyValueStore,
  createPermissionsStore,
  createPresenceStore,
  type ConnectionStatusStore,
  type DocumentTypeResolver,
  type KeyValueStore,
  type PermissionsStore,
  type PresenceStore,
} from '../../store'
import type {CurrentUser, Workspace} from '../config'

/** The API version of the shell's own calls (presence, preferences, grants, heartbeats, document types). */
export const SHELL_API_VERSION = '2025-02-19'

/**
 * The services of a signed-in workspace the shell and its tools share: who else is here, the
 * user's stored preferences, the connection to the server, the user's grants and document
 * types by id. All of them are lazy: nothing is fetched and no socket opens until something
 * subscribes.
 * @beta
 */
export interface WorkspaceServices {
  /** The client of the shell's own calls (the session's, for the workspace's dataset). */
  client: VellumClient
  /** Who else is in the workspace, and where: the presence of other users' sessions. */
  presence: PresenceStore
  /** The signed-in user's stored preferences (key-value pairs on the server). */
  keyValue: KeyValueStore
  /** Whether the server is reachable: connecting, connected or failed with the next retry. */
  connectionStatus: ConnectionStatusStore
  /** The signed-in user's grants, and permission checks on documents and pairs. */
  permissions: PermissionsStore
  /** The schema type of a document by id, fetched once and cached. */
  documentTypes: DocumentTypeResolver
}

/** Options of {@link createWorkspaceServices}. */
export interface WorkspaceServicesOptions {
  workspace: Pick<Workspace<VellumClient>, 'getClient' | 'schema'>
  currentUser: Pick<CurrentUser, 'id' | 'name'>
  /** The URL hash at sign-in, for the presence (`show_own`, `fake_others`) and grants (`_debug_roles`) debug switches. */
  hash?: string
}

/**
 * Makes the services of a signed-in workspace over one client of the user's session. Make
 * them again when the session's client changes (sign-in as someone else, a new token), so
 * nothing keeps the old credentials.
 */
export function createWorkspaceServices({
  workspace,
  currentUser,
  hash = '',
}: WorkspaceServicesOptions): WorkspaceServices {
  const client = workspace.getClient({apiVersion: SHELL_API_VERSION})
  return {
    client,
    presence: createPresenceStore({client, currentUser: {id: currentUser.id, name: currentUser.name}, hash}),
    keyValue: createKeyValueStore({client}),
    connectionStatus: createConnectionStatusStore({client}),
    permissions: createPermissionsStore({client, hash, schema: workspace.schema, identity: currentUser.id}),
    documentTypes: createDocumentTypeResolver(client),
  }
}
