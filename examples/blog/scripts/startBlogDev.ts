// Starts the example for development and browser tests: the content server on SQLite with
// developer sign-in, the datasets seeded on a first start, and the host app on Vite's dev
// server, whose origin goes on the server's CORS allow-list with credentials.
import {fileURLToPath} from 'node:url'
import sharp from 'sharp'
import {createServer as createViteServer, type ViteDevServer} from 'vite'
import {createClient} from '../../../src/client'
import {createServer, type VellumServer} from '../../../src/server'
import {seedBlog, type SeedSummary} from '../seed/seedBlog'
import {STUDIO_BASE_PATH} from '../src/studioBasePath'

/** The datasets the example's workspaces use. */
export const BLOG_DATASETS = ['production', 'staging'] as const

/** The project the server serves and the example's workspaces name. */
export const BLOG_PROJECT_ID = 'local'

/** The API version the seed is written against. */
const SEED_API_VERSION = '2025-02-19'

/** Options of {@link startBlogDev}. */
export interface BlogDevOptions {
  /** Where the server keeps its data (SQLite, assets). */
  dataDir: string
  /** The server's port (default 3400); 0 picks a free one. */
  serverPort?: number
  /** The app's port (default 5173); 0 picks a free one. */
  appPort?: number
  /** Vite's log level (default `info`). */
  logLevel?: 'info' | 'warn' | 'error' | 'silent'
  /** Where progress is reported (default `console.log`). */
  log?: (message: string) => void
}

/** The running example. */
export interface BlogDev {
  /** The content server, e.g. `http://127.0.0.1:3400`. */
  serverUrl: string
  /** The host app's origin, e.g. `http://127.0.0.1:5173`. */
  appOrigin: string
  /** Where the studio is: the app's origin and the studio's base path. */
  studioUrl: string
  /** The content server running now (a new one after {@link BlogDev.startServer}). */
  readonly server: VellumServer
  vite: ViteDevServer
  /** What was seeded on this start (empty when the datasets had content). */
  seeded: SeedSummary[]
  /**
   * Stops the content server, as a crash or a deploy would; the app keeps running. Its data
   * stays in the data dir. Does nothing when it is stopped already.
   */
  stopServer(): Promise<void>
  /** Starts the content server again after {@link BlogDev.stopServer}: same data dir, same port, same app origin allowed. */
  startServer(): Promise<void>
  /** Stops the app, then the server. */
  close(): Promise<void>
}

/** Signs in on the server's own pages with "Continue as developer" and returns the session token. */
async function developerSessionToken(serverUrl: string): Promise<string> {
  const client = createClient({
    apiHost: serverUrl,
    projectId: BLOG_PROJECT_ID,
    dataset: 'production',
    apiVersion: SEED_API_VERSION,
  })
  const provider = (await client.auth.providers()).find((each) => each.name === 'dev')
  if (!provider) throw new Error('The server offers no developer sign-in: start it with dev mode on a loopback host')
  const login = new URL(provider.url, serverUrl)
  login.searchParams.set('origin', `${serverUrl}/`)
  const response = await fetch(login, {redirect: 'manual', headers: {Accept: 'text/html'}})
  const location = response.headers.get('location')
  const sid = location ? new URL(location, serverUrl).hash.match(/[#&]sid=([^&]+)/)?.[1] : undefined
  if (!sid) throw new Error(`Developer sign-in answered ${response.status} without a sign-in id`)
  return client.auth.exchangeSessionId(decodeURIComponent(sid))
}

/** A 64×64 PNG in the studio's primary blue. */
function bluePng(): Promise<Buffer> {
  return sharp({create: {width: 64, height: 64, channels: 3, background: {r: 36, g: 87, b: 214}}})
    .png()
    .toBuffer()
}

/**
 * Creates the example's datasets (the server serves only datasets that were created), then
 * seeds each that has no documents yet, signed in as the developer; signs out after.
 */
async function seedEmptyDatasets(server: VellumServer): Promise<SeedSummary[]> {
  const empty: string[] = []
  for (const dataset of BLOG_DATASETS) {
    server.lake.ensureDataset(dataset)
    if ((await server.lake.query(dataset, 'count(*)')) === 0) empty.push(dataset)
  }
  if (empty.length === 0) return []
  const token = await developerSessionToken(server.url)
  const session = createClient({
    apiHost: server.url,
    projectId: BLOG_PROJECT_ID,
    dataset: 'production',
    apiVersion: SEED_API_VERSION,
    token,
  })
  try {
    const assets = {image: await bluePng(), file: new TextEncoder().encode('The Vellum example blog.\n')}
    const summaries: SeedSummary[] = []
    for (const dataset of empty) summaries.push(await seedBlog(session.withConfig({dataset}), assets))
    return summaries
  } finally {
    await session.auth.logout()
  }
}

/**
 * Starts the example: the content server over `<dataDir>` (SQLite) in developer mode on
 * 127.0.0.1 — on a first start it creates the administrator "Continue as developer" signs in
 * as — then seeds empty datasets, then the host app with Vite on 127.0.0.1, whose origin it
 * allows on the server with credentials.
 *
 * @throws Error when the server or Vite cannot start (the other is stopped first).
 */
export async function startBlogDev(options: BlogDevOptions): Promise<BlogDev> {
  const log = options.log ?? ((message: string) => console.log(message))
  const serverOptions = {dataDir: options.dataDir, host: '127.0.0.1', projectId: BLOG_PROJECT_ID, dev: true}
  let server = await createServer({...serverOptions, port: options.serverPort ?? 3400})
  let stopped = false
  let vite: ViteDevServer | undefined
  try {
    if (server.devAdministrator)
      log(
        `Created the administrator ${server.devAdministrator.email} (password ${server.devAdministrator.password}); "Continue as developer" signs in as them.`,
      )
    const seeded = await seedEmptyDatasets(server)
    for (const summary of seeded)
      log(`Seeded ${summary.dataset}: ${summary.documents} documents, ${summary.assets} assets.`)
    vite = await createViteServer({
      configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
      logLevel: options.logLevel ?? 'info',
      clearScreen: false,
      define: {'import.meta.env.VELLUM_API_HOST': JSON.stringify(server.url)},
      server: {
        host: '127.0.0.1',
        port: options.appPort ?? 5173,
        strictPort: options.appPort !== undefined && options.appPort !== 0,
      },
    })
    await vite.listen()
    const local = vite.resolvedUrls?.local[0]
    if (!local) throw new Error('Vite did not report the URL it listens on')
    const appOrigin = new URL(local).origin
    server.cors.add(appOrigin, {allowCredentials: true})
    const started = vite
    const stopServer = async () => {
      stopped = true
      await server.close()
    }
    const startServer = async () => {
      if (!stopped) throw new Error('The content server is running: stop it first')
      // The same port, so the app's clients (which know only the URL) reconnect to it.
      server = await createServer({...serverOptions, port: server.port})
      stopped = false
    }
    return {
      serverUrl: server.url,
      appOrigin,
      studioUrl: `${appOrigin}${STUDIO_BASE_PATH}`,
      get server() {
        return server
      },
      vite: started,
      seeded,
      stopServer,
      startServer,
      close: async () => {
        await started.close()
        await server.close()
      },
    }
  } catch (error) {
    await vite?.close()
    await server.close()
    throw error
  }
}
