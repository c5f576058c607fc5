/**
 * The colour scheme a user picked: follow the operating system, or always dark or light.
 * The order is the order the studio offers them in.
 * @public
 */
export const COLOR_SCHEME_PREFERENCES = ['system', 'dark', 'light'] as const

/**
 * A user's colour scheme choice.
 * @public
 */
export type ColorSchemePreference = (typeof COLOR_SCHEME_PREFERENCES)[number]

/** The scheme actually painted once `system` is resolved. */
export type ColorScheme = 'light' | 'dark'

/** Whether a value is a valid {@link ColorSchemePreference}. */
export function isColorSchemePreference(value: unknown): value is ColorSchemePreference {
  return typeof value === 'string' && (COLOR_SCHEME_PREFERENCES as readonly string[]).includes(value)
}

/** The part of the Web Storage API the colour scheme store uses. */
export type ColorSchemeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Options of {@link createColorSchemeStore}. */
export interface ColorSchemeStoreOptions {
  /**
   * Storage key. Make it per user and project (for example
   * `vellum.color-scheme.${projectId}.${userId}`) so people sharing a browser keep their own.
   */
  key: string
  /**
   * Where the choice is kept; defaults to `window.localStorage` when there is one. Without a
   * storage (or when it throws, as in some private modes) the choice lasts for the page only.
   */
  storage?: ColorSchemeStorage | null
}

/** A persisted colour scheme choice with the subscribe/snapshot pair React's `useSyncExternalStore` takes. */
export interface ColorSchemeStore {
  /** The current choice; `system` when nothing (or something invalid) is stored. */
  get(): ColorSchemePreference
  /** Stores a choice and tells every subscriber. */
  set(preference: ColorSchemePreference): void
  /** Calls `listener` after every change, including changes made in other tabs; returns the teardown. */
  subscribe(listener: () => void): () => void
}

function defaultStorage(): ColorSchemeStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Reading `localStorage` itself throws where storage is blocked.
    return null
  }
}

function read(storage: ColorSchemeStorage | null, key: string): ColorSchemePreference {
  try {
    const stored = storage?.getItem(key)
    return isColorSchemePreference(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

/**
 * Creates the store of one user's colour scheme choice. Framework-free; `useColorScheme`
 * is its React face.
 * @example
 * const store = createColorSchemeStore({key: `vellum.color-scheme.${projectId}.${userId}`})
 * store.set('dark')
 */
export function createColorSchemeStore({key, storage = defaultStorage()}: ColorSchemeStoreOptions): ColorSchemeStore {
  if (typeof key !== 'string' || key === '')
    throw new TypeError('createColorSchemeStore: `key` must be a non-empty string')
  let current = read(storage, key)
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  // Another tab changed the same key: adopt its value.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || (event.storageArea && event.storageArea !== storage)) return
    const next = read(storage, key)
    if (next === current) return
    current = next
    notify()
  }

  return {
    get: () => current,
    set(preference) {
      if (!isColorSchemePreference(preference)) {
        throw new TypeError(
          `Unknown colour scheme "${String(preference)}"; expected one of ${COLOR_SCHEME_PREFERENCES.join(', ')}`,
        )
      }
      if (preference === current) return
      current = preference
      try {
        if (preference === 'system') storage?.removeItem(key)
        else storage?.setItem(key, preference)
      } catch {
        // Storage full or blocked: keep the choice for this page rather than fail the click.
      }
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
      }
    },
  }
}
