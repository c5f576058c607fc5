import {act, cleanup, fireEvent, render, screen} from '@testing-library/react'
import {Component, lazy, Suspense, useState, type ComponentType, type ReactNode} from 'react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {createPreloadable} from '../../src/ui'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

interface GreetingProps {
  name: string
}
const Greeting = ({name}: GreetingProps) => <p>Hello {name}</p>

/** A load the test settles by hand, counting how often it was started. */
function manualLoad<C>() {
  const calls: {resolve: (value: C) => void; reject: (error: unknown) => void}[] = []
  const load = vi.fn(
    () =>
      new Promise<C>((resolve, reject) => {
        calls.push({resolve, reject})
      }),
  )
  return {load, calls}
}

/** Catches what its children throw and shows the message. */
class Boundary extends Component<{children: ReactNode}, {error: Error | null}> {
  override state = {error: null as Error | null}
  static getDerivedStateFromError(error: Error) {
    return {error}
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children
  }
}

describe('createPreloadable', () => {
  it('loads once: calls share the load, and loaded() gives the component after it', async () => {
    const {load, calls} = manualLoad<ComponentType<GreetingProps>>()
    const greeting = createPreloadable(load)
    expect(greeting.loaded()).toBeUndefined()
    const first = greeting.preload()
    const second = greeting.preload()
    expect(second).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
    calls[0]!.resolve(Greeting)
    await expect(first).resolves.toBe(Greeting)
    expect(greeting.loaded()).toBe(Greeting)
    await greeting.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed load', async () => {
    const {load, calls} = manualLoad<ComponentType<GreetingProps>>()
    const greeting = createPreloadable(load)
    const failed = greeting.preload()
    calls[0]!.reject(new Error('Failed to fetch dynamically imported module'))
    await expect(failed).rejects.toThrow('Failed to fetch')
    expect(greeting.loaded()).toBeUndefined()
    const retried = greeting.preload()
    expect(load).toHaveBeenCalledTimes(2)
    calls[1]!.resolve(Greeting)
    await expect(retried).resolves.toBe(Greeting)
    expect(greeting.loaded()).toBe(Greeting)
  })

  it('renders Component at once when loaded, without showing the fallback', async () => {
    const greeting = createPreloadable(async () => Greeting)
    await greeting.preload()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <greeting.Component name="Ada" />
      </Suspense>,
    )
    expect(screen.getByText('Hello Ada')).toBeTruthy()
    expect(screen.queryByText('Loading')).toBeNull()
  })

  it('suspends Component until loaded, then keeps its state when the parent renders again', async () => {
    const {load, calls} = manualLoad<ComponentType<GreetingProps>>()
    const greeting = createPreloadable(load)
    let mounts = 0
    function Counted({name}: GreetingProps) {
      const [mount] = useState(() => ++mounts)
      return (
        <p>
          Hello {name} ({mount})
        </p>
      )
    }
    const view = (name: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <greeting.Component name={name} />
      </Suspense>
    )
    // Awaited, so that `act` (as React's test mode wants) sees the suspension through.
    const {rerender} = await act(async () => render(view('Ada')))
    expect(screen.getByText('Loading')).toBeTruthy()
    await act(async () => calls[0]!.resolve(Counted))
    expect(screen.getByText('Hello Ada (1)')).toBeTruthy()
    rerender(view('Grace'))
    expect(screen.getByText('Hello Grace (1)')).toBeTruthy()
    expect(mounts).toBe(1)
  })

  it('throws a failed load of Component to the nearest error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const greeting = createPreloadable<GreetingProps>(() => Promise.reject(new Error('Chunk gone')))
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<p>Loading</p>}>
            <greeting.Component name="Ada" />
          </Suspense>
        </Boundary>,
      )
    })
    expect(screen.getByRole('alert').textContent).toBe('Chunk gone')
  })
})

/** React 19's fallback throttle: a suspended boundary's content shows ≥ 300 ms after its fallback did. */
const FALLBACK_THROTTLE_MS = 300

// These render as a browser does: the load settles outside `act`, and `findBy…` waits
// outside it too.
describe('load, then open (why createPreloadable exists)', () => {
  /** A button that opens `content` inside Suspense, after `beforeOpen` resolves. */
  function Opener({content, beforeOpen}: {content: ReactNode; beforeOpen?: () => Promise<unknown>}) {
    const [open, setOpen] = useState(false)
    const onClick = () => (beforeOpen ? void beforeOpen().then(() => setOpen(true)) : setOpen(true))
    return (
      <>
        <button onClick={onClick}>Open</button>
        {open && <Suspense fallback={null}>{content}</Suspense>}
      </>
    )
  }

  /** Opens with a click, settles the load, and returns the ms until `text` shows. */
  async function msToOpen(settle: () => void, text: string): Promise<number> {
    const start = performance.now()
    fireEvent.click(screen.getByRole('button', {name: 'Open'}))
    settle()
    await screen.findByText(text)
    return performance.now() - start
  }

  it('shows a dialog opened after its load as soon as it renders', async () => {
    const {load, calls} = manualLoad<ComponentType<GreetingProps>>()
    const greeting = createPreloadable(load)
    render(<Opener beforeOpen={greeting.preload} content={<greeting.Component name="Ada" />} />)
    expect(await msToOpen(() => calls[0]!.resolve(Greeting), 'Hello Ada')).toBeLessThan(FALLBACK_THROTTLE_MS)
  })

  it('React.lazy opened at once shows no sooner than 300 ms after its fallback (the fallback throttle)', async () => {
    const {load, calls} = manualLoad<{default: ComponentType<GreetingProps>}>()
    const LazyGreeting = lazy(load)
    render(<Opener content={<LazyGreeting name="Ada" />} />)
    const ms = await msToOpen(() => calls[0]!.resolve({default: Greeting}), 'Hello Ada')
    // React commits when fewer than 10 ms of the 300 are left.
    expect(ms).toBeGreaterThanOrEqual(FALLBACK_THROTTLE_MS - 10)
  })
})
