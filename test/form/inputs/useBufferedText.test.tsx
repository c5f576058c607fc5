import {act, cleanup, render} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {useBufferedText} from '../../../src/form/inputs/useBufferedText'

afterEach(cleanup)

let api: {text: string; setText: (text: string) => void}
function Probe({value}: {value: string | undefined}) {
  const [text, setText] = useBufferedText(value)
  api = {text, setText}
  return null
}

describe('useBufferedText', () => {
  it('shows typed text at once, and keeps it while the value catches up one edit at a time', () => {
    const {rerender} = render(<Probe value="Hi" />)
    act(() => api.setText('Hi!'))
    act(() => api.setText('Hi!!'))
    expect(api.text).toBe('Hi!!')
    // The form renders the first edit before the second: the shown text must not step back.
    rerender(<Probe value="Hi!" />)
    expect(api.text).toBe('Hi!!')
    rerender(<Probe value="Hi!!" />)
    expect(api.text).toBe('Hi!!')
  })

  it('takes a value nobody typed here: another user’s edit, or a reset', () => {
    const {rerender} = render(<Probe value="Draft" />)
    act(() => api.setText('Drafts'))
    rerender(<Probe value="Drafts" />)
    rerender(<Probe value="Published title" />)
    expect(api.text).toBe('Published title')
    rerender(<Probe value={undefined} />)
    expect(api.text).toBe('')
  })

  it('does not mistake an old text of its own for a change from elsewhere once the value has moved on', () => {
    const {rerender} = render(<Probe value="a" />)
    act(() => api.setText('ab'))
    rerender(<Probe value="ab" />)
    // 'a' is no longer pending: it is a real change now (e.g. an undo from elsewhere).
    rerender(<Probe value="a" />)
    expect(api.text).toBe('a')
  })
})
