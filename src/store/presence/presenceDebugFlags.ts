/** The presence debug switches a developer can set in the URL hash (`#show_own`, `#fake_others`). */
export interface PresenceDebugFlags {
  /** `show_own`: show the current user's own sessions (this tab included), hidden otherwise. */
  showOwn: boolean
  /** `fake_others`: simulate other users at the documents this session is at. */
  fakeOthers: boolean
}

/**
 * Reads the presence debug switches from a URL hash: `&`-separated parameters as the other hash
 * switches use them (`#_debug_roles=viewer&show_own&fake_others`). A switch is on when present,
 * bare or with any value other than `false` or `0`.
 *
 * @param hash - `location.hash`, with or without the leading `#`
 * @example
 * ```ts
 * parsePresenceDebugFlags('#show_own') // {showOwn: true, fakeOthers: false}
 * ```
 */
export function parsePresenceDebugFlags(hash: string | undefined): PresenceDebugFlags {
  const params = new Map<string, string>()
  for (const part of (hash ?? '').replace(/^#/, '').split('&')) {
    if (part === '') continue
    const [name = '', value = ''] = part.split('=', 2)
    params.set(name, value)
  }
  const on = (name: string) => params.has(name) && !['false', '0'].includes(params.get(name)!)
  return {showOwn: on('show_own'), fakeOthers: on('fake_others')}
}
