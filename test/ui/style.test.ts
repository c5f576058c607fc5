import {readFileSync} from 'node:fs'
import {resolve} from 'node:path'
import {describe, expect, it} from 'vitest'
import {darkTheme, lightTheme, themeVariables} from '../../src/ui'

const css = readFileSync(resolve('src/ui/style.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

/** The declarations of the first rule whose selector is exactly `selector`. */
function declarations(selector: string): Map<string, string> {
  const start = css.indexOf(`\n${selector} {`)
  if (start === -1) throw new Error(`no rule for ${selector}`)
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start))
  return new Map(
    body
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  )
}

/** Every selector of every style rule, outside @keyframes. */
function selectors(): string[] {
  const withoutKeyframes = css.replace(/@keyframes[^{]+\{(?:[^{}]*\{[^{}]*\})*\s*\}/g, '')
  const found: string[] = []
  for (const match of withoutKeyframes.matchAll(/([^{};]+)\{/g)) {
    const prelude = match[1]!.trim()
    if (prelude.startsWith('@')) continue
    found.push(...prelude.split(',').map((part) => part.trim()))
  }
  return found
}

describe('vellum/style.css', () => {
  it('declares every light token of theme.ts on .vellum-theme', () => {
    const declared = declarations('.vellum-theme')
    for (const [name, value] of Object.entries(themeVariables(lightTheme)))
      expect([name, declared.get(name)]).toEqual([name, value])
  })

  it('declares every dark colour of theme.ts for data-scheme="dark"', () => {
    const declared = declarations('.vellum-theme[data-scheme="dark"]')
    for (const [name, value] of Object.entries(themeVariables(darkTheme))) {
      if (name.startsWith('--vellum-color-')) expect([name, declared.get(name)]).toEqual([name, value])
    }
  })

  it('styles nothing outside the vellum classes, so the host page is untouched', () => {
    const all = selectors()
    expect(all.length).toBeGreaterThan(100)
    expect(all.filter((selector) => !selector.startsWith('.vellum-'))).toEqual([])
  })

  it('prefixes its keyframes', () => {
    const names = [...css.matchAll(/@keyframes\s+([\w-]+)/g)].map((match) => match[1])
    expect(names.length).toBeGreaterThan(0)
    expect(names.filter((name) => !name!.startsWith('vellum-'))).toEqual([])
  })
})
