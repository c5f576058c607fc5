import {useMemo} from 'react'
import {INITIAL_VALIDATION_STATUS, type ValidationStatus} from '../../store'
import {useDocumentServices} from './useDocumentServices'
import {useObservableState} from './useObservableState'

/**
 * The validation of a document pair: the markers of the document being edited and whether a
 * run is under way (`isValidating: true` with no markers before the first run ends).
 * @beta
 */
export function useValidationStatus(documentId: string, documentType: string): ValidationStatus {
  const services = useDocumentServices()
  const observable = useMemo(() => services.validation$(documentId, documentType), [services, documentId, documentType])
  return useObservableState(observable, INITIAL_VALIDATION_STATUS).value
}
