import {AddIcon, Button, ChevronDownIcon, Menu, MenuItem} from '../../../ui'
import type {SchemaType} from '../../../types'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {typeTitle} from './arrayOptions'

/** Props of {@link ArrayAddItem}. */
export interface ArrayAddItemProps {
  /** The array's member types. */
  types: readonly SchemaType[]
  onAdd: (type: SchemaType) => void
}

/**
 * The button under an array that adds an item: with one member type it adds one at once; with
 * several it opens a menu of the types.
 */
export function ArrayAddItem({types, onAdd}: ArrayAddItemProps) {
  const t = useFormTranslation()
  if (types.length === 0) return null
  if (types.length === 1) {
    return (
      <Button
        className="vellum-form-array-add"
        mode="ghost"
        icon={<AddIcon />}
        text={t('array.add-item')}
        onClick={() => onAdd(types[0]!)}
      />
    )
  }
  return (
    <Menu
      aria-label={t('array.add-item-type-menu')}
      button={
        <Button
          className="vellum-form-array-add"
          mode="ghost"
          icon={<AddIcon />}
          iconRight={<ChevronDownIcon />}
          text={t('array.add-item')}
        />
      }
    >
      {types.map((type) => (
        <MenuItem key={type.name} text={typeTitle(type)} onClick={() => onAdd(type)} />
      ))}
    </Menu>
  )
}
