import {memo, useCallback} from 'react'
import type {Patch} from '../../types'
import {useFormBuilder} from '../builder/FormBuilderContext'
import {FieldHeader} from '../field/FieldHeader'
import {PatchEvent} from '../patch/PatchEvent'
import type {FieldError} from '../state/FormNode'
import {MemberErrorAlert} from './MemberErrorAlert'

/** Props of {@link MemberFieldError}. */
export interface MemberFieldErrorProps {
  member: FieldError
}

const NO_ACTIONS = Object.freeze([])

/**
 * Renders a field whose value cannot be edited with its input: its header (title, validation,
 * presence) above the alert that explains the problem and offers the fixes.
 */
export const MemberFieldError = memo(function MemberFieldError({member}: MemberFieldErrorProps) {
  const form = useFormBuilder()
  const {field, error} = member
  const onFix = useCallback(
    (patches: Patch[]) => form.onChange(PatchEvent.from(patches).prefixAll(...field.path)),
    [form, field.path],
  )
  return (
    <div
      role="group"
      aria-labelledby={`${field.id}-title`}
      className="vellum-form-field"
      data-level={field.level}
      data-invalid=""
    >
      <FieldHeader
        title={field.schemaType.title}
        description={field.schemaType.description}
        inputId={field.id}
        titleAs="group"
        deprecated={field.schemaType.deprecated}
        validation={field.validation}
        presence={field.presence}
        readOnly={field.readOnly}
        actions={NO_ACTIONS}
      />
      <MemberErrorAlert error={error} readOnly={field.readOnly} onFix={onFix} t={form.t} />
    </div>
  )
})
