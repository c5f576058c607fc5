import {useMemo, useSyncExternalStore} from 'react'
import type {Observable} from 'rxjs'

/** The state of an observable as a component sees it: its latest value, or its error. */
export interface ObservableState<T> {
  value: T
  error: unknown
}

/**
 * The latest value of an observable (`initial` until the first), and its error if it failed,
 * re-rendering on each change. Subscribes while mounted; a new observable (compare by identity,
 * so memoize it) starts over from `initial`. Null subscribes to nothing.
 */
export function useObservableState<T>(source: Observable<T> | null, initial: T): ObservableState<T> {
  // `initial` is read once per source, as a new source starts over anyway.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => snapshotStore(source, initial), [source])
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}

function snapshotStore<T>(source: Observable<T> | null, initial: T) {
  let current: ObservableState<T> = {value: initial, error: undefined}
  return {
    subscribe(listener: () => void) {
      if (!source) return () => {}
      const subscription = source.subscribe({
        next(value) {
          current = {value, error: undefined}
          listener()
        },
        error(error: unknown) {
          current = {value: current.value, error}
          listener()
        },
      })
      return () => subscription.unsubscribe()
    },
    getSnapshot: () => current,
  }
}
