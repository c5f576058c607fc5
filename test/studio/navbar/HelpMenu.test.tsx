import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {HelpMenu, parseHelpResources, type HelpRequest, type HelpResources} from '../../../src/studio/navbar'
import {StudioI18nProvider} from '../../../src/studio/i18n'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** The answer `GET /help` gives for an operator's settings.json (see README, Operator settings). */
const answer = {
  resources: {
    sectionArray: [
      {_type: 'externalLink', _key: 'handbook', title: 'Handbook', url: 'https://intranet.example/handbook'},
      {_type: 'internalAction', _key: 'welcome', title: 'Show welcome tour', type: 'welcome-tour'},
      {
        _key: 'community',
        title: 'Community',
        items: [
          {_type: 'externalLink', _key: 'forum', title: 'Forum', url: 'https://forum.example/'},
          {_type: 'externalLink', _key: 'evil', title: 'Evil', url: 'javascript:alert(1)'},
        ],
      },
    ],
  },
  latestVersion: '1.4.0',
}

describe('parseHelpResources', () => {
  it('reads loose items into an untitled section and sections with items as titled ones', () => {
    const resources = parseHelpResources(answer)
    expect(resources.latestVersion).toBe('1.4.0')
    expect(resources.sections.map((section) => [section.title, section.items.map((item) => item.title)])).toEqual([
      [undefined, ['Handbook', 'Show welcome tour']],
      ['Community', ['Forum']],
    ])
    expect(resources.sections[0]!.items).toEqual([
      {key: 'handbook', kind: 'externalLink', title: 'Handbook', url: 'https://intranet.example/handbook'},
      {key: 'welcome', kind: 'internalAction', title: 'Show welcome tour', action: 'welcome-tour'},
    ])
  })

  it('drops links that are not http(s) or mailto, and items without a title, url or action type', () => {
    const resources = parseHelpResources({
      resources: {
        sectionArray: [
          {_type: 'externalLink', title: 'No url'},
          {_type: 'externalLink', title: 'Data', url: 'data:text/html,<script>alert(1)</script>'},
          {_type: 'externalLink', url: 'https://untitled.example/'},
          {_type: 'internalAction', title: 'No type'},
          {_type: 'somethingElse', title: 'Unknown', url: 'https://x.example/'},
          'not an object',
          {_type: 'externalLink', title: 'Mail us', url: 'mailto:help@example.com'},
        ],
      },
    })
    expect(resources.sections.flatMap((section) => section.items.map((item) => item.title))).toEqual(['Mail us'])
    expect(resources.latestVersion).toBeUndefined()
  })

  it('reads an answer without resources as no sections, and refuses an answer that is not an object', () => {
    expect(parseHelpResources({})).toEqual({sections: []})
    expect(() => parseHelpResources('<html>')).toThrow(TypeError)
    expect(() => parseHelpResources(null)).toThrow('Expected the help answer to be an object')
  })
})

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return {promise, resolve, reject}
}

const openMenu = () => fireEvent.click(screen.getByRole('button', {name: 'Help and resources'}))
const itemTexts = () => screen.getAllByRole('menuitem').map((item) => item.textContent)
const fallbackLinks = {
  community: 'https://community.example/',
  support: 'https://support.example/',
  sales: 'https://sales.example/',
}

describe('HelpMenu', () => {
  it('loads the resources the first time it opens, in the studio locale, and shows them with the versions', async () => {
    const requests: HelpRequest[] = []
    const pending = deferred<HelpResources>()
    const loadHelp = (request: HelpRequest) => {
      requests.push(request)
      return pending.promise
    }
    render(
      <StudioI18nProvider locale="nb-NO">
        <HelpMenu loadHelp={loadHelp} studioVersion="1.3.2" onInternalAction={() => {}} />
      </StudioI18nProvider>,
    )
    expect(requests).toEqual([])
    fireEvent.click(screen.getByRole('button', {name: 'Hjelp og ressurser'}))
    expect(await screen.findByRole('menuitem', {name: 'Laster…'})).toBeVisible()
    expect(requests.map((request) => request.locale)).toEqual(['nb-NO'])

    pending.resolve(parseHelpResources(answer))
    await waitFor(() =>
      expect(itemTexts()).toEqual([
        'Handbook',
        'Show welcome tour',
        'Forum',
        'Studioversjon 1.3.2',
        'Nyeste versjon 1.4.0',
      ]),
    )
    expect(screen.getByRole('group', {name: 'Community'})).toBeVisible()

    // Closing and opening again does not ask again.
    fireEvent.keyDown(document.activeElement!, {key: 'Escape'})
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    fireEvent.click(screen.getByRole('button', {name: 'Hjelp og ressurser'}))
    await screen.findByRole('menu')
    expect(requests).toHaveLength(1)
  })

  it('opens links in a new tab and runs internal actions', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const onInternalAction = vi.fn()
    render(<HelpMenu loadHelp={async () => parseHelpResources(answer)} onInternalAction={onInternalAction} />)
    openMenu()
    fireEvent.click(await screen.findByRole('menuitem', {name: 'Handbook'}))
    expect(open).toHaveBeenCalledWith('https://intranet.example/handbook', '_blank', 'noopener,noreferrer')
    openMenu()
    fireEvent.click(await screen.findByRole('menuitem', {name: 'Show welcome tour'}))
    expect(onInternalAction).toHaveBeenCalledWith('welcome-tour')
  })

  it('leaves out internal actions it has no handler for', async () => {
    render(<HelpMenu loadHelp={async () => parseHelpResources(answer)} />)
    openMenu()
    await waitFor(() => expect(itemTexts()).toEqual(['Handbook', 'Forum', 'Latest version 1.4.0']))
  })

  it('shows the community, support and sales links when the request fails', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    render(<HelpMenu loadHelp={() => Promise.reject(new Error('offline'))} fallbackLinks={fallbackLinks} />)
    openMenu()
    await waitFor(() => expect(itemTexts()).toEqual(['Join the community', 'Help and support', 'Contact sales']))
    fireEvent.click(screen.getByRole('menuitem', {name: 'Contact sales'}))
    expect(open).toHaveBeenCalledWith('https://sales.example/', '_blank', 'noopener,noreferrer')
  })

  it('shows the fallback links when the server lists no resources, and without a loader', async () => {
    render(<HelpMenu loadHelp={async () => ({sections: []})} fallbackLinks={{support: fallbackLinks.support}} />)
    openMenu()
    await waitFor(() => expect(itemTexts()).toEqual(['Help and support']))
    cleanup()
    render(<HelpMenu fallbackLinks={fallbackLinks} />)
    openMenu()
    expect(itemTexts()).toEqual(['Join the community', 'Help and support', 'Contact sales'])
  })

  it('says no resources are available when it has neither resources nor fallback links', async () => {
    render(<HelpMenu loadHelp={() => Promise.reject(new Error('404'))} />)
    openMenu()
    await waitFor(() => expect(itemTexts()).toEqual(['No help resources are available.']))
  })
})
