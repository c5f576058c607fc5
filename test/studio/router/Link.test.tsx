import {act, cleanup, fireEvent, screen} from '@testing-library/react'
import {useState} from 'react'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {createMemoryHistory, IntentLink, Link, locationToUrl, StateLink} from '../../../src/studio/router'
import {currentRouter, renderRouter} from './render'
import {editorTool, tool, workspace} from './support'

afterEach(cleanup)

const structure = editorTool('structure', ['post', 'author'])
const authors = editorTool('authors', ['author'])
const blog = workspace('blog', '/blog', [structure, authors, tool('vision')])

const route = () => screen.getByRole('status', {name: 'route'}).textContent
const link = (name: string) => screen.getByRole('link', {name}) as HTMLAnchorElement

/**
 * Clicks like a user and reports whether the studio took the click over (prevented the
 * default). A window listener runs after React's, records that, then stops the browser's own
 * follow-the-link action, which happy-dom would otherwise start.
 */
function click(element: HTMLElement, init: MouseEventInit = {}): boolean {
  let taken = false
  const observe = (event: Event) => {
    taken = event.defaultPrevented
    event.preventDefault()
  }
  window.addEventListener('click', observe)
  try {
    fireEvent.click(element, {button: 0, ...init})
  } finally {
    window.removeEventListener('click', observe)
  }
  return taken
}

/** Counts its clicks; a reload would reset the count. */
function Counter() {
  const [count, setCount] = useState(0)
  return <button onClick={() => setCount(count + 1)}>{`clicked ${count}`}</button>
}

describe('Link', () => {
  beforeEach(() => window.history.replaceState(null, '', '/blog/vision'))
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('is a real link with an href', () => {
    renderRouter({workspaces: [blog], children: <Link href="/blog/structure/post">Posts</Link>})
    expect(link('Posts').getAttribute('href')).toBe('/blog/structure/post')
  })

  it('navigates on a plain left click without a reload', () => {
    renderRouter({
      workspaces: [blog],
      children: [
        <Link key="l" href="/blog/structure/post">
          Posts
        </Link>,
        <Counter key="c" />,
      ],
    })
    fireEvent.click(screen.getByRole('button'))
    const length = window.history.length
    let taken = false
    act(() => {
      taken = click(link('Posts'))
    })
    expect(taken).toBe(true)
    expect(window.location.pathname).toBe('/blog/structure/post')
    expect(window.history.length).toBe(length + 1)
    expect(route()).toBe('tool blog/structure {"panes":["post"]}')
    expect(screen.getByRole('button').textContent).toBe('clicked 1')
  })

  it.each<[string, MouseEventInit]>([
    ['ctrl', {ctrlKey: true}],
    ['cmd', {metaKey: true}],
    ['shift', {shiftKey: true}],
    ['alt', {altKey: true}],
    ['middle-button', {button: 1}],
  ])('leaves a %s click to the browser', (_kind, init) => {
    renderRouter({workspaces: [blog], children: <Link href="/blog/structure">Structure</Link>})
    expect(click(link('Structure'), init)).toBe(false)
    expect(window.location.pathname).toBe('/blog/vision')
    expect(route()).toBe('tool blog/vision {}')
  })

  it('leaves links with another target or a download attribute to the browser', () => {
    renderRouter({
      workspaces: [blog],
      children: [
        <Link key="a" href="/blog/structure" target="_blank">
          New tab
        </Link>,
        <Link key="b" href="/blog/structure" download>
          Download
        </Link>,
        <Link key="c" href="/blog/structure" target="_self">
          Same tab
        </Link>,
      ],
    })
    expect(click(link('New tab'))).toBe(false)
    expect(click(link('Download'))).toBe(false)
    expect(route()).toBe('tool blog/vision {}')
    act(() => {
      click(link('Same tab'))
    })
    expect(route()).toBe('tool blog/structure {}')
  })

  it('leaves links outside the studio’s base path to the browser', () => {
    const studio = workspace('blog', '/studio/blog', [tool('vision')])
    const history = createMemoryHistory({initialEntries: ['/studio/blog/vision']})
    renderRouter({
      workspaces: [studio],
      basePath: '/studio',
      history,
      children: [
        <Link key="a" href="/pricing">
          Pricing
        </Link>,
        <Link key="b" href="https://example.com/">
          Elsewhere
        </Link>,
      ],
    })
    expect(click(link('Pricing'))).toBe(false)
    expect(click(link('Elsewhere'))).toBe(false)
    expect(history.entries.map(locationToUrl)).toEqual(['/studio/blog/vision'])
  })

  it('does nothing when its onClick prevented the default', () => {
    const history = createMemoryHistory({initialEntries: ['/blog/vision']})
    renderRouter({
      workspaces: [blog],
      history,
      children: (
        <Link href="/blog/structure" onClick={(event) => event.preventDefault()}>
          Guarded
        </Link>
      ),
    })
    click(link('Guarded'))
    expect(history.entries.map(locationToUrl)).toEqual(['/blog/vision'])
  })

  it('replaces the entry when asked', () => {
    const history = createMemoryHistory({initialEntries: ['/blog/vision']})
    renderRouter({
      workspaces: [blog],
      history,
      children: (
        <Link href="/blog/structure" replace>
          Structure
        </Link>
      ),
    })
    act(() => {
      click(link('Structure'))
    })
    expect(history.entries.map(locationToUrl)).toEqual(['/blog/structure'])
  })
})

describe('StateLink', () => {
  it('links to a state of the tool on screen, or of a named tool', () => {
    const history = createMemoryHistory({initialEntries: ['/blog/structure']})
    renderRouter({
      workspaces: [blog],
      history,
      children: [
        <StateLink key="a" state={{panes: ['post', 'abc']}}>
          Post abc
        </StateLink>,
        <StateLink key="b" tool="authors">
          Authors
        </StateLink>,
      ],
    })
    expect(link('Post abc').getAttribute('href')).toBe('/blog/structure/post/abc')
    expect(link('Authors').getAttribute('href')).toBe('/blog/authors')
    act(() => {
      click(link('Post abc'))
    })
    expect(route()).toBe('tool blog/structure {"panes":["post","abc"]}')
  })
})

describe('IntentLink', () => {
  it('has the intent URL as its href, so it opens in a new tab too', () => {
    renderRouter({
      workspaces: [blog],
      history: createMemoryHistory({initialEntries: ['/blog/vision']}),
      children: (
        <IntentLink intent="edit" params={{id: 'abc', type: 'post'}}>
          Edit
        </IntentLink>
      ),
    })
    expect(link('Edit').getAttribute('href')).toBe('/blog/intent/edit/id=abc;type=post/')
  })

  it('opens the intent in the tool on screen when it can, on a plain click', () => {
    const history = createMemoryHistory({initialEntries: ['/blog/authors']})
    renderRouter({
      workspaces: [blog],
      history,
      children: (
        <IntentLink intent="edit" params={{id: 'grrm', type: 'author'}}>
          Edit author
        </IntentLink>
      ),
    })
    act(() => {
      click(link('Edit author'))
    })
    expect(route()).toBe('tool blog/authors {"panes":["author","grrm"]}')
    expect(history.entries.map(locationToUrl)).toEqual(['/blog/authors', '/blog/authors/author/grrm'])
    expect(currentRouter().location.pathname).toBe('/blog/authors/author/grrm')
  })
})
