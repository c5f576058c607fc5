import {useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type FocusEvent} from 'react'
import {FormBuilderContext} from '../builder/FormBuilderContext'
import {useLatest} from '../builder/useLatest'
import {mergeText, textEditSize} from '../../mutations'
import type {InputElementProps} from '../resolve/InputProps'

/**
 * Texts typed and not yet come back as the value that a text input remembers, at most: about
 * 15 s of fast typing while the form cannot render (a busy, throttled machine). A value older
 * than the oldest one remembered would be taken for someone else's edit.
 */
export const MAX_PENDING_TEXTS = 256

/**
 * What a text input spreads on its `<input>` or `<textarea>` (see {@link useTypedText}), after
 * its `elementProps`. The ref listens to the element's `input` and `change` events itself: give
 * the element no `onChange`.
 * @public
 */
export interface TypedTextProps<E extends HTMLInputElement | HTMLTextAreaElement> {
  /** Attaches the element: listens to its `input` and `change` events and passes it on to `elementProps.ref`. */
  ref: (element: E | null) => void | (() => void)
  /** The text the element starts with: the value when the input mounted, `''` when unset. */
  defaultValue: string
  /**
   * Shows the value again when texts typed have not come back as the value (a host that did not
   * take them), then calls the element's own `onBlur`.
   */
  onBlur: (event: FocusEvent<E>) => void
}

interface Typing {
  /** The text the element holds. */
  text: string
  /** The value last taken in. */
  value: string | undefined
  /** Texts emitted and not yet come back as the value, oldest first. */
  pending: string[]
  /**
   * Shows the value as it is when the keystrokes kept in a merge never come back (see
   * {@link MERGED_TEXT_SETTLE_MS}); set while that wait runs.
   */
  settle?: () => void
}

/**
 * The text of a text input while the user types. The element keeps its own text (it is not
 * controlled), so a keystroke shows without React rendering anything; the input emits the
 * change, and tells the form that the value coming back is typing, which the form renders after
 * the keystroke has painted (see `FormBuilder`). Until then the input's `value` is behind what
 * the element shows. The texts emitted are remembered: a value that comes back as one of them
 * leaves the element as it is, and a value that is none of them (another user's edit, a reset)
 * replaces its text.
 *
 * @param value - the input's value (`undefined` when unset, shown as '')
 * @param emit - emits the patch for a change from `previous` to `next`
 * @param elementProps - the input's `elementProps`: its ref and `onBlur` are kept
 * @public
 */
