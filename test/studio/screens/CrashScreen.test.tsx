import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {useState} from 'react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {CrashScreen, StudioErrorBoundary} from '../../../src/studio/screens'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('CrashScreen', () => {
  it("says 'An error occured' with the message and stack, and retries", () => {
    const onRetry = vi.fn()
    const error = new Error('Cannot read properties of undefined')
    render(<CrashScreen error={error} onRetry={onRetry} />)
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe('An error occured')
    expect(screen.getByText('Cannot read properties of undefined')).toBeVisible()
    expect(screen.getByRole('figure', {name: 'Stack trace'}).querySelector('pre')!.textContent).toBe(error.stack)
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it("says 'The {tool} tool crashed' for a tool", () => {
    render(<CrashScreen error={new Error('boom')} toolTitle="Vision" onRetry={() => {}} />)
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe('The Vision tool crashed')
  })

  it('shows what was thrown when it is not an Error, without a stack', () => {
    render(<CrashScreen error="plain string" onRetry={() => {}} />)
    expect(screen.getByText('plain string')).toBeVisible()
    expect(screen.queryByRole('figure')).toBeNull()
    cleanup()
    render(<CrashScreen error={{code: 42}} onRetry={() => {}} />)
    expect(screen.getByText('{"code":42}')).toBeVisible()
    cleanup()
    render(<CrashScreen error={undefined} onRetry={() => {}} />)
    expect(screen.getByText('Unknown error')).toBeVisible()
  })
})

describe('StudioErrorBoundary', () => {
  // React reports caught render errors on the console; these tests crash on purpose.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))

  let failing = true
  function Flaky() {
    if (failing) throw new Error('render failed')
    return <p>tool content</p>
  }

  it('shows the crash screen for a tool that throws, and renders it again on Retry', () => {
    failing = true
    const onError = vi.fn()
    render(
      <StudioErrorBoundary toolTitle="Vision" onError={onError}>
        <Flaky />
      </StudioErrorBoundary>,
    )
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe('The Vision tool crashed')
    expect(screen.getByText('render failed')).toBeVisible()
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({message: 'render failed'}), expect.anything())

    failing = false
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}))
    expect(screen.getByText('tool content')).toBeVisible()
  })

  it('forgets a crash when its reset key changes, as when the user moves to another tool', () => {
    failing = true
    function Switcher() {
      const [tool, setTool] = useState('vision')
      return (
        <>
          <button type="button" onClick={() => setTool('structure')}>
            Structure
          </button>
          <StudioErrorBoundary resetKey={tool}>{tool === 'vision' ? <Flaky /> : <p>structure</p>}</StudioErrorBoundary>
        </>
      )
    }
    render(<Switcher />)
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe('An error occured')
    fireEvent.click(screen.getByRole('button', {name: 'Structure'}))
    expect(screen.getByText('structure')).toBeVisible()
  })
})
