import {act, cleanup, fireEvent, render, screen, within} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {Button, TOAST_DURATION_MS, ToastProvider, useToast, type ToastParams} from '../../src/ui'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** A button that pushes the given toast, and the provider around it. */
function renderPusher(params: ToastParams) {
  function Pusher() {
    const toast = useToast()
    return <Button text="Notify" onClick={() => toast.push(params)} />
  }
  render(
    <ToastProvider>
      <Pusher />
    </ToastProvider>,
  )
  return () => fireEvent.click(screen.getByRole('button', {name: 'Notify'}))
}

const region = () => screen.getByRole('region', {name: 'Notifications'})

describe('toasts', () => {
  it('show in a polite live region and close by themselves after 5000 ms', () => {
    const onClose = vi.fn()
    const push = renderPusher({status: 'success', title: 'Published', onClose})
    expect(region().getAttribute('aria-live')).toBe('polite')
    push()
    expect(within(region()).getByRole('status').textContent).toContain('Published')
    act(() => vi.advanceTimersByTime(4_999))
    expect(within(region()).queryByText('Published')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(within(region()).queryByText('Published')).toBeNull()
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('announce errors and warnings as alerts, info and success as status', () => {
    function Pusher() {
      const toast = useToast()
      return (
        <Button
          text="Notify"
          onClick={() => {
            for (const status of ['info', 'success', 'warning', 'error'] as const) toast.push({status, title: status})
          }}
        />
      )
    }
    render(
      <ToastProvider>
        <Pusher />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', {name: 'Notify'}))
    expect(
      within(region())
        .getAllByRole('alert')
        .map((t) => t.textContent),
    ).toEqual(['warning', 'error'])
    expect(
      within(region())
        .getAllByRole('status')
        .map((t) => t.textContent),
    ).toEqual(['info', 'success'])
  })

  it('close from their close button when closable', () => {
    const push = renderPusher({status: 'error', title: 'Uncaught error', description: 'boom', closable: true})
    push()
    const toast = within(region()).getByRole('alert')
    expect(toast.getAttribute('data-status')).toBe('error')
    fireEvent.click(within(toast).getByRole('button', {name: 'Close'}))
    expect(within(region()).queryByRole('alert')).toBeNull()
  })

  it('have no close button unless closable', () => {
    renderPusher({title: 'Saved'})()
    expect(within(region()).queryByRole('button', {name: 'Close'})).toBeNull()
  })

  it('wait while the pointer rests on them, then take their full time again', () => {
    const push = renderPusher({title: 'Read me'})
    push()
    const toast = within(region()).getByRole('status')
    act(() => vi.advanceTimersByTime(4000))
    fireEvent.pointerEnter(toast)
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3))
    expect(within(region()).queryByText('Read me')).not.toBeNull()
    fireEvent.pointerLeave(toast)
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS))
    expect(within(region()).queryByText('Read me')).toBeNull()
  })

  it('replace the toast with the same id and restart its timer', () => {
    let count = 0
    function Pusher() {
      const toast = useToast()
      return <Button text="Notify" onClick={() => toast.push({id: 'sync', title: `Synced ${++count}`})} />
    }
    render(
      <ToastProvider>
        <Pusher />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', {name: 'Notify'}))
    act(() => vi.advanceTimersByTime(4000))
    fireEvent.click(screen.getByRole('button', {name: 'Notify'}))
    expect(
      within(region())
        .getAllByRole('status')
        .map((t) => t.textContent),
    ).toEqual(['Synced 2'])
    act(() => vi.advanceTimersByTime(4000))
    expect(within(region()).queryByText('Synced 2')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1000))
    expect(within(region()).queryByRole('status')).toBeNull()
  })

  it('stay when their duration is Infinity', () => {
    renderPusher({title: 'Offline', duration: Infinity})()
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 10))
    expect(within(region()).queryByText('Offline')).not.toBeNull()
  })

  it('sit in a layer 100 above their parent', () => {
    renderPusher({title: 'x'})
    expect(region().closest('.vellum-layer')?.getAttribute('data-z-index')).toBe('100')
  })

  it('need a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    function Orphan() {
      useToast()
      return null
    }
    expect(() => render(<Orphan />)).toThrow('useToast must be used inside a <ToastProvider>')
  })
})
