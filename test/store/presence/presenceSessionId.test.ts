import {describe, expect, it} from 'vitest'
import {PRESENCE_SESSION_STORAGE_KEY, presenceSessionId, type SessionIdStorage} from '../../../src/store/presence'

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial))
  const storage: SessionIdStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  }
  return {storage, items}
}

describe('presenceSessionId', () => {
  it('makes a 16-character id and keeps it in session storage', () => {
    const {storage, items} = memoryStorage()
    const id = presenceSessionId(storage)
    expect(id).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(items.get(PRESENCE_SESSION_STORAGE_KEY)).toBe(id)
    expect(presenceSessionId(storage)).toBe(id)
  })

  it('replaces a stored value that is not a session id', () => {
    const {storage} = memoryStorage({[PRESENCE_SESSION_STORAGE_KEY]: 'too short'})
    expect(presenceSessionId(storage)).toMatch(/^[A-Za-z0-9]{16}$/)
  })

  it('still gives an id when the storage throws or there is none', () => {
    const broken: SessionIdStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(presenceSessionId(broken)).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(presenceSessionId(null)).not.toBe(presenceSessionId(null))
  })
})
