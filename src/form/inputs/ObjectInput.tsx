import {useCallback, useRef} from 'react'
import {NARROW_LAYOUT_MAX_WIDTH} from '../constants'
import {ObjectMembers} from '../members/ObjectMembers'
import {unset} from '../patch/patches'
import type {ObjectInputProps} from '../resolve/InputProps'
import {FieldGroupTabs} from './FieldGroupTabs'
import {UnknownFieldsWarning} from './UnknownFieldsWarning'
import {useNarrowerThan} from './useElementWidth'

/**
 * The input of an object (and of a document): its fields and fieldsets in schema order, its
 * field groups as tabs — or as a select when the form is narrower than
 * {@link NARROW_LAYOUT_MAX_WIDTH} px — and, when the value holds fields the schema does not
 * define, a warning listing them with a remove action. Hidden fields and groups are not in
 * the form state, so they are not shown.
 * @beta
 */
export function ObjectInput(props: ObjectInputProps) {
  const {members, groups, unknownFields, value, readOnly, level, onChange, onFieldGroupSelect, elementProps} = props
  const container = useRef<HTMLDivElement | null>(null)
  const narrow = useNarrowerThan(container, NARROW_LAYOUT_MAX_WIDTH)
  const {ref: elementRef, ...element} = elementProps
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      container.current = node
      elementRef(node)
    },
    [elementRef],
  )
  const fields = (
    <div className="vellum-form-object-members">
      <ObjectMembers members={members} />
    </div>
  )
  return (
    <div {...element} ref={ref} tabIndex={-1} className="vellum-form-object-input" data-level={level}>
      {unknownFields.length > 0 && (
        <UnknownFieldsWarning
          fields={unknownFields}
          value={value}
          readOnly={readOnly}
          onRemove={(name) => onChange(unset([name]))}
        />
      )}
      {groups.length > 0 ? (
        <FieldGroupTabs groups={groups} onSelect={onFieldGroupSelect} narrow={narrow}>
          {fields}
        </FieldGroupTabs>
      ) : (
        fields
      )}
    </div>
  )
}
