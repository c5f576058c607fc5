import {AVATAR_STACK_MAX, CloseIcon, Dialog, IconButton, Popover} from '../../../ui'
import {FieldPresence} from '../../field/FieldPresence'
import {FieldValidationStatus} from '../../field/FieldValidationStatus'
import type {ItemProps} from '../../resolve/ItemProps'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {ArrayItemMenu} from './ArrayItemMenu'

/**
 * The form's array item: the row (or grid card) an array input shows for each item.
 *
 * An object item shows its drag handle, its preview — a button that opens the item (click,
 * Enter or Space) — its validation and presence, and the item menu. Open, its fields show in a
 * dialog, or in a popover by the row with `options.modal.type: 'popover'`, titled
 * 'Edit {type}' ('View {type}' when read-only); closing it collapses the item again.
 *
 * A primitive item shows its input inline, named 'Item {n}' for assistive technology, between
 * the drag handle and its status and menu. Read-only items have no menu and no handle.
 * @beta
 */
export function DefaultItem(props: ItemProps) {
  return props.schemaType.jsonType === 'object' ? <ObjectItem {...props} /> : <PrimitiveItem {...props} />
}

function ObjectItem(props: ItemProps) {
  const {title, readOnly, collapsed, openAs, modalWidth, onExpand, onCollapse, preview, children} = props
  const t = useFormTranslation()
  const open = !collapsed
  const heading = t(readOnly ? 'array.item.view' : 'array.item.edit', {type: title ?? props.schemaType.name})
  const opener = (
    <button
      type="button"
      className="vellum-form-array-item-open"
      aria-haspopup="dialog"
      aria-expanded={open}
      // The popover opens and closes on its own click; the dialog needs the click to open.
      onClick={openAs === 'dialog' ? onExpand : undefined}
    >
      {preview}
    </button>
  )
  return (
    <ItemFrame {...props}>
      {openAs === 'popover' ? (
        <Popover
          open={open}
          onOpenChange={(next) => (next ? onExpand() : onCollapse())}
          modal
          placement="bottom-start"
          aria-label={heading}
          className="vellum-form-array-item-popover"
          style={{width: `min(${modalWidth}px, calc(100vw - 16px))`}}
          content={
            <>
              <div className="vellum-form-array-item-popover-header">
                <h2 className="vellum-form-array-item-popover-title">{heading}</h2>
                <IconButton icon={<CloseIcon />} label={t('array.item.close')} onClick={onCollapse} />
              </div>
              {children}
            </>
          }
        >
          {opener}
        </Popover>
      ) : (
        opener
      )}
      {openAs === 'dialog' && open && (
        <Dialog
          header={heading}
          onClose={onCollapse}
          closeLabel={t('array.item.close')}
          width={modalWidth}
          className="vellum-form-array-item-dialog"
        >
          {children}
        </Dialog>
      )}
    </ItemFrame>
  )
}

function PrimitiveItem(props: ItemProps) {
  const t = useFormTranslation()
  return (
    <ItemFrame {...props}>
      <label htmlFor={props.inputProps.id} className="vellum-form-visually-hidden">
        {t('array.item.label', {position: props.index + 1})}
      </label>
      <div className="vellum-form-array-item-input">{props.children}</div>
    </ItemFrame>
  )
}

// What every item has around its content: the drag handle, then validation, presence and the menu.
function ItemFrame({
  schemaType,
  parentSchemaType,
  layout,
  readOnly,
  validation,
  presence,
  dragHandle,
  onRemove,
  onDuplicate,
  onInsert,
  children,
}: ItemProps) {
  const invalid = validation.some((marker) => marker.level === 'error')
  return (
    <div
      className="vellum-form-array-item"
      data-kind={schemaType.jsonType === 'object' ? 'object' : 'primitive'}
      data-layout={layout}
      data-invalid={invalid || undefined}
    >
      {!readOnly && dragHandle}
      {children}
      <span className="vellum-form-array-item-status">
        <FieldValidationStatus validation={validation} />
        <FieldPresence presence={presence} maxAvatars={AVATAR_STACK_MAX} />
        {!readOnly && (
          <ArrayItemMenu
            types={parentSchemaType.of}
            onRemove={onRemove}
            onDuplicate={onDuplicate}
            onInsert={onInsert}
          />
        )}
      </span>
    </div>
  )
}
