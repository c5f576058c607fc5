import type {ObjectMember} from '../state/FormNode'
import {MemberField} from './MemberField'
import {MemberFieldError} from './MemberFieldError'

/**
 * Props of {@link ObjectInputMember}.
 * @beta
 */
export interface ObjectInputMemberProps {
  /** The members of the object input (`props.members`). */
  members: readonly ObjectMember[]
  /** The field to render. */
  name: string
}

/**
 * Renders one field of an object input by name — for custom object inputs that lay their
 * fields out themselves. Fieldsets are looked through.
 *
 * @throws Error 'Field not found: "name"' when the object shows no such field (unknown or hidden)
 * @example
 * ```tsx
 * <Grid columns={2}>
 *   <ObjectInputMember members={props.members} name="lat" />
 *   <ObjectInputMember members={props.members} name="lng" />
 * </Grid>
 * ```
 * @beta
 */
export function ObjectInputMember({members, name}: ObjectInputMemberProps) {
  const member = members
    .flatMap((item) => (item.kind === 'fieldSet' ? item.fieldSet.members : [item]))
    .find((item) => item.name === name)
  if (!member) throw new Error(`Field not found: "${name}"`)
  return member.kind === 'field' ? <MemberField member={member} /> : <MemberFieldError member={member} />
}
