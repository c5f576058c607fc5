/** The ids of the parts of a field around its input, derived from the input's id. */
export interface FieldElementIds {
  title: string
  description: string
  validation: string
}

/** The ids a field gives its title, description and validation list, for the input's `aria-*`. */
export function fieldElementIds(inputId: string): FieldElementIds {
  return {title: `${inputId}-title`, description: `${inputId}-description`, validation: `${inputId}-validation`}
}
