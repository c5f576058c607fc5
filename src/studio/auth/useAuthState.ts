import {useSyncExternalStore} from 'react'
import type {AuthState} from './AuthState'
import type {AuthStore} from './createAuthStore'

/**
 * The current {@link AuthState} of a store, re-rendering on every change. The first component
 * to read a store starts its first check.
 *
 * @example
 * const state = useAuthState(store)
 * if (state.type === 'logged-in') return <p>Hello {state.user.name}</p>
 */
export function useAuthState(store: AuthStore): AuthState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}
