/**
 * Compiles a GROQ `path()` pattern into the regular expression groq-js matches ids with.
 *
 * The pattern is split on `.` into segments: `*` matches one segment (one or more characters
 * other than `.`), `**` matches any run of characters including dots (possibly empty), and
 * every other segment matches itself literally.
 *
 * groq-js 1.30 joins the segments with an unescaped `.`, so the separator matches ANY one
 * character, not only a dot: `path("drafts.**")` also matches `"draftsX1"`. The query planner
 * must select exactly the documents groq-js would, so this mirrors that behaviour; storage
 * that translates a pattern to SQL may fetch a superset (e.g. `LIKE 'drafts_%'`) and check
 * each row with {@link matchesPathGlob}.
 *
 * @param pattern - a GROQ path pattern such as `drafts.**` or `a.*.c`
 * @returns an anchored regular expression
 * @example
 * ```ts
 * pathGlobToRegExp('drafts.**').test('drafts.post-1') // true
 * pathGlobToRegExp('a.*').test('a.b.c') // false
 * ```
 */
export function pathGlobToRegExp(pattern: string): RegExp {
  const segments = pattern.split('.').map((segment) => {
    if (segment === '*') return '[^.]+'
    if (segment === '**') return '.*'
    return escapeRegExp(segment)
  })
  // The unescaped `.` separator is deliberate: see the note above.
  return new RegExp(`^${segments.join('.')}$`)
}

const compiled = new Map<string, RegExp>()

/**
 * Tells whether `value` matches a GROQ `path()` pattern, with the semantics of
 * {@link pathGlobToRegExp}. Compiled patterns are cached.
 *
 * @param pattern - a GROQ path pattern such as `drafts.**`
 * @param value - the string to test, usually a document `_id`
 * @returns whether groq-js would evaluate `value in path(pattern)` to `true`
 */
export function matchesPathGlob(pattern: string, value: string): boolean {
  let re = compiled.get(pattern)
  if (!re) {
    // A bounded cache: patterns come from queries, which a client controls.
    if (compiled.size >= 256) compiled.clear()
    re = pathGlobToRegExp(pattern)
    compiled.set(pattern, re)
  }
  return re.test(value)
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')
}
