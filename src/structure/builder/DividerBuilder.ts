import type {DividerNode} from './PaneNode'

/**
 * Builds a divider between groups of list items (`S.divider()`); its id comes from its index.
 * @public
 */
export class DividerBuilder {
  /** The divider as plain data, with the id `divider-<index>`. */
  serialize(options: {index?: number} = {}): DividerNode {
    return {type: 'divider', id: `divider-${options.index ?? 0}`}
  }
}
