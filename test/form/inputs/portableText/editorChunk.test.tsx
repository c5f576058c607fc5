// The editor's chunk is module state, and happy-dom has no requestIdleCallback to prefetch it:
// the first test's field mounts before the chunk has loaded.
import {cleanup} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {preloadPortableTextEditor} from '../../../../src/form/inputs/portableText/PortableTextInput'
import {docType, renderForm} from '../../support'
import {block, span} from './fixtures'

const post = () => docType([{name: 'body', type: 'array', of: [{type: 'block'}]}])
const body = [block('b1', [span('Hello world', 's1')])]
const reactGlobals = globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}

afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

/** Lets React's scheduler run (it does not use `setTimeout` in Node) until `found` says yes. */
async function renderedUntil(found: () => boolean): Promise<boolean> {
  for (let turn = 0; turn < 100 && !found(); turn++) await new Promise((resolve) => setImmediate(resolve))
  return found()
}

describe("the rich-text editor's chunk", () => {
  it('shows a placeholder while the chunk loads, and the editor as soon as it has loaded', async () => {
    // No `setTimeout` fires in this test: an editor React held back behind the placeholder (the
    // 300 ms throttle of content that replaces a Suspense fallback) would never show.
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']})
    renderForm(post(), {value: {_id: 'p', _type: 'doc', body}})
    expect(document.querySelector('.vellum-form-pt-loading')?.getAttribute('aria-busy')).toBe('true')
    expect(document.querySelector('.vellum-form-pt-content')).toBeNull()
    // React renders what follows the load on its own, as in a browser (not inside `act`).
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false
    try {
      await preloadPortableTextEditor()
      expect(await renderedUntil(() => document.querySelector('.vellum-form-pt-content') !== null)).toBe(true)
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    }
    expect(document.querySelector('.vellum-form-pt-loading')).toBeNull()
    expect(document.querySelector('.vellum-form-pt-content p[data-key="b1"]')?.textContent).toBe('Hello world')
  })

  it('shows the editor at once, with no placeholder, in a field that mounts after the chunk has loaded', async () => {
    await preloadPortableTextEditor()
    renderForm(post(), {value: {_id: 'p', _type: 'doc', body}})
    expect(document.querySelector('.vellum-form-pt-loading')).toBeNull()
    expect(document.querySelector('.vellum-form-pt-content p[data-key="b1"]')?.textContent).toBe('Hello world')
  })
})
