import {useMemo} from 'react'
import {AddIcon, Button, ChevronDownIcon, Menu, MenuItem, Tooltip} from '../../../ui'
import type {FormReferenceServices, ReferenceTemplateOption} from './FormReferenceServices'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {useSubscribed} from './useSubscribed'

/** Props of {@link ReferenceCreateMenu}. */
export interface ReferenceCreateMenuProps {
  services: FormReferenceServices
  /** The names of the target types. */
  types: readonly string[]
  /** Titles of the target types, by name, for the permission tooltip. */
  typeTitles: Readonly<Record<string, string>>
  onCreate: (option: ReferenceTemplateOption) => void
}

const NONE: ReferenceTemplateOption[] = []

/**
 * The reference input's 'Create new' button: a menu of the target types' templates. A template
 * the user may not create from is disabled, its reason in its tooltip; when none may be created
 * the button itself is disabled with the tooltip 'You don’t have permission to create a new “…”
 * document'. No templates, no button.
 */
export function ReferenceCreateMenu({services, types, typeTitles, onCreate}: ReferenceCreateMenuProps) {
  const t = useFormTranslation()
  const source = useMemo(() => services.observeTemplates(types), [services, types])
  const {value: options} = useSubscribed(source, NONE)
  if (options.length === 0) return null
  const noPermission = (option: ReferenceTemplateOption) =>
    t('reference.create.no-permission', {title: typeTitles[option.schemaType] ?? option.schemaType})

  if (options.every((option) => !option.granted)) {
    return (
      <Tooltip content={noPermission(options[0]!)}>
        <span className="vellum-form-reference-create-disabled" tabIndex={0}>
          <Button text={t('reference.create')} icon={<AddIcon />} mode="ghost" disabled />
        </span>
      </Tooltip>
    )
  }
  return (
    <Menu
      aria-label={t('reference.create.menu')}
      button={<Button text={t('reference.create')} icon={<AddIcon />} iconRight={<ChevronDownIcon />} mode="ghost" />}
    >
      {options.map((option) => (
        <MenuItem
          key={option.id}
          text={option.title}
          disabled={!option.granted}
          {...(option.granted ? {} : {title: noPermission(option)})}
          onClick={() => onCreate(option)}
        />
      ))}
    </Menu>
  )
}
