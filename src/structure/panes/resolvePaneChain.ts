import {resolveChild, type DocumentNodeResolver, type PaneNode} from '../builder'
import type {PaneSegment} from '../router'

/**
 * One column of the pane layout, left to right (the root pane is index 0; the pane opened by
 * `panes[i]` is index `i + 1`):
 * - `pane`: a pane to render;
 * - `itemNotFound` / `paneNotFound`: the segment names nothing in the pane to its left;
 * - `documentType`: a document whose type is being looked up;
 * - `error`: opening it threw (a broken child function, a bad `defaultDocumentNode`).
 * Each but `pane` ends the chain. `parent` is the pane to the left.
 */
export type ResolvedPane =
  | {type: 'pane'; index: number; key: string; node: PaneNode; segment?: PaneSegment; path: string[]}
  | {type: 'itemNotFound' | 'paneNotFound'; index: number; key: string; segment: PaneSegment; parent: PaneNode}
  | {type: 'documentType'; index: number; key: string; segment: PaneSegment; parent: PaneNode; documentId: string}
  | {type: 'error'; index: number; key: string; segment: PaneSegment; parent: PaneNode; error: unknown}

/** Options of {@link resolvePaneChain}. */
export interface ResolvePaneChainOptions {
  resolveDocument: DocumentNodeResolver
  /** Document types looked up so far, by published id. */
  documentTypes?: ReadonlyMap<string, string>
}

/**
 * Resolves the pane chain of the URL against the structure: the root pane, then each segment
 * opened in the pane to its left, until the end or the first segment that cannot open. Keys
 * change when a pane's id does, so a pane showing another document starts afresh.
 *
 * @example
 * ```ts
 * resolvePaneChain(root, [{id: 'post'}, {id: 'abc'}], {resolveDocument})
 * // → [root list, 'post' document list, document pane of abc]
 * ```
 */
export function resolvePaneChain(
  root: PaneNode,
  panes: readonly PaneSegment[],
  options: ResolvePaneChainOptions,
): ResolvedPane[] {
  const resolved: ResolvedPane[] = [{type: 'pane', index: 0, key: `0:${root.id}`, node: root, path: [root.id]}]
  let parent = root
  let path = [root.id]
  for (const [at, segment] of panes.entries()) {
    const index = at + 1
    const key = `${index}:${segment.id}`
    let result
    try {
      result = resolveChild(parent, segment, {
        path,
        resolveDocument: options.resolveDocument,
        documentTypes: options.documentTypes,
      })
    } catch (error) {
      resolved.push({type: 'error', index, key, segment, parent, error})
      break
    }
    if (result.type === 'documentType') {
      resolved.push({type: 'documentType', index, key, segment, parent, documentId: result.documentId})
      break
    }
    if (result.type !== 'pane') {
      resolved.push({type: result.type, index, key, segment, parent})
      break
    }
    path = [...path, segment.id]
    resolved.push({type: 'pane', index, key, node: result.node, segment, path})
    parent = result.node
  }
  return resolved
}
