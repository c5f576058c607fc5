import {createIcon} from '../../ui'

/** A circle struck through: unpublish. */
export const UnpublishIcon = createIcon(
  'UnpublishIcon',
  <>
    <circle cx={12} cy={12} r={7.5} />
    <path d="M6.7 6.7l10.6 10.6" />
  </>,
)

/** An arrow turning back: discard changes. */
export const DiscardChangesIcon = createIcon(
  'DiscardChangesIcon',
  <path d="M5.5 9.5h9a4.5 4.5 0 010 9h-5M8.5 6l-3 3.5 3 3.5" />,
)

/** A clock with an arrow turning back: restore a revision. */
export const RestoreIcon = createIcon(
  'RestoreIcon',
  <>
    <path d="M4.8 12a7.5 7.5 0 102.2-5.3L4.5 9.2M4.5 5v4.2h4.2" />
    <path d="M12 8v4.2l2.8 1.8" />
  </>,
)
