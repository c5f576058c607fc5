import {Avatar, AvatarStack, userColor} from '../../ui'
import {FIELD_PRESENCE_MAX_AVATARS} from '../constants'
import {useFormTranslation} from '../translation/useFormTranslation'
import type {FormNodePresence} from '../state/FormNodePresence'

/** Props of {@link FieldPresence}. */
export interface FieldPresenceProps {
  presence: readonly FormNodePresence[]
  /** Places in the stack; beyond it the last place counts the rest. */
  maxAvatars?: number
}

/**
 * The avatars of the people in a field (at most {@link FIELD_PRESENCE_MAX_AVATARS} places in a
 * field header), one per person however many sessions they have there, most recently active
 * first. Renders nothing when nobody is there.
 */
export function FieldPresence({presence, maxAvatars = FIELD_PRESENCE_MAX_AVATARS}: FieldPresenceProps) {
  const t = useFormTranslation()
  if (presence.length === 0) return null
  const people = new Map<string, FormNodePresence>()
  for (const item of [...presence].sort((a, b) => b.lastActiveAt.localeCompare(a.lastActiveAt))) {
    if (!people.has(item.user.id)) people.set(item.user.id, item)
  }
  return (
    <AvatarStack
      className="vellum-form-field-presence"
      maxLength={maxAvatars}
      aria-label={t('field.presence.label')}
      moreLabel={(count) => t('field.presence.more', {count})}
    >
      {[...people.values()].map((item) => (
        <Avatar
          key={item.user.id}
          name={item.user.displayName ?? item.user.id}
          src={item.user.imageUrl}
          color={userColor(item.user.id).value}
          title={item.user.displayName ?? item.user.id}
        />
      ))}
    </AvatarStack>
  )
}
