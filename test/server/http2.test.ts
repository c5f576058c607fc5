import {mkdtempSync, rmSync, writeFileSync, readFileSync} from 'node:fs'
import {connect, type ClientHttp2Session, type IncomingHttpHeaders} from 'node:http2'
import {request as httpsRequest} from 'node:https'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import WebSocket from 'ws'
import {makeSelfSignedCertificate} from '../../scripts/selfSignedCertificate'
import {runCli} from './support/cliHarness'
import {startTestServer, type TestServer} from './support/startTestServer'

const API = '/v2023-11-13'
let dir: string
let cert: Buffer
let key: Buffer
let server: TestServer
const sessions: ClientHttp2Session[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vellum-tls-'))
  const {certPath, keyPath} = makeSelfSignedCertificate(dir, 'server')
  cert = readFileSync(certPath)
  key = readFileSync(keyPath)
  server = await startTestServer({tls: {cert, key}, keepAliveMs: 200})
})
afterAll(async () => {
  for (const session of sessions) session.destroy()
  await server?.close()
  rmSync(dir, {recursive: true, force: true})
})

/** An HTTP/2 session to the test server that trusts the test certificate. */
async function h2Session(): Promise<ClientHttp2Session> {
  const session = connect(server.url, {ca: cert})
  sessions.push(session)
  await new Promise<void>((resolve, reject) => {
    session.once('connect', () => resolve())
    session.once('error', reject)
  })
  return session
}

/** One request on an HTTP/2 session: status, headers and the body (parsed when JSON). */
function h2Request(
  session: ClientHttp2Session,
  method: string,
  path: string,
  body?: unknown,
): Promise<{status: number; headers: IncomingHttpHeaders; body: unknown}> {
  return new Promise((resolve, reject) => {
    const stream = session.request({
      ':method': method,
      ':path': `${API}${path}`,
      authorization: `Bearer ${server.token}`,
      ...(body === undefined ? {} : {'content-type': 'application/json'}),
    })
    let text = ''
    let headers: IncomingHttpHeaders = {}
    stream.setEncoding('utf8')
    stream.on('response', (received) => (headers = received))
    stream.on('data', (chunk: string) => (text += chunk))
    stream.on('end', () => {
      const json = String(headers['content-type']).includes('application/json')
      resolve({status: Number(headers[':status']), headers, body: json ? JSON.parse(text) : text})
    })
    stream.on('error', reject)
    stream.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

/** Opens a listen event stream on an HTTP/2 session and hands out its events one by one. */
function h2EventStream(session: ClientHttp2Session, query: string, token = server.token) {
  const stream = session.request({
    ':path': `${API}/data/listen/production?${new URLSearchParams({query})}`,
    authorization: `Bearer ${token}`,
    accept: 'text/event-stream',
  })
  const events: Array<{event: string; data: unknown}> = []
  const waiting: Array<() => void> = []
  let buffer = ''
  let headers: IncomingHttpHeaders = {}
  stream.on('response', (received) => (headers = received))
  stream.setEncoding('utf8')
  stream.on('data', (chunk: string) => {
    buffer += chunk
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event = /^event: (.*)$/m.exec(frame)?.[1]
      const data = /^data: (.*)$/m.exec(frame)?.[1]
      if (event && data !== undefined) events.push({event, data: JSON.parse(data)})
      waiting.splice(0).forEach((wake) => wake())
    }
  })
  const next = async (name: string) => {
    for (;;) {
      const index = events.findIndex((event) => event.event === name)
      if (index >= 0) return events.splice(index, 1)[0]!
      await new Promise<void>((resolve) => waiting.push(resolve))
    }
  }
  return {stream, next, headers: () => headers}
}

/** A request over HTTPS on HTTP/1.1, trusting the test certificate. */
function http1Request(path: string): Promise<{status: number; httpVersion: string; body: unknown}> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(`${server.url}${API}${path}`, {
      ca: cert,
      headers: {authorization: `Bearer ${server.token}`},
    })
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({status: res.statusCode!, httpVersion: res.httpVersion, body: JSON.parse(text)}))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('createServer({tls})', () => {
  it('has an https URL', () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
  })

  it('serves a query, a mutation and a listen event over one HTTP/2 connection', async () => {
    const warnings: Error[] = []
    const onWarning = (warning: Error) => warnings.push(warning)
    process.on('warning', onWarning)
    try {
      const session = await h2Session()
      expect(session.alpnProtocol).toBe('h2')
      const listen = h2EventStream(session, '*[_type == "post"]')
      expect(await listen.next('welcome')).toMatchObject({data: {listenerName: expect.any(String)}})
      expect(listen.headers()[':status']).toBe(200)
      expect(listen.headers()['content-type']).toContain('text/event-stream')

      const mutation = await h2Request(session, 'POST', '/data/mutate/production?returnIds=true', {
        mutations: [{create: {_id: 'h2-post', _type: 'post', title: 'Over HTTP/2'}}],
      })
      expect(mutation.status).toBe(200)
      expect(mutation.body).toMatchObject({results: [{id: 'h2-post', operation: 'create'}]})

      expect(await listen.next('mutation')).toMatchObject({
        data: {documentId: 'h2-post', transition: 'appear'},
      })
      const query = await h2Request(
        session,
        'GET',
        `/data/query/production?${new URLSearchParams({query: '*[_type == "post"]{_id, title}'})}`,
      )
      expect(query.status).toBe(200)
      expect(query.body).toMatchObject({result: [{_id: 'h2-post', title: 'Over HTTP/2'}]})
      listen.stream.close()
      // The event stream's `Connection: keep-alive` is left out on HTTP/2, not warned about.
      expect(warnings.map((warning) => warning.message)).toEqual([])
    } finally {
      process.off('warning', onWarning)
    }
  })

  it('answers HTTP/1.1 clients over the same TLS port', async () => {
    const response = await http1Request(
      `/data/query/production?${new URLSearchParams({query: 'count(*[_id == "h2-post"])'})}`,
    )
    expect(response.httpVersion).toBe('1.1')
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({result: 1})
  })

  it('upgrades presence websockets over the HTTP/1.1 fallback', async () => {
    const socket = new WebSocket(`${server.url.replace(/^https/, 'wss')}/v2022-06-30/socket/production`, {ca: cert})
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve())
        socket.once('error', reject)
      })
      socket.send(JSON.stringify({type: 'authorization', token: server.token}))
      socket.send(JSON.stringify({type: 'ping'}))
      const reply = await new Promise<unknown>((resolve) =>
        socket.once('message', (data) => resolve(JSON.parse(String(data)))),
      )
      expect(reply).toEqual({type: 'pong'})
    } finally {
      socket.terminate()
    }
  })

  it('upgrades listen websockets over the HTTP/1.1 fallback', async () => {
    const search = new URLSearchParams({query: '*[_type == "post"]'})
    const socket = new WebSocket(`${server.url.replace(/^https/, 'wss')}${API}/data/listen/production?${search}`, {
      ca: cert,
      headers: {authorization: `Bearer ${server.token}`},
    })
    try {
      const first = await new Promise<{type: string}>((resolve, reject) => {
        socket.once('message', (data) => resolve(JSON.parse(String(data)) as {type: string}))
        socket.once('error', reject)
      })
      expect(first.type).toBe('welcome')
    } finally {
      socket.terminate()
    }
  })

  it('closes promptly with an HTTP/2 session streaming events and an idle HTTP/1.1 connection open', async () => {
    const own = await startTestServer({tls: {cert, key}})
    const session = connect(own.url, {ca: cert})
    sessions.push(session)
    const listen = h2EventStream(session, '*', own.token)
    await listen.next('welcome')
    await new Promise<void>((resolve, reject) => {
      const req = httpsRequest(`${own.url}/v1/ping`, {ca: cert}, (res) => {
        res.resume()
        res.on('end', resolve)
      })
      req.on('error', reject)
      req.end()
    })
    const started = Date.now()
    await own.close()
    expect(Date.now() - started).toBeLessThan(5_000)
    await new Promise<void>((resolve) => (session.destroyed ? resolve() : session.once('close', () => resolve())))
  })

  it('refuses a certificate and key that do not belong together', async () => {
    const other = makeSelfSignedCertificate(dir, 'other')
    await expect(startTestServer({tls: {cert, key: readFileSync(other.keyPath)}})).rejects.toThrow(
      /The TLS key does not belong to the certificate/,
    )
    await expect(startTestServer({tls: {cert: 'not a certificate', key}})).rejects.toThrow(
      /The TLS certificate or key is not valid PEM/,
    )
  })
})

