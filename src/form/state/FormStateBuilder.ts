import {ConditionalCache} from './ConditionalCache'
import type {ObjectFormNode} from './FormNode'
import {prepareFormState, type PrepareFormStateOptions} from './prepareFormState'

/** Options of one build; see {@link PrepareFormStateOptions}. */
export type FormStateBuildOptions = Omit<PrepareFormStateOptions, 'previous' | 'conditionalCache'>

/**
 * Builds the form state of one form again and again, each build sharing every unchanged node
 * with the one before and reusing the answers of conditional callbacks. A `FormBuilder` keeps
 * one for its lifetime.
 */
export class FormStateBuilder {
  #previous: ObjectFormNode | undefined
  readonly #conditional = new ConditionalCache()

  /** Builds the state for `options`, sharing structure with the last build. */
  build(options: FormStateBuildOptions): ObjectFormNode {
    const state = prepareFormState({...options, previous: this.#previous, conditionalCache: this.#conditional})
    this.#previous = state
    return state
  }
}
