import {describe, expect, it} from 'vitest'
import {authTokenKey, clearAuthToken, memoryTokenStorage, readAuthToken, writeAuthToken} from '../../../src/studio/auth'

describe('authTokenKey', () => {
  it('is __studio_auth_token_ followed by the project id', () => {
    expect(authTokenKey('local')).toBe('__studio_auth_token_local')
  })

  it('refuses an invalid project id', () => {
    expect(() => authTokenKey('')).toThrow('Invalid project id ""')
    expect(() => authTokenKey('a b')).toThrow('Invalid project id "a b"')
    expect(() => authTokenKey(undefined as unknown as string)).toThrow('Invalid project id "undefined"')
  })
})

describe('stored tokens', () => {
  it('are kept as {token, time} with the time they were stored', () => {
    const storage = memoryTokenStorage()
    expect(writeAuthToken(storage, 'k', 'abc', new Date('2026-03-01T10:00:00Z'))).toBe(true)
    expect(JSON.parse(storage.getItem('k')!)).toEqual({token: 'abc', time: '2026-03-01T10:00:00.000Z'})
    expect(readAuthToken(storage, 'k')).toEqual({token: 'abc', time: '2026-03-01T10:00:00.000Z'})
  })

  it('read as none when missing, damaged or without a token', () => {
    const storage = memoryTokenStorage()
    expect(readAuthToken(storage, 'k')).toBeNull()
    for (const damaged of ['not json', '"abc"', 'null', '{"time":"x"}', '{"token":""}']) {
      storage.setItem('k', damaged)
      expect(readAuthToken(storage, 'k')).toBeNull()
    }
  })

  it('are removed by clearAuthToken', () => {
    const storage = memoryTokenStorage()
    writeAuthToken(storage, 'k', 'abc', new Date())
    clearAuthToken(storage, 'k')
    expect(storage.getItem('k')).toBeNull()
  })

  it('survive a storage that refuses access: reads are none, writes report failure', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(readAuthToken(refusing, 'k')).toBeNull()
    expect(writeAuthToken(refusing, 'k', 'abc', new Date())).toBe(false)
    expect(() => clearAuthToken(refusing, 'k')).not.toThrow()
  })
})
