import type {ChangeEvent, CSSProperties} from 'react'
import {Checkbox} from '../../../ui'
import {CHECKBOX_GRID_MAX_COLUMNS} from '../../constants'
import {unset} from '../../patch/patches'
import type {ArrayOfPrimitivesInputProps} from '../../resolve/InputProps'
import type {ArrayOfPrimitivesMember} from '../../state/FormNode'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {hasErrors} from '../hasErrors'
import {listChoices} from '../listOptions'
import {checkChoicePatches, uncheckValuePatches} from './checkboxListPatches'

/**
 * The input of an array of strings or numbers with `options.list`: one checkbox per choice,
 * checked when the array holds its value. `layout: 'list'` (the default) stacks them, or puts
 * them in a row with `direction: 'horizontal'`; `layout: 'grid'` lays them out in
 * `options.columns` columns, at most (and by default) {@link CHECKBOX_GRID_MAX_COLUMNS}.
 *
 * Checking inserts the value where the list's order puts it (see `checkChoicePatches`);
 * unchecking unsets every item holding it, and the form unsets the array left empty. Items
 * that are not in the list — left from an older list, or of another type — are shown after
 * the choices as checked boxes labelled with their value, so nothing is lost unseen;
 * unchecking one removes it. Read-only disables every checkbox.
 * @beta
 */
export function CheckboxListInput(props: ArrayOfPrimitivesInputProps) {
  const {value, members, schemaType, readOnly, validation, elementProps, onChange} = props
  const t = useFormTranslation()
  const {ref, id, ...events} = elementProps
  const choices = listChoices(schemaType)
  const items = Array.isArray(value) ? value : []
  const invalid = hasErrors(validation)
  const options = schemaType.options
  const layout = options?.layout === 'grid' ? 'grid' : 'list'
  const style: CSSProperties | undefined =
    layout === 'grid' ? {gridTemplateColumns: `repeat(${gridColumns(options?.columns)}, minmax(0, 1fr))`} : undefined
  const unlisted = members.filter(
    (member) => member.kind === 'error' || !choices.some((choice) => choice.value === member.item.value),
  )

  const toggle = (choiceIndex: number) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange(
      event.currentTarget.checked
        ? checkChoicePatches(items, choices, choiceIndex)
        : uncheckValuePatches(items, choices[choiceIndex]!.value),
    )

  return (
    <div
      className="vellum-form-checkbox-list"
      data-layout={layout}
      data-direction={layout === 'list' && options?.direction === 'horizontal' ? 'horizontal' : undefined}
      style={style}
    >
      {choices.map((choice, index) => (
        <Checkbox
          key={`${index}-${String(choice.value)}`}
          {...events}
          // The first box is what the field's focus path moves focus to.
          id={index === 0 ? id : `${id}-choice-${index}`}
          ref={index === 0 ? ref : undefined}
          label={choice.title}
          checked={items.includes(choice.value)}
          disabled={readOnly}
          invalid={invalid}
          onChange={toggle(index)}
        />
      ))}
      {unlisted.map((member) => (
        <Checkbox
          key={`unlisted-${member.key}`}
          {...events}
          id={`${id}-unlisted-${member.index}`}
          className="vellum-form-checkbox-list-unlisted"
          label={t('checkbox-list.unlisted', {value: itemJson(member)})}
          checked
          disabled={readOnly}
          invalid
          onChange={() => onChange(unset([member.index]))}
        />
      ))}
    </div>
  )
}

function itemJson(member: ArrayOfPrimitivesMember): string {
  const item = member.kind === 'error' ? member.error.value : member.item.value
  return JSON.stringify(item) ?? String(item)
}

/** The columns of a grid: `options.columns` when it is a whole number from 1, never more than the most. */
function gridColumns(columns: unknown): number {
  if (typeof columns !== 'number' || !Number.isInteger(columns) || columns < 1) return CHECKBOX_GRID_MAX_COLUMNS
  return Math.min(columns, CHECKBOX_GRID_MAX_COLUMNS)
}
