import {useCallback, useState} from 'react'

/**
 * State that a parent may control: while `value` is defined it wins and changes only go out
 * through `onChange`; otherwise the component keeps its own state, starting at `defaultValue`.
 */
export function useControllableState<T>(
  value: T | undefined,
  onChange: ((next: T) => void) | undefined,
  defaultValue: T,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue)
  const controlled = value !== undefined
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next)
      onChange?.(next)
    },
    [controlled, onChange],
  )
  return [controlled ? value : own, set]
}
