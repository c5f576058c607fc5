import {useState} from 'react'
import type {FormTranslate} from '../../translation/useFormTranslation'

/** Props of {@link ActivateOverlay}. */
export interface ActivateOverlayProps {
  t: FormTranslate
  /**
   * Activates the editor: `point` is where a click landed (the caret goes there), undefined
   * for Enter or Space (the caret stays where it was).
   */
  onActivate: (point?: {left: number; top: number}) => void
}

/**
 * The click-to-activate overlay of a rich-text editor that is not in use: it
 * lies over the field, so a wheel or a swipe over the field scrolls the page instead of the
 * editor's text. It is a button: a click activates the editor and puts the caret where the
 * click was; Tab reaches it, and Enter or Space activates the editor. It says 'Click to
 * activate', or how to activate it from the keyboard while it has focus. Its look (over the
 * whole field, see-through, the message shown on hover and focus only) is in form.css.
 */
export function ActivateOverlay({t, onActivate}: ActivateOverlayProps) {
  const [focused, setFocused] = useState(false)
  return (
    <button
      type="button"
      className="vellum-form-pt-activate"
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      // A press of the pointer lands in the text at once; the editor keeps the focus it takes.
      onMouseDown={(event) => {
        if (event.button !== 0) return
        event.preventDefault()
        onActivate({left: event.clientX, top: event.clientY})
      }}
      // Enter and Space (and a click without a pointer press, as assistive technology sends it).
      onClick={(event) => {
        if (event.detail === 0) onActivate()
      }}
    >
      <span className="vellum-form-pt-activate-message">
        {t(focused ? 'portable-text.activate.keyboard' : 'portable-text.activate')}
      </span>
    </button>
  )
}
