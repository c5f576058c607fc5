import {readdirSync, readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'
import {cleanup, render, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {defineLocaleResourceBundle} from '../../../src/i18n'
import {createStudioI18n, StudioI18nProvider, studioLocaleBundle, studioLocaleBundleNbNO, useTranslation} from '../../../src/studio/i18n'
import {WorkspaceNotFoundScreen} from '../../../src/studio/screens'
import {renderWithRouter, workspace} from '../navbar/support'

afterEach(cleanup)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

/** Every message key the navbar, the screens and the i18n helpers pass to `t` as a literal. */
function literalKeys(): string[] {
  const keys = new Set<string>()
  for (const dir of ['src/studio/navbar', 'src/studio/screens', 'src/studio/i18n']) {
    for (const file of sourceFiles(dir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g)) keys.add(match[1]!)
    }
  }
  return [...keys].sort()
}

/** The keys built at run time from a prefix and a value. */
const builtKeys = [
  ...['option', 'button'].flatMap((scope) => [`new-document.insufficient-permissions.${scope}_one`, `new-document.insufficient-permissions.${scope}_other`]),
  ...['system', 'dark', 'light'].map((scheme) => `user-menu.color-scheme.${scheme}`),
  ...['error', 'warning'].map((severity) => `schema-errors.severity.${severity}`),
]

const placeholders = (message: string) => [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()

describe('studio locale bundles', () => {
  it('has an en-US message for every key the studio parts use', () => {
    const keys = literalKeys()
    expect(keys.length).toBeGreaterThan(60)
    const resources = studioLocaleBundle.resources
    const plural = (key: string) => resources[`${key}_one`] !== undefined && resources[`${key}_other`] !== undefined
    expect(keys.filter((key) => resources[key] === undefined && !plural(key))).toEqual([])
    expect(builtKeys.filter((key) => resources[key] === undefined)).toEqual([])
  })

  it('uses the texts of the specification verbatim', () => {
    const i18n = createStudioI18n()
    expect(i18n.t('schema-errors.title')).toBe('Schema errors')
    expect(i18n.t('configuration-issues.title')).toBe('Configuration issues')
    expect(i18n.t('crash.title')).toBe('An error occured')
    expect(i18n.t('crash.tool-title', {tool: 'Vision'})).toBe('The Vision tool crashed')
    expect(i18n.t('crash.retry')).toBe('Retry')
    expect(i18n.t('no-tools.title')).toBe('No configured tools')
    expect(i18n.t('tool-not-found.title', {tool: 'media'})).toBe('Tool not found: media')
    expect(i18n.t('workspace-not-found.title')).toBe('Workspace not found')
    expect(i18n.t('workspace-not-found.go-to-default')).toBe('Go to default workspace')
    expect(i18n.t('uncaught-error.title')).toBe('Uncaught error')
    expect(i18n.t('relative-time.just-now')).toBe('just now')
  })

  it('translates into nb-NO only keys en-US has, with the same placeholders', () => {
    const english = studioLocaleBundle.resources
    const norwegian = Object.entries(studioLocaleBundleNbNO.resources)
    expect(norwegian.length).toBeGreaterThan(60)
    expect(norwegian.filter(([key]) => english[key] === undefined)).toEqual([])
    expect(norwegian.filter(([key, message]) => placeholders(message).join() !== placeholders(english[key]!).join())).toEqual([])
  })

  it('speaks nb-NO and falls back to en-US for what nb-NO leaves out', () => {
    const i18n = createStudioI18n({locale: 'nb-NO'})
    expect(i18n.t('workspace-not-found.go-to-default')).toBe('Gå til standard arbeidsområde')
    expect(i18n.t('crash.tool-title', {tool: 'Vision'})).toBe('Verktøyet Vision krasjet')
    expect(studioLocaleBundleNbNO.resources['connection.reconnecting']).toBeUndefined()
    expect(i18n.t('connection.reconnecting')).toBe('Reconnecting…')
    // A locale with no studio bundle at all reads en-US.
    expect(createStudioI18n({locale: 'de-DE'}).t('workspace-not-found.title')).toBe('Workspace not found')
    // Validation messages stay available alongside.
    expect(i18n.t('validation:generic.required')).toBe('Required')
  })

  it("lets a workspace's bundles override studio messages and add locales", () => {
    const renamed = defineLocaleResourceBundle({locale: 'en-US', namespace: 'studio', resources: {'new-document.button': 'New'}})
    const german = defineLocaleResourceBundle({locale: 'de-DE', namespace: 'studio', resources: {'workspace-not-found.title': 'Arbeitsbereich nicht gefunden'}})
    expect(createStudioI18n({bundles: [renamed]}).t('new-document.button')).toBe('New')
    const i18n = createStudioI18n({locale: 'de-DE', bundles: [german]})
    expect(i18n.t('workspace-not-found.title')).toBe('Arbeitsbereich nicht gefunden')
    expect(i18n.t('workspace-not-found.go-to-default')).toBe('Go to default workspace')
  })
})

describe('StudioI18nProvider', () => {
  function Locale() {
    const {locale, t} = useTranslation()
    return (
      <p>
        {locale}: {t('navbar.open-menu')}
      </p>
    )
  }

  it('gives the parts inside its locale; outside one they speak en-US', () => {
    render(<Locale />)
    expect(screen.getByText('en-US: Open menu')).toBeTruthy()
    cleanup()
    render(
      <StudioI18nProvider locale="nb-NO">
        <Locale />
      </StudioI18nProvider>,
    )
    expect(screen.getByText('nb-NO: Åpne meny')).toBeTruthy()
  })

  it('renders a screen in the chosen locale, with en-US for missing keys', () => {
    const blog = workspace('blog', '/blog')
    renderWithRouter(
      <StudioI18nProvider locale="nb-NO">
        <WorkspaceNotFoundScreen defaultUrl="/blog" />
      </StudioI18nProvider>,
      {path: '/nowhere', workspaces: [blog]},
    )
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe('Fant ikke arbeidsområdet')
    expect(screen.getByRole('link', {name: 'Gå til standard arbeidsområde'}).getAttribute('href')).toBe('/blog')
  })
})
