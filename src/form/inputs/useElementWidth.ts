import {useLayoutEffect, useRef, useState, type RefObject} from 'react'
import {flushSync} from 'react-dom'

/**
 * The width of an element in pixels, kept up to date with a `ResizeObserver`; undefined until
 * measured, and while the element has no layout (a width of 0, as in a hidden tab or a test
 * DOM), so callers can treat "unknown" as the wide layout. It reads the width when it mounts,
 * which lays the page out there and then: where only "narrower than" matters, use
 * {@link useNarrowerThan}.
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

/**
 * Whether an element is narrower than `maxWidth` pixels (its border box); false until
 * measured, and while the element has no layout (a width of 0, as in a hidden tab or a test
 * DOM), so "unknown" is the wide layout. Kept up to date with a `ResizeObserver`.
 *
 * It is measured first in the frame that first paints the element, before the paint (a
 * narrow element is rendered narrow there and then, never painted wide), not while React
 * commits: reading a width then makes the browser lay the page out in the middle of the
 * commit, and again once the commit's other changes are in. A wide element (the usual case)
 * is not rendered again.
 */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, maxWidth: number): boolean {
  const [narrow, setNarrow] = useState(false)
  const shown = useRef(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    // Only a change is rendered (the first one before the frame's paint).
    const measure = (width: number, now: boolean) => {
      const next = width > 0 && width < maxWidth
      if (next === shown.current) return
      shown.current = next
      if (now) flushSync(() => setNarrow(next))
      else setNarrow(next)
    }
    const frame = requestAnimationFrame(() => measure(element.getBoundingClientRect().width, true))
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver((entries) => {
            const entry = entries[entries.length - 1]
            if (entry) measure(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width, false)
          })
    observer?.observe(element, {box: 'border-box'})
    return () => {
      cancelAnimationFrame(frame)
      observer?.disconnect()
    }
  }, [ref, maxWidth])
  return narrow
}
