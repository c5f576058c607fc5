import type {ObjectMember} from '../state/FormNode'
import {MemberField} from './MemberField'
import {MemberFieldError} from './MemberFieldError'
import {MemberFieldSet} from './MemberFieldSet'

/** Props of {@link ObjectMembers}. */
export interface ObjectMembersProps {
  members: readonly ObjectMember[]
}

/**
 * Renders an object's members — fields, fieldsets and field errors — each through the
 * components resolved for its type. Members outside the selected field group are left out.
 * Custom object inputs render their members with it.
 */
export function ObjectMembers({members}: ObjectMembersProps) {
  return members
    .filter((member) => member.inSelectedGroup)
    .map((member) => {
      if (member.kind === 'field') return <MemberField key={member.key} member={member} />
      if (member.kind === 'fieldSet') return <MemberFieldSet key={member.key} member={member} />
      return <MemberFieldError key={member.key} member={member} />
    })
}
