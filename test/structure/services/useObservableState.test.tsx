import {act, cleanup, render} from '@testing-library/react'
import {BehaviorSubject, Subject, type Observable} from 'rxjs'
import {afterEach, describe, expect, it} from 'vitest'
import {useObservableState} from '../../../src/structure/services/useObservableState'

afterEach(cleanup)

function renderState<T>(observable: Observable<T> | null, initial: T) {
  const seen: Array<{value: T; error: unknown}> = []
  function Probe({source}: {source: Observable<T> | null}) {
    const state = useObservableState(source, initial)
    seen.push(state)
    return <output>{String(state.value)}</output>
  }
  const result = render(<Probe source={observable} />)
  return {
    seen,
    shown: () => result.container.querySelector('output')!.textContent,
    rerender: (next: Observable<T> | null) => result.rerender(<Probe source={next} />),
  }
}

describe('useObservableState', () => {
  it('shows a value the observable has at once from the first commit, then every new one', () => {
    const subject = new BehaviorSubject('loaded')
    const view = renderState(subject, 'initial')
    expect(view.shown()).toBe('loaded')
    act(() => subject.next('changed'))
    expect(view.shown()).toBe('changed')
  })

  it('does not render again for the same value', () => {
    const subject = new Subject<string>()
    const view = renderState(subject, 'initial')
    act(() => subject.next('a'))
    const renders = view.seen.length
    act(() => subject.next('a'))
    expect(view.seen.length).toBe(renders)
  })

  it('keeps the last value with the error that ended the observable', () => {
    const subject = new Subject<string>()
    const view = renderState(subject, 'initial')
    act(() => subject.next('last'))
    act(() => subject.error(new Error('refused')))
    expect(view.seen.at(-1)).toEqual({value: 'last', error: new Error('refused')})
  })

  it('starts a new observable from the initial value and leaves the old one', () => {
    const first = new Subject<string>()
    const second = new Subject<string>()
    const view = renderState<string>(first, 'initial')
    act(() => first.next('from first'))
    view.rerender(second)
    expect(view.shown()).toBe('initial')
    expect(first.observed).toBe(false)
    act(() => first.next('late'))
    expect(view.shown()).toBe('initial')
    act(() => second.next('from second'))
    expect(view.shown()).toBe('from second')
  })

  it('gives the initial value for no observable', () => {
    expect(renderState<string>(null, 'nothing').shown()).toBe('nothing')
  })
})
