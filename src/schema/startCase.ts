/**
 * Turns a type or field name into a title: words split at camelCase humps, underscores,
 * dashes, dots and spaces, each capitalised and joined with single spaces. Acronyms stay
 * together and digits stay with their word (unlike lodash, `h1` stays `H1`).
 *
 * @param name - A type or field name.
 * @returns The humanised title.
 * @example
 * ```ts
 * startCase('publishedAt') // 'Published At'
 * startCase('seo_metaTitle') // 'Seo Meta Title'
 * startCase('HTMLContent') // 'HTML Content'
 * ```
 */
export function startCase(name: string): string {
  let title = titles.get(name)
  if (title === undefined) {
    title = humanise(name)
    // Names repeat across types and schemas; a bounded memo keeps compiling cheap.
    if (titles.size > 10_000) titles.clear()
    titles.set(name, title)
  }
  return title
}

const titles = new Map<string, string>()

function humanise(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}
