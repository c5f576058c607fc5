import {
  CopyIcon,
  EllipsisHorizontalIcon,
  IconButton,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuItem,
  TrashIcon,
} from '../../../ui'
import type {SchemaType} from '../../../types'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {typeTitle} from './arrayOptions'

/** Props of {@link ArrayItemMenu}. */
export interface ArrayItemMenuProps {
  /** The array's member types; with several, insert offers one entry per type. */
  types: readonly SchemaType[]
  onRemove: () => void
  onDuplicate: () => void
  onInsert: (position: 'before' | 'after', type: SchemaType) => void
}

/**
 * The menu of an array item: Remove, Duplicate, Insert before and Insert
 * after — each insert a group of the member types when the array has several.
 */
export function ArrayItemMenu({types, onRemove, onDuplicate, onInsert}: ArrayItemMenuProps) {
  const t = useFormTranslation()
  const inserts = (types.length === 0 ? [] : (['before', 'after'] as const)).map((position) => {
    const label = t(position === 'before' ? 'array.item.insert-before' : 'array.item.insert-after')
    if (types.length === 1)
      return <MenuItem key={position} text={label} onClick={() => onInsert(position, types[0]!)} />
    return (
      <MenuGroup key={position} title={label}>
        {types.map((type) => (
          <MenuItem
            key={type.name}
            text={typeTitle(type)}
            textValue={`${label} ${typeTitle(type)}`}
            onClick={() => onInsert(position, type)}
          />
        ))}
      </MenuGroup>
    )
  })
  return (
    <Menu
      button={
        <IconButton
          icon={<EllipsisHorizontalIcon />}
          label={t('array.item.actions')}
          className="vellum-form-array-item-menu"
        />
      }
      placement="bottom-end"
    >
      <MenuItem text={t('array.item.remove')} icon={<TrashIcon />} tone="critical" onClick={onRemove} />
      <MenuItem text={t('array.item.duplicate')} icon={<CopyIcon />} onClick={onDuplicate} />
      <MenuDivider />
      {inserts}
    </Menu>
  )
}
