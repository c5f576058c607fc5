import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {createLake} from '../../../src/lake'
import {createServer, sqliteStorage, type CreateServerOptions, type VellumServer} from '../../../src/server'

/** A server started for one test file, on 127.0.0.1 with a fresh SQLite file in a temp dir. */
export interface TestServer {
  /** Base URL, e.g. `http://127.0.0.1:54321`. */
  url: string
  /** An administrator token. */
  token: string
  /** The data directory. */
  dataDir: string
  server: VellumServer
  /** Closes the server and removes its data directory. */
  close(): Promise<void>
}

/** Options of {@link startTestServer}. */
export interface TestServerOptions extends Omit<CreateServerOptions, 'dataDir' | 'lake'> {
  /** The lake's clock; history-at-time tests pass a stepping one. */
  now?: () => Date
}

/**
 * Starts a real server on a free port over a real SQLite file, and creates an administrator
 * token through the server's TokenStore.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const {now, ...serverOptions} = options
  const dataDir = mkdtempSync(join(tmpdir(), 'vellum-http-'))
  const lake = now ? createLake({storage: sqliteStorage({filename: join(dataDir, 'vellum.db')}), now}) : undefined
  const server = await createServer({port: 0, onError: () => {}, ...serverOptions, dataDir, ...(lake ? {lake} : {})})
  const token = server.tokens.add('administrator', 'test admin')
  return {
    url: server.url,
    token,
    dataDir,
    server,
    close: async () => {
      await server.close()
      rmSync(dataDir, {recursive: true, force: true})
    },
  }
}
