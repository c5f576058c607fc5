import {useCallback, useMemo, useState} from 'react'
import {useWorkspaceServices} from '../../../studio'
import type {OrderingField} from '../../builder'
import {useObservableState} from '../../services/useObservableState'
import {LAST_EDITED_ORDERING, type DocumentListOrdering} from './documentListOrderings'

// What the key-value store accepts as a key: letters, digits and `. _ - : @ + ~`.
const STORABLE = /^[A-Za-z0-9._:@+~-]+$/

/** The key-value key the chosen ordering of a list is kept under, or null when its id cannot be one. */
export function orderingStorageKey(listKey: string): string | null {
  const key = `studio.structure-tool.sort-order.${listKey}`
  return STORABLE.test(listKey) && key.length <= 1024 ? key : null
}

/** The ordering a document list sorts by, and how to change it. */
export interface DocumentListOrderingState {
  /** False while the stored choice is being read. */
  ready: boolean
  /** The name of the chosen menu ordering; null for the list's own default ordering. */
  selected: string | null
  by: OrderingField[]
  choose(name: string): void
}

/**
 * The chosen ordering of a document list: the user's choice, kept in the key-value store per
 * list (`listKey`: the schema type for type lists) so it survives reloads, else the list's
 * `defaultOrdering`, else 'Last edited'. A stored choice the menu no longer offers is ignored.
 */
export function useDocumentListOrdering(
  listKey: string,
  orderings: readonly DocumentListOrdering[],
  defaultOrdering: OrderingField[] | undefined,
): DocumentListOrderingState {
  const {keyValue} = useWorkspaceServices()
  const storageKey = orderingStorageKey(listKey)
  const stored$ = useMemo(() => (storageKey ? keyValue.getKey(storageKey) : null), [keyValue, storageKey])
  const {value: stored} = useObservableState<unknown>(stored$, undefined)
  const [local, setLocal] = useState<{key: string; name: string} | null>(null)

  const choice = local?.key === listKey ? local.name : typeof stored === 'string' ? stored : null
  const chosen = orderings.find((ordering) => ordering.name === choice)
  const fallback = defaultOrdering
    ? null
    : (orderings.find((ordering) => ordering.name === LAST_EDITED_ORDERING) ?? null)
  const selected = chosen ?? fallback

  const choose = useCallback(
    (name: string) => {
      setLocal({key: listKey, name})
      if (storageKey) void keyValue.setKey(storageKey, name)
    },
    [keyValue, listKey, storageKey],
  )
  return {
    ready: storageKey === null || stored !== undefined || local?.key === listKey,
    selected: selected?.name ?? null,
    by: selected?.by ?? defaultOrdering ?? [{field: '_updatedAt', direction: 'desc'}],
    choose,
  }
}
