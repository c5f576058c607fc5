import {startTransition, useEffect, useRef, useState} from 'react'

/** How long a value must stay unchanged before {@link useSettledValue} passes it on while it is changing fast (typing). */
export const SETTLE_QUIET_MS = 300
/** The longest {@link useSettledValue} holds back a value that keeps changing. */
export const SETTLE_MAX_WAIT_MS = 1500

/**
 * A value that follows `value` without following each of its changes while they come fast: a
 * change `holdBack` does not allow to wait (the document loaded, created, published), and a
 * change after a quiet spell (a remote edit, the first keystroke), are passed on at once; the changes that follow it within {@link SETTLE_QUIET_MS} are held back until the
 * value has been unchanged that long — or for at most {@link SETTLE_MAX_WAIT_MS} — and then
 * passed on together, in a transition. The document pane's chrome (header, badges, actions,
 * permissions) follows the edit state through it, so a keystroke renders the form and nothing
 * around it, and the chrome catches up in the typing's pauses.
 *
 * @example
 * ```ts
 * const settled = useSettledValue(editState, SETTLE_QUIET_MS, SETTLE_MAX_WAIT_MS, (shown, next) => shown.ready && next.ready)
 * ```
 */
export function useSettledValue<T>(
  value: T,
  quietMs = SETTLE_QUIET_MS,
  maxWaitMs = SETTLE_MAX_WAIT_MS,
  holdBack: (shown: T, next: T) => boolean = always,
): T {
  const [settled, setSettled] = useState(value)
  // A change that may not wait shows in this very render (the state catches up in the effect).
  const passOn = !Object.is(value, settled) && !holdBack(settled, value)
  // When the value last changed, and since when a change has been held back (none: undefined).
  const timing = useRef<{changedAt: number; heldSince: number | undefined}>({
    changedAt: -Infinity,
    heldSince: undefined,
  })
  useEffect(() => {
    if (Object.is(value, settled)) {
      timing.current.heldSince = undefined
      return
    }
    const now = performance.now()
    const {changedAt} = timing.current
    timing.current.changedAt = now
    if (passOn || now - changedAt >= quietMs) {
      timing.current.heldSince = undefined
      setSettled(() => value)
      return
    }
    const heldSince = (timing.current.heldSince ??= now)
    const wait = Math.max(0, Math.min(quietMs, heldSince + maxWaitMs - now))
    const timer = setTimeout(() => startTransition(() => setSettled(() => value)), wait)
    return () => clearTimeout(timer)
  }, [value, settled, quietMs, maxWaitMs, passOn])
  return passOn ? value : settled
}

const always = () => true
