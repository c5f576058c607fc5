import {useContext, useState, type ChangeEvent} from 'react'
import {TextInput} from '../../ui'
import {FormBuilderContext} from '../builder/FormBuilderContext'
import {set, unset} from '../patch/patches'
import type {NumberInputProps} from '../resolve/InputProps'
import {hasErrors} from './hasErrors'
import {isWithinSafeRange, numberConstraints, numberInputMode, parseNumberInput} from './numberInputMode'

/**
 * The input of a `number` field. Text is parsed as a float: a number emits `set`; an empty
 * field, or text that is no (finite) number, unsets the field — or sets 0 when the number is an
 * array item, which cannot be absent. Numbers outside the safe integer range are ignored. The
 * keyboard follows the rules: `numeric` for integers, `decimal` for a minimum of 0 or more.
 *
 * While the input has focus it keeps the text as typed (`1.` or `-` on the way to a number);
 * on blur it shows the stored value again. Its changes are typing to the form, which renders
 * them after the keystroke has painted.
 * @beta
 */
export function NumberInput(props: NumberInputProps) {
  const {value, schemaType, readOnly, validation, elementProps, onChange, path} = props
  const form = useContext(FormBuilderContext)
  const [draft, setDraft] = useState<string | null>(null)
  const shown = draft ?? (typeof value === 'number' ? String(value) : '')
  const isArrayItem = path.length > 0 && typeof path[path.length - 1] !== 'string'

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    setDraft(input.value)
    // A number input reports '' while its text is not a number yet ('-', '1e'): wait for more.
    if (input.validity?.badInput) return
    const number = parseNumberInput(input.value)
    if (number !== null && !isWithinSafeRange(number)) return
    form?.onTyping()
    if (number === null) onChange(isArrayItem ? set(0) : unset())
    else onChange(set(number))
  }

  return (
    <TextInput
      {...elementProps}
      type="number"
      step="any"
      inputMode={numberInputMode(numberConstraints(schemaType))}
      value={shown}
      placeholder={schemaType.placeholder}
      readOnly={readOnly}
      invalid={hasErrors(validation)}
      onChange={handleChange}
      onBlur={(event) => {
        setDraft(null)
        elementProps.onBlur(event)
      }}
      // The wheel would change a focused number while the page scrolls.
      onWheel={(event) => event.currentTarget.blur()}
    />
  )
}
