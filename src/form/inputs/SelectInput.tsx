import type {ChangeEvent} from 'react'
import {Radio, Select} from '../../ui'
import {useFormTranslation} from '../translation/useFormTranslation'
import {fieldElementIds} from '../field/fieldElementIds'
import {set, unset} from '../patch/patches'
import type {NumberInputProps, StringInputProps} from '../resolve/InputProps'
import {hasErrors} from './hasErrors'
import {listChoices} from './listOptions'

/**
 * Props of {@link SelectInput}: a string or number field with `options.list`.
 * @beta
 */
export type SelectInputProps = StringInputProps | NumberInputProps

/**
 * The input of a string or number field with `options.list`: a dropdown (`layout: 'dropdown'`,
 * the default) with an empty first choice that unsets the field, or radio buttons
 * (`layout: 'radio'`) stacked vertically or in a row (`direction: 'horizontal'`). Choosing emits
 * `set` with the choice's value, as a number for number fields. A stored value that is not in
 * the list is shown as such (validation flags it) until another is chosen.
 * @beta
 */
export function SelectInput(props: SelectInputProps) {
  const {value, schemaType, readOnly, validation, elementProps, onChange} = props
  const t = useFormTranslation()
  const choices = listChoices(schemaType)
  const selectedIndex = choices.findIndex((choice) => choice.value === value)
  const unlisted = value !== undefined && selectedIndex === -1
  const invalid = hasErrors(validation)
  const choose = (index: number) => {
    const choice = choices[index]
    onChange(choice === undefined ? unset() : set(choice.value))
  }

  if (schemaType.options?.layout === 'radio') {
    const direction = schemaType.options?.direction === 'horizontal' ? 'horizontal' : 'vertical'
    const {ref, id, ...events} = elementProps
    // Focus goes to the checked radio (or the first), as arrow keys then move between them.
    const focusIndex = selectedIndex === -1 ? 0 : selectedIndex
    return (
      <div
        role="radiogroup"
        className="vellum-form-radio-list"
        data-direction={direction}
        aria-labelledby={fieldElementIds(id).title}
        aria-describedby={elementProps['aria-describedby']}
        aria-invalid={invalid || undefined}
      >
        {choices.map((choice, index) => (
          <Radio
            key={`${index}-${String(choice.value)}`}
            {...events}
            aria-describedby={undefined}
            id={index === focusIndex ? id : `${id}-option-${index}`}
            ref={index === focusIndex ? ref : undefined}
            name={id}
            value={String(index)}
            label={choice.title}
            checked={index === selectedIndex}
            disabled={readOnly}
            invalid={invalid}
            onChange={() => choose(index)}
          />
        ))}
        {unlisted && <div className="vellum-form-unlisted-value">{JSON.stringify(value)}</div>}
      </div>
    )
  }

  return (
    <Select
      {...elementProps}
      value={unlisted ? 'unlisted' : selectedIndex === -1 ? '' : String(selectedIndex)}
      disabled={readOnly}
      invalid={invalid}
      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
        choose(event.currentTarget.value === '' ? -1 : Number(event.currentTarget.value))
      }
    >
      <option value="">{schemaType.placeholder ?? t('select.empty-option')}</option>
      {unlisted && (
        <option value="unlisted" disabled>
          {JSON.stringify(value)}
        </option>
      )}
      {choices.map((choice, index) => (
        <option key={`${index}-${String(choice.value)}`} value={String(index)}>
          {choice.title}
        </option>
      ))}
    </Select>
  )
}
