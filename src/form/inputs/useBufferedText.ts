import {useState} from 'react'

// Texts this input sent and has not seen come back yet; more than this many means the form is
// not applying them, and the oldest are forgotten.
const MAX_PENDING = 64

interface BufferedText {
  /** What the input shows. */
  text: string
  /** Texts sent with onChange, oldest first, not yet seen as `value`. */
  pending: readonly string[]
  /** The `value` this state was last reconciled with. */
  from: string | undefined
}

/**
 * The text a text input shows, kept by the input itself so a keystroke paints at once: the form
 * renders the new value a moment later (it defers its own re-render, see `FormBuilder`), and
 * until then `value` still holds an earlier text. A `value` that is one of the texts the input
 * sent is its own edit coming back and leaves the shown text alone; any other `value` is a change
 * from elsewhere (another user, a reset) and replaces it.
 *
 * @returns the text to show, and the function to call with each text the user types (before
 *   emitting its patch)
 */
export function useBufferedText(value: string | undefined): [text: string, setText: (text: string) => void] {
  const [state, setState] = useState<BufferedText>(() => ({text: value ?? '', pending: [], from: value}))
  let current = state
  if (value !== state.from) {
    const incoming = value ?? ''
    const seen = state.pending.indexOf(incoming)
    current = seen >= 0 ? {text: state.text, pending: state.pending.slice(seen + 1), from: value} : {text: incoming, pending: [], from: value}
    // Reconciling during render, as React recommends for state derived from props.
    setState(current)
  }
  const setText = (text: string) => setState((previous) => ({...previous, text, pending: [...previous.pending, text].slice(-MAX_PENDING)}))
  return [current.text, setText]
}
