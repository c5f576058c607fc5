import {useEffect, useState} from 'react'
import type {Subscribable} from '../upload/FormAssetServices'

/**
 * The latest value of a subscribable, subscribed while the component is mounted and again
 * whenever `source` changes (memoise it); `initial` until the first value, and again after a
 * change of source. An error is kept as `error`.
 */
export function useSubscribed<T>(source: Subscribable<T> | undefined, initial: T): {value: T; error: unknown} {
  const [state, setState] = useState<{source: Subscribable<T> | undefined; value: T; error: unknown}>({
    source,
    value: initial,
    error: undefined,
  })
  useEffect(() => {
    if (!source) return undefined
    const subscription = source.subscribe({
      next: (value) => setState({source, value, error: undefined}),
      error: (error: unknown) => setState((previous) => ({source, value: previous.value, error})),
    })
    return () => subscription.unsubscribe()
  }, [source])
  // A value of an earlier source is not shown for the new one.
  return state.source === source ? state : {value: initial, error: undefined}
}
