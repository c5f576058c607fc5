/** Space-separated ids for `aria-describedby`, or `undefined` when there are none. */
export function joinDescribedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean)
  return list.length > 0 ? list.join(' ') : undefined
}
