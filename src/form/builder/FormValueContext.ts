import {createContext} from 'react'

/** Marks the absence of a form around a `useFormValue` call. */
export const NO_FORM_VALUE: unique symbol = Symbol('no form value')

/**
 * The root value of the nearest form. Kept apart from the form's other context so that only
 * components reading the value re-render when it changes.
 */
export const FormValueContext = createContext<unknown>(NO_FORM_VALUE)
