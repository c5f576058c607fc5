import {useMemo, useSyncExternalStore} from 'react'
import type {Observable} from 'rxjs'

interface ObservableSnapshotStore<T> {
  subscribe(listener: () => void): () => void
  getSnapshot(): T
}

/** Keeps the latest value of an observable for `useSyncExternalStore`; errors end it at the last value. */
function snapshotStore<T>(
  source: Observable<T>,
  initial: T,
  onError: (error: unknown) => void,
): ObservableSnapshotStore<T> {
  let current = initial
  return {
    subscribe(listener) {
      const subscription = source.subscribe({
        next(value) {
          current = value
          listener()
        },
        error: onError,
      })
      return () => subscription.unsubscribe()
    },
    getSnapshot: () => current,
  }
}

const logError = (error: unknown) => console.error(error)

/**
 * The latest value of an observable, re-rendering on each new one: `initial` until the first.
 * Subscribes while the component is mounted; pass the same observable across renders (a new
 * one starts over from `initial`). An error is handed to `onError` (logged by default) and the
 * last value stays.
 */
export function useObservableValue<T>(
  source: Observable<T>,
  initial: T,
  onError: (error: unknown) => void = logError,
): T {
  // `initial` and `onError` are read once per source, as a new source starts over anyway.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => snapshotStore(source, initial, onError), [source])
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
