import {Fragment, type ReactNode} from 'react'
import {EllipsisHorizontalIcon, IconButton, Menu, MenuDivider, MenuGroup, MenuItem} from '../../ui'
import {useFormTranslation} from '../translation/useFormTranslation'
import type {FieldActionNode} from './FieldActionNode'

/** Props of {@link FieldActionsMenu}. */
export interface FieldActionsMenuProps {
  actions: readonly FieldActionNode[]
  /** The field's title, naming the menu button for screen readers. */
  title?: string
}

/**
 * The action menu of a field header: a "…" button opening the field's actions, groups and
 * dividers. Hidden actions are left out; a disabled action shows its reason under its title.
 * Renders nothing when no action is visible.
 */
export function FieldActionsMenu({actions, title}: FieldActionsMenuProps) {
  const t = useFormTranslation()
  const visible = actions.filter(isShown)
  if (!visible.some((node) => node.type !== 'divider')) return null
  const label = title ? `${t('field.actions')}: ${title}` : t('field.actions')
  return (
    <Menu
      button={<IconButton icon={<EllipsisHorizontalIcon />} label={label} className="vellum-form-field-actions" />}
      aria-label={label}
      minWidth={180}
    >
      {renderNodes(visible)}
    </Menu>
  )
}

function renderNodes(nodes: readonly FieldActionNode[]): ReactNode {
  return nodes.filter(isShown).map((node, index) => {
    if (node.type === 'divider') return <MenuDivider key={`divider-${index}`} />
    if (node.type === 'group') {
      return (
        <MenuGroup
          key={`group-${index}-${node.title}`}
          title={
            <Fragment>
              {node.icon}
              {node.title}
            </Fragment>
          }
        >
          {renderNodes(node.children)}
        </MenuGroup>
      )
    }
    const reason = typeof node.disabled === 'object' ? node.disabled.reason : undefined
    return (
      <MenuItem
        key={`action-${index}-${node.title}`}
        text={
          reason ? (
            <span className="vellum-form-action-text">
              <span>{node.title}</span>
              <span className="vellum-form-action-reason">{reason}</span>
            </span>
          ) : (
            node.title
          )
        }
        textValue={node.title}
        icon={node.icon}
        tone={node.tone}
        disabled={Boolean(node.disabled)}
        selected={node.selected}
        onClick={() => node.onAction()}
      />
    )
  })
}

function isShown(node: FieldActionNode): boolean {
  return node.type === 'divider' || !node.hidden
}
