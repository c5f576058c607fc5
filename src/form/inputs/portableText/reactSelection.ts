/**
 * Keeps React DOM from measuring the selection in a ProseMirror editor's content element on
 * every commit.
 *
 * Before each commit anywhere on the page, React DOM notes the focused element's selection, to
 * put it back if the commit moved the focus. For a focused element whose `contentEditable`
 * property reads "true", the note is the caret's character offset, counted by walking every
 * node from the element's start to the caret: thousands of nodes in a long body, and the form
 * commits after every keystroke. ProseMirror keeps the editor's selection itself, so React has
 * nothing to put back there.
 *
 * The element's own `contentEditable` property therefore reads "inherit" where it would read
 * "true". The attribute, `isContentEditable` and editing are untouched, and setting the
 * property still sets the attribute. Returns the function that takes the override back.
 */
export function hideEditableFromReact(element: HTMLElement): () => void {
  const native = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'contentEditable')
  const {get, set} = native ?? {}
  if (!get || !set) return () => {}
  Object.defineProperty(element, 'contentEditable', {
    configurable: true,
    get(this: HTMLElement) {
      const value = get.call(this) as string
      return value === 'true' ? 'inherit' : value
    },
    set(this: HTMLElement, value: string) {
      set.call(this, value)
    },
  })
  return () => void delete (element as {contentEditable?: string}).contentEditable
}
