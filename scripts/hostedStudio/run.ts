// `npm run test:hosted-studio`: the hosted-lake studio (the `sanity` package, 4.9.0) against
// Vellum's server, in Chromium. Installs the studio's packages into a temporary folder (never
// this project's node_modules), writes a minimal studio whose workspace sets only `apiHost`,
// builds it with Vite (once per folder) and serves the build; starts a server from src/server
// on a fresh data dir (project `local`, dataset `production`, so the studio's client calls
// `https://local.localhost:PORT` — Chromium resolves *.localhost to loopback), seeds
// documents, signs the studio in with a token in its local storage, and checks that the
// document list shows the seeded posts, a document opens, typing commits a draft (an Actions
// API edit), publish publishes (an Actions API publish) and a reload shows the change. Every
// failed request (4xx/5xx or network error) is recorded and printed; the check fails on any
// that went to the content server.
//
// Why HTTPS: the server is served over HTTP/2 (TLS, a self-signed certificate made with
// openssl), as the README tells hosted-studio users to. Over HTTP/1.1 Chromium opens at most six
// connections per host, and this studio keeps six listeners (event streams) open as soon as
// the structure tool shows — three for releases, one each for tasks, the list's search
// listener and the global preview listener — so its document queries queue behind them and
// the list never leaves its loading skeleton. Over HTTP/2 they all share one connection.
//
// Environment: VELLUM_HOSTED_STUDIO_DIR reuses a folder (installing only when it lacks
// sanity@4.9.0, building only when its sources changed) and keeps it;
// VELLUM_HOSTED_STUDIO_KEEP=1 keeps the temporary folder; VELLUM_HOSTED_STUDIO_CPU_THROTTLE=N
// slows the page's CPU N times (timing-dependent failures); VELLUM_HOSTED_STUDIO_TLS=0 serves
// plain HTTP/1.1 instead, to watch the six-connection stall (the check then fails).
import {makeSelfSignedCertificate} from '../selfSignedCertificate'
import {mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import type {Browser} from 'playwright-core'
import {createServer, type VellumServer} from '../../src/server'
import {launchBrowser} from '../../test/e2e/support/browser'
import {startListenLog} from './listenLog'
import {describeTopElement} from './pageDiagnostics'
import {recordFailedRequests, summarizeFailures, type FailedRequest} from './failedRequests'
import {runStudioScenario, SEEDED_AUTHOR, SEEDED_POSTS, type StepTiming} from './studioScenario'
import {
  buildStudio,
  DATASET,
  API_HOST_STORAGE_KEY,
  hasStudioPackages,
  installStudioPackages,
  isStudioBuilt,
  PROJECT_ID,
  serveStudio,
  STUDIO_PACKAGES,
  writeStudioSources,
} from './studioProject'

const API = '/v2025-02-19'
const TLS = process.env.VELLUM_HOSTED_STUDIO_TLS !== '0'

/** A self-signed certificate for localhost and *.localhost, as the README shows how to make. */
function selfSignedCertificate(dir: string): {cert: Buffer; key: Buffer} {
  const {certPath, keyPath} = makeSelfSignedCertificate(dir)
  return {cert: readFileSync(certPath), key: readFileSync(keyPath)}
}
const timings: StepTiming[] = []

async function timed<T>(step: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now()
  const result = await run()
  timings.push({step, ms: Date.now() - started})
  console.log(`  ${step}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return result
}

async function api(server: VellumServer, token: string, path: string, body?: unknown): Promise<unknown> {
  // Node's fetch does not trust the self-signed certificate: ask over plain HTTP/1.1 TLS instead.
  if (server.url.startsWith('https:')) return httpsJson(`${server.url}${API}${path}`, token, body)
  const response = await fetch(`${server.url}${API}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {authorization: `Bearer ${token}`, ...(body === undefined ? {} : {'content-type': 'application/json'})},
    ...(body === undefined ? {} : {body: JSON.stringify(body)}),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** A JSON request over HTTPS that accepts the check's own self-signed certificate. */
async function httpsJson(url: string, token: string, body?: unknown): Promise<unknown> {
  const {request} = await import('node:https')
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: body === undefined ? 'GET' : 'POST',
        rejectUnauthorized: false,
        headers: {authorization: `Bearer ${token}`, 'content-type': 'application/json'},
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () =>
          (res.statusCode ?? 500) >= 400
            ? reject(new Error(`${url}: ${res.statusCode} ${text}`))
            : resolve(JSON.parse(text)),
        )
      },
    )
    req.on('error', reject)
    req.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

async function main(): Promise<number> {
  const reuse = process.env.VELLUM_HOSTED_STUDIO_DIR
  const studioDir = reuse ?? mkdtempSync(join(tmpdir(), 'vellum-hosted-studio-'))
  const dataDir = mkdtempSync(join(tmpdir(), 'vellum-hosted-data-'))
  const keep = reuse !== undefined || process.env.VELLUM_HOSTED_STUDIO_KEEP === '1'
  let server: VellumServer | undefined
  let studio: {port: number; close(): Promise<void>} | undefined
  let browser: Browser | undefined
  const failed: FailedRequest[] = []
  let scenarioError: unknown
  const total = Date.now()
  console.log(`hosted studio check: studio in ${studioDir}`)
  try {
    if (hasStudioPackages(studioDir)) console.log(`  install: reused ${studioDir}`)
    else await timed(`install ${STUDIO_PACKAGES.join(' ')}`, () => installStudioPackages(studioDir))

    const started = await timed('start the server and seed it', async () => {
      const tls = TLS ? selfSignedCertificate(dataDir) : undefined
      const running = await createServer({
        dataDir,
        port: 0,
        host: '127.0.0.1',
        projectId: PROJECT_ID,
        ...(tls ? {tls} : {}),
      })
      const token = running.tokens.add('administrator', 'hosted studio check')
      await api(running, token, `/data/mutate/${DATASET}`, {
        mutations: [SEEDED_AUTHOR, ...SEEDED_POSTS].map((doc) => ({create: doc})),
      })
      return {running, token}
    })
    server = started.running
    const {token} = started
    // `localhost`, not 127.0.0.1: the client puts the project id in front (local.localhost).
    const apiHost = `${TLS ? 'https' : 'http'}://localhost:${server.port}`
    writeStudioSources(studioDir)
    if (isStudioBuilt(studioDir)) console.log(`  build: reused ${join(studioDir, 'dist')}`)
    else await timed('build the studio with Vite', () => buildStudio(studioDir))
    studio = await serveStudio(studioDir)
    const studioUrl = `http://localhost:${studio.port}`
    server.cors.add(studioUrl, {allowCredentials: true})
    console.log(
      `  studio on ${studioUrl}, server on ${apiHost} (the studio calls ${apiHost.replace('//', `//${PROJECT_ID}.`)})`,
    )

    browser = await timed('launch Chromium', () => launchBrowser())
    const context = await browser.newContext({viewport: {width: 1400, height: 900}, ignoreHTTPSErrors: TLS})
    // The hosted studio signs in with the token it finds under this key (its "dual"/"token" login).
    await context.addInitScript(
      ({origin, items}) => {
        if (window.location.origin !== origin) return
        for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value)
      },
      {
        origin: studioUrl,
        items: {
          [`__studio_auth_token_${PROJECT_ID}`]: JSON.stringify({token, time: new Date().toISOString()}),
          [API_HOST_STORAGE_KEY]: apiHost,
        },
      },
    )
    const page = await context.newPage()
    const throttle = Number(process.env.VELLUM_HOSTED_STUDIO_CPU_THROTTLE ?? '1')
    if (throttle > 1) {
      // A slower page, to shake out timing-dependent failures (as a loaded CI machine does).
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttle})
      console.log(`  page CPU throttled ${throttle}×`)
    }
    const serverPort = String(server.port)
    const recorder = recordFailedRequests(page, (url) => url.port === serverPort)
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    const running = server
    const [first] = SEEDED_POSTS
    const listenLog = startListenLog(`${server.url}${API}`, DATASET, token, [first!._id, `drafts.${first!._id}`])
    try {
      const steps = await runStudioScenario(page, studioUrl, async (id) => {
        const body = (await api(running, token, `/data/doc/${DATASET}/${id}`)) as {
          documents: Array<Record<string, unknown>>
        }
        return body.documents[0] ?? null
      })
      for (const {step, ms} of steps) {
        timings.push({step, ms})
        console.log(`  ${step}: ${(ms / 1000).toFixed(1)} s`)
      }
      if (keep) {
        const shot = join(studioDir, 'after-reload.png')
        await page.screenshot({path: shot})
        console.log(`  screenshot after the reload: ${shot}`)
      }
    } catch (error) {
      scenarioError = error
      const shot = join(studioDir, 'failure.png')
      await page.screenshot({path: shot}).catch(() => {})
      console.log(`  screenshot of the failure: ${shot}`)
      const top = await describeTopElement(page, SEEDED_POSTS[0]!.title).catch((error: unknown) => [String(error)])
      console.log(`\nWhat covers the first post's title:`)
      for (const line of top) console.log(`  ${line}`)
      const pending = recorder.pending()
      console.log(`\nRequests still waiting for an answer when it failed (${pending.length}):`)
      for (const line of pending) console.log(`  ${line}`)
      const events = listenLog.lines()
      console.log(`\nThe server's listener events for ${first!._id} and its draft (${events.length}):`)
      for (const line of events) console.log(`  ${line}`)
    } finally {
      listenLog.close()
    }
    failed.push(...recorder.failed)
    const sockets = recorder.websockets()
    console.log(`\nWebsockets (${sockets.length}):`)
    for (const socket of sockets) {
      const url = decodeURIComponent(socket.url).slice(0, 120)
      const state = socket.abandoned ? 'abandoned by the page before it connected' : socket.closed ? 'closed' : 'open'
      console.log(`  ${url}: ${socket.received} frame(s) received, ${state}`)
    }
    // The presence socket answers the studio's authorization request, so a socket to the
    // server that never received a frame was refused (the studio then reconnects in a loop).
    for (const socket of sockets.filter((entry) => entry.server && !entry.abandoned && entry.received === 0)) {
      failed.push({method: 'WEBSOCKET', url: socket.url, failure: 'no frame received', dependedOn: true})
    }
    if (pageErrors.length > 0) {
      console.log(`\nUncaught errors in the page (${pageErrors.length}):`)
      for (const message of [...new Set(pageErrors)].slice(0, 10)) console.log(`  ${message.split('\n')[0]}`)
    }
  } finally {
    await browser?.close()
    await studio?.close()
    await server?.close()
    rmSync(dataDir, {recursive: true, force: true})
    if (!keep && scenarioError === undefined) rmSync(studioDir, {recursive: true, force: true})
  }

  console.log(`\nFailed requests (${failed.length}):`)
  for (const line of summarizeFailures(failed)) console.log(`  ${line}`)
  const dependedOn = failed.filter((entry) => entry.dependedOn)
  console.log(`\nTotal: ${((Date.now() - total) / 1000).toFixed(1)} s`)
  if (scenarioError !== undefined) {
    console.error(`\nFAILED: ${scenarioError instanceof Error ? scenarioError.message : String(scenarioError)}`)
    return 1
  }
  if (dependedOn.length > 0) {
    console.error(`\nFAILED: ${dependedOn.length} request(s) to the content server failed (listed above)`)
    return 1
  }
  console.log('\nPASSED: list, open, type, publish and reload in the hosted studio, with no failed server request')
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
