import {EllipsisHorizontalIcon, IconButton, InfoIcon, LinkIcon, Menu, MenuItem, TrashIcon} from '../../../ui'
import type {FormTranslate} from '../../translation/useFormTranslation'

/** Props of {@link AssetMenu}. */
export interface AssetMenuProps {
  /** The asset's name, for the button's accessible name. */
  name: string
  onDetails: () => void
  onUsage: () => void
  onDelete: () => void
  /** Delete is offered but disabled (the narrow file list's currently selected file). */
  deleteDisabled?: boolean
  t: FormTranslate
}

/** An asset's menu in the browser: its details, the documents using it, and delete. */
export function AssetMenu({name, onDetails, onUsage, onDelete, deleteDisabled = false, t}: AssetMenuProps) {
  return (
    <Menu
      button={
        <IconButton
          icon={<EllipsisHorizontalIcon />}
          label={t('asset-source.actions', {name})}
          className="vellum-form-asset-menu-button"
        />
      }
      placement="bottom-end"
    >
      <MenuItem text={t('asset-source.show-details')} icon={<InfoIcon />} onClick={onDetails} />
      <MenuItem text={t('asset-source.show-usage')} icon={<LinkIcon />} onClick={onUsage} />
      <MenuItem
        text={t('asset-source.delete')}
        icon={<TrashIcon />}
        tone="critical"
        disabled={deleteDisabled}
        onClick={onDelete}
      />
    </Menu>
  )
}