export function useTypedText<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: string | undefined,
  emit: (previous: string, next: string) => void,
  elementProps?: Partial<Pick<InputElementProps, 'ref' | 'onBlur'>>,
): TypedTextProps<E> {
  const elementRef = elementProps?.ref
  const form = useContext(FormBuilderContext)
  const ref = useRef<E>(null)
  const [defaultValue] = useState(() => value ?? '')
  const typing = useRef<Typing>({text: defaultValue, value, pending: []})
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(settle.current), [])
  /** Starts (again) the wait for the host to take the keystrokes a merge kept. */
  const waitToSettle = useCallback((then: () => void) => {
    clearTimeout(settle.current)
    typing.current.settle = then
    settle.current = setTimeout(() => {
      typing.current.settle = undefined
      then()
    }, MERGED_TEXT_SETTLE_MS)
  }, [])
  const latest = useLatest({form, emit})
  // The element's own listeners, not React's `onChange`: a keystroke then runs no synthetic
  // change event and no restoring of the element's state after it, which React does for every
  // input with an `onChange`. `change` is heard too, for what sets the value and says so with it.
  const setRef = useCallback(
    (element: E | null) => {
      ref.current = element
      elementRef?.(element)
      if (!element) return
      const onInput = () => {
        const state = typing.current
        const next = element.value
        if (next === state.text) return
        const previous = state.text
        state.text = next
        state.pending.push(next)
        if (state.pending.length > MAX_PENDING_TEXTS) state.pending.shift()
        latest.current.form?.onTyping()
        latest.current.emit(previous, next)
        // Typing on: the form renders the value after the keystrokes, and it may not while they
        // keep coming (a busy machine), so the wait starts again from this one. Otherwise the
        // value shown at its end would lack the keystrokes since, and put them back behind the
        // caret when they came.
        if (state.settle) waitToSettle(state.settle)
      }
      element.addEventListener('input', onInput)
      element.addEventListener('change', onInput)
      return () => {
        element.removeEventListener('input', onInput)
        element.removeEventListener('change', onInput)
        ref.current = null
        elementRef?.(null)
      }
    },
    [elementRef, latest, waitToSettle],
  )

  useLayoutEffect(() => {
    const state = typing.current
    if (value === state.value) return
    const known = state.value ?? ''
    state.value = value
    // A new value ends the wait for an older one to hold the keystrokes merged into it.
    clearTimeout(settle.current)
    state.settle = undefined
    const text = value ?? ''
    const index = state.pending.indexOf(text)
    if (index !== -1) {
      state.pending.splice(0, index + 1)
      // One of ours came back while later keystrokes are on their way: the element is ahead.
      if (state.pending.length === 0) show(ref.current, state, text)
      return
    }
    if (state.pending.length === 0) {
      show(ref.current, state, text)
      return
    }
    // Someone else's edit, merged by the store into one of the texts typed here, arrived while
    // later keystrokes are on their way (the value rendered after the keystroke that made it):
    // keep those keystrokes, merged into it, rather than put the older text back.
    const merged = mergeText(madeFrom(text, known, state.pending), state.text, text)
    state.pending.length = 0
    show(ref.current, state, merged)
    if (merged === text) return
    state.pending.push(merged)
    // The store's next value holds those keystrokes too. A host that does not take them (a
    // reset, a refused edit) sends none: then its value is the text after all.
    waitToSettle(() => {
      if (state.pending.length > 0) {
        state.pending.length = 0
        show(ref.current, state, text)
      }
    })
  }, [value, waitToSettle])

  return {
    ref: setRef,
    defaultValue,
    onBlur(event) {
      const state = typing.current
      if (state.pending.length > 0) {
        state.pending.length = 0
        show(ref.current, state, state.value ?? '')
      }
      elementProps?.onBlur?.(event)
    },
  }
}

/**
 * How long a text merged here waits for the host's value to hold the keystrokes it kept
 * before the host's value is shown as it is, counted from the last keystroke.
 */
export const MERGED_TEXT_SETTLE_MS = 1500

/** Texts typed that a merged value is compared with, at most: the newest. */
const MERGE_CANDIDATES = 16

/**
 * Which text typed here (or the value before them) a value merged elsewhere was made from:
 * the one it differs from least, the newest on a tie. The store merges someone else's edit
 * into the text it holds, which is one of the texts this input emitted.
 */
function madeFrom(value: string, known: string, pending: readonly string[]): string {
  let best = known
  let bestSize = textEditSize(known, value)
  for (const candidate of pending.slice(-MERGE_CANDIDATES)) {
    const size = textEditSize(candidate, value)
    if (size <= bestSize) {
      best = candidate
      bestSize = size
    }
  }
  return best
}

function show(element: HTMLInputElement | HTMLTextAreaElement | null, state: Typing, text: string): void {
  state.text = text
  if (!element || element.value === text) return
  if (element.ownerDocument.activeElement !== element) {
    element.value = text
    return
  }
  // Someone else's edit while the user is here: keep the caret (and selection) where it was
  // in the text around it.
  const {selectionStart, selectionEnd, selectionDirection} = element
  const move = caretMapping(element.value, text)
  element.value = text
  if (selectionStart !== null && selectionEnd !== null)
    element.setSelectionRange(move(selectionStart), move(selectionEnd), selectionDirection ?? undefined)
}

/**
 * Where a position in `before` is in `after`, when one stretch of `before` was replaced: the
 * text both share at the start and at the end stays, so a position in front of the change
 * stays, one behind it moves by what the change added or removed, and one inside it goes to
 * the end of what replaced it. An insertion right at the position goes behind it.
 */
export function caretMapping(before: string, after: string): (position: number) => number {
  const shortest = Math.min(before.length, after.length)
  let start = 0
  while (start < shortest && before[start] === after[start]) start++
  let end = 0
  while (end < shortest - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++
  const beforeEnd = before.length - end
  const afterEnd = after.length - end
  return (position) =>
    position <= start ? position : position >= beforeEnd ? position + afterEnd - beforeEnd : afterEnd
}
