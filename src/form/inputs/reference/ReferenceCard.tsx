import {useMemo} from 'react'
import type {ReferenceSchemaType, SchemaType} from '../../../types'
import {
  CloseIcon,
  CopyIcon,
  EditIcon,
  EllipsisHorizontalIcon,
  ErrorIcon,
  IconButton,
  LinkIcon,
  LockIcon,
  Menu,
  MenuDivider,
  MenuItem,
  WarningIcon,
} from '../../../ui'
import type {FormReferenceServices, ReferenceAvailability, ReferencePreviewState} from './FormReferenceServices'
import {ReferenceAlert} from './ReferenceAlert'
import {ReferencePreviewView} from './ReferencePreview'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {useSubscribed} from './useSubscribed'

/** Props of {@link ReferenceCard}. */
export interface ReferenceCardProps {
  /**
   * Availability and previews of the referenced document (the same-dataset services, or a
   * cross-dataset field's bound to its dataset), and the edit-intent URL that 'Open in new tab'
   * opens — without it the menu has no such item.
   */
  services: Pick<FormReferenceServices, 'observeAvailability' | 'observePreview'> &
    Partial<Pick<FormReferenceServices, 'editIntentUrl'>>
  /** The published id the reference points to. */
  id: string
  /** The field's compiled type: a `reference` (its `to` types are the allowed ones) or another given {@link ReferenceCardProps.allowedTypes}. */
  schemaType: SchemaType
  /** The type names the field allows (default: the names of a reference type's `to` types). */
  allowedTypes?: readonly string[]
  /**
   * The title of the warning a document of another type shows (default: 'Document of invalid
   * type'); a cross-dataset field gives its own.
   */
  invalidTypeTitle?: string
  /**
   * Whether the reference is marked `_strengthenOnPublish`: it may point at a document being
   * created that does not exist until it is first edited, so a missing document is shown as its
   * (untitled) preview, not as a nonexistent reference.
   */
  creating?: boolean
  readOnly: boolean
  /** Whether the search is open to replace the reference. */
  replacing: boolean
  onClear: () => void
  onReplace: () => void
  onCancelReplace: () => void
  /** Puts a copy of the reference after it; given for an item of an array, which offers Duplicate. */
  onDuplicate?: () => void
}

const LOADING: ReferencePreviewState = {loading: true, preview: null, published: false, draft: false}

/**
 * A set reference: the referenced document's live preview with its status and a menu — Clear,
 * Replace (or Cancel replace while replacing), Duplicate (an array item only) and Open in new
 * tab (the edit intent). A document the user may not read shows a lock and the
 * missing-read-permissions message; a document that does not exist says so, with a button that
 * clears the reference (unless the reference is marked `_strengthenOnPublish`, a new document not
 * created yet); a document of a type the field does not allow says which types it allows.
 * Read-only: the preview without the menu.
 */
export function ReferenceCard(props: ReferenceCardProps) {
  const {
    services,
    id,
    schemaType,
    allowedTypes,
    invalidTypeTitle,
    creating = false,
    readOnly,
    replacing,
    onClear,
    onReplace,
    onCancelReplace,
    onDuplicate,
  } = props
  const t = useFormTranslation()
  const availability$ = useMemo(() => services.observeAvailability(id), [services, id])
  const preview$ = useMemo(() => services.observePreview(id, schemaType), [services, id, schemaType])
  const availability = useSubscribed<ReferenceAvailability | null>(availability$, null)
  const {value: preview} = useSubscribed(preview$, LOADING)
  const clear = readOnly ? undefined : {text: t('reference.clear'), onClick: onClear}
  const canOpen = services.editIntentUrl !== undefined

  if (availability.error !== undefined)
    return (
      <ReferenceAlert
        tone="critical"
        icon={<ErrorIcon />}
        title={t('reference.unavailable.failed')}
        {...(clear ? {action: clear} : {})}
      />
    )
  if (availability.value === 'PERMISSION_DENIED')
    return (
      <ReferenceAlert
        tone="default"
        icon={<LockIcon aria-label="Locked" />}
        title={t('reference.unavailable.permission.title')}
        description={t('reference.unavailable.permission.description')}
        {...(clear ? {action: clear} : {})}
      />
    )
  if (availability.value === 'NOT_FOUND' && !creating)
    return (
      <ReferenceAlert
        tone="caution"
        icon={<WarningIcon />}
        title={t('reference.unavailable.not-found.title')}
        description={t('reference.unavailable.not-found.description', {id})}
        {...(clear ? {action: clear} : {})}
      />
    )

  const allowed = allowedTypes ?? (schemaType as ReferenceSchemaType).to.map((type) => type.name)
  const invalidType = preview.type !== undefined && !allowed.includes(preview.type)
  return (
    <div className="vellum-form-reference-card" data-loading={preview.loading || undefined}>
      {invalidType && (
        <ReferenceAlert
          tone="caution"
          icon={<WarningIcon />}
          title={invalidTypeTitle ?? t('reference.invalid-type.title')}
          description={t('reference.invalid-type.description', {
            id,
            actual: preview.type ?? '',
            allowed: allowed.join(', '),
          })}
          {...(clear ? {action: clear} : {})}
        />
      )}
      <div className="vellum-form-reference-card-row">
        <ReferencePreviewView state={preview} schemaType={schemaType} />
        {!readOnly && (
          <Menu
            button={
              <IconButton
                icon={<EllipsisHorizontalIcon />}
                label={t('reference.menu')}
                mode="ghost"
                className="vellum-form-reference-menu-button"
              />
            }
          >
            <MenuItem text={t('reference.menu.clear')} icon={<CloseIcon />} tone="critical" onClick={onClear} />
            {replacing ? (
              <MenuItem text={t('reference.menu.cancel-replace')} icon={<CloseIcon />} onClick={onCancelReplace} />
            ) : (
              <MenuItem text={t('reference.menu.replace')} icon={<EditIcon />} onClick={onReplace} />
            )}
            {onDuplicate && <MenuItem text={t('reference.menu.duplicate')} icon={<CopyIcon />} onClick={onDuplicate} />}
            {canOpen && <MenuDivider />}
            {canOpen && (
              <MenuItem
                text={t('reference.menu.open-in-new-tab')}
                icon={<LinkIcon />}
                onClick={() => {
                  const url = services.editIntentUrl?.({id, type: preview.type ?? allowed[0] ?? ''})
                  if (url) window.open(url, '_blank', 'noopener')
                }}
              />
            )}
          </Menu>
        )}
      </div>
    </div>
  )
}
