import {readFileSync} from 'node:fs'

/** A stylesheet's text without its comments. */
export const readCss = (file: string): string => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

/** Every selector of every style rule, outside @keyframes. */
export function selectors(css: string): string[] {
  const withoutKeyframes = css.replace(/@keyframes[^{]+\{(?:[^{}]*\{[^{}]*\})*\s*\}/g, '')
  const found: string[] = []
  for (const match of withoutKeyframes.matchAll(/([^{};]+)\{/g)) {
    const prelude = match[1]!.trim()
    if (prelude.startsWith('@')) continue
    found.push(...prelude.split(',').map((part) => part.trim()))
  }
  return found
}

/** The `vellum-` classes a stylesheet names. */
export const classesIn = (css: string): Set<string> =>
  new Set([...css.matchAll(/\.(vellum-[\w-]+)/g)].map((match) => match[1]!))
