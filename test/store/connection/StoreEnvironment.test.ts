import {Subject} from 'rxjs'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {browserEnvironment, resolveEnvironment} from '../../../src/store/connection'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('browserEnvironment', () => {
  it('follows the window online, offline and pagehide events and navigator.onLine', () => {
    const window = new EventTarget()
    vi.stubGlobal('window', window)
    vi.stubGlobal('navigator', {onLine: false})
    const environment = browserEnvironment()
    const seen: string[] = []
    const subscriptions = [
      environment.online$.subscribe(() => seen.push('online')),
      environment.offline$.subscribe(() => seen.push('offline')),
      environment.unload$.subscribe(() => seen.push('unload')),
    ]
    for (const type of ['offline', 'online', 'pagehide']) window.dispatchEvent(new Event(type))
    subscriptions.forEach((subscription) => subscription.unsubscribe())
    expect(seen).toEqual(['offline', 'online', 'unload'])
    expect(environment.isOnline()).toBe(false)
  })

  it('never emits and says online where there is no window', () => {
    vi.stubGlobal('window', undefined)
    const environment = browserEnvironment()
    const seen: unknown[] = []
    const subscription = environment.online$.subscribe({
      next: (value) => seen.push(value),
      complete: () => seen.push('complete'),
    })
    subscription.unsubscribe()
    expect(seen).toEqual([])
    expect(environment.isOnline()).toBe(true)
  })
})

describe('resolveEnvironment', () => {
  it('uses the parts given and the page for the rest', () => {
    const unload$ = new Subject<void>()
    const environment = resolveEnvironment({unload$, isOnline: () => false})
    expect(environment.unload$).toBe(unload$)
    expect(environment.isOnline()).toBe(false)
    expect(environment.online$).toBeDefined()
  })
})
