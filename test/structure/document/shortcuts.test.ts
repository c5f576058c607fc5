import {describe, expect, it} from 'vitest'
import {formatShortcut, matchesShortcut, parseShortcut} from '../../../src/structure/document/shortcuts'

const press = (
  key: string,
  modifiers: Partial<{ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean}> = {},
  code?: string,
) => ({
  key,
  ...(code ? {code} : {}),
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
})

describe('shortcuts', () => {
  it('match Mod with Ctrl or Cmd, not both and not neither', () => {
    expect(matchesShortcut(press('p', {ctrlKey: true, altKey: true}), 'Mod+Alt+P')).toBe(true)
    expect(matchesShortcut(press('p', {metaKey: true, altKey: true}), 'Mod+Alt+P')).toBe(true)
    expect(matchesShortcut(press('p', {ctrlKey: true, metaKey: true, altKey: true}), 'Mod+Alt+P')).toBe(false)
    expect(matchesShortcut(press('p', {altKey: true}), 'Mod+Alt+P')).toBe(false)
    expect(matchesShortcut(press('p', {ctrlKey: true, altKey: true, shiftKey: true}), 'Mod+Alt+P')).toBe(false)
  })

  it('match the key by its position when Alt changes the character it types', () => {
    expect(matchesShortcut(press('π', {metaKey: true, altKey: true}, 'KeyP'), 'Mod+Alt+P')).toBe(true)
    expect(matchesShortcut(press('π', {metaKey: true, altKey: true}, 'KeyO'), 'Mod+Alt+P')).toBe(false)
  })

  it('are written as the platform writes them', () => {
    expect(formatShortcut('Mod+Alt+P', false)).toBe('Ctrl+Alt+P')
    expect(formatShortcut('Mod+Alt+P', true)).toBe('⌥⌘P')
    expect(formatShortcut('ctrl+shift+enter', false)).toBe('Ctrl+Shift+Enter')
  })

  it('need exactly one key', () => {
    expect(() => parseShortcut('Mod+Alt')).toThrow('Invalid shortcut "Mod+Alt": it needs a key besides its modifiers')
    expect(() => parseShortcut('Mod+P+Q')).toThrow('it needs exactly one key besides its modifiers')
  })
})
