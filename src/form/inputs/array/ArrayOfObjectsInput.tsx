import {useCallback} from 'react'
import {UploadIcon, WarningIcon} from '../../../ui'
import {fieldElementIds} from '../../field/fieldElementIds'
import {ArrayInvalidItem} from '../../members/ArrayInvalidItem'
import {ArrayOfObjectsItem} from '../../members/ArrayOfObjectsItem'
import type {ArrayOfObjectsInputProps} from '../../resolve/InputProps'
import type {ArrayOfObjectsMember} from '../../state/FormNode'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {useArrayFileUpload} from '../upload/useArrayFileUpload'
import {ArrayAddItem} from './ArrayAddItem'
import {ArrayEmpty} from './ArrayEmpty'
import {ArrayItemList} from './ArrayItemList'
import {useStableIds} from './useStableIds'
import {arrayDisplayOptions} from './arrayOptions'
import {SortableItemDragHandle} from './SortableArrayItem'
import {useArrayActions, type ArrayItemSegment} from './useArrayActions'

// One element for every item: the handle finds its item through context (see SortableArrayItem).
const DRAG_HANDLE = <SortableItemDragHandle />

/**
 * The input of an array of objects. Items are rows of a list,
 * or cards of a grid with `options.layout: 'grid'`, each showing its preview and opening its
 * fields in a dialog or popover ('Edit {type}'). Items are dragged by their handle — with the
 * keyboard too — unless `options.sortable` is false; the item menu removes, duplicates and
 * inserts before or after. The add button adds an item of the only member type, or offers the
 * types in a menu; new items get a `_key`, a `_type` and their type's initial value (resolved
 * through `FormServices.resolveInitialValue` when it is a function or comes from fields, see
 * `useNewArrayItem`) and open once inserted. Items of types the array does not allow can only
 * be removed. Read-only arrays have no add button, menus or drag. Long arrays are virtualised. Without items it shows the type's placeholder or 'No items'.
 * Files dropped or pasted on an array whose member types include images or files become new
 * items and are uploaded into (an overlay shows while they are dragged over; see
 * `useArrayFileUpload`).
 * @beta
 */
export function ArrayOfObjectsInput(props: ArrayOfObjectsInputProps) {
  const {members, schemaType, readOnly, level, elementProps} = props
  const actions = useArrayActions(props)
  const {layout, sortable} = arrayDisplayOptions(schemaType)
  const canSort = sortable && !readOnly && members.length > 1
  const ids = useStableIds(members)
  const revealIndex = members.findIndex((member) => member.kind === 'item' && !member.collapsed)
  const t = useFormTranslation()
  // Files dropped on an array of images or files become new items, uploaded into.
  const drop = useArrayFileUpload(props)
  const dragState = drop?.dragState ?? 'idle'

  const renderItem = useCallback(
    (member: ArrayOfObjectsMember) => {
      if (member.kind === 'error')
        return (
          <ArrayInvalidItem member={member} readOnly={readOnly} onRemove={() => actions.remove(segmentOf(member))} />
        )
      return (
        <ArrayOfObjectsItem
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
      {...drop?.dropProps}
      ref={ref}
      tabIndex={-1}
      className="vellum-form-array-input"
      data-layout={layout}
      data-level={level}
      data-drop-active={dragState !== 'idle' || undefined}
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
      {dragState !== 'idle' && (
        <div className="vellum-form-array-drop-overlay" data-drag-state={dragState} aria-hidden="true">
          {dragState === 'accept' ? <UploadIcon /> : <WarningIcon />}
          <span>{dragState === 'accept' ? t('asset.drop.array') : t('asset.drop.reject')}</span>
        </div>
      )}
    </div>
  )
}

/** The path segment of a member: the last segment of its path (`{_key}`, or the index of an item without one). */
function segmentOf(member: ArrayOfObjectsMember): ArrayItemSegment {
  const path = member.kind === 'item' ? member.item.path : member.path
  const last = path[path.length - 1]
  return typeof last === 'number' || (typeof last === 'object' && last !== null && '_key' in last) ? last : member.index
}
