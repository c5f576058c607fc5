import {createElement, useId} from 'react'
import {formatList, type CurrentUserRole} from '../../../studio'
import {AddIcon, IconButton, Menu, MenuItem, Tooltip} from '../../../ui'
import {useStructureTranslation, type StructureTranslate} from '../../i18n'
import type {CreateOption} from './useCreateOptions'

/** Props of {@link CreateDocumentButton}. */
export interface CreateDocumentButtonProps {
  options: readonly CreateOption[]
  /** The user's roles, named when they may not create. */
  roles: readonly CurrentUserRole[]
  onCreate: (option: CreateOption) => void
}

/** Why the user may not create (a tooltip on the disabled option or button), naming their roles. */
function insufficientPermissions(
  t: StructureTranslate,
  locale: string,
  roles: readonly CurrentUserRole[],
  scope: 'option' | 'all',
): string {
  if (roles.length === 0) return t('document-list.create.no-roles')
  const key =
    scope === 'all'
      ? 'document-list.create.insufficient-permissions-all'
      : 'document-list.create.insufficient-permissions'
  return t(key, {
    count: roles.length,
    roles: formatList(
      roles.map((role) => role.title || role.name),
      locale,
    ),
  })
}

/**
 * A document list's create button: one template creates at once, several open a menu. Choices
 * the user's grants do not allow are disabled and say why, naming the user's roles; when none
 * is allowed the button itself is disabled, with a tooltip. No choices, no button.
 */
export function CreateDocumentButton({options, roles, onCreate}: CreateDocumentButtonProps) {
  const {t, locale} = useStructureTranslation()
  const reasonId = useId()
  if (options.length === 0) return null
  const [first] = options
  const single = options.length === 1 && first
  const label = single
    ? t('document-list.create.button-for', {title: first.item.title})
    : t('document-list.create.menu-label')

  if (!options.some((option) => option.hasPermission)) {
    const reason = insufficientPermissions(t, locale, roles, single ? 'option' : 'all')
    return (
      // A disabled button gets no pointer events, so the tooltip hangs on a wrapper.
      <Tooltip content={reason}>
        <span className="vellum-structure-create-disabled">
          <IconButton icon={<AddIcon />} label={label} disabled aria-describedby={reasonId} />
          <span id={reasonId} className="vellum-visually-hidden">
            {reason}
          </span>
        </span>
      </Tooltip>
    )
  }
  if (single) return <IconButton icon={<AddIcon />} label={label} onClick={() => onCreate(single)} />

  const optionReason = insufficientPermissions(t, locale, roles, 'option')
  return (
    <Menu
      button={<IconButton icon={<AddIcon />} label={label} />}
      aria-label={label}
      placement="bottom-end"
      minWidth={200}
      maxWidth={320}
    >
      {options.map((option) => (
        <MenuItem
          key={option.item.id}
          text={option.item.title}
          icon={option.item.icon ? createElement(option.item.icon) : undefined}
          disabled={!option.hasPermission}
          title={option.hasPermission ? option.item.description : optionReason}
          onClick={() => onCreate(option)}
        />
      ))}
    </Menu>
  )
}
