import {readFileSync} from 'node:fs'
import {resolve} from 'node:path'
import {describe, expect, it} from 'vitest'

const css = readFileSync(resolve('src/form/form.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
const kit = readFileSync(resolve('src/ui/style.css'), 'utf8')

describe('src/form/form.css', () => {
  it('styles nothing outside the form’s own classes', () => {
    const selectors = [...css.matchAll(/([^{};]+)\{/g)].flatMap((match) =>
      match[1]!.split(',').map((part) => part.trim()),
    )
    expect(selectors.length).toBeGreaterThan(40)
    expect(selectors.filter((selector) => !selector.startsWith('.vellum-form-'))).toEqual([])
  })

  it('paints only with tokens the UI kit declares', () => {
    const used = new Set([...css.matchAll(/var\((--vellum-[\w-]+)/g)].map((match) => match[1]!))
    const declared = new Set([...kit.matchAll(/(--vellum-[\w-]+)\s*:/g)].map((match) => match[1]!))
    // --vellum-tone is set per [data-tone] by the kit.
    expect([...used].filter((token) => !declared.has(token))).toEqual([])
  })
})
