import {useLayoutEffect} from 'react'
import {flushSync} from 'react-dom'
import {createRoot, type Root} from 'react-dom/client'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {useDeferredWhileTyping} from '../../../src/form/builder/useDeferredWhileTyping'

// Rendered without act(): act would run React's background renders between two updates,
// and the bug this guards against lives exactly between them.
const globals = globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}
let actEnvironment: boolean | undefined
let root: Root | undefined

beforeEach(() => {
  actEnvironment = globals.IS_REACT_ACT_ENVIRONMENT
  globals.IS_REACT_ACT_ENVIRONMENT = false
})

afterEach(() => {
  root?.unmount()
  root = undefined
  globals.IS_REACT_ACT_ENVIRONMENT = actEnvironment
})

/** Renders the hook and records the value of every render that committed, in order. */
function renderHook() {
  const committed: string[] = []
  function Probe({value, deferring}: {value: string; deferring: boolean}) {
    const shown = useDeferredWhileTyping(value, deferring)
    useLayoutEffect(() => void committed.push(shown))
    return null
  }
  const mounted = createRoot(document.createElement('div'))
  root = mounted
  // Each update renders and commits at once; React's background renders wait for a later task.
  const update = (value: string, deferring: boolean) =>
    flushSync(() => mounted.render(<Probe value={value} deferring={deferring} />))
  update('a', false)
  return {committed, update}
}

describe('useDeferredWhileTyping', () => {
  it('renders a change that is not typing at once', () => {
    const hook = renderHook()
    hook.update('ab', false)
    expect(hook.committed).toEqual(['a', 'ab'])
  })

  it('shows the value it showed while a keystroke commits, and the typed value right after', async () => {
    const hook = renderHook()
    hook.update('ab', true)
    expect(hook.committed).toEqual(['a', 'a'])
    await expect.poll(() => hook.committed.at(-1)).toBe('ab')
  })

  it('never shows a value older than one already shown: a keystroke after a change rendered at once keeps that change', async () => {
    const hook = renderHook()
    hook.update('ab', true)
    // A commit's echo, not typing, rendered at once before the keystroke's background render.
    hook.update('abc', false)
    hook.update('abcd', true)
    expect(hook.committed).toEqual(['a', 'a', 'abc', 'abc'])
    await expect.poll(() => hook.committed.at(-1)).toBe('abcd')
    const order = ['a', 'ab', 'abc', 'abcd']
    const indices = hook.committed.map((value) => order.indexOf(value))
    expect(indices).toEqual([...indices].sort((x, y) => x - y))
  })
})
