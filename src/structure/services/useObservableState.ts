import {useLayoutEffect, useState} from 'react'
import type {Observable} from 'rxjs'

/**
 * What {@link useObservableState} gives: the latest value (or the initial one), and the error the observable ended with.
 * @beta
 */
export interface ObservableState<T> {
  /** The latest value emitted, or the initial one until the first. */
  value: T
  /** What the observable ended with when it errored; undefined otherwise. */
  error: unknown
}

/**
 * The latest value of an observable, subscribed while the component is mounted; `initial`
 * until it emits. Pass a memoised observable: a new one is subscribed afresh, from `initial`.
 * An error ends the subscription and is returned as `error`.
 *
 * The values are React state, so one emitted inside a transition renders in it: typing's
 * changes (which the form hands on in a transition) render the document pane after the
 * keystroke has painted, as they would not through `useSyncExternalStore`. The subscription
 * starts before the first paint, so a value the observable has at once is what first shows.
 */
export function useObservableState<T>(observable: Observable<T> | null, initial: T): ObservableState<T> {
  const [held, setHeld] = useState<Held<T>>(() => ({observable, state: {value: initial, error: undefined}}))
  let current = held
  if (held.observable !== observable) {
    // Adjusting state to a new observable while rendering: React renders again at once.
    current = {observable, state: {value: initial, error: undefined}}
    setHeld(current)
  }
  useLayoutEffect(() => {
    if (!observable) return
    const update = (next: (state: ObservableState<T>) => ObservableState<T>) =>
      setHeld((previous) => {
        if (previous.observable !== observable) return previous
        const state = next(previous.state)
        return state === previous.state ? previous : {observable, state}
      })
    // The same value again is no update at all (not even a render that bails out).
    let last: {value: T} | undefined
    const subscription = observable.subscribe({
      next: (value) => {
        if (last && Object.is(last.value, value)) return
        last = {value}
        update((state) =>
          Object.is(value, state.value) && state.error === undefined ? state : {value, error: undefined},
        )
      },
      error: (error: unknown) => update((state) => ({value: state.value, error: error ?? new Error('Unknown error')})),
    })
    return () => subscription.unsubscribe()
  }, [observable])
  return current.state
}

interface Held<T> {
  observable: Observable<T> | null
  state: ObservableState<T>
}
