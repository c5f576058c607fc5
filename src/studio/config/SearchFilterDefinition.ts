import type {ComponentType} from 'react'

/**
 * An entry of a filter's operator menu: an operator by name, or a divider.
 * @public
 */
export type SearchOperatorItem = {type: 'item'; name: string} | {type: 'divider'}

/**
 * A search filter (`search.filters`). Field filters apply to fields of a given type that
 * field discovery finds (their `name` is the discovered filter name: `string`, `stringList`,
 * `arrayReferences`, …); pinned filters target one field of every document (`updatedAt`,
 * `createdAt`, `references`).
 * @public
 */
export type SearchFilterDefinition =
  | {
      type: 'field'
      name: string
      icon?: ComponentType
      operators: SearchOperatorItem[]
    }
  | {
      type: 'pinned'
      name: string
      /** Translation key of the title, e.g. 'search.filter-pinned.updated-at'. */
      titleKey: string
      /** The field it targets, e.g. `_updatedAt`. */
      fieldPath?: string
      icon?: ComponentType
      operators: SearchOperatorItem[]
    }
