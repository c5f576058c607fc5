import {useMemo} from 'react'
import type {EditState} from '../../store'
import {useDocumentServices} from './useDocumentServices'
import {useObservableState, type ObservableState} from './useObservableState'

/**
 * The edit state of a document pair — its draft and published documents as this tab sees them
 * (local edits included), whether the type is live-edit, and whether both are loaded — and the
 * error that ended it (a refused listener). The pair stays checked out while the component is
 * mounted.
 *
 * @param documentId - the published id
 * @param documentType - the schema type name
 * @beta
 */
export function useEditState(documentId: string, documentType: string): ObservableState<EditState> {
  const services = useDocumentServices()
  const observable = useMemo(() => services.editState$(documentId, documentType), [services, documentId, documentType])
  const initial = useMemo(
    (): EditState => ({
      id: documentId,
      type: documentType,
      draft: null,
      published: null,
      liveEdit: services.isLiveEdit(documentType),
      ready: false,
    }),
    [services, documentId, documentType],
  )
  return useObservableState(observable, initial)
}
