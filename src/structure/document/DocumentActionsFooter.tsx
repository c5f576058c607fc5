import {useEffect, useRef, type RefObject} from 'react'
import {createElement} from 'react'
import type {DocumentActionDescription} from '../../studio'
import {Button, EllipsisHorizontalIcon, IconButton, Menu, MenuItem, Tooltip} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {ActionDialog} from './ActionDialog'
import {formatShortcut, matchesShortcut} from './shortcuts'

/** Props of {@link DocumentActionsFooter}. */
export interface DocumentActionsFooterProps {
  /** What the actions returned, in order (`null`: hidden; `undefined`: not run yet). */
  descriptions: ReadonlyArray<DocumentActionDescription | null | undefined>
  /** Where the actions' keyboard shortcuts are listened for: the pane. */
  shortcutTarget: RefObject<HTMLElement | null>
}

/**
 * The document's action bar: the first action as a button (publish, by default) with its
 * shortcut, the others in a menu. A disabled action tells why (its `title`) — in a tooltip on
 * the button, under its label in the menu. An action's dialog is shown while it has one; its
 * keyboard shortcut runs it while focus is in the pane.
 */
export function DocumentActionsFooter({descriptions, shortcutTarget}: DocumentActionsFooterProps) {
  const {t} = useStructureTranslation()
  const shown = descriptions.filter((description): description is DocumentActionDescription => Boolean(description))
  const [primary, ...rest] = shown
  const withDialog = shown.find((description) => description.dialog)

  // Shortcuts read the latest descriptions, so the listener is added once.
  const latest = useRef(shown)
  useEffect(() => {
    latest.current = shown
  })
  useEffect(() => {
    const target = shortcutTarget.current
    if (!target) return
    const onKeyDown = (event: KeyboardEvent) => {
      const action = latest.current.find(
        (description) => description.shortcut && matchesShortcut(event, description.shortcut),
      )
      if (!action) return
      event.preventDefault()
      if (!action.disabled) action.onHandle?.()
    }
    target.addEventListener('keydown', onKeyDown)
    return () => target.removeEventListener('keydown', onKeyDown)
  }, [shortcutTarget])

  if (!primary) return null
  return (
    <footer className="vellum-structure-document-footer">
      <div className="vellum-structure-document-actions" role="group" aria-label={t('document.actions.aria-label')}>
        <PrimaryAction description={primary} />
        {rest.length > 0 && (
          <Menu
            button={<IconButton icon={<EllipsisHorizontalIcon />} label={t('document.actions.more')} mode="ghost" />}
            placement="top-end"
            minWidth={200}
          >
            {rest.map((description, index) => (
              <MenuItem
                key={`${description.label}:${index}`}
                text={
                  <span className="vellum-structure-document-action-item">
                    <span>{description.label}</span>
                    {description.disabled && description.title ? (
                      <span className="vellum-structure-document-action-reason">{description.title}</span>
                    ) : null}
                  </span>
                }
                textValue={description.label}
                icon={description.icon ? createElement(description.icon) : undefined}
                tone={description.tone}
                disabled={description.disabled}
                hotkey={description.shortcut ? formatShortcut(description.shortcut) : undefined}
                onClick={() => description.onHandle?.()}
              />
            ))}
          </Menu>
        )}
      </div>
      {withDialog?.dialog ? <ActionDialog dialog={withDialog.dialog} label={withDialog.label} /> : null}
    </footer>
  )
}

function PrimaryAction({description}: {description: DocumentActionDescription}) {
  const {label, icon, tone = 'primary', disabled, title, shortcut, onHandle} = description
  const shortcutText = shortcut ? formatShortcut(shortcut) : undefined
  const button = (
    <Button
      text={label}
      icon={icon ? createElement(icon) : undefined}
      tone={tone}
      disabled={disabled}
      aria-keyshortcuts={shortcut ? shortcut.replace(/\bMod\b/i, 'Control') : undefined}
      onClick={() => onHandle?.()}
    />
  )
  const tooltip = title ?? (shortcutText ? label : undefined)
  if (!tooltip) return button
  return (
    <Tooltip
      content={
        <span className="vellum-structure-document-action-tooltip">
          {tooltip}
          {shortcutText && !disabled ? <kbd>{shortcutText}</kbd> : null}
        </span>
      }
    >
      {/* A disabled button takes no pointer or focus events: the wrapper shows the tooltip. */}
      <span className="vellum-structure-document-action-primary" tabIndex={disabled ? 0 : undefined}>
        {button}
      </span>
    </Tooltip>
  )
}
