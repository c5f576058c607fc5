import {useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject} from 'react'
import {DocumentIcon, SearchIcon, TextInput, Tooltip} from '../../ui'
import type {CurrentUserRole} from '../config'
import {useTranslation} from '../i18n'
import {filterNewDocumentOptions} from './filterNewDocumentOptions'
import {insufficientPermissionsMessage} from './insufficientPermissionsMessage'
import {NEW_DOCUMENT_ROW_HEIGHT, NEW_DOCUMENT_VISIBLE_ROWS} from './navbarConstants'
import type {NewDocumentCreateOption} from './NewDocumentCreateOption'

/** Props of {@link NewDocumentPicker}. */
export interface NewDocumentPickerProps {
  options: readonly NewDocumentCreateOption[]
  /** The user's roles, named in the tooltip of options they may not create. */
  roles: readonly CurrentUserRole[]
  /** Called with the option the user picks (click, or Enter on the highlighted one). */
  onSelect: (option: NewDocumentCreateOption) => void
  /** Called on Tab: the picker is done with. (Escape is left to the popover or dialog around it.) */
  onClose: () => void
  /** Receives the filter input, for the surrounding popover's initial focus. */
  inputRef?: RefObject<HTMLInputElement | null>
}

/**
 * The new-document picker's content: a filter box over a list of document types (a combobox
 * with a listbox). Typing filters the list (see `filterNewDocumentOptions`); ArrowDown and
 * ArrowUp move the highlight over the options the user may create, wrapping around; Enter
 * picks the highlighted one; Tab closes. Ten rows show before the list scrolls. Options the
 * user may not create are disabled, with a tooltip (and accessible description) naming
 * their roles.
 */
export function NewDocumentPicker({options, roles, onSelect, onClose, inputRef}: NewDocumentPickerProps) {
  const i18n = useTranslation()
  const {t} = i18n
  const listId = useId()
  const [filter, setFilter] = useState('')
  const matches = filterNewDocumentOptions(options, filter)
  const enabled = matches.filter((option) => option.hasPermission)
  const [activeId, setActiveId] = useState<string | null>(null)
  // The highlight stays on its option while it still matches; otherwise the first one allowed.
  const active = enabled.find((option) => option.id === activeId) ?? enabled[0]
  const optionId = (option: NewDocumentCreateOption) => `${listId}-${option.id}`

  const listRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!active) return
    listRef.current?.ownerDocument.getElementById(`${listId}-${active.id}`)?.scrollIntoView?.({block: 'nearest'})
  }, [active, listId])

  const move = (step: 1 | -1) => {
    if (enabled.length === 0) return
    const index = active ? enabled.indexOf(active) : -1
    const next = enabled[(index + step + enabled.length) % enabled.length]
    if (next) setActiveId(next.id)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      if (active) onSelect(active)
    } else if (event.key === 'Tab') {
      event.preventDefault()
      onClose()
    }
  }

  const deniedMessage = insufficientPermissionsMessage(i18n, roles, 'option')
  return (
    <div className="vellum-new-document-picker">
      <TextInput
        ref={inputRef}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={t('new-document.filter-placeholder')}
        aria-label={t('new-document.filter-placeholder')}
        icon={<SearchIcon />}
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active) : undefined}
        autoComplete="off"
      />
      {matches.length === 0 ? (
        <div role="status" className="vellum-new-document-empty">
          <strong>{t('new-document.no-document-types-found')}</strong>
          {filter.trim() !== '' && <span>{t('new-document.no-results', {filter: filter.trim()})}</span>}
        </div>
      ) : null}
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t('new-document.title')}
        className="vellum-new-document-list"
        hidden={matches.length === 0}
        style={{maxHeight: NEW_DOCUMENT_ROW_HEIGHT * NEW_DOCUMENT_VISIBLE_ROWS}}
      >
        {matches.map((option) => {
          const Icon = option.icon ?? DocumentIcon
          const row = (
            <div
              key={option.id}
              id={optionId(option)}
              role="option"
              aria-selected={option === active}
              aria-disabled={!option.hasPermission || undefined}
              aria-describedby={option.hasPermission ? undefined : `${optionId(option)}-denied`}
              data-active={option === active || undefined}
              className="vellum-new-document-option"
              style={{minHeight: NEW_DOCUMENT_ROW_HEIGHT}}
              onMouseEnter={option.hasPermission ? () => setActiveId(option.id) : undefined}
              // Keep focus in the filter box while clicking a row.
              onMouseDown={(event) => event.preventDefault()}
              onClick={option.hasPermission ? () => onSelect(option) : undefined}
            >
              <span className="vellum-new-document-option-icon">
                <Icon />
              </span>
              <span className="vellum-new-document-option-title">{option.title}</span>
              {option.subtitle && <span className="vellum-new-document-option-subtitle">{option.subtitle}</span>}
              {!option.hasPermission && (
                <span id={`${optionId(option)}-denied`} className="vellum-visually-hidden">
                  {deniedMessage}
                </span>
              )}
            </div>
          )
          return option.hasPermission ? (
            row
          ) : (
            <Tooltip key={option.id} content={deniedMessage} placement="right">
              {row}
            </Tooltip>
          )
        })}
      </div>
    </div>
  )
}
