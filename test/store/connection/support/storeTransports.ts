import WebSocket from 'ws'
import {createClient, createInProcessClient, type VellumClient, type WebSocketFactory} from '../../../../src/client'
import {checkPermission, compileGrants, createLake, getRole, memoryStorage, type Lake} from '../../../../src/lake'
import {signInForToken} from '../../../server/support/signIn'
import {startTestServer, type TestServer} from '../../../server/support/startTestServer'

/** The project, dataset and API version every store test client uses. */
export const CONFIG = {projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'} as const

/** A client signed in as one user. */
export interface SignedInClient {
  client: VellumClient
  user: {id: string; name: string}
}

/** One way to reach a real lake: in-process, or over HTTP to a real server with SQLite. */
export interface StoreTransport {
  name: string
  /** Signs in a new user holding one built-in role. */
  signIn(role: string, name?: string): Promise<SignedInClient>
  /** A client that is not signed in. */
  signedOut(): VellumClient
  /** The lake the clients reach (for the in-process transport) or the server's lake. */
  lake: Lake
  close(): Promise<void>
}

let users = 0
const titleOf = (role: string) => getRole(role)?.title ?? role

/** Clients of one in-process lake; each user's grants are their role's, enforced as the server does. */
export function inProcessTransport(): StoreTransport {
  const lake = createLake({storage: memoryStorage()})
  return {
    name: 'an in-process lake',
    lake,
    signIn: async (role, name = `${titleOf(role)} ${++users}`) => {
      const role_ = getRole(role)
      if (!role_) throw new Error(`No built-in role "${role}"`)
      const user = {id: `u-${role}-${++users}`, name}
      const client = createInProcessClient({
        lake,
        ...CONFIG,
        user: {...user, roles: [{name: role, title: role_.title}]},
        access: {grants: compileGrants(role_.grants), checkPermission},
      })
      return {client, user}
    },
    signedOut: () => createInProcessClient({lake, ...CONFIG, user: null}),
    close: async () => lake.close(),
  }
}

// The `ws` package stands in for a browser's WebSocket; it can send the bearer token.
const webSocket: WebSocketFactory = (url, {headers}) => new WebSocket(url, {headers})

/** A client of a running test server, signed in with a token (or none). */
export function httpClient(url: string, token: string | undefined): VellumClient {
  return createClient({apiHost: url, ...CONFIG, webSocket, ...(token === undefined ? {} : {token})})
}

/** Clients of a real server over HTTP (SQLite in a temp dir); users sign in with the local provider. */
export async function httpTransport(): Promise<StoreTransport & {server: TestServer}> {
  const server = await startTestServer()
  return {
    name: 'HTTP with SQLite',
    server,
    lake: server.server.lake,
    signIn: async (role, name = `${titleOf(role)} ${++users}`) => {
      const credentials = {email: `${role}-${++users}@example.com`, password: 'correct-horse-battery'}
      await server.server.users.add({...credentials, name, roles: [role]})
      const {token} = await signInForToken(server.url, credentials)
      const client = httpClient(server.url, token)
      const me = await client.users.getMe()
      return {client, user: {id: me.id, name: me.name}}
    },
    signedOut: () => httpClient(server.url, undefined),
    close: () => server.close(),
  }
}

/** Both transports, for `describe.each`. */
export const TRANSPORTS: Array<[string, () => Promise<StoreTransport> | StoreTransport]> = [
  ['an in-process lake', inProcessTransport],
  ['HTTP with SQLite', httpTransport],
]
