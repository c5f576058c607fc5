import {useLayoutEffect, useState, type RefObject} from 'react'

/**
 * The width of an element in pixels, kept up to date with a `ResizeObserver`; undefined until
 * measured, and while the element has no layout (a width of 0, as in a hidden tab or a test
 * DOM), so callers can treat "unknown" as the wide layout.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = (measured: number) => setWidth(measured > 0 ? measured : undefined)
    measure(element.getBoundingClientRect().width)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1]
      if (entry) measure(entry.contentRect.width)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}
