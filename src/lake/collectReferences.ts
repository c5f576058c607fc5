/**
 * Every `_ref` held anywhere in a value, deduplicated. This is what GROQ's `references()`
 * matches, so storages index exactly these ids.
 */
export function collectReferences(value: unknown): string[] {
  const refs = new Set<string>()
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item)
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key === '_ref' && typeof child === 'string') refs.add(child)
        else if (typeof child === 'object') visit(child)
      }
    }
  }
  visit(value)
  return [...refs]
}
