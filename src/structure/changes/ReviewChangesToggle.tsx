import {Button, createIcon} from '../../ui'
import {useStructureTranslation} from '../i18n'

/** Two documents side by side, one marked: review changes. */
const ReviewChangesIcon = createIcon(
  'ReviewChangesIcon',
  <>
    <path d="M5.5 5.5h5v13h-5z" />
    <path d="M13.5 5.5h5v13h-5z" />
    <path d="M15 10h2M15 13h2" />
  </>,
)

/** The document pane header's 'Review changes' button: pressed while the panel is open. */
export function ReviewChangesToggle({open, onToggle}: {open: boolean; onToggle: () => void}) {
  const {t} = useStructureTranslation()
  return (
    <Button
      mode="bleed"
      icon={<ReviewChangesIcon />}
      text={t('changes.toggle')}
      selected={open}
      aria-expanded={open}
      onClick={onToggle}
    />
  )
}
