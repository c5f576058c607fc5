import type {ComponentPropsWithRef} from 'react'
import {createIcon} from '../../../ui'

/** Six dots: an item can be dragged by it. */
export const DragHandleIcon = createIcon(
  'DragHandleIcon',
  <>
    {[7, 12, 17].map((y) => (
      <g key={y}>
        <circle cx={9} cy={y} r={1.1} fill="currentColor" stroke="none" />
        <circle cx={15} cy={y} r={1.1} fill="currentColor" stroke="none" />
      </g>
    ))}
  </>,
)

/** Props of {@link ArrayDragHandle}: dnd-kit's attributes and listeners, and the accessible name. */
export interface ArrayDragHandleProps extends ComponentPropsWithRef<'button'> {
  label: string
}

/**
 * The handle an array item is dragged by, with the pointer or the keyboard (focus it, Space or
 * Enter picks the item up, the arrow keys move it, Space or Enter drops it, Escape cancels).
 */
export function ArrayDragHandle({label, ...rest}: ArrayDragHandleProps) {
  return (
    <button type="button" {...rest} aria-label={label} className="vellum-form-array-drag-handle">
      <DragHandleIcon />
    </button>
  )
}
