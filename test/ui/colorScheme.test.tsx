import {act, cleanup, render, screen} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {createColorSchemeStore, useColorScheme, type ColorSchemeStorage, type ColorSchemeStore} from '../../src/ui'

const KEY = 'vellum.color-scheme.p1.u1'

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** A Map-backed storage, for the cases where the browser's own one should not be touched. */
function mapStorage(): ColorSchemeStorage & {data: Map<string, string>} {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

/** Makes `prefers-color-scheme: dark` match or not, and lets the test flip it. */
function mockSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>()
  const list = {
    get matches() {
      return dark
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  vi.spyOn(window, 'matchMedia').mockImplementation(() => list as unknown as MediaQueryList)
  return (next: boolean) => {
    dark = next
    listeners.forEach((listener) => listener())
  }
}

describe('createColorSchemeStore', () => {
  it('starts at system and takes system, dark and light, naming them when refusing anything else', () => {
    const store = createColorSchemeStore({key: KEY, storage: mapStorage()})
    expect(store.get()).toBe('system')
    for (const preference of ['dark', 'light', 'system'] as const) {
      store.set(preference)
      expect(store.get()).toBe(preference)
    }
    expect(() => store.set('auto' as never)).toThrow(
      'Unknown colour scheme "auto"; expected one of system, dark, light',
    )
  })

  it('persists the choice in localStorage under the given key, per user', () => {
    const ada = createColorSchemeStore({key: KEY})
    ada.set('dark')
    expect(localStorage.getItem(KEY)).toBe('dark')
    expect(createColorSchemeStore({key: KEY}).get()).toBe('dark')
    expect(createColorSchemeStore({key: 'vellum.color-scheme.p1.u2'}).get()).toBe('system')
    ada.set('system')
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('tells subscribers about changes until they unsubscribe', () => {
    const store = createColorSchemeStore({key: KEY, storage: mapStorage()})
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.set('light')
    store.set('light')
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    store.set('dark')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('ignores an invalid stored value and rejects an invalid choice', () => {
    const storage = mapStorage()
    storage.data.set(KEY, 'sepia')
    const store = createColorSchemeStore({key: KEY, storage})
    expect(store.get()).toBe('system')
    expect(() => store.set('sepia' as never)).toThrow('Unknown colour scheme "sepia"')
  })

  it('keeps working for the page when storage throws', () => {
    const broken: ColorSchemeStorage = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {},
    }
    const store = createColorSchemeStore({key: KEY, storage: broken})
    expect(store.get()).toBe('system')
    store.set('dark')
    expect(store.get()).toBe('dark')
  })

  it('follows a change made in another tab', () => {
    const store = createColorSchemeStore({key: KEY})
    const listener = vi.fn()
    store.subscribe(listener)
    localStorage.setItem(KEY, 'light')
    window.dispatchEvent(new StorageEvent('storage', {key: KEY, newValue: 'light', storageArea: localStorage}))
    expect(store.get()).toBe('light')
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('needs a key', () => {
    expect(() => createColorSchemeStore({key: ''})).toThrow('`key` must be a non-empty string')
  })
})

describe('useColorScheme', () => {
  function Probe({store}: {store: ColorSchemeStore}) {
    const {preference, scheme} = useColorScheme(store)
    return <output>{`${preference}:${scheme}`}</output>
  }

  it('resolves system against the operating system and follows it when it changes', () => {
    const setSystemDark = mockSystemScheme(false)
    const store = createColorSchemeStore({key: KEY, storage: mapStorage()})
    render(<Probe store={store} />)
    expect(screen.getByRole('status').textContent).toBe('system:light')
    act(() => setSystemDark(true))
    expect(screen.getByRole('status').textContent).toBe('system:dark')
    act(() => store.set('light'))
    expect(screen.getByRole('status').textContent).toBe('light:light')
  })
})
