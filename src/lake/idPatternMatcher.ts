/**
 * A predicate for document ids matching any of the given GROQ path globs: `*` matches one
 * dot-separated segment, `**` any number of segments (so `drafts.**` matches every draft).
 */
export function idPatternMatcher(patterns: string[]): (id: string) => boolean {
  const regexes = patterns.map(globToRegExp)
  return (id) => regexes.some((regex) => regex.test(id))
}

function globToRegExp(pattern: string): RegExp {
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!
    if (char === '*') {
      if (pattern[i + 1] === '*') {
        source += '.*'
        i++
      } else {
        source += '[^.]*'
      }
    } else {
      source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    }
  }
  return new RegExp(`^${source}$`)
}
