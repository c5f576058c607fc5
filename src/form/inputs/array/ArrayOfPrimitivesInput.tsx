import {useCallback, useEffect, useRef, useState} from 'react'
import {Button, Card, UploadIcon} from '../../../ui'
import {fieldElementIds} from '../../field/fieldElementIds'
import {ArrayInvalidItem} from '../../members/ArrayInvalidItem'
import {ArrayOfPrimitivesItem} from '../../members/ArrayOfPrimitivesItem'
import type {ArrayOfPrimitivesInputProps} from '../../resolve/InputProps'
import type {ArrayOfPrimitivesMember} from '../../state/FormNode'
import {useFormServices} from '../../services/useFormServices'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {ArrayAddItem} from './ArrayAddItem'
import {ArrayEmpty} from './ArrayEmpty'
import {ArrayItemList} from './ArrayItemList'
import {useStableIds} from './useStableIds'
import {arrayDisplayOptions} from './arrayOptions'
import {SortableItemDragHandle} from './SortableArrayItem'
import {useArrayActions} from './useArrayActions'
import {useTextFileDrop, type RejectedFile} from './useTextFileDrop'

// One element for every item: the handle finds its item through context (see SortableArrayItem).
const DRAG_HANDLE = <SortableItemDragHandle />

/**
 * The input of an array of strings, numbers or booleans: each item is edited in its row with
 * the input of its type, and addressed by index. Items are dragged by their handle (keyboard
 * too) unless `options.sortable` is false; the item menu removes, duplicates and inserts before
 * or after; a new item starts empty (or with its type's resolved initial value) and takes
 * focus. Text files dropped on it (an overlay shows while they are dragged over) add one item
 * per line, as a boolean, number or string per the types the array allows (see
 * `textFileItems`); other files are listed as rejected. Values of types the array does not
 * allow can only be removed. Read-only arrays take no drops and have no add button, menus or
 * drag. Long arrays are virtualised.
 * @beta
 */
export function ArrayOfPrimitivesInput(props: ArrayOfPrimitivesInputProps) {
  const {members, schemaType, readOnly, level, elementProps} = props
  const t = useFormTranslation()
  // The new item to focus once it is rendered, and to scroll to in a long (virtualised) list.
  const pendingFocus = useRef<number | null>(null)
  const [revealIndex, setRevealIndex] = useState<number>()
  const onPrimitiveInserted = useCallback((index: number) => {
    pendingFocus.current = index
    setRevealIndex(index)
  }, [])
  const actions = useArrayActions(props, {onPrimitiveInserted})
  const {layout, sortable} = arrayDisplayOptions(schemaType)
  const canSort = sortable && !readOnly && members.length > 1
  const ids = useStableIds(members)
  const {toast} = useFormServices()
  const rejectedMessage = (files: readonly RejectedFile[]) =>
    t('array.drop.rejected', {
      count: files.length,
      files: files.map((file) => `${file.name} (${file.type || '?'})`).join(', '),
    })
  // With the host's toasts, files that could not be added are a warning toast listing
  // their names and types; without them, the inline notice below says so.
  const onRejected = toast
    ? (files: readonly RejectedFile[]) => toast.push({status: 'warning', title: rejectedMessage(files), closable: true})
    : undefined
  const drop = useTextFileDrop(schemaType.of, actions.appendValues, !readOnly, onRejected)

  useEffect(() => {
    if (pendingFocus.current === null) return
    const member = members[pendingFocus.current]
    const element = member?.kind === 'item' ? document.getElementById(member.item.id) : null
    if (!element) return
    // After the current task: a menu the item was inserted from gives focus back to its button first.
    const timer = setTimeout(() => {
      element.focus()
      pendingFocus.current = null
    })
    return () => clearTimeout(timer)
  }, [members])

  const renderItem = useCallback(
    (member: ArrayOfPrimitivesMember) => {
      if (member.kind === 'error')
        return <ArrayInvalidItem member={member} readOnly={readOnly} onRemove={() => actions.remove(member.index)} />
      return (
        <ArrayOfPrimitivesItem
          member={member}
          actions={actions}
          layout={layout}
          dragHandle={canSort ? DRAG_HANDLE : null}
        />
      )
    },
    [actions, readOnly, layout, canSort],
  )

  const {ref, ...element} = elementProps
  return (
    <div
      {...element}
      {...drop.dropProps}
      ref={ref}
      tabIndex={-1}
      className="vellum-form-array-input"
      data-layout={layout}
      data-level={level}
      data-drop-active={drop.active || undefined}
    >
      {members.length === 0 ? (
        <ArrayEmpty schemaType={schemaType} />
      ) : (
        <ArrayItemList
          ids={ids}
          items={members}
          layout={layout}
          sortable={canSort}
          onMove={actions.move}
          renderItem={renderItem}
          revealIndex={revealIndex}
          aria-labelledby={fieldElementIds(elementProps.id).title}
        />
      )}
      {!readOnly && <ArrayAddItem types={schemaType.of} onAdd={actions.append} />}
      {drop.rejected.length > 0 && (
        <Card tone="caution" border role="alert" className="vellum-form-array-drop-rejected">
          <span>{rejectedMessage(drop.rejected)}</span>
          <Button text={t('array.drop.rejected-dismiss')} mode="bleed" onClick={drop.dismissRejected} />
        </Card>
      )}
      {drop.active && (
        <div className="vellum-form-array-drop-overlay" aria-hidden="true">
          <UploadIcon />
          <span>{t('array.drop.overlay')}</span>
        </div>
      )}
    </div>
  )
}
