import {useMemo} from 'react'
import type {Observable} from 'rxjs'
import {getDraftId} from '../../document'
import type {PermissionsStore} from '../../store'
import type {ContentDocument} from '../../types'
import {useDocumentServices} from './useDocumentServices'
import {useObservableState} from './useObservableState'

/**
 * An operation on a document pair whose permission can be checked.
 * @beta
 */
export type PairPermissionName = Parameters<PermissionsStore['pairPermission$']>[0]

/**
 * A permission check's answer: granted or not, and why (`Unable to publish: not allowed to …`).
 * @beta
 */
export interface PermissionResult {
  /** Whether the operation is allowed. */
  granted: boolean
  /** Why, in words for a tooltip, e.g. `Unable to publish: not allowed to …`. */
  reason: string
}

/**
 * The pair a permission is checked for.
 * @beta
 */
export interface PairPermissionTarget {
  /** The published id. */
  id: string
  /** The schema type name. */
  type: string
  /** The draft; null when there is none. */
  draft: ContentDocument | null
  /** The published document; null when there is none. */
  published: ContentDocument | null
  /**
   * For a document that does not exist yet: the value it will be created with (an initial
   * value), checked for `create` under the draft id.
   */
  initialValue?: Record<string, unknown>
  /** The published id a duplicate will get. */
  duplicateId?: string
}

/**
 * Whether the user's grants allow an operation on a pair (see the store's `pairPermission$`);
 * null until the grants are known, and when they cannot be fetched (the server decides then).
 * For a pair with neither document, `update` is checked as creating the draft from
 * `initialValue`, as the first edit would.
 *
 * @example
 * ```tsx
 * const permission = usePairPermission('publish', props)
 * if (permission && !permission.granted) return {label: 'Publish', disabled: true, title: 'Insufficient permissions'}
 * ```
 * @beta
 */
export function usePairPermission(action: PairPermissionName, target: PairPermissionTarget): PermissionResult | null {
  const {permissions} = useDocumentServices()
  const {id, type, draft, published, initialValue, duplicateId} = target
  const observable = useMemo((): Observable<PermissionResult> => {
    if (action === 'update' && !draft && !published) {
      // Nothing to check on an empty pair: the first edit creates the draft, so that is checked.
      const candidate = {...initialValue, _id: getDraftId(id), _type: type}
      return permissions.pairPermission$('create', {draft: candidate, published: null, type})
    }
    return permissions.pairPermission$(action, {
      draft,
      published,
      type,
      ...(duplicateId === undefined ? {} : {duplicateId}),
    })
  }, [permissions, action, id, type, draft, published, initialValue, duplicateId])
  const {value, error} = useObservableState<PermissionResult | null>(observable, null)
  return error === undefined ? value : null
}
