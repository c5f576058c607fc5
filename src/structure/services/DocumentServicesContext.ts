import {createContext} from 'react'
import type {DocumentServices} from './createDocumentServices'

/** The document services a `DocumentServicesProvider` gives the panes below it. */
export const DocumentServicesContext = createContext<DocumentServices | null>(null)
