// Public face of the store layer (entry `vellum/store`): the document store's services and,
// re-exported, the client they are built on.
export * from '../client'
export * from './templates'
export * from './timeline'
