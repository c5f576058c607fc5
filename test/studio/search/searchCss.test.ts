import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {classesIn, readCss, selectors} from '../../support/cssRules'

const searchCss = readCss('src/studio/search/search.css')
const kitCss = readCss('src/ui/style.css')

describe('src/studio/search/search.css', () => {
  it('styles nothing outside the vellum classes', () => {
    const all = selectors(searchCss)
    expect(all.length).toBeGreaterThan(50)
    expect(all.filter((selector) => !selector.startsWith('.vellum-'))).toEqual([])
  })

  it('animates the dialog with its own keyframes, and not for those who ask for less motion', () => {
    expect([...searchCss.matchAll(/@keyframes\s+([\w-]+)/g)].map((match) => match[1])).toEqual(['vellum-search-in'])
    const reduced = searchCss.slice(searchCss.indexOf('@media (prefers-reduced-motion: reduce)'))
    expect(reduced).toMatch(/\.vellum-search-dialog\s*\{\s*animation:\s*none;/)
  })

  it('paints with the kit tokens it has', () => {
    const tokens = new Set([...kitCss.matchAll(/(--vellum-[\w-]+):/g)].map((match) => match[1]))
    for (const match of searchCss.matchAll(/(--vellum-[\w-]+):/g)) tokens.add(match[1])
    const used = [...searchCss.matchAll(/var\((--vellum-[\w-]+)[,)]/g)].map((match) => match[1]!)
    expect(used.filter((token) => !tokens.has(token) && token !== '--vellum-search-rows')).toEqual([])
  })

  it('defines every class the search components use', () => {
    const defined = new Set([...classesIn(searchCss), ...classesIn(kitCss)])
    const used = new Set<string>()
    const dir = 'src/studio/search'
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.tsx'))) {
      for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/className="([^"]+)"/g)) {
        for (const name of match[1]!.split(/\s+/)) used.add(name)
      }
    }
    expect(used.size).toBeGreaterThan(30)
    expect([...used].filter((name) => !defined.has(name))).toEqual([])
  })
})
