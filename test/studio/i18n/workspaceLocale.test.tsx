import {act, cleanup, fireEvent, screen} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import type {Config, LocaleDefinition, WorkspaceOptions} from '../../../src/studio'
import {setViewportWidth} from '../navbar/support'
import {author, post, renderStudio, tool} from '../studio/support'

// <Studio> speaks each workspace's default locale on every screen of that workspace, the
// sign-in gate before anyone is signed in included, and the default workspace's outside them.

const norwegian: LocaleDefinition = {
  id: 'nb-NO',
  title: 'Norsk (bokmål)',
  weekInfo: {firstDay: 1, minimalDays: 4, weekend: [6, 7]},
}

/** Blog in Norwegian only (en-US taken out), and its staging workspace in en-US, on one project. */
function config(): Config {
  const shared: Omit<WorkspaceOptions, 'name' | 'title' | 'basePath' | 'dataset'> = {
    projectId: 'blog',
    schema: {types: [post, author]},
    tools: [tool('vision')],
  }
  return [
    {
      ...shared,
      name: 'production',
      title: 'Blog',
      basePath: '/production',
      dataset: 'production',
      i18n: {locales: () => [norwegian]},
    },
    {...shared, name: 'staging', title: 'Blog (staging)', basePath: '/staging', dataset: 'staging'},
  ]
}

beforeEach(() => {
  setViewportWidth(1280)
  localStorage.clear()
})
afterEach(cleanup)

describe('<Studio> in a workspace’s locale', () => {
  it('shows the login screen and the workspace chooser in the workspace’s locale', async () => {
    const {history} = renderStudio({config: config(), path: '/production', token: null})
    expect(await screen.findByRole('heading', {name: 'Velg innloggingsleverandør'})).toBeVisible()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Velg et annet arbeidsområde'}))
    })
    expect(screen.getByRole('heading', {name: 'Velg arbeidsområde'})).toBeVisible()
    expect(await screen.findAllByText('Logget ut')).toHaveLength(2)
    // The staging workspace speaks en-US.
    await act(async () => {
      history.push('/staging')
    })
    expect(await screen.findByRole('heading', {name: 'Choose login provider'})).toBeVisible()
  })

  it('shows "Not authorized" in the workspace’s locale', async () => {
    renderStudio({config: config(), path: '/production', token: 'nobody-token'})
    const dialog = await screen.findByRole('dialog', {name: 'Ikke autorisert'})
    expect(dialog.textContent).toContain(
      'Du er logget inn som Charles Babbage (charles@example.com) med innloggingsleverandøren dev.',
    )
  })

  it('keeps the locale once signed in', async () => {
    renderStudio({config: config(), path: '/production/vision'})
    await screen.findByText('tool vision')
    expect(screen.getByRole('navigation', {name: 'Verktøy'})).toBeVisible()
    expect(screen.getByRole('button', {name: 'Konto: Ada Lovelace'})).toBeVisible()
  })

  it('speaks the default workspace’s locale outside every workspace', async () => {
    renderStudio({config: config(), path: '/nowhere'})
    expect(await screen.findByRole('heading', {name: 'Fant ikke arbeidsområdet'})).toBeVisible()
    expect(screen.getByRole('link', {name: 'Gå til standard arbeidsområde'})).toBeVisible()
    cleanup()
    renderStudio({config: [...(config() as WorkspaceOptions[])].reverse(), path: '/nowhere'})
    expect(await screen.findByRole('heading', {name: 'Workspace not found'})).toBeVisible()
  })
})
