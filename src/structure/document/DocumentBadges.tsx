import {createElement} from 'react'
import type {DocumentBadgeDescription} from '../../studio'
import {Badge, Tooltip, type Tone} from '../../ui'
import {useStructureTranslation} from '../i18n'

const TONES: Record<NonNullable<DocumentBadgeDescription['color']>, Tone> = {
  primary: 'primary',
  success: 'positive',
  warning: 'caution',
  danger: 'critical',
}

/** The badges of a document (what `document.badges` returned), each with its tooltip. */
export function DocumentBadges({badges}: {badges: ReadonlyArray<DocumentBadgeDescription | null | undefined>}) {
  const {t} = useStructureTranslation()
  const shown = badges.filter((badge): badge is DocumentBadgeDescription =>
    Boolean(badge && (badge.label || badge.icon)),
  )
  if (shown.length === 0) return null
  return (
    <div className="vellum-structure-document-badges" role="group" aria-label={t('document.badges.aria-label')}>
      {shown.map((badge, index) => {
        const element = (
          <Badge
            key={`${badge.label ?? ''}:${index}`}
            tone={badge.color ? TONES[badge.color] : 'default'}
            icon={badge.icon ? createElement(badge.icon) : undefined}
          >
            {badge.label}
          </Badge>
        )
        return badge.title ? (
          <Tooltip key={`${badge.label ?? ''}:${index}`} content={badge.title}>
            {element}
          </Tooltip>
        ) : (
          element
        )
      })}
    </div>
  )
}
