import type {DocumentPresence} from '../../store'
import {Avatar, AvatarStack, Tooltip, userColor} from '../../ui'
import {useStructureTranslation} from '../i18n'

/**
 * Who else is editing the document: one avatar per person (at most 3, then a counter), with
 * the tooltip '{name} is editing this document' or '{n} people are editing this document right
 * now'.
 */
export function DocumentPresenceAvatars({presence}: {presence: readonly DocumentPresence[]}) {
  const {t} = useStructureTranslation()
  const users = [...new Map(presence.map((entry) => [entry.userId, entry.user])).values()]
  if (users.length === 0) return null
  const label =
    users.length === 1
      ? t('document.presence.one', {name: users[0]!.name})
      : t('document.presence.other', {count: users.length})
  return (
    <Tooltip content={label}>
      <AvatarStack
        className="vellum-structure-document-presence"
        aria-label={label}
        tabIndex={0}
        moreLabel={(count) => t('document.presence.more', {count})}
      >
        {users.map((user) => (
          <Avatar key={user.id} name={user.name} color={userColor(user.id).value} />
        ))}
      </AvatarStack>
    </Tooltip>
  )
}
