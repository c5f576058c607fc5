import type {ObjectMember} from '../state/FormNode'
import {MemberField} from './MemberField'
import {MemberFieldError} from './MemberFieldError'
// eslint-disable-next-line import-x/no-cycle -- recursion: an object's members include fieldsets, which render ObjectMembers again
import {MemberFieldSet} from './MemberFieldSet'

/**
 * Props of {@link ObjectMembers}.
 * @beta
 */
export interface ObjectMembersProps {
  /** The object's members, as `ObjectFormNode.members` (and so `ObjectInputProps.members`) hold them. */
  members: readonly ObjectMember[]
}

/**
 * Renders an object's members — fields, fieldsets and field errors — each through the
 * components resolved for its type. Members outside the selected field group are left out.
 * Custom object inputs render their members with it.
 * @beta
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
