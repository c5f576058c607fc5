import {useLayoutEffect, useState, type RefObject} from 'react'

/** What a virtualised list scrolls with: the nearest scrolling ancestor, or the window. */
export type ScrollParent = {kind: 'element'; element: HTMLElement} | {kind: 'window'}

/**
 * The element a virtualised list inside `ref` scrolls with — the nearest ancestor whose
 * content scrolls (`overflow-y: auto | scroll | overlay`), such as a document pane or a
 * dialog's body — or the window when there is none. Undefined until the element is mounted.
 */
export function useScrollParent(ref: RefObject<HTMLElement | null>): ScrollParent | undefined {
  const [parent, setParent] = useState<ScrollParent>()
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const found = scrollingAncestor(element)
    setParent((current) => {
      if (found)
        return current?.kind === 'element' && current.element === found ? current : {kind: 'element', element: found}
      return current?.kind === 'window' ? current : {kind: 'window'}
    })
  }, [ref])
  return parent
}

function scrollingAncestor(element: HTMLElement): HTMLElement | undefined {
  const view = element.ownerDocument.defaultView
  for (let node = element.parentElement; node && node !== element.ownerDocument.body; node = node.parentElement) {
    const overflow = view?.getComputedStyle(node).overflowY
    if (overflow === 'auto' || overflow === 'scroll' || overflow === 'overlay') return node
  }
  return undefined
}