describe('vellum start --tls-cert --tls-key', () => {
  const data = () => join(dir, `data-${Math.random().toString(36).slice(2)}`)

  it('serves https and prints its https URL', async () => {
    const controller = new AbortController()
    controller.abort()
    const run = await runCli(
      [
        'start',
        '--port',
        '0',
        '--data',
        data(),
        '--tls-cert',
        join(dir, 'server.cert.pem'),
        '--tls-key',
        join(dir, 'server.key.pem'),
      ],
      {signal: controller.signal},
    )
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^vellum listening on https:\/\/127\.0\.0\.1:\d+\n$/)
  })

  /** `vellum start` on a free port and a fresh data dir with these certificate and key files. */
  const startWithTls = (cert: string, key: string) =>
    runCli(['start', '--port', '0', '--data', data(), '--tls-cert', cert, '--tls-key', key])

  it('names a certificate or key file it cannot read, with exit code 1', async () => {
    const missing = join(dir, 'missing.pem')
    const run = await startWithTls(missing, join(dir, 'server.key.pem'))
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain(`Could not read the TLS certificate file "${missing}": no such file`)
    const noKey = await startWithTls(join(dir, 'server.cert.pem'), missing)
    expect(noKey.code).toBe(1)
    expect(noKey.stderr).toContain(`Could not read the TLS key file "${missing}": no such file`)
  })

  it('says when a file is not PEM, with exit code 1', async () => {
    const garbage = join(dir, 'garbage.pem')
    writeFileSync(garbage, 'hello\n')
    const run = await startWithTls(garbage, join(dir, 'server.key.pem'))
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('The TLS certificate or key is not valid PEM')
  })

  it('wants both flags, with exit code 2', async () => {
    const run = await runCli(['start', '--port', '0', '--data', data(), '--tls-cert', join(dir, 'server.cert.pem')])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--tls-cert and --tls-key go together')
  })
})
