import {resolveChild, type DocumentListPaneNode, type PaneNode} from '../builder'
import type {PaneSegment} from './PaneSegment'

/** How deep {@link findIntentChain} looks for a pane: the root is depth 0. */
export const INTENT_SEARCH_DEPTH = 5

/** What an intent looks for: a document type, and the document when it has an id. */
export interface IntentTarget {
  schemaType: string
  documentId?: string
}

/**
 * Where an intent's document opens in the structure:
 * - `document`: a document pane of exactly that document (a singleton), at the end of `chain`;
 * - `list`: a document list of the type, at the end of `chain`; the document opens to its right.
 */
export type IntentChain =
  {type: 'document'; chain: PaneSegment[]} | {type: 'list'; chain: PaneSegment[]; list: DocumentListPaneNode}

interface Visit {
  node: PaneNode
  path: string[]
  chain: PaneSegment[]
}

/**
 * Looks through the structure, breadth first and in item order, for the place an intent's
 * document opens: a document pane of that very document wins (a singleton), else the first
 * document list of its schema type. List items whose child is a function are opened only when
 * they name the type (`.schemaType(type)`), so looking never runs unrelated child functions;
 * one that throws is skipped. Looks at most {@link INTENT_SEARCH_DEPTH} panes deep.
 *
 * @returns The chain to it, or null when the structure has no place for the type.
 */
export function findIntentChain(root: PaneNode, target: IntentTarget): IntentChain | null {
  let firstList: IntentChain | null = null
  let level: Visit[] = [{node: root, path: [root.id], chain: []}]
  for (let depth = 0; depth <= INTENT_SEARCH_DEPTH && level.length > 0; depth++) {
    const next: Visit[] = []
    for (const {node, path, chain} of level) {
      if (
        node.type === 'document' &&
        target.documentId !== undefined &&
        node.documentId === target.documentId &&
        node.schemaType === target.schemaType
      ) {
        return {type: 'document', chain}
      }
      if (node.type === 'documentList' && node.schemaType === target.schemaType) {
        firstList ??= {type: 'list', chain, list: node}
        continue
      }
      if (node.type !== 'list') continue
      for (const item of node.items) {
        if (item.type !== 'listItem') continue
        if (typeof item.child === 'function' && item.schemaType !== target.schemaType) continue
        const child = openQuietly(node, item.id, path)
        if (child) next.push({node: child, path: [...path, child.id], chain: [...chain, {id: item.id}]})
      }
    }
    level = next
  }
  return firstList
}

function openQuietly(parent: PaneNode, id: string, path: readonly string[]): PaneNode | null {
  try {
    const result = resolveChild(parent, {id}, {path})
    return result.type === 'pane' ? result.node : null
  } catch {
    // A child that cannot open here shows its error when the user opens it.
    return null
  }
}
