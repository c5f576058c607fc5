import type {ComponentType} from 'react'

/**
 * Props of an operator's value input in a filter chip.
 * @public
 */
export interface SearchOperatorInputProps {
  /** The operator's current value. */
  value: unknown
  /** Sets a new value. */
  onChange: (value: unknown) => void
}

/**
 * A search operator (`search.operators`): what a filter compares with (`stringEqual`,
 * `dateLast`, …) and the GROQ fragment it produces. Values are the operator's own business,
 * so they are `unknown` here; an operator checks the shape it gets.
 * @public
 */
export interface SearchOperatorDefinition {
  /** Unique name operators are referred to by from filters. */
  name: string
  /** Translation key of the operator's name in menus. */
  nameKey: string
  /** Translation key of its description; an operator without one logs a warning where it is shown. */
  descriptionKey?: string
  /** Translation key of the chip's label. */
  buttonLabelKey?: string
  /** The value a filter starts with when this operator is chosen. */
  initialValue: unknown
  /** The query fragment, or null when the value does not make one (the filter is then not usable). */
  groqFilter: (params: {fieldPath?: string; value: unknown}) => string | null
  /**
   * The editor of the operator's value in a filter chip; without one the built-in editor of the operator's input kind
   * is used.
   */
  inputComponent?: ComponentType<SearchOperatorInputProps>
}
