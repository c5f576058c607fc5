import {readdirSync, readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'
import {cleanup, render, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {defineLocaleResourceBundle} from '../../../src/i18n'
import {
  createStudioI18n,
  StudioI18nProvider,
  studioLocaleBundle,
  studioLocaleBundleNbNO,
  useTranslation,
} from '../../../src/studio/i18n'
import {WorkspaceNotFoundScreen} from '../../../src/studio/screens'
import {WORKSPACE_AUTH_STATUS_LABEL_KEYS} from '../../../src/studio/workspaces'
import {renderWithRouter, workspace} from '../navbar/support'

afterEach(cleanup)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

/**
 * Every message key of the studio namespace a file in src/studio passes as a literal: to `t`
 * (in either quote style) or as a `<Translate i18nKey>`. Keys of other namespaces
 * (`validation:…`) have a colon and are not matched.
 */
function literalKeys(): string[] {
  const keys = new Set<string>()
  const patterns = [/\bt\(\s*['"]([\w.-]+)['"]/g, /\bi18nKey=\{?['"]([\w.-]+)['"]/g]
  for (const file of sourceFiles('src/studio')) {
    const source = readFileSync(file, 'utf8')
    for (const pattern of patterns) for (const match of source.matchAll(pattern)) keys.add(match[1]!)
  }
  return [...keys].sort()
}

/** The keys built or chosen at run time, which no literal `t('…')` shows. */
const builtKeys = [
  ...['option', 'button'].flatMap((scope) => [
    `new-document.insufficient-permissions.${scope}_one`,
    `new-document.insufficient-permissions.${scope}_other`,
  ]),
  ...['system', 'dark', 'light'].map((scheme) => `user-menu.color-scheme.${scheme}`),
  ...['error', 'warning'].map((severity) => `schema-errors.severity.${severity}`),
  ...Object.values(WORKSPACE_AUTH_STATUS_LABEL_KEYS),
  ...['', '.with-email', '.with-provider', '.with-email-and-provider'].map(
    (variant) => `not-authorized.signed-in-as${variant}`,
  ),
]

/** Whether a bundle has `key`, or both plural forms of it. */
const has = (resources: Record<string, string>, key: string) =>
  resources[key] !== undefined || (resources[`${key}_one`] !== undefined && resources[`${key}_other`] !== undefined)

const placeholders = (message: string) => [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()

describe('studio locale bundles', () => {
  it('has an en-US and an nb-NO message for every key the studio parts use', () => {
    const keys = literalKeys()
    expect(keys.length).toBeGreaterThan(100)
    // The scan reaches every part: sign-in, workspaces, navbar, screens and the shell's own screens.
    expect(keys).toEqual(
      expect.arrayContaining([
        'login.title',
        'not-authorized.title',
        'cross-origin.title',
        'workspaces.chooser.title',
        'navbar.open-menu',
        'crash.retry',
        'shell.config-errors.title',
        'login.redirecting',
      ]),
    )
    for (const bundle of [studioLocaleBundle, studioLocaleBundleNbNO]) {
      expect(
        keys.filter((key) => !has(bundle.resources, key)),
        bundle.locale,
      ).toEqual([])
      expect(
        builtKeys.filter((key) => bundle.resources[key] === undefined),
        bundle.locale,
      ).toEqual([])
    }
  })

  it('uses no message key the studio parts do not use', () => {
    const used = new Set([...literalKeys(), ...builtKeys])
    const unused = Object.keys(studioLocaleBundle.resources).filter(
      (key) => !used.has(key) && !used.has(key.replace(/_(one|other)$/, '')),
    )
    expect(unused).toEqual([])
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
    expect(i18n.t('login.title')).toBe('Choose login provider')
    expect(i18n.t('not-authorized.title')).toBe('Not authorized')
    expect(i18n.t('cross-origin.title')).toBe('Before you continue...')
    expect(i18n.t('workspaces.chooser.title')).toBe('Choose your workspace')
  })

  it('translates every en-US key into nb-NO, with the same placeholders', () => {
    const english = studioLocaleBundle.resources
    const norwegian = studioLocaleBundleNbNO.resources
    expect(Object.keys(norwegian).sort()).toEqual(Object.keys(english).sort())
    expect(
      Object.entries(norwegian).filter(
        ([key, message]) => placeholders(message).join() !== placeholders(english[key]!).join(),
      ),
    ).toEqual([])
    // Translated, not copied: the few texts that read the same in both are names and loanwords.
    const same = Object.keys(english).filter((key) => english[key] === norwegian[key])
    expect(same.sort()).toEqual(['navbar.aria-label', 'user-menu.color-scheme.system'])
  })

  it('speaks nb-NO and falls back to en-US for what nb-NO leaves out', () => {
    const addedInEnglish = defineLocaleResourceBundle({
      locale: 'en-US',
      namespace: 'studio',
      resources: {'plugin.greeting': 'Hello'},
    })
    const i18n = createStudioI18n({locale: 'nb-NO', bundles: [addedInEnglish]})
    expect(i18n.t('workspace-not-found.go-to-default')).toBe('Gå til standard arbeidsområde')
    expect(i18n.t('crash.tool-title', {tool: 'Vision'})).toBe('Verktøyet Vision krasjet')
    expect(i18n.t('connection.error.retry-in', {count: 2, attempt: 3})).toBe('Prøver igjen om 2 sekunder (forsøk 3).')
    expect(i18n.t('plugin.greeting')).toBe('Hello')
    // A locale with no studio bundle at all reads en-US.
    expect(createStudioI18n({locale: 'de-DE'}).t('workspace-not-found.title')).toBe('Workspace not found')
    // Validation messages stay available alongside.
    expect(i18n.t('validation:generic.required')).toBe('Required')
  })

  it("lets a workspace's bundles override studio messages and add locales", () => {
    const renamed = defineLocaleResourceBundle({
      locale: 'en-US',
      namespace: 'studio',
      resources: {'new-document.button': 'New'},
    })
    const german = defineLocaleResourceBundle({
      locale: 'de-DE',
      namespace: 'studio',
      resources: {'workspace-not-found.title': 'Arbeitsbereich nicht gefunden'},
    })
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
    expect(screen.getByText('en-US: Open menu')).toBeVisible()
    cleanup()
    render(
      <StudioI18nProvider locale="nb-NO">
        <Locale />
      </StudioI18nProvider>,
    )
    expect(screen.getByText('nb-NO: Åpne meny')).toBeVisible()
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
