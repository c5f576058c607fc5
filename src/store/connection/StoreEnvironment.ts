import {fromEvent, NEVER, type Observable} from 'rxjs'

/**
 * What the store needs to know of the page it runs in: when the browser comes back online or
 * goes offline, when the page is left, and whether it is online now. Injected so the store stays
 * free of the DOM (tests and non-browser hosts pass their own); {@link browserEnvironment} reads
 * the window.
 * @beta
 */
export interface StoreEnvironment {
  /** Emits when the browser comes back online (`window` `online`). */
  online$: Observable<unknown>
  /** Emits when the browser goes offline (`window` `offline`). */
  offline$: Observable<unknown>
  /** Emits when the page is being left (`window` `pagehide`). */
  unload$: Observable<unknown>
  /** Whether the browser believes it is online (`navigator.onLine`). */
  isOnline(): boolean
}

/**
 * The environment of the current page: window events when `globalThis.window` exists, otherwise
 * (Node, workers) streams that never emit and "online".
 *
 * `pagehide` stands for unloading: unlike `unload`/`beforeunload` it fires reliably on mobile
 * browsers and when a page enters the back/forward cache, whose open sockets are closed anyway.
 */
export function browserEnvironment(): StoreEnvironment {
  const target = (globalThis as {window?: EventTarget}).window
  const isOnline = () => (globalThis as {navigator?: {onLine?: unknown}}).navigator?.onLine !== false
  if (target === undefined || typeof target.addEventListener !== 'function') {
    return {online$: NEVER, offline$: NEVER, unload$: NEVER, isOnline}
  }
  return {
    online$: fromEvent(target, 'online'),
    offline$: fromEvent(target, 'offline'),
    unload$: fromEvent(target, 'pagehide'),
    isOnline,
  }
}

/**
 * The environment a store uses: the parts given, the page's own for the rest.
 *
 * @param given - parts to use instead of the page's (e.g. subjects in tests)
 */
export function resolveEnvironment(given: Partial<StoreEnvironment> = {}): StoreEnvironment {
  const page = browserEnvironment()
  return {
    online$: given.online$ ?? page.online$,
    offline$: given.offline$ ?? page.offline$,
    unload$: given.unload$ ?? page.unload$,
    isOnline: given.isOnline ?? page.isOnline,
  }
}
