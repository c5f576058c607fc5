import {useMemo} from 'react'
import type {ConsistencyState} from '../../store'
import {useDocumentServices} from './useDocumentServices'
import {useObservableState} from './useObservableState'

const IN_SYNC: ConsistencyState = {status: 'inSync'}

/**
 * Whether the local edits of a pair have reached the server: `inSync`, `pending` or `failing`.
 * @beta
 */
export function useConsistency(documentId: string): ConsistencyState {
  const services = useDocumentServices()
  const observable = useMemo(() => services.consistency$(documentId), [services, documentId])
  return useObservableState(observable, IN_SYNC).value
}
