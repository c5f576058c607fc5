import {useMemo} from 'react'
import {MemberField} from '../../members/MemberField'
import {MemberFieldError} from '../../members/MemberFieldError'
import {MemberFieldSet} from '../../members/MemberFieldSet'
import type {ObjectInputProps} from '../../resolve/InputProps'
import type {FieldMember, ObjectMember} from '../../state/FormNode'
import {useFormTranslation, type FormTranslate} from '../../translation/useFormTranslation'
import {geopointRangeError} from './geopointRangeError'

/**
 * The input of a `geopoint` field (`{_type: 'geopoint', lat, lng, alt?}`): number fields for
 * Latitude, Longitude and Altitude side by side, each the form's number input with its own
 * header, validation and presence. A latitude outside −90..90 or a longitude outside
 * −180..180 is flagged at once, under the number: the field is marked invalid and the message
 * joins its validation messages (validation of the document does not check these ranges).
 *
 * Editing a number emits `set(n, ['lat'])` and the like — the form puts
 * `setIfMissing({_type: 'geopoint'})` in front — and clearing it unsets that field; a geopoint
 * left without coordinates is unset by the form. Read-only makes every number read-only.
 *
 * There is no map to pick the point on: the studio makes no requests to map tile services,
 * so coordinates are typed in.
 * @beta
 */
export function GeopointInput(props: ObjectInputProps) {
  const {members, elementProps, level} = props
  const t = useFormTranslation()
  const {ref, ...element} = elementProps
  const checked = useMemo(
    () => members.filter((member) => member.inSelectedGroup).map((member) => withRangeCheck(member, t)),
    [members, t],
  )
  return (
    <div {...element} ref={ref} tabIndex={-1} className="vellum-form-geopoint" data-level={level}>
      {checked.map(({member, error}) => (
        <div key={member.key} className="vellum-form-geopoint-coordinate">
          {renderMember(member)}
          {error && (
            <div className="vellum-form-geopoint-error" data-level="error">
              {error}
            </div>
          )}
        </div>
      ))}
    </div>
  )
}

// Memoised with the members: a member whose range check adds nothing keeps its identity, so
// the memoised field of an unchanged coordinate does not re-render.
function withRangeCheck(member: ObjectMember, t: FormTranslate): {member: ObjectMember; error?: string} {
  if (member.kind !== 'field') return {member}
  const range = geopointRangeError(member.name, member.field.value)
  if (!range) return {member}
  const message = t(range.messageKey, {min: range.min, max: range.max})
  const {field} = member
  const flagged: FieldMember = {
    ...member,
    field: {...field, validation: [...field.validation, {level: 'error', message, path: field.path}]},
  }
  return {member: flagged, error: message}
}

function renderMember(member: ObjectMember) {
  if (member.kind === 'field') return <MemberField member={member} />
  if (member.kind === 'fieldSet') return <MemberFieldSet member={member} />
  return <MemberFieldError member={member} />
}
