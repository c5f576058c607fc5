import {useCallback, useEffect, useMemo, useState, type FocusEvent, type RefObject} from 'react'

/** What {@link useActivation} gives the editor. */
export interface Activation {
  /** Whether the click-to-activate overlay is over the editor. */
  inactive: boolean
  /** Activates the editor (the overlay was clicked, or Enter or Space pressed on it). */
  activate: () => void
  /** For the field's root: focus that lands in the editor (not on the overlay) activates it. */
  onFocus: (event: FocusEvent<HTMLElement>) => void
}

/**
 * The activation state of a rich-text editor (the click-to-activate overlay). An
 * editor starts inactive; it becomes active when its overlay is clicked or pressed, or when
 * focus lands in it in any other way (a label, a script), and inactive again when the user
 * presses the pointer or moves focus outside the field — not into the menus, popovers and
 * dialogs it opened, which are portalled into `.vellum-layer`s. The form's focus path coming
 * to the field (`focused`) activates it at once, in the same render, so the focus the form
 * then moves into the editor lands. `disabled` (read-only, fullscreen) keeps it active.
 */
export function useActivation(
  root: RefObject<HTMLElement | null>,
  {disabled, focused}: {disabled: boolean; focused: boolean},
): Activation {
  const [activated, setActivated] = useState(focused)
  const [wasFocused, setWasFocused] = useState(focused)
  if (focused !== wasFocused) {
    setWasFocused(focused)
    if (focused) setActivated(true)
  }
  useEffect(() => {
    if (!activated) return
    const leave = (event: Event) => {
      const target = event.target
      if (!(target instanceof Element) || root.current?.contains(target) || target.closest('.vellum-layer')) return
      setActivated(false)
    }
    document.addEventListener('pointerdown', leave, true)
    document.addEventListener('focusin', leave, true)
    return () => {
      document.removeEventListener('pointerdown', leave, true)
      document.removeEventListener('focusin', leave, true)
    }
  }, [activated, root])
  const activate = useCallback(() => setActivated(true), [])
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('.vellum-form-pt-activate')) setActivated(true)
  }, [])
  return useMemo(
    () => ({inactive: !activated && !disabled, activate, onFocus}),
    [activated, disabled, activate, onFocus],
  )
}
