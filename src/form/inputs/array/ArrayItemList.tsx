import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import {memo, useEffect, useMemo, useRef, type ComponentPropsWithRef, type ReactNode} from 'react'
import {Virtuoso, VirtuosoGrid, type ListRange, type VirtuosoGridHandle, type VirtuosoHandle} from 'react-virtuoso'
import {
  ARRAY_DRAG_AUTO_SCROLL_THRESHOLD,
  ARRAY_ITEM_HEIGHT_ESTIMATE,
  ARRAY_VIRTUAL_INITIAL_ITEMS,
  ARRAY_VIRTUALIZATION_THRESHOLD,
} from '../../constants'
import {useFormTranslation, type FormTranslate} from '../../translation/useFormTranslation'
import {SortableArrayItem} from './SortableArrayItem'
import {useScrollParent} from './useScrollParent'

// Pixels the pointer must move before a press on a handle becomes a drag, so a click stays a click.
const POINTER_DRAG_DISTANCE = 4

// The sensors' options are constants: a new options object makes dnd-kit make its activators
// again, which changes its context and re-renders every row in view on each keystroke.
const POINTER_SENSOR_OPTIONS = {activationConstraint: {distance: POINTER_DRAG_DISTANCE}}
const KEYBOARD_SENSOR_OPTIONS = {coordinateGetter: sortableKeyboardCoordinates}
const AUTO_SCROLL = {threshold: ARRAY_DRAG_AUTO_SCROLL_THRESHOLD}

/** Props of {@link ArrayItemList}. */
export interface ArrayItemListProps {
  /** A stable, unique id per item, in order: its `_key`, or its index for primitives. */
  ids: readonly string[]
  /**
   * The items, in the same order (the array's members). A row renders again only when its item,
   * its place or `renderItem` changes, so keep `renderItem` stable and let it read the item it is
   * given: typing in one item then re-renders that row alone.
   */
  items: readonly unknown[]
  layout: 'list' | 'grid'
  /** Whether items can be dragged (with the pointer or the keyboard) to a new place. */
  sortable: boolean
  /** Called when an item is dropped at a new index. */
  onMove: (from: number, to: number) => void
  /**
   * Renders an item. A sortable item places a `SortableItemDragHandle` in itself, which is its
   * handle.
   */
  renderItem: (item: never, index: number) => ReactNode
  /** An item to bring into view, such as the one the focus path opened in a long list. */
  revealIndex?: number
  /** Id of the element naming the list (the field's title). */
  'aria-labelledby'?: string
}

/**
 * The items of an array, as a list or a grid, sortable with @dnd-kit (pointer, and keyboard
 * with announcements) unless `sortable` is false. More than
 * {@link ARRAY_VIRTUALIZATION_THRESHOLD} items are virtualised with react-virtuoso, scrolling
 * with the nearest scrolling ancestor (or the window): only the rows in view are rendered.
 */
export function ArrayItemList(props: ArrayItemListProps) {
  const {ids, layout, sortable, onMove} = props
  const t = useFormTranslation()
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_SENSOR_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_SENSOR_OPTIONS),
  )
  const positionOf = useMemo(() => {
    const positions = new Map(ids.map((id, index) => [id, index + 1]))
    return (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : (positions.get(String(id)) ?? 0))
  }, [ids])
  const accessibility = useMemo(
    () => ({
      screenReaderInstructions: {draggable: t('array.drag.instructions')},
      announcements: announcements(t, positionOf),
    }),
    [t, positionOf],
  )
  const items = ids.length > ARRAY_VIRTUALIZATION_THRESHOLD ? <VirtualItems {...props} /> : <PlainItems {...props} />
  if (!sortable) return items

  const onDragEnd = ({active, over}: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = positionOf(active.id) - 1
    const to = positionOf(over.id) - 1
    if (from >= 0 && to >= 0) onMove(from, to)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      autoScroll={AUTO_SCROLL}
      accessibility={accessibility}
    >
      <SortableContext
        items={ids as string[]}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
      >
        {items}
      </SortableContext>
    </DndContext>
  )
}

function announcements(t: FormTranslate, positionOf: (id: UniqueIdentifier | undefined) => number): Announcements {
  return {
    onDragStart: ({active}) => t('array.drag.picked-up', {position: positionOf(active.id)}),
    onDragOver: ({active, over}) =>
      over ? t('array.drag.over', {position: positionOf(active.id), over: positionOf(over.id)}) : undefined,
    onDragEnd: ({active, over}) =>
      over
        ? t('array.drag.dropped', {position: positionOf(active.id), over: positionOf(over.id)})
        : t('array.drag.cancelled', {position: positionOf(active.id)}),
    onDragCancel: ({active}) => t('array.drag.cancelled', {position: positionOf(active.id)}),
  }
}

