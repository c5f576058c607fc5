import {useMemo} from 'react'
import type {DocumentOperations} from '../../store'
import {useDocumentServices} from './useDocumentServices'
import {useObservableState} from './useObservableState'

/**
 * The operations of a document pair (publish, unpublish, discardChanges, delete, duplicate,
 * restore, patch) with their disabled reasons; null until known. Actions call it to run
 * operations on the pair the pane shows; the pane and its actions share one subscription.
 *
 * @example
 * ```tsx
 * const operations = useDocumentOperations(props.id, props.type)
 * const disabled = !operations || operations.publish.disabled !== false
 * ```
 * @beta
 */
export function useDocumentOperations(documentId: string, documentType: string): DocumentOperations | null {
  const services = useDocumentServices()
  const observable = useMemo(() => services.operations$(documentId, documentType), [services, documentId, documentType])
  return useObservableState<DocumentOperations | null>(observable, null).value
}
