import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {classesIn, readCss, selectors} from '../../support/cssRules'

const studioCss = readCss('src/studio/studio.css')
const kitCss = readCss('src/ui/style.css')

describe('src/studio/studio.css', () => {
  it('styles nothing outside the vellum classes', () => {
    const all = selectors(studioCss)
    expect(all.length).toBeGreaterThan(50)
    expect(all.filter((selector) => !selector.startsWith('.vellum-'))).toEqual([])
  })

  it('prefixes its keyframes and paints with the kit tokens it has', () => {
    expect(
      [...studioCss.matchAll(/@keyframes\s+([\w-]+)/g)]
        .map((match) => match[1])
        .filter((name) => !name!.startsWith('vellum-')),
    ).toEqual([])
    const tokens = new Set([...kitCss.matchAll(/(--vellum-[\w-]+):/g)].map((match) => match[1]))
    const used = [...studioCss.matchAll(/var\((--vellum-[\w-]+)\)/g)].map((match) => match[1]!)
    expect(
      used.filter((token) => !tokens.has(token) && token !== '--vellum-tone' && token !== '--vellum-on-tone'),
    ).toEqual([])
  })

  it('defines every class the navbar and the screens use', () => {
    const defined = new Set([...classesIn(studioCss), ...classesIn(kitCss)])
    const used = new Set<string>()
    for (const dir of ['src/studio/navbar', 'src/studio/screens']) {
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.tsx'))) {
        for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/className="([^"]+)"/g)) {
          for (const name of match[1]!.split(/\s+/)) used.add(name)
        }
      }
    }
    expect(used.size).toBeGreaterThan(40)
    expect([...used].filter((name) => !defined.has(name))).toEqual([])
  })
})
