import {useMemo} from 'react'
import {isRecord} from '../../../document'
import {useLatest} from '../../builder/useLatest'
import type {KeyedSegment, SchemaType} from '../../../types'
import {insert, setIfMissing, unset} from '../../patch/patches'
import type {ArrayOfObjectsInputProps, ArrayOfPrimitivesInputProps} from '../../resolve/InputProps'
import {arrayMovePatches} from './arrayMovePatches'
import {duplicateArrayItem} from './newArrayItem'
import {useNewArrayItem} from './useNewArrayItem'

/** Where an item is: its keyed segment (objects) or index (primitives). */
export type ArrayItemSegment = KeyedSegment | number

/**
 * What an array input does to its items. Every action emits patches relative to the array
 * through the input's `onChange`; the form prefixes them, unsets the array when a removal
 * empties it, and adds the `setIfMissing` of the objects around it.
 */
export interface ArrayItemActions {
  /**
   * Adds a new item of `type` at the end (creating the array when there is none) — at once, or
   * once its initial value has resolved (see `useNewArrayItem`).
   */
  append(type: SchemaType): void
  /** Adds items at the end, as a dropped text file does. */
  appendValues(items: readonly unknown[]): void
  /**
   * Puts a new item of `type` before or after the item at `at` — at once, or once its initial
   * value has resolved; at the end if the item at `at` was removed meanwhile.
   */
  insert(position: 'before' | 'after', at: ArrayItemSegment, type: SchemaType): void
  /** Puts a copy of `item` (the value at `at`) after it. */
  duplicate(at: ArrayItemSegment, item: unknown): void
  /** Removes the item at `at`. */
  remove(at: ArrayItemSegment): void
  /** Moves the item at index `from` to index `to`. */
  move(from: number, to: number): void
  /** Opens (expands) the object item with `key`. */
  open(key: string): void
  /** Closes (collapses) the object item with `key`. */
  close(key: string): void
}

/** Options of {@link useArrayActions}. */
export interface UseArrayActionsOptions {
  /** Called with the index of a new primitive item, which the input then focuses. */
  onPrimitiveInserted?: (index: number) => void
}

/**
 * The item actions of an array input. The object keeps its identity for the input's lifetime
 * (the actions read the latest props when called), so memoised item rows do not re-render when
 * a sibling changes. A new object item is opened as soon as it is inserted, so its fields can
 * be filled in. New items get their type's initial value, resolved through
 * `FormServices.resolveInitialValue` when it needs resolving (see `useNewArrayItem`); an item
 * whose array turned read-only while it resolved is not inserted.
 *
 * @example
 * ```tsx
 * const actions = useArrayActions(props)
 * <Button text="Add" onClick={() => actions.append(props.schemaType.of[0]!)} />
 * ```
 */
export function useArrayActions(
  props: ArrayOfObjectsInputProps | ArrayOfPrimitivesInputProps,
  options: UseArrayActionsOptions = {},
): ArrayItemActions {
  const latest = useLatest({props, options})
  const newItem = useNewArrayItem()
  return useMemo((): ArrayItemActions => {
    const current = () => latest.current.props
    const items = () => (Array.isArray(current().value) ? (current().value as unknown[]) : [])
    const indexOf = (at: ArrayItemSegment) =>
      typeof at === 'number'
        ? at < items().length
          ? at
          : -1
        : items().findIndex((item) => isRecord(item) && item._key === at._key)
    const inserted = (item: unknown, index: number) => {
      if (isRecord(item) && typeof item._key === 'string') {
        const {onItemExpand} = current() as Partial<ArrayOfObjectsInputProps>
        onItemExpand?.(item._key)
      } else {
        latest.current.options.onPrimitiveInserted?.(index)
      }
    }
    const appendItem = (item: unknown) => {
      const index = items().length
      current().onChange(setIfMissing([]), insert([item], 'after', [-1]))
      inserted(item, index)
    }
    return {
      append(type) {
        newItem(type, (item) => {
          if (current().readOnly) return
          appendItem(item)
        })
      },
      appendValues(values) {
        if (values.length === 0) return
        current().onChange(setIfMissing([]), insert(values, 'after', [-1]))
      },
      insert(position, at, type) {
        newItem(type, (item) => {
          if (current().readOnly) return
          // Resolving may have taken long enough for the item at `at` to go.
          const index = indexOf(at)
          if (index === -1) return appendItem(item)
          current().onChange(insert([item], position, [at]))
          inserted(item, position === 'before' ? index : index + 1)
        })
      },
      duplicate(at, item) {
        current().onChange(insert([duplicateArrayItem(item)], 'after', [at]))
      },
      remove(at) {
        current().onChange(unset([at]))
      },
      move(from, to) {
        const patches = arrayMovePatches(items(), from, to)
        if (patches.length > 0) current().onChange(patches)
      },
      open(key) {
        ;(current() as Partial<ArrayOfObjectsInputProps>).onItemExpand?.(key)
      },
      close(key) {
        ;(current() as Partial<ArrayOfObjectsInputProps>).onItemCollapse?.(key)
      },
    }
  }, [latest, newItem])
}
