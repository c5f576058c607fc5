import {createContext} from 'react'

/** What a {@link RadioGroup} hands its radios. */
export interface RadioGroupContextValue {
  name: string
  value: string | undefined
  disabled: boolean
  invalid: boolean
  select: (value: string) => void
}

/** The nearest radio group, if any. */
export const RadioGroupContext = createContext<RadioGroupContextValue | null>(null)
