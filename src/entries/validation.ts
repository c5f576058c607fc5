// Public API of `vellum/validation`.
export type {Rule, ValidationMarker, ValidationLevel, ValidationContext, CustomValidator} from '../types'
