import {useMemo, useSyncExternalStore} from 'react'
import type {Observable} from 'rxjs'

/** What {@link useObservableState} gives: the latest value (or the initial one), and the error the observable ended with. */
export interface ObservableState<T> {
  value: T
  error: unknown
}

/**
 * The latest value of an observable, subscribed while the component is mounted (with
 * `useSyncExternalStore`); `initial` until it emits. Pass a memoised observable: a new one
 * is subscribed afresh. An error ends the subscription and is returned as `error`.
 */
export function useObservableState<T>(observable: Observable<T> | null, initial: T): ObservableState<T> {
  const store = useMemo(() => createObservableStore(observable, initial), [observable]) // eslint-disable-line react-hooks/exhaustive-deps -- `initial` only seeds a new store
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}

function createObservableStore<T>(observable: Observable<T> | null, initial: T) {
  let state: ObservableState<T> = {value: initial, error: undefined}
  return {
    subscribe(onChange: () => void) {
      if (!observable) return () => {}
      const subscription = observable.subscribe({
        next: (value) => {
          if (Object.is(value, state.value) && state.error === undefined) return
          state = {value, error: undefined}
          onChange()
        },
        error: (error: unknown) => {
          state = {value: state.value, error: error ?? new Error('Unknown error')}
          onChange()
        },
      })
      return () => subscription.unsubscribe()
    },
    getSnapshot: () => state,
  }
}
