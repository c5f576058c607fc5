import {Button, ChevronDownIcon, Menu, MenuItem} from '../../../ui'
import {useStructureTranslation} from '../../i18n'
import type {DocumentListOrdering} from './documentListOrderings'

/** Props of {@link OrderingMenu}. */
export interface OrderingMenuProps {
  orderings: readonly DocumentListOrdering[]
  /** The chosen ordering's name; null when the list's own default is in force. */
  selected: string | null
  onSelect: (name: string) => void
}

/** The orderings menu of a document list: the choices as radio items, the chosen one checked. */
export function OrderingMenu({orderings, selected, onSelect}: OrderingMenuProps) {
  const {t} = useStructureTranslation()
  return (
    <Menu
      button={
        <Button
          mode="bleed"
          text={t('document-list.ordering.button')}
          iconRight={<ChevronDownIcon />}
          aria-label={t('document-list.ordering.menu-label')}
        />
      }
      aria-label={t('document-list.ordering.menu-label')}
      placement="bottom-end"
      minWidth={180}
    >
      {orderings.map((ordering) => (
        <MenuItem
          key={ordering.name}
          text={ordering.title}
          selected={ordering.name === selected}
          onClick={() => onSelect(ordering.name)}
        />
      ))}
    </Menu>
  )
}
