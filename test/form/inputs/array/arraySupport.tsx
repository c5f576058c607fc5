import {vi} from 'vitest'

/**
 * Gives array rows a layout, which happy-dom has none of: each row (and what is inside it) is
 * 40 px high, one under the other by `data-index`, so dnd-kit's keyboard sensor finds the
 * neighbours it moves an item past. Restore with `vi.restoreAllMocks()`.
 */
export function stubRowLayout() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-index]')
    const top = row ? Number(row.getAttribute('data-index')) * 50 : 0
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + 40,
      width: 300,
      height: 40,
      toJSON: () => ({}),
    } as DOMRect
  })
}

/** The list item (row) of an array showing `text`. */
export function rowOf(text: string): HTMLElement {
  const rows = document.querySelectorAll<HTMLElement>('[role="listitem"]')
  const row = [...rows].find((candidate) => candidate.textContent?.includes(text))
  if (!row) throw new Error(`No row showing "${text}"`)
  return row
}
