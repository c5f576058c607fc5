import {useEffect, useState} from 'react'

/** `value`, once it has stayed the same for `delay` ms (an empty string passes at once, so clearing is instant). */
export function useDebouncedValue(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return value === '' ? '' : debounced
}
