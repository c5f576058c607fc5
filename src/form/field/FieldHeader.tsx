import type {ReactNode} from 'react'
import {Badge, ChevronDownIcon, ChevronRightIcon, LockIcon, Tooltip} from '../../ui'
import {useFormTranslation} from '../translation/useFormTranslation'
import type {FormNodeValidation} from '../state/FormNode'
import type {FormNodePresence} from '../state/FormNodePresence'
import type {FieldActionNode} from './FieldActionNode'
import {FieldActionsMenu} from './FieldActionsMenu'
import {fieldElementIds} from './fieldElementIds'
import {FieldPresence} from './FieldPresence'
import {FieldValidationStatus} from './FieldValidationStatus'

/** Props of {@link FieldHeader}. */
export interface FieldHeaderProps {
  title?: string
  description?: string
  /** The id of the input; the title labels it, and the description and messages get ids from it. */
  inputId: string
  /** How the title names the field: a `<label>` for an input, or the name of a `role="group"` around several. */
  titleAs: 'label' | 'group'
  deprecated?: {reason: string}
  validation: readonly FormNodeValidation[]
  presence: readonly FormNodePresence[]
  readOnly: boolean
  actions: readonly FieldActionNode[]
  /** Makes the title a toggle that collapses and expands the field. */
  collapse?: {collapsed: boolean; onToggle: () => void}
  /** Put before the title, as a boolean field's switch. */
  control?: ReactNode
}

/**
 * The header of a field: title (or a collapse toggle with the title), deprecated badge,
 * validation icon with its summary and messages, a lock when read-only, presence avatars and
 * the action menu (hidden when read-only), then the description and the deprecation reason.
 * It also renders the messages once more, visually hidden, for the input's `aria-describedby`.
 */
export function FieldHeader(props: FieldHeaderProps) {
  const {title, description, inputId, titleAs, deprecated, validation, presence, readOnly, actions, collapse, control} =
    props
  const t = useFormTranslation()
  const ids = fieldElementIds(inputId)
  const titleText = <span className="vellum-form-field-title-text">{title}</span>
  let titleElement: ReactNode
  if (collapse) {
    titleElement = (
      <button
        type="button"
        id={ids.title}
        className="vellum-form-field-toggle"
        aria-expanded={!collapse.collapsed}
        aria-controls={`${inputId}-content`}
        onClick={collapse.onToggle}
      >
        {collapse.collapsed ? <ChevronRightIcon /> : <ChevronDownIcon />}
        {titleText}
      </button>
    )
  } else if (titleAs === 'label') {
    titleElement = (
      <label id={ids.title} className="vellum-form-field-title" htmlFor={inputId}>
        {titleText}
      </label>
    )
  } else {
    titleElement = (
      <span id={ids.title} className="vellum-form-field-title">
        {titleText}
      </span>
    )
  }
  return (
    <div className="vellum-form-field-header">
      <div className="vellum-form-field-title-row">
        {control}
        {titleElement}
        {deprecated && (
          <Badge tone="caution" className="vellum-form-field-deprecated">
            {t('field.deprecated')}
          </Badge>
        )}
        <FieldValidationStatus validation={validation} />
        {readOnly && (
          <Tooltip content={t('field.read-only')}>
            <span className="vellum-form-field-read-only" role="img" aria-label={t('field.read-only')} tabIndex={0}>
              <LockIcon />
            </span>
          </Tooltip>
        )}
        <span className="vellum-form-field-header-end">
          <FieldPresence presence={presence} />
          {!readOnly && <FieldActionsMenu actions={actions} title={title} />}
        </span>
      </div>
      {description && (
        <div id={ids.description} className="vellum-form-field-description">
          {description}
        </div>
      )}
      {deprecated && <div className="vellum-form-field-deprecation-reason">{deprecated.reason}</div>}
      {validation.length > 0 && (
        <ul id={ids.validation} className="vellum-form-visually-hidden">
          {validation.map((marker, index) => (
            <li key={index}>{marker.message || t('validation.item-error')}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
