import type {DraggableAttributes, DraggableSyntheticListeners} from '@dnd-kit/core'
import {useSortable} from '@dnd-kit/sortable'
import {createContext, useContext, useMemo, type ReactNode} from 'react'
import {ARRAY_DRAG_TRANSITION_MS} from '../../constants'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {ArrayDragHandle} from './ArrayDragHandle'

/** Props of {@link SortableArrayItem}. */
export interface SortableArrayItemProps {
  /** The item's sortable id (its key, or its index for primitives). */
  id: string
  index: number
  children: ReactNode
}

interface SortableHandle {
  attributes: DraggableAttributes
  listeners: DraggableSyntheticListeners
  /** dnd-kit's `setActivatorNodeRef`: the handle is what starts a drag. */
  activator: (element: HTMLElement | null) => void
  position: number
}

const SortableHandleContext = createContext<SortableHandle | null>(null)

const TRANSITION = {duration: ARRAY_DRAG_TRANSITION_MS, easing: 'ease'}

/**
 * One item of a sortable array: a list item that moves while it or its neighbours are dragged.
 * The item places a {@link SortableItemDragHandle} where it wants its handle; the handle finds
 * its item through context, so the element can be one constant and memoised items stay still
 * while the drag state changes.
 */
export function SortableArrayItem({id, index, children}: SortableArrayItemProps) {
  const {attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging} = useSortable({
    id,
    transition: TRANSITION,
  })
  const handle = useMemo(
    () => ({attributes, listeners, activator: setActivatorNodeRef, position: index + 1}),
    [attributes, listeners, setActivatorNodeRef, index],
  )
  return (
    <div
      ref={setNodeRef}
      role="listitem"
      className="vellum-form-array-row"
      data-index={index}
      data-dragging={isDragging || undefined}
      style={{
        transform: transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
      }}
    >
      <SortableHandleContext.Provider value={handle}>{children}</SortableHandleContext.Provider>
    </div>
  )
}

/** The drag handle of the {@link SortableArrayItem} it is rendered in; nothing outside one. */
export function SortableItemDragHandle() {
  const t = useFormTranslation()
  const handle = useContext(SortableHandleContext)
  if (!handle) return null
  const {activator, attributes, listeners, position} = handle
  return (
    <ArrayDragHandle ref={activator} {...attributes} {...listeners} label={t('array.item.drag-handle', {position})} />
  )
}
