import {createElement, useLayoutEffect, useRef, type ReactNode} from 'react'
import {Button, EditIcon, TrashIcon} from '../../../ui'
import type {ObjectSchemaType} from '../../../types'
import {useFormBuilder} from '../../builder/FormBuilderContext'
import type {PreviewProps} from '../../resolve/PreviewProps'
import type {ArrayOfObjectsItemMember} from '../../state/FormNode'
import type {FormTranslate} from '../../translation/useFormTranslation'
import {arrayItemPreview} from '../array/arrayItemPreview'
import {typeTitle} from '../array/arrayOptions'

/** Props of {@link InlineObjectPopover}. */
export interface InlineObjectPopoverProps {
  /** The inline object's value. */
  value: Record<string, unknown>
  /** Its type; undefined for a type the block does not declare. */
  type: ObjectSchemaType | undefined
  /** Its member in the form state, once the form has it (a new object is there after its insert came back). */
  member: ArrayOfObjectsItemMember | undefined
  /** The inline object's element in the editor, which the popover is placed under. */
  anchor: HTMLElement | null
  /** The scrolling element around the text, which the popover is placed in. */
  container: HTMLElement | null
  readOnly: boolean
  t: FormTranslate
  /** Opens the object's fields (the form expands its member). */
  onEdit: () => void
  onRemove: () => void
  /** Escape: closes it and gives focus back to the text. */
  onClose: () => void
  /** The object's fields, when its type opens them in a popover (`options.modal.type: 'popover'`). */
  children?: ReactNode
}

/**
 * The popover of the inline object the selection is on: the object's preview,
 * Edit — its fields in the dialog (or popover) array items open in, editing the object in
 * place — and Remove (not when read-only). It opens when the object is clicked or selected
 * with the keyboard and leaves the focus in the text, so arrow keys and typing go on; Enter
 * edits the object, Escape closes the popover.
 */
export function InlineObjectPopover(props: InlineObjectPopoverProps) {
  const {value, type, member, anchor, container, readOnly, t, onEdit, onRemove, onClose, children} = props
  const form = useFormBuilder()
  const panel = useRef<HTMLDivElement>(null)
  // Placed after every render (the text around the object may have moved), straight in the DOM.
  useLayoutEffect(() => {
    const element = panel.current
    if (!element || !anchor || !container) return
    const object = anchor.getBoundingClientRect()
    const box = container.getBoundingClientRect()
    element.style.top = `${object.bottom - box.top + container.scrollTop + 4}px`
    element.style.left = `${Math.max(0, object.left - box.left + container.scrollLeft)}px`
  })
  const title = type ? typeTitle(type) : String(value._type ?? 'object')
  let preview: ReactNode = title
  if (type) {
    const fields = arrayItemPreview(type, value)
    const previewProps: PreviewProps = {
      schemaType: type,
      value,
      layout: 'inline',
      ...fields,
      media: fields.media as ReactNode,
    }
    preview = createElement(form.resolver.resolve('preview', type), previewProps)
  }
  return (
    <div
      className="vellum-form-pt-inline-popover"
      role="dialog"
      aria-label={title}
      ref={panel}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        event.stopPropagation()
        onClose()
      }}
    >
      <span className="vellum-form-pt-inline-preview">{preview}</span>
      <Button
        mode="bleed"
        icon={<EditIcon />}
        text={t(readOnly ? 'array.item.view' : 'portable-text.inline-object.edit', {type: title})}
        disabled={!member}
        onClick={onEdit}
      />
      {!readOnly && (
        <Button
          mode="bleed"
          tone="critical"
          icon={<TrashIcon />}
          text={t('portable-text.inline-object.remove')}
          onClick={onRemove}
        />
      )}
      {children && <div className="vellum-form-pt-inline-fields">{children}</div>}
    </div>
  )
}
