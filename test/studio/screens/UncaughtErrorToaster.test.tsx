import {act, cleanup, fireEvent, render, screen, within} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {createSchema, type SchemaError} from '../../../src/schema'
import {ConfigResolutionError, CrossOriginError} from '../../../src/studio'
import {hasOwnErrorScreen, UncaughtErrorToaster, type ErrorChannel} from '../../../src/studio/screens'
import {ToastProvider} from '../../../src/ui'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function renderToaster(errorChannel?: ErrorChannel) {
  return render(
    <ToastProvider>
      <UncaughtErrorToaster errorChannel={errorChannel} />
    </ToastProvider>,
  )
}

const toasts = () => within(screen.getByRole('region', {name: 'Notifications'})).queryAllByRole('alert')
const throwUncaught = (error: unknown) =>
  act(() => void window.dispatchEvent(new ErrorEvent('error', {error, message: String(error)})))

function schemaError(): SchemaError {
  try {
    createSchema([{name: 'post', type: 'document', fields: [{name: 'title', type: 'strng'}]} as never])
  } catch (error) {
    return error as SchemaError
  }
  throw new Error('Expected a schema error')
}

describe('UncaughtErrorToaster', () => {
  it("shows an uncaught error as a closable 'Uncaught error' toast that goes after 5000 ms", () => {
    renderToaster()
    throwUncaught(new TypeError('x is not a function'))
    const [toast] = toasts()
    expect(within(toast!).getByText('Uncaught error')).toBeVisible()
    expect(within(toast!).getByText('x is not a function')).toBeVisible()
    expect(toast!.getAttribute('data-status')).toBe('error')
    act(() => vi.advanceTimersByTime(4_999))
    expect(toasts()).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(toasts()).toHaveLength(0)

    throwUncaught(new Error('again'))
    fireEvent.click(within(toasts()[0]!).getByRole('button', {name: 'Close'}))
    expect(toasts()).toHaveLength(0)
  })

  it('shows unhandled promise rejections too', () => {
    renderToaster()
    act(
      () =>
        void window.dispatchEvent(
          Object.assign(new Event('unhandledrejection'), {reason: new Error('request failed')}),
        ),
    )
    expect(toasts().map((toast) => toast.textContent)).toEqual([expect.stringContaining('request failed')])
  })

  it('shows one toast for the same message thrown twice', () => {
    renderToaster()
    throwUncaught(new Error('flaky'))
    throwUncaught(new Error('flaky'))
    expect(toasts()).toHaveLength(1)
  })

  it('leaves schema, configuration and cross-origin errors to their own screens', () => {
    renderToaster()
    throwUncaught(schemaError())
    throwUncaught(new ConfigResolutionError([{severity: 'error', message: 'Missing name', path: []}]))
    throwUncaught(new CrossOriginError({projectId: 'demo', apiHost: 'http://127.0.0.1:3400'}))
    // From another copy of the bundle: known by name.
    throwUncaught(Object.assign(new Error('cors'), {name: 'CrossOriginError'}))
    expect(toasts()).toHaveLength(0)
    expect(hasOwnErrorScreen(new Error('plain'))).toBe(false)
  })

  it('listens to the error channel it is given, and stops when unmounted', () => {
    const listeners = new Set<(error: unknown) => void>()
    const channel: ErrorChannel = (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
    const {unmount} = renderToaster(channel)
    act(() => listeners.forEach((listener) => listener('disk full')))
    expect(toasts().map((toast) => toast.textContent)).toEqual([expect.stringContaining('disk full')])
    unmount()
    expect(listeners.size).toBe(0)
  })
})
