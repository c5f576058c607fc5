import {mkdtempSync, rmSync} from 'node:fs'
import {request as httpRequest} from 'node:http'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterEach, describe, expect, it} from 'vitest'
import {createServer} from '../../src/server'
import {apiClient} from './support/apiClient'
import {openEventStream} from './support/eventStream'
import {startTestServer} from './support/startTestServer'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})))
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vellum-lifecycle-'))
  dirs.push(dir)
  return dir
}

describe('createServer', () => {
  it('picks a free port for port 0 and creates the production dataset', async () => {
    const server = await createServer({dataDir: tempDir(), port: 0})
    try {
      expect(server.port).toBeGreaterThan(0)
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`)
      expect(server.lake.listDatasets()).toEqual(['production'])
    } finally {
      await server.close()
    }
  })

  it('keeps documents and tokens in <dataDir>/vellum.db across restarts', async () => {
    const dataDir = tempDir()
    const first = await createServer({dataDir, port: 0})
    const token = first.tokens.add('editor')
    await apiClient({url: first.url, token}).mutate([{create: {_id: 'kept', _type: 'post'}}])
    await first.close()

    const second = await createServer({dataDir, port: 0})
    try {
      expect(await apiClient({url: second.url, token}).documents('kept')).toEqual([
        expect.objectContaining({_id: 'kept'}),
      ])
    } finally {
      await second.close()
    }
  })

  it('rejects when the port is taken, and closes what it opened', async () => {
    const first = await createServer({dataDir: tempDir(), port: 0})
    try {
      await expect(createServer({dataDir: tempDir(), port: first.port})).rejects.toMatchObject({code: 'EADDRINUSE'})
    } finally {
      await first.close()
    }
  })
})

describe('closing the server', () => {
  it('ends open listen streams', async () => {
    const server = await startTestServer()
    const stream = await openEventStream(`${server.url}/v1/data/listen/production?query=*`, {
      Authorization: `Bearer ${server.token}`,
    })
    await stream.next()
    await server.close()
    await stream.ended
    expect(stream.events.map((event) => event.event)).toEqual(['welcome'])
  })

  it('lets a request in flight finish, then closes without waiting for keep-alive timeouts', async () => {
    const server = await startTestServer()
    const started = Date.now()
    const response = new Promise<{status: number; body: string}>((resolve, reject) => {
      const req = httpRequest(
        `${server.url}/v1/data/mutate/production`,
        // `Expect: 100-continue` makes the server say when it has the request in hand.
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${server.token}`,
            'Content-Type': 'application/json',
            Expect: '100-continue',
          },
        },
        (res) => {
          let body = ''
          res.on('data', (chunk: Buffer) => (body += chunk.toString()))
          res.on('end', () => resolve({status: res.statusCode ?? 0, body}))
        },
      )
      req.on('error', reject)
      req.on('continue', () => {
        // Half a body: the request is in flight when the server starts closing.
        req.write('{"mutations": [{"create": ')
        void server.close()
        req.end('{"_id": "late", "_type": "post"}}]}')
      })
    })
    const {status, body} = await response
    expect(status, body).toBe(200)
    await server.close()
    expect(Date.now() - started).toBeLessThan(4000)
  })
})
