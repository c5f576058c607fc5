import {memo} from 'react'
import {useFormBuilder} from '../builder/FormBuilderContext'
import {FieldHeader} from '../field/FieldHeader'
import type {FieldSetMember} from '../state/FormNode'
// eslint-disable-next-line import-x/no-cycle -- recursion: a fieldset renders its fields with ObjectMembers, which renders fieldsets
import {ObjectMembers} from './ObjectMembers'

/**
 * Props of {@link MemberFieldSet}.
 * @beta
 */
export interface MemberFieldSetProps {
  /** The fieldset to render, from its object's `members`. */
  member: FieldSetMember
}

const NO_ACTIONS = Object.freeze([])

/**
 * Renders a fieldset: a titled group of fields, in columns when the fieldset asks, whose title
 * collapses and expands it when it is collapsible (a collapsed fieldset renders no fields).
 * Its header summarises its fields' validation and presence.
 * @beta
 */
export const MemberFieldSet = memo(function MemberFieldSet({member}: MemberFieldSetProps) {
  const form = useFormBuilder()
  const {fieldSet} = member
  const {id} = fieldSet
  const collapse = fieldSet.collapsible
    ? {collapsed: fieldSet.collapsed, onToggle: () => form.onSetFieldSetCollapsed(fieldSet.path, !fieldSet.collapsed)}
    : undefined
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="vellum-form-fieldset" data-level={fieldSet.level}>
      <FieldHeader
        title={fieldSet.title}
        description={fieldSet.description}
        inputId={id}
        titleAs="group"
        validation={fieldSet.validation}
        presence={fieldSet.presence}
        readOnly={false}
        actions={NO_ACTIONS}
        collapse={collapse}
      />
      {!fieldSet.collapsed && (
        <div
          id={`${id}-content`}
          className="vellum-form-fieldset-content"
          style={{gridTemplateColumns: `repeat(${Math.max(1, fieldSet.columns)}, minmax(0, 1fr))`}}
        >
          <ObjectMembers members={fieldSet.members} />
        </div>
      )}
    </div>
  )
})
