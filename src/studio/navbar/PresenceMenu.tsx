import {Avatar, AvatarStack, Button, Menu, MenuItem, UserIcon} from '../../ui'
import {useRelativeTime, useTranslation} from '../i18n'

/**
 * A user who is online in the studio, as the presence store reports them (its `UserPresence`
 * fits): who, when they were last active, and the documents their sessions are in.
 */
export interface PresentUser {
  user: {id: string; name: string; imageUrl?: string}
  /** When any of the user's sessions last reported (ISO). */
  lastActiveAt: string
  sessions: ReadonlyArray<{locations: ReadonlyArray<{documentId: string}>}>
}

/** Props of {@link PresenceMenu}. */
export interface PresenceMenuProps {
  /** The other users present (not the signed-in user's own sessions). */
  users: readonly PresentUser[]
  /**
   * Opens a document a user is in (their first location). The studio resolves the document's
   * type and sends the edit intent; without it the users' entries only inform.
   */
  onOpenDocument?: (documentId: string) => void
}

/**
 * The navbar's presence menu: a stack of the present users' avatars that
 * opens a list of them, each with when they were last active and how many documents they are
 * in. With no one else around the list says so.
 */
export function PresenceMenu({users, onOpenDocument}: PresenceMenuProps) {
  const {t} = useTranslation()
  const button = (
    <Button mode="bleed" aria-label={t('presence.button.label')} className="vellum-presence-button">
      {users.length === 0 ? (
        <UserIcon />
      ) : (
        <AvatarStack size={0} aria-hidden>
          {users.map(({user}) => (
            <Avatar key={user.id} name={user.name} src={user.imageUrl} decorative />
          ))}
        </AvatarStack>
      )}
    </Button>
  )
  return (
    <Menu button={button} aria-label={t('presence.title')} placement="bottom-end" minWidth={240} maxWidth={320}>
      {users.length === 0 ? (
        <MenuItem
          disabled
          text={
            <span className="vellum-presence-empty">
              <strong>{t('presence.no-one-else.title')}</strong>
              <span>{t('presence.no-one-else.description')}</span>
            </span>
          }
          textValue={t('presence.no-one-else.title')}
        />
      ) : (
        users.map((present) => (
          <PresenceMenuItem key={present.user.id} present={present} onOpenDocument={onOpenDocument} />
        ))
      )}
    </Menu>
  )
}

function PresenceMenuItem({
  present,
  onOpenDocument,
}: {
  present: PresentUser
  onOpenDocument?: (documentId: string) => void
}) {
  const {t} = useTranslation()
  const lastActive = useRelativeTime(present.lastActiveAt)
  const documentIds = [
    ...new Set(present.sessions.flatMap((session) => session.locations.map((location) => location.documentId))),
  ]
  const first = documentIds[0]
  return (
    <MenuItem
      className="vellum-presence-item"
      icon={<Avatar name={present.user.name} src={present.user.imageUrl} decorative />}
      textValue={present.user.name}
      disabled={first === undefined || !onOpenDocument}
      onClick={first !== undefined && onOpenDocument ? () => onOpenDocument(first) : undefined}
      text={
        <span className="vellum-presence-user">
          <span className="vellum-presence-user-name">{present.user.name}</span>
          <span className="vellum-presence-user-detail">
            {documentIds.length === 0
              ? t('presence.not-in-document')
              : t('presence.locations', {count: documentIds.length})}
            {' · '}
            {t('presence.last-active', {time: lastActive})}
          </span>
        </span>
      }
    />
  )
}
