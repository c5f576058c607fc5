import type {DiffAnnotation} from '../../diff'
import {Avatar, AvatarStack, Tooltip, userColor} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {useChangeList} from './ChangeListContext'

/** The distinct authors of a change's transactions, in order of first appearance. */
export function authorsOf(annotations: readonly DiffAnnotation[]): string[] {
  return [...new Set(annotations.map((annotation) => annotation.author))]
}

/** The avatars of who made a change, with their names in a tooltip; nothing when unknown. */
export function ChangeAuthors({annotations}: {annotations: readonly DiffAnnotation[]}) {
  const {t} = useStructureTranslation()
  const {resolveAuthor} = useChangeList()
  const authors = authorsOf(annotations)
  if (authors.length === 0) return null
  const people = authors.map((id) => ({id, ...(resolveAuthor(id) ?? {displayName: t('history.unknown-author')})}))
  const names = people.map((person) => person.displayName).join(', ')
  return (
    <Tooltip content={t('changes.authors', {names})}>
      <span className="vellum-changes-authors" aria-label={t('changes.authors', {names})} role="img">
        <AvatarStack size={0}>
          {people.map((person) => (
            <Avatar
              key={person.id}
              name={person.displayName}
              {...(person.imageUrl ? {src: person.imageUrl} : {})}
              color={userColor(person.id).value}
              decorative
            />
          ))}
        </AvatarStack>
      </span>
    </Tooltip>
  )
}
