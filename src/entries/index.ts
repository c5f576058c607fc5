// Public API of `vellum`. Named exports only; filled in as layers land.
export type * from '../types'
