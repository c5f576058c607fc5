/**
 * Design tokens of the studio. Components read them as CSS custom properties
 * (`var(--vellum-space-2)`), so a host app can re-theme the studio with plain CSS, and a
 * dark scheme is one set of variables, not a second set of components. `style.css` declares
 * {@link lightTheme} and {@link darkTheme} for its two schemes (a test keeps them in step);
 * other token sets go to `ThemeProvider`'s `theme` prop, which sets them inline.
 * @public
 */
export interface ThemeTokens {
  /** One CSS colour per {@link ColorToken}; `color.bgMuted` becomes `--vellum-color-bg-muted`. */
  color: Record<ColorToken, string>
  /** The spacing scale in pixels; `space[2]` becomes `--vellum-space-2`. */
  space: readonly number[]
  /** The corner-radius scale in pixels; `radius[1]` becomes `--vellum-radius-1`. */
  radius: readonly number[]
  /** CSS `font-family` stacks for running text (`--vellum-font-text`) and code (`--vellum-font-code`). */
  fontFamily: {text: string; code: string}
  /** The type scale in pixels; `fontSize[1]` becomes `--vellum-font-size-1`. */
  fontSize: readonly number[]
}

/**
 * Named colours every scheme defines.
 * @public
 */
export type ColorToken =
  | 'bg'
  | 'bgMuted'
  | 'fg'
  | 'fgMuted'
  | 'border'
  | 'primary'
  | 'primaryFg'
  | 'positive'
  | 'caution'
  | 'critical'
  | 'focus'

/**
 * The tones a component can take.
 * @public
 */
export type Tone = 'default' | 'primary' | 'positive' | 'caution' | 'critical'

const shared = {
  space: [0, 4, 8, 12, 20, 32, 52, 84],
  radius: [0, 2, 4, 6, 9, 12],
  fontFamily: {
    text: 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif',
    code: '"JetBrains Mono", Menlo, Consolas, monospace',
  },
  fontSize: [10, 13, 15, 17, 21, 27],
} as const

/** The light scheme. */
export const lightTheme: ThemeTokens = {
  ...shared,
  color: {
    bg: '#ffffff',
    bgMuted: '#f3f4f6',
    fg: '#1b1d22',
    fgMuted: '#5c6270',
    border: '#d7dae0',
    primary: '#2457d6',
    primaryFg: '#ffffff',
    positive: '#1f8a4c',
    caution: '#a86500',
    critical: '#c4312b',
    focus: '#4f82ff',
  },
}

/** The dark scheme. */
export const darkTheme: ThemeTokens = {
  ...shared,
  color: {
    bg: '#15171c',
    bgMuted: '#20232a',
    fg: '#e9ebef',
    fgMuted: '#a2a8b5',
    border: '#373b45',
    primary: '#6e97ff',
    primaryFg: '#0d1117',
    positive: '#4cc685',
    caution: '#f0a636',
    critical: '#ff6b63',
    focus: '#8fb0ff',
  },
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
}

/**
 * The CSS custom properties of a theme, as a style object for a root element.
 * @example
 * <div style={themeVariables(darkTheme)}>…</div>
 */
export function themeVariables(theme: ThemeTokens): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const [name, value] of Object.entries(theme.color)) vars[`--vellum-color-${kebab(name)}`] = value
  theme.space.forEach((value, i) => (vars[`--vellum-space-${i}`] = `${value}px`))
  theme.radius.forEach((value, i) => (vars[`--vellum-radius-${i}`] = `${value}px`))
  theme.fontSize.forEach((value, i) => (vars[`--vellum-font-size-${i}`] = `${value}px`))
  vars['--vellum-font-text'] = theme.fontFamily.text
  vars['--vellum-font-code'] = theme.fontFamily.code
  return vars
}

/** `var(--vellum-space-N)` for a step of the spacing scale. */
export function space(step: number): string {
  return `var(--vellum-space-${step})`
}

/** `var(--vellum-color-…)` for a colour token. */
export function color(token: ColorToken): string {
  return `var(--vellum-color-${kebab(token)})`
}

/** The colour token a tone paints with. */
export function toneColor(tone: Tone): ColorToken {
  return tone === 'default' ? 'fg' : tone
}
