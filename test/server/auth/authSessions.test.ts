import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {hashPassword, verifyPassword} from '../../../src/server/auth/passwordHash'
import {SESSION_TTL_MS, SessionStore, SIGN_IN_ID_TTL_MS} from '../../../src/server/auth/SessionStore'
import {UserInputError, UserStore} from '../../../src/server/auth/UserStore'
import {sqliteStorage, type SqliteStorage} from '../../../src/server/sqliteStorage'

let dir: string
let storage: SqliteStorage
let clock: number
let users: UserStore
let sessions: SessionStore
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vellum-sessions-'))
  storage = sqliteStorage({filename: join(dir, 'vellum.db')})
  clock = Date.parse('2030-01-01T00:00:00Z')
  users = new UserStore(storage.db)
  sessions = new SessionStore(storage.db, () => clock)
})
afterEach(() => {
  storage.close()
  rmSync(dir, {recursive: true, force: true})
})

const addUser = (email = 'ada@example.com') =>
  users.add({email, name: 'Ada', roles: ['editor'], password: 'analytical-engine'})

describe('password hashes', () => {
  it('are salted scrypt hashes with their parameters, checked in constant time', async () => {
    const first = await hashPassword('correct horse')
    const second = await hashPassword('correct horse')
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
    expect(first).not.toBe(second)
    expect(first).not.toContain('correct')
    expect(await verifyPassword('correct horse', first)).toBe(true)
    expect(await verifyPassword('correct horsE', first)).toBe(false)
    expect(await verifyPassword('correct horse', 'plain-text')).toBe(false)
    expect(await verifyPassword('correct horse', 'scrypt$x$8$1$abc$def')).toBe(false)
  })

  it('are all the database keeps of a password', async () => {
    await addUser()
    const row = storage.db.prepare('SELECT * FROM users').get() as Record<string, unknown>
    expect(JSON.stringify(row)).not.toContain('analytical-engine')
    expect(row.password_hash).toMatch(/^scrypt\$/)
  })
})

describe('UserStore', () => {
  it('keeps e-mails unique regardless of case and checks roles and passwords', async () => {
    await addUser()
    await expect(addUser('ADA@example.com')).rejects.toThrow(UserInputError)
    await expect(users.add({email: 'x@example.com', name: 'X', roles: ['owner']})).rejects.toThrow(
      /Unknown role "owner"/,
    )
    await expect(users.add({email: 'x@example.com', name: 'X', roles: [], password: 'short'})).rejects.toThrow(
      /at least 8/,
    )
    await expect(users.add({email: 'not an email', name: 'X', roles: []})).rejects.toThrow(/not an e-mail/)
    await expect(users.add({email: 'x@example.com', name: '  ', roles: []})).rejects.toThrow(/needs a name/)
    expect(users.count()).toBe(1)
  })

  it('cannot sign in a user without a password', async () => {
    await users.add({email: 'sso@example.com', name: 'SSO', roles: ['viewer']})
    expect(await users.checkPassword('sso@example.com', '')).toBeUndefined()
    expect(await users.checkPassword('sso@example.com', 'anything-at-all')).toBeUndefined()
  })
})

describe('SessionStore', () => {
  it('stores only hashes of session tokens and sign-in ids', async () => {
    const user = await addUser()
    const login = sessions.startLogin(user.id)
    const dump = JSON.stringify([
      storage.db.prepare('SELECT * FROM sessions').all(),
      storage.db.prepare('SELECT * FROM sign_in_ids').all(),
    ])
    expect(dump).not.toContain(login.cookieToken)
    expect(dump).not.toContain(login.sid)
  })

  it('exchanges a sign-in id once, and not after 5 minutes', async () => {
    const user = await addUser()
    const fresh = sessions.startLogin(user.id)
    expect(fresh.sid.length).toBeGreaterThanOrEqual(20)
    const late = sessions.startLogin(user.id)
    clock += SIGN_IN_ID_TTL_MS - 1
    expect(sessions.exchangeSignInId(fresh.sid)).toMatch(/^vs/)
    expect(sessions.exchangeSignInId(fresh.sid)).toBeUndefined()
    clock += 1
    expect(sessions.exchangeSignInId(late.sid)).toBeUndefined()
  })

  it('hands out tokens that expire with their sign-in after 30 days', async () => {
    const user = await addUser()
    const login = sessions.startLogin(user.id)
    clock += 60_000
    const token = sessions.exchangeSignInId(login.sid)!
    expect(sessions.exchangeSignInId(login.sid)).toBeUndefined()
    expect(sessions.verify(token)).toMatchObject({userId: user.id, loginId: login.loginId, expiresAt: login.expiresAt})
    clock = login.expiresAt.getTime() - 1
    expect(sessions.verify(token)).toBeDefined()
    expect(sessions.verify(login.cookieToken)).toBeDefined()
    clock += 1
    expect(sessions.verify(token)).toBeUndefined()
    expect(sessions.verify(login.cookieToken)).toBeUndefined()
    expect(login.expiresAt.getTime() - Date.parse('2030-01-01T00:00:00Z')).toBe(SESSION_TTL_MS)
  })

  it('ends every token of a sign-in together, and only that sign-in', async () => {
    const user = await addUser()
    const one = sessions.startLogin(user.id)
    const two = sessions.startLogin(user.id)
    const token = sessions.exchangeSignInId(one.sid)!
    sessions.endLogin(one.loginId)
    expect(sessions.verify(token)).toBeUndefined()
    expect(sessions.verify(one.cookieToken)).toBeUndefined()
    expect(sessions.verify(two.cookieToken)).toBeDefined()
    expect(sessions.exchangeSignInId(two.sid)).toBeDefined()
  })

  it('ends the sessions of a removed user', async () => {
    const user = await addUser()
    const login = sessions.startLogin(user.id)
    users.remove('ADA@example.com')
    expect(sessions.verify(login.cookieToken)).toBeUndefined()
    expect(sessions.exchangeSignInId(login.sid)).toBeUndefined()
  })
})