type RowProps = {id: string; index: number; item: unknown} & Pick<ArrayItemListProps, 'sortable' | 'renderItem'>

const Row = memo(function Row({id, index, item, sortable, renderItem}: RowProps) {
  if (sortable) {
    return (
      <SortableArrayItem id={id} index={index}>
        {renderItem(item as never, index)}
      </SortableArrayItem>
    )
  }
  return (
    <div role="listitem" className="vellum-form-array-row" data-index={index}>
      {renderItem(item as never, index)}
    </div>
  )
})

function PlainItems({ids, items, layout, sortable, renderItem, 'aria-labelledby': labelledBy}: ArrayItemListProps) {
  return (
    <div role="list" aria-labelledby={labelledBy} className="vellum-form-array-list" data-layout={layout}>
      {ids.map((id, index) => (
        <Row key={id} id={id} index={index} item={items[index]} sortable={sortable} renderItem={renderItem} />
      ))}
    </div>
  )
}

function VirtualItems({
  ids,
  items,
  layout,
  sortable,
  renderItem,
  revealIndex,
  'aria-labelledby': labelledBy,
}: ArrayItemListProps) {
  const container = useRef<HTMLDivElement>(null)
  const scrollParent = useScrollParent(container)
  const list = useRef<VirtuosoHandle>(null)
  const grid = useRef<VirtuosoGridHandle>(null)
  const rendered = useRef<ListRange>({startIndex: 0, endIndex: -1})
  useEffect(() => {
    // Only an item that is not rendered is scrolled to: opening a row in view must not move the list.
    if (revealIndex === undefined || revealIndex < 0) return
    if (revealIndex >= rendered.current.startIndex && revealIndex <= rendered.current.endIndex) return
    list.current?.scrollToIndex({index: revealIndex, align: 'center'})
    grid.current?.scrollToIndex({index: revealIndex, align: 'center'})
  }, [revealIndex])

  const scrolling =
    scrollParent?.kind === 'element' ? {customScrollParent: scrollParent.element} : {useWindowScroll: true}
  const common = {
    ...scrolling,
    totalCount: ids.length,
    initialItemCount: Math.min(ids.length, ARRAY_VIRTUAL_INITIAL_ITEMS),
    computeItemKey: (index: number) => ids[index] ?? index,
    context: {labelledBy},
    rangeChanged: (range: ListRange) => {
      rendered.current = range
    },
    itemContent: (index: number) => (
      <Row id={ids[index]!} index={index} item={items[index]} sortable={sortable} renderItem={renderItem} />
    ),
  }
  return (
    <div ref={container} className="vellum-form-array-virtual" data-layout={layout} data-count={ids.length}>
      {scrollParent &&
        (layout === 'grid' ? (
          <VirtuosoGrid
            ref={grid}
            {...common}
            listClassName="vellum-form-array-list"
            itemClassName="vellum-form-array-virtual-cell"
            components={{List: VirtualGridList}}
          />
        ) : (
          <Virtuoso
            ref={list}
            {...common}
            defaultItemHeight={ARRAY_ITEM_HEIGHT_ESTIMATE}
            components={{List: VirtualList}}
          />
        ))}
    </div>
  )
}

interface VirtualListProps extends ComponentPropsWithRef<'div'> {
  'data-testid'?: string
  context?: {labelledBy?: string}
}

// Virtuoso's wrappers, made a list: the rows inside are its list items.
function VirtualList({children, style, ref, context, 'data-testid': testId}: VirtualListProps) {
  return (
    <div
      ref={ref}
      style={style}
      data-testid={testId}
      role="list"
      aria-labelledby={context?.labelledBy}
      className="vellum-form-array-list vellum-form-array-virtual-list"
      data-layout="list"
    >
      {children}
    </div>
  )
}

function VirtualGridList({children, style, className, ref, context, 'data-testid': testId}: VirtualListProps) {
  return (
    <div
      ref={ref}
      style={style}
      data-testid={testId}
      role="list"
      aria-labelledby={context?.labelledBy}
      className={className}
      data-layout="grid"
    >
      {children}
    </div>
  )
}
