import {useDeferredValue, useLayoutEffect, useState} from 'react'

/**
 * `value` as the form renders it: at once, or, while `deferring`, the value the form shows
 * now, with the new one rendered in the background right after (once the keystroke has
 * painted, in slices React can interrupt for the next keystroke).
 *
 * It never returns a value older than one the form has shown. `useDeferredValue(value)` alone
 * can: its old value is the one that hook last rendered, and after a render that took `value`
 * directly (a change that was not typing, such as a commit's echo) that is older than what
 * the form shows. Rendering it put the text typed since back out of the inputs, and the next
 * keystroke landed on the older text: characters were lost when the machine was busy.
 *
 * @param value - the newest value
 * @param deferring - whether this change is typing, to be rendered after the keystroke paints
 */
export function useDeferredWhileTyping<T>(value: T, deferring: boolean): T {
  // In the background render it schedules, the deferred value is `value` itself.
  const deferred = useDeferredValue(value)
  const [shown] = useState(() => new Shown(value))
  const result = deferring && deferred !== value ? shown.value : value
  useLayoutEffect(() => shown.remember(result))
  return result
}

/** What the last committed render returned: kept outside React's state, so no render waits on it. */
class Shown<T> {
  #value: T
  constructor(value: T) {
    this.#value = value
  }
  get value(): T {
    return this.#value
  }
  remember(value: T): void {
    this.#value = value
  }
}
