import {createElement} from 'react'
import {Dialog} from '../../../ui'
import {useFormBuilder} from '../../builder/FormBuilderContext'
import {useInputProps} from '../../members/useInputProps'
import type {ArrayOfObjectsItemMember} from '../../state/FormNode'
import type {FormTranslate} from '../../translation/useFormTranslation'
import {arrayItemModalOptions, typeTitle} from '../array/arrayOptions'

/** Props of {@link InlineObjectEditor}. */
export interface InlineObjectEditorProps {
  /** The inline object's member in the form state (an item of its block's `children`). */
  member: ArrayOfObjectsItemMember
  t: FormTranslate
  /** Closes it (the form collapses the member). */
  onClose: () => void
}

/**
 * The fields of an inline object, edited in place: the object's input, with its patches at
 * `[…field, {_key: block}, 'children', {_key: object}, …]` like any array item's, in the
 * dialog block objects and array items open in, titled 'Edit {type}' ('View {type}' when
 * read-only). Open while the form has the member expanded, so a focus path (a validation
 * message followed from a list) opens it too.
 */
export function InlineObjectEditor({member, t, onClose}: InlineObjectEditorProps) {
  const form = useFormBuilder()
  const {item, parentSchemaType} = member
  const inputProps = useInputProps(item, {inField: false})
  const heading = t(item.readOnly ? 'array.item.view' : 'array.item.edit', {type: typeTitle(item.schemaType)})
  return (
    <Dialog
      header={heading}
      onClose={onClose}
      closeLabel={t('array.item.close')}
      width={arrayItemModalOptions(item.schemaType, parentSchemaType).width}
      className="vellum-form-array-item-dialog vellum-form-pt-inline-dialog"
    >
      {createElement(form.resolver.resolve('input', item.schemaType), inputProps)}
    </Dialog>
  )
}

/** The fields of an inline object, for a type that opens them in a popover (see {@link InlineObjectEditor}). */
export function InlineObjectFields({member}: {member: ArrayOfObjectsItemMember}) {
  const form = useFormBuilder()
  const inputProps = useInputProps(member.item, {inField: false})
  return createElement(form.resolver.resolve('input', member.item.schemaType), inputProps)
}
