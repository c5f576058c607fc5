import {memo} from 'react'
import {Button, Popover, TrashIcon, WarningIcon} from '../../ui'
import {useFormTranslation} from '../translation/useFormTranslation'
import type {ArrayItemError} from '../state/FormNode'

/** Props of {@link ArrayInvalidItem}. */
export interface ArrayInvalidItemProps {
  member: ArrayItemError
  readOnly: boolean
  /** Removes the item (the array input's remove action). */
  onRemove: () => void
}

/**
 * An array item whose type the array does not allow (`INVALID_ITEM_TYPE`):
 * a row naming the type that opens a popover which states the type, explains that the item
 * can be deleted but not edited, shows its value as JSON and — unless read-only — offers to
 * remove it.
 */
export const ArrayInvalidItem = memo(function ArrayInvalidItem({member, readOnly, onRemove}: ArrayInvalidItemProps) {
  const t = useFormTranslation()
  const {resolvedItemType, value} = member.error
  const content = (
    <div className="vellum-form-array-invalid-item-details">
      <div className="vellum-form-alert-title" data-tone="caution">
        <WarningIcon />
        <span>{t('invalid-item-type.title')}</span>
      </div>
      <p className="vellum-form-alert-text">{t('invalid-item-type.description', {type: resolvedItemType})}</p>
      <div className="vellum-form-alert-label">{t('array.item.invalid-value')}</div>
      <pre className="vellum-form-alert-json">{JSON.stringify(value, null, 2)}</pre>
      {readOnly ? (
        <p className="vellum-form-alert-text">{t('invalid-value.read-only')}</p>
      ) : (
        <div className="vellum-form-alert-actions">
          <Button text={t('array.item.invalid-remove')} icon={<TrashIcon />} tone="critical" onClick={onRemove} />
        </div>
      )}
    </div>
  )
  return (
    <div className="vellum-form-array-item vellum-form-array-invalid-item" data-tone="caution">
      <Popover
        content={content}
        modal
        placement="bottom-start"
        aria-label={t('invalid-item-type.title')}
        className="vellum-form-array-invalid-item-popover"
      >
        <button type="button" className="vellum-form-array-item-open" aria-haspopup="dialog">
          <WarningIcon />
          <span className="vellum-form-array-invalid-item-label">
            {t('array.item.invalid', {type: resolvedItemType})}
          </span>
        </button>
      </Popover>
    </div>
  )
})
