import {useState, type ChangeEvent, type KeyboardEvent} from 'react'
import {CloseIcon, IconButton, TextInput} from '../../../ui'
import {fieldElementIds} from '../../field/fieldElementIds'
import {insert, setIfMissing, unset} from '../../patch/patches'
import type {ArrayOfPrimitivesInputProps} from '../../resolve/InputProps'
import type {ArrayOfPrimitivesMember} from '../../state/FormNode'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {hasErrors} from '../hasErrors'

/**
 * The input of an array of strings with `options.layout: 'tags'`: the tags as chips, each
 * with a remove button, and a text input. Enter — or a comma, so pasting `a, b, c` adds three
 * — adds the trimmed text as a tag at the end (`setIfMissing([])` and `insert` after `[-1]`);
 * empty text adds nothing. Backspace in the empty input removes the last tag, a chip's button
 * removes that tag (`unset([index])`), and the form unsets the array a removal leaves empty.
 * An item that is not a string shows as its JSON, marked invalid, and can only be removed.
 * Read-only: the input is read-only and the chips have no remove buttons.
 * @beta
 */
export function TagsInput(props: ArrayOfPrimitivesInputProps) {
  const {members, schemaType, readOnly, validation, elementProps, onChange} = props
  const t = useFormTranslation()
  const [text, setText] = useState('')

  const add = (tags: readonly string[]) => {
    const cleaned = tags.map((tag) => tag.trim()).filter((tag) => tag !== '')
    if (cleaned.length > 0) onChange(setIfMissing([]), insert(cleaned, 'after', [-1]))
  }
  const remove = (index: number) => onChange(unset([index]))

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const parts = event.currentTarget.value.split(',')
    // What follows the last comma is still being typed.
    const rest = parts.pop() ?? ''
    if (!readOnly) add(parts)
    setText(parts.length > 0 ? rest.trimStart() : rest)
  }
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter also confirms a character being composed (IME): that is not the end of a tag.
    if (readOnly || event.nativeEvent.isComposing) return
    if (event.key === 'Enter') {
      event.preventDefault()
      add([text])
      setText('')
    } else if (event.key === 'Backspace' && text === '' && members.length > 0) {
      event.preventDefault()
      remove(members.length - 1)
    }
  }

  return (
    <div className="vellum-form-tags">
      {members.length > 0 && (
        <ul className="vellum-form-tags-list">
          {members.map((member) => {
            const {label, invalid} = chip(member)
            return (
              <li key={member.key} className="vellum-form-tag" data-invalid={invalid || undefined}>
                <span className="vellum-form-tag-text">{label}</span>
                {!readOnly && (
                  <IconButton
                    icon={<CloseIcon />}
                    label={t('tags.remove', {tag: label})}
                    className="vellum-form-tag-remove"
                    onClick={() => remove(member.index)}
                  />
                )}
              </li>
            )
          })}
        </ul>
      )}
      <TextInput
        {...elementProps}
        aria-labelledby={fieldElementIds(elementProps.id).title}
        value={text}
        placeholder={schemaType.placeholder ?? t('tags.placeholder')}
        readOnly={readOnly}
        invalid={hasErrors(validation)}
        enterKeyHint="enter"
        autoComplete="off"
        onChange={handleChange}
        onKeyDown={handleKeyDown}
      />
    </div>
  )
}

function chip(member: ArrayOfPrimitivesMember): {label: string; invalid: boolean} {
  if (member.kind === 'error')
    return {label: JSON.stringify(member.error.value) ?? String(member.error.value), invalid: true}
  return {label: String(member.item.value), invalid: hasErrors(member.item.validation)}
}
