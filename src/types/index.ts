export type * from './document'
export type * from './mutation'
export type * from './schema'
export type * from './validation'
