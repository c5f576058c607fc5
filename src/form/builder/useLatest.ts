import {useLayoutEffect, useRef, type RefObject} from 'react'

/**
 * A ref holding the latest `value`, for callbacks that must keep their identity yet act on the
 * latest props. Read it in event handlers and effects, never while rendering.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value)
  useLayoutEffect(() => {
    ref.current = value
  })
  return ref
}
