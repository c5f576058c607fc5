import type {NewDocumentCreateOption} from './NewDocumentCreateOption'

/** What a filter text is split into parts on: spaces, hyphens and underscores. */
const PART_SEPARATOR = /[\s\-_]+/

/**
 * The options whose title matches a filter text, best first. The text is
 * split on spaces, hyphens and underscores, and every part must appear in the title, ignoring
 * case. Titles that start with the whole text come first (spaces, hyphens and underscores
 * count as the same separator there), then the others; within each group the options keep
 * their order. An empty text keeps every option.
 *
 * @example
 * ```ts
 * filterNewDocumentOptions(options, 'blog-po') // 'Blog post' first, then 'Post for blog'
 * ```
 */
export function filterNewDocumentOptions<T extends Pick<NewDocumentCreateOption, 'title'>>(
  options: readonly T[],
  filter: string,
): T[] {
  const parts = partsOf(filter)
  if (parts.length === 0) return [...options]
  const prefix = parts.join(' ')
  const starting: T[] = []
  const containing: T[] = []
  for (const option of options) {
    const title = option.title.toLowerCase()
    if (!parts.every((part) => title.includes(part))) continue
    if (partsOf(title).join(' ').startsWith(prefix)) starting.push(option)
    else containing.push(option)
  }
  return [...starting, ...containing]
}

function partsOf(text: string): string[] {
  return text.toLowerCase().split(PART_SEPARATOR).filter(Boolean)
}
