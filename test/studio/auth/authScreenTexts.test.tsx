import {cleanup, fireEvent, render, screen, within} from '@testing-library/react'
import type {ReactNode} from 'react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {
  AuthErrorScreen,
  AuthLoadingScreen,
  CrossOriginDialog,
  LoginScreen,
  NotAuthorizedDialog,
} from '../../../src/studio/auth'
import type {CurrentUser} from '../../../src/studio/config'
import {StudioI18nProvider} from '../../../src/studio/i18n'
import {inProcessStore} from './support'

// The sign-in gate's screens speak the locale of the nearest StudioI18nProvider (the shell
// gives them the workspace's default locale), en-US without one.

afterEach(cleanup)

/** Renders `node` as the studio would for a workspace whose default locale is `locale`; none: outside any provider. */
function renderIn(locale: string | null, node: ReactNode) {
  return render(locale ? <StudioI18nProvider locale={locale}>{node}</StudioI18nProvider> : node)
}

/** Signed in with the dev provider, without a role. */
const user: CurrentUser = {
  id: 'u-nobody',
  name: 'Charles Babbage',
  email: 'charles@example.com',
  provider: 'dev',
  roles: [],
}

describe('LoginScreen texts', () => {
  it('reads en-US by default', async () => {
    const {store} = inProcessStore()
    renderIn(null, <LoginScreen store={store} workspaceTitle="Blog" onChooseWorkspace={() => {}} />)
    const region = screen.getByRole('region', {name: 'Sign in'})
    expect(within(region).getByRole('heading', {level: 1}).textContent).toBe('Choose login provider')
    expect(screen.getByRole('button', {name: 'Choose another workspace'})).toBeVisible()
    const providers = await screen.findByRole('list', {name: 'Login providers'})
    expect(
      within(providers)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Continue as developer', 'E-mail and password'])
  })

  it('reads Norwegian with the nb-NO locale', async () => {
    const {store} = inProcessStore()
    renderIn('nb-NO', <LoginScreen store={store} workspaceTitle="Blog" onChooseWorkspace={() => {}} />)
    const region = screen.getByRole('region', {name: 'Logg inn'})
    expect(within(region).getByRole('heading', {level: 1}).textContent).toBe('Velg innloggingsleverandør')
    expect(screen.getByRole('button', {name: 'Velg et annet arbeidsområde'})).toBeVisible()
    // Provider titles come from the server and stay as they are.
    const providers = await screen.findByRole('list', {name: 'Innloggingsleverandører'})
    expect(
      within(providers)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Continue as developer', 'E-mail and password'])
  })

  it('says in nb-NO that there is no way to sign in, or why the providers could not be loaded', async () => {
    const {store} = inProcessStore()
    const {rerender} = renderIn('nb-NO', <LoginScreen store={store} auth={{providers: () => []}} />)
    expect(await screen.findByText('Denne serveren tilbyr ingen måte å logge inn på.')).toBeVisible()
    rerender(
      <StudioI18nProvider locale="nb-NO">
        <LoginScreen store={store} auth={{providers: () => 'nope' as never}} />
      </StudioI18nProvider>,
    )
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Kunne ikke laste innloggingsleverandørene: The `auth.providers` function must return a list of providers/,
    )
    expect(screen.getByRole('button', {name: 'Prøv igjen'})).toBeVisible()
  })

  it('names the only provider it redirects to, with the link inside the translated sentence', async () => {
    const {store} = inProcessStore()
    const redirect = vi.fn()
    const auth = {
      providers: () => [{name: 'sso', title: 'Company SSO', url: 'https://sso.example.com/login'}],
      redirectOnSingle: true,
    }
    renderIn('nb-NO', <LoginScreen store={store} auth={auth} redirect={redirect} />)
    const link = await screen.findByRole('link', {name: 'Company SSO'})
    expect(link.parentElement?.textContent).toBe('Videresender til Company SSO…')
    expect(screen.getByRole('status', {name: 'Videresender til Company SSO'})).toBeVisible()
    expect(redirect).toHaveBeenCalledWith(link.getAttribute('href'))
  })
})

describe('NotAuthorizedDialog texts', () => {
  it('reads en-US by default, with the user’s name and provider in bold', () => {
    renderIn(null, <NotAuthorizedDialog user={user} onSignOut={() => {}} />)
    const dialog = screen.getByRole('dialog', {name: 'Not authorized'})
    expect(dialog.textContent).toContain(
      'You are not authorized to access this studio. Ask an administrator of the project to invite you.',
    )
    expect(dialog.textContent).toContain(
      'If you think this is a mistake, verify that you signed in with the right account. You are signed in as Charles Babbage (charles@example.com) with the dev provider.',
    )
    expect([...dialog.querySelectorAll('strong')].map((strong) => strong.textContent)).toEqual([
      'Charles Babbage',
      'dev',
    ])
    expect(within(dialog).getByRole('button', {name: 'Sign out'})).toBeVisible()
  })

  it('reads Norwegian with the nb-NO locale', () => {
    renderIn('nb-NO', <NotAuthorizedDialog user={user} onSignOut={() => {}} />)
    const dialog = screen.getByRole('dialog', {name: 'Ikke autorisert'})
    expect(dialog.textContent).toContain(
      'Du har ikke tilgang til dette studioet. Be en administrator i prosjektet om å invitere deg.',
    )
    expect(dialog.textContent).toContain(
      'Du er logget inn som Charles Babbage (charles@example.com) med innloggingsleverandøren dev.',
    )
    expect([...dialog.querySelectorAll('strong')].map((strong) => strong.textContent)).toEqual([
      'Charles Babbage',
      'dev',
    ])
    expect(within(dialog).getByRole('button', {name: 'Logg ut'})).toBeVisible()
  })

  it('words the sentence for a user without e-mail or provider', () => {
    const cases: Array<[Partial<CurrentUser>, string, string]> = [
      [
        {email: undefined},
        'You are signed in as Charles Babbage with the dev provider.',
        'Du er logget inn som Charles Babbage med innloggingsleverandøren dev.',
      ],
      [
        {provider: undefined},
        'You are signed in as Charles Babbage (charles@example.com).',
        'Du er logget inn som Charles Babbage (charles@example.com).',
      ],
      [
        {email: undefined, provider: undefined},
        'You are signed in as Charles Babbage.',
        'Du er logget inn som Charles Babbage.',
      ],
    ]
    for (const [changes, english, norwegian] of cases) {
      for (const [locale, sentence] of [
        ['en-US', english],
        ['nb-NO', norwegian],
      ] as const) {
        renderIn(locale, <NotAuthorizedDialog user={{...user, ...changes}} />)
        expect(screen.getByRole('dialog').textContent).toContain(sentence)
        expect(screen.queryByRole('button')).toBeNull()
        cleanup()
      }
    }
  })
})

describe('CrossOriginDialog texts', () => {
  it('reads en-US by default, Continue linking to the API settings', () => {
    renderIn(
      null,
      <CrossOriginDialog
        projectId="blog"
        origin="http://localhost:3333"
        settingsUrl="https://manage.example.com/blog/api"
      />,
    )
    const dialog = screen.getByRole('dialog', {name: 'Before you continue...'})
    expect(dialog.textContent).toContain(
      'To access your content, add the following URL as a CORS origin of the project, with credentials allowed:',
    )
    expect(dialog.textContent).toContain('Continue to the project’s API settings to add it, or run this on the server:')
    expect(dialog.textContent).toContain('vellum cors add http://localhost:3333 --credentials')
    expect(dialog.textContent).toContain('Project: blog')
    expect(within(dialog).getByRole('link', {name: 'Continue'}).getAttribute('href')).toBe(
      'https://manage.example.com/blog/api',
    )
  })

  it('reads Norwegian with the nb-NO locale; without settings, Continue checks again', () => {
    const onContinue = vi.fn()
    renderIn('nb-NO', <CrossOriginDialog projectId="blog" onContinue={onContinue} />)
    const dialog = screen.getByRole('dialog', {name: 'Før du fortsetter ...'})
    expect(dialog.textContent).toContain(
      'For å få tilgang til innholdet ditt må du legge til denne URL-en som CORS-opprinnelse i prosjektet',
    )
    expect(dialog.textContent).toContain('opprinnelsen til dette studioet')
    expect(dialog.textContent).toContain('Kjør dette på serveren, og fortsett deretter:')
    // The command is a command: the same in every language.
    expect(dialog.textContent).toContain('vellum cors add <origin> --credentials')
    expect(dialog.textContent).toContain('Prosjekt: blog')
    fireEvent.click(within(dialog).getByRole('button', {name: 'Fortsett'}))
    expect(onContinue).toHaveBeenCalledTimes(1)
  })
})

describe('the gate’s connecting and error screens', () => {
  it('read en-US by default and Norwegian with the nb-NO locale', () => {
    const onRetry = vi.fn()
    const error = new Error('Unknown network error attempting to reach example.com')
    renderIn(null, <AuthLoadingScreen />)
    expect(screen.getByText('Connecting…')).toBeVisible()
    cleanup()
    renderIn('nb-NO', <AuthLoadingScreen />)
    expect(screen.getByText('Kobler til…')).toBeVisible()
    cleanup()
    renderIn(null, <AuthErrorScreen error={error} onRetry={onRetry} />)
    expect(screen.getByRole('region', {name: 'Could not connect'}).textContent).toContain(error.message)
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}))
    cleanup()
    renderIn('nb-NO', <AuthErrorScreen error={error} onRetry={onRetry} />)
    expect(screen.getByRole('heading', {name: 'Kunne ikke koble til'})).toBeVisible()
    fireEvent.click(screen.getByRole('button', {name: 'Prøv igjen'}))
    expect(onRetry).toHaveBeenCalledTimes(2)
  })
})
