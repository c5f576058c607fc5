import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterEach, describe, expect, it} from 'vitest'
import {createServer, type VellumServer} from '../../../src/server'
import {postSignIn} from '../support/signIn'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const errors: unknown[] = []
async function start(dataDir?: string): Promise<{server: VellumServer; dataDir: string}> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'vellum-limit-'))
  if (!dataDir) cleanups.push(() => rmSync(dir, {recursive: true, force: true}))
  const server = await createServer({port: 0, dataDir: dir, onError: (error) => errors.push(error)})
  cleanups.push(() => server.close())
  return {server, dataDir: dir}
}

const ada = {email: 'ada@example.com', password: 'analytical-engine'}
const wrong = (email = ada.email) => ({email, password: `wrong-password-${email}`})

async function failTimes(url: string, times: number, email = ada.email): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < times; i++) statuses.push((await postSignIn(url, wrong(email))).status)
  return statuses
}

describe('failed sign-in limits', () => {
  it('answers 429 with Retry-After after 5 failures for an account, even with the right password', async () => {
    const {server} = await start()
    await server.users.add({...ada, name: 'Ada', roles: ['editor']})
    expect(await failTimes(server.url, 5)).toEqual([401, 401, 401, 401, 401])
    const blocked = await postSignIn(server.url, ada)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60)
    expect(JSON.parse(blocked.text)).toEqual({
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many failed sign-ins/),
      statusCode: 429,
    })
    expect(blocked.setCookie).toBeUndefined()
    // Another account from the same address is still under the address limit.
    await server.users.add({email: 'bob@example.com', name: 'Bob', password: 'bobs-password', roles: ['viewer']})
    expect((await postSignIn(server.url, {email: 'BOB@example.com', password: 'bobs-password'})).status).toBe(302)
  })

  it('counts the same account in any letter case', async () => {
    const {server} = await start()
    await server.users.add({...ada, name: 'Ada', roles: ['editor']})
    for (const email of [
      'ada@example.com',
      'ADA@example.com',
      'Ada@Example.com',
      ' ada@example.com',
      'ada@EXAMPLE.com',
    ]) {
      expect((await postSignIn(server.url, wrong(email))).status).toBe(401)
    }
    expect((await postSignIn(server.url, ada)).status).toBe(429)
  })

  it('slows attempts down after 20 failures from one address, across accounts, without refusing a correct password', async () => {
    const {server} = await start()
    await server.users.add({...ada, name: 'Ada', roles: ['editor']})
    for (const who of ['a', 'b', 'c', 'd', 'e'])
      expect(await failTimes(server.url, 4, `${who}@example.com`)).toEqual([401, 401, 401, 401])
    // The 21st attempt from the address waits half a second before its password is checked.
    const began = performance.now()
    const signedIn = await postSignIn(server.url, ada)
    expect(signedIn.status).toBe(302)
    expect(performance.now() - began).toBeGreaterThanOrEqual(450)
    expect(signedIn.headers.get('retry-after')).toBeNull()
  })

  it('keeps counting across a restart', async () => {
    const first = await start()
    await first.server.users.add({...ada, name: 'Ada', roles: ['editor']})
    await failTimes(first.server.url, 5)
    await first.server.close()
    const second = await start(first.dataDir)
    expect((await postSignIn(second.server.url, ada)).status).toBe(429)
  })

  it('clears an account’s count after a successful sign-in', async () => {
    const {server} = await start()
    await server.users.add({...ada, name: 'Ada', roles: ['editor']})
    await failTimes(server.url, 4)
    expect((await postSignIn(server.url, ada)).status).toBe(302)
    expect(await failTimes(server.url, 4)).toEqual([401, 401, 401, 401])
    expect((await postSignIn(server.url, ada)).status).toBe(302)
  })

  it('shows browsers the limit on the sign-in page with status 429', async () => {
    const {server} = await start()
    await failTimes(server.url, 5)
    const page = await postSignIn(server.url, ada, {headers: {Accept: 'text/html'}})
    expect(page.status).toBe(429)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.text).toMatch(/role="alert">Too many failed sign-ins. Try again in 15 minutes.</)
  })

  it('never puts passwords in responses or the error log', async () => {
    const {server} = await start()
    const seen: string[] = []
    for (const credentials of [wrong(), wrong(), ada]) {
      const result = await postSignIn(server.url, credentials)
      seen.push(result.text, JSON.stringify([...result.headers]))
    }
    const text = seen.join('\n')
    expect(text).not.toContain('wrong-password')
    expect(text).not.toContain(ada.password)
    expect(errors).toEqual([])
  })
})
