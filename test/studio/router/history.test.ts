import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {createBrowserHistory, createMemoryHistory, locationToUrl, parseLocation} from '../../../src/studio/router'

describe('parseLocation', () => {
  it('splits a path and normalises it as a browser does', () => {
    expect(parseLocation('/blog/./structure/../vision?x=1#top')).toEqual({
      pathname: '/blog/vision',
      search: '?x=1',
      hash: '#top',
    })
    expect(parseLocation('/a b')).toEqual({pathname: '/a%20b', search: '', hash: ''})
    expect(locationToUrl(parseLocation('/blog?x=1#top'))).toBe('/blog?x=1#top')
  })

  it('refuses anything but a path', () => {
    expect(() => parseLocation('blog')).toThrow('Expected a path starting with "/", got "blog"')
    expect(() => parseLocation('//evil.example/x')).toThrow('Expected a path starting with "/"')
    expect(() => parseLocation('https://example.com/')).toThrow('Expected a path starting with "/"')
  })
})

describe('createMemoryHistory', () => {
  it('starts at the last initial entry, or the one named', () => {
    expect(createMemoryHistory().location.pathname).toBe('/')
    expect(createMemoryHistory({initialEntries: ['/a', '/b']}).location.pathname).toBe('/b')
    expect(createMemoryHistory({initialEntries: ['/a', '/b'], initialIndex: 0}).location.pathname).toBe('/a')
    expect(() => createMemoryHistory({initialEntries: ['/a'], initialIndex: 1})).toThrow(
      'initialIndex 1 is out of range for 1 entries',
    )
    expect(() => createMemoryHistory({initialEntries: []})).toThrow('needs at least one initial entry')
  })

  it('pushes, replaces and moves back and forward, telling its listeners each time', () => {
    const history = createMemoryHistory({initialEntries: ['/a']})
    const listener = vi.fn()
    const stop = history.listen(listener)
    history.push('/b?x=1')
    history.replace('/c#h')
    expect(history.entries.map(locationToUrl)).toEqual(['/a', '/c#h'])
    history.back()
    expect(history.location.pathname).toBe('/a')
    history.forward()
    expect(history.index).toBe(1)
    expect(listener).toHaveBeenCalledTimes(4)
    stop()
    history.back()
    expect(listener).toHaveBeenCalledTimes(4)
  })

  it('drops the entries after the current one on push, as browsers do', () => {
    const history = createMemoryHistory({initialEntries: ['/a', '/b', '/c'], initialIndex: 0})
    history.push('/d')
    expect(history.entries.map((entry) => entry.pathname)).toEqual(['/a', '/d'])
  })

  it('ignores moves out of range', () => {
    const history = createMemoryHistory({initialEntries: ['/a']})
    const listener = vi.fn()
    history.listen(listener)
    history.back()
    history.go(3)
    expect(history.location.pathname).toBe('/a')
    expect(listener).not.toHaveBeenCalled()
  })

  it('keeps the location object until the location changes', () => {
    const history = createMemoryHistory({initialEntries: ['/a']})
    const before = history.location
    expect(history.location).toBe(before)
    history.push('/a')
    expect(history.location).not.toBe(before)
  })
})

describe('createBrowserHistory', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'))
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('pushes and replaces with the History API, without a reload', () => {
    const history = createBrowserHistory()
    const length = window.history.length
    history.push('/blog/structure?x=1')
    expect(window.location.pathname).toBe('/blog/structure')
    expect(history.location).toEqual({pathname: '/blog/structure', search: '?x=1', hash: ''})
    expect(window.history.length).toBe(length + 1)
    history.replace('/blog/vision')
    expect(window.location.pathname).toBe('/blog/vision')
    expect(window.history.length).toBe(length + 1)
  })

  it('tells listeners about its own navigations and about popstate (back and forward)', () => {
    const history = createBrowserHistory()
    const listener = vi.fn()
    const stop = history.listen(listener)
    history.push('/a')
    window.history.pushState(null, '', '/b')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(listener).toHaveBeenCalledTimes(2)
    expect(history.location.pathname).toBe('/b')
    stop()
    history.push('/c')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('keeps the location object until the URL changes', () => {
    const history = createBrowserHistory()
    const before = history.location
    expect(history.location).toBe(before)
    history.push('/a')
    expect(history.location).not.toBe(before)
  })

  it('refuses URLs of other origins before touching the history', () => {
    const history = createBrowserHistory()
    expect(() => history.push('https://example.com/')).toThrow('Expected a path starting with "/"')
    expect(window.location.pathname).toBe('/')
  })
})
