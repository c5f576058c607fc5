import {useLayoutEffect, useRef, type RefObject} from 'react'

/**
 * A ref that always holds the latest `value`, for timers and listeners that must call the
 * current callback without restarting whenever the parent passes a new function.
 */
export function useLatestRef<T>(value: T): RefObject<T> {
  const ref = useRef(value)
  useLayoutEffect(() => {
    ref.current = value
  })
  return ref
}
