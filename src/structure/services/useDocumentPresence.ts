import {useMemo} from 'react'
import type {DocumentPresence} from '../../store'
import {useDocumentServices} from './useDocumentServices'
import {useObservableState} from './useObservableState'

const NOBODY: DocumentPresence[] = []

/**
 * Who else is at a document: one entry per session and location, most recently active first.
 * @beta
 */
export function useDocumentPresence(documentId: string): DocumentPresence[] {
  const {presence} = useDocumentServices()
  const observable = useMemo(() => presence.documentPresence$(documentId), [presence, documentId])
  const {value, error} = useObservableState(observable, NOBODY)
  // Presence is a nicety: without it (no socket) the document is still edited.
  return error === undefined ? value : NOBODY
}
