/** A key press as shortcuts see it (a DOM `KeyboardEvent` is one). */
export interface ShortcutEvent {
  key: string
  code?: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
}

const MODIFIERS: Record<string, 'mod' | 'ctrl' | 'meta' | 'alt' | 'shift'> = {
  mod: 'mod',
  ctrl: 'ctrl',
  control: 'ctrl',
  cmd: 'meta',
  command: 'meta',
  meta: 'meta',
  alt: 'alt',
  option: 'alt',
  shift: 'shift',
}

interface ParsedShortcut {
  mod: boolean
  ctrl: boolean
  meta: boolean
  alt: boolean
  shift: boolean
  key: string
}

/**
 * Reads a shortcut such as `Mod+Alt+P` or `Ctrl+Shift+D`: modifiers (`Mod` is Cmd on a Mac and
 * Ctrl elsewhere; `Ctrl`, `Cmd`/`Meta`, `Alt`/`Option`, `Shift`) and one key, any case.
 * @throws Error for a shortcut without a key or with two
 */
export function parseShortcut(shortcut: string): ParsedShortcut {
  const parsed: ParsedShortcut = {mod: false, ctrl: false, meta: false, alt: false, shift: false, key: ''}
  for (const part of shortcut.split('+').map((each) => each.trim().toLowerCase())) {
    const modifier = MODIFIERS[part]
    if (modifier) parsed[modifier] = true
    else if (parsed.key === '' && part !== '') parsed.key = part
    else throw new Error(`Invalid shortcut "${shortcut}": it needs exactly one key besides its modifiers`)
  }
  if (parsed.key === '') throw new Error(`Invalid shortcut "${shortcut}": it needs a key besides its modifiers`)
  return parsed
}

/** Whether the platform is a Mac (where `Mod` means Cmd). */
export function isMacPlatform(): boolean {
  const platform = typeof navigator === 'undefined' ? '' : `${navigator.platform} ${navigator.userAgent}`
  return /Mac|iPhone|iPad/.test(platform)
}

/**
 * Whether a key press is a shortcut. `Mod` accepts Ctrl or Cmd, so a shortcut works from any
 * keyboard; the key is compared by its physical position too (`KeyP`), as Alt changes the
 * character a key types on a Mac.
 */
export function matchesShortcut(event: ShortcutEvent, shortcut: string): boolean {
  const parsed = parseShortcut(shortcut)
  const ctrl = parsed.ctrl || (parsed.mod && !event.metaKey)
  const meta = parsed.meta || (parsed.mod && !event.ctrlKey)
  if (parsed.mod && !event.ctrlKey && !event.metaKey) return false
  if (
    event.ctrlKey !== ctrl ||
    event.metaKey !== meta ||
    event.altKey !== parsed.alt ||
    event.shiftKey !== parsed.shift
  )
    return false
  const key = parsed.key
  if (event.key.toLowerCase() === key) return true
  return key.length === 1 && /[a-z]/.test(key)
    ? event.code === `Key${key.toUpperCase()}`
    : event.code?.toLowerCase() === key
}

/** A shortcut as the platform writes it: `Ctrl+Alt+P`, or `⌘⌥P` on a Mac. */
export function formatShortcut(shortcut: string, mac: boolean = isMacPlatform()): string {
  const parsed = parseShortcut(shortcut)
  const key = parsed.key.length === 1 ? parsed.key.toUpperCase() : parsed.key[0]!.toUpperCase() + parsed.key.slice(1)
  if (mac) {
    return `${parsed.ctrl ? '⌃' : ''}${parsed.alt ? '⌥' : ''}${parsed.shift ? '⇧' : ''}${parsed.mod || parsed.meta ? '⌘' : ''}${key}`
  }
  return [
    parsed.mod || parsed.ctrl ? 'Ctrl' : '',
    parsed.meta ? 'Meta' : '',
    parsed.alt ? 'Alt' : '',
    parsed.shift ? 'Shift' : '',
    key,
  ]
    .filter(Boolean)
    .join('+')
}
