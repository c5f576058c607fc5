import {isRecord} from '../../document'
import type {PaneNode, PaneNodeSource, SerializeOptions} from './PaneNode'
import {describePath, StructureError} from './StructureError'

const PANE_TYPES: ReadonlySet<string> = new Set(['list', 'documentList', 'document', 'component'])

/** Whether a value can be serialized to a pane: a builder, or a pane already serialized. */
export function isPaneNodeSource(value: unknown): value is PaneNodeSource {
  if (!isRecord(value)) return false
  if (typeof value.serialize === 'function') return true
  return typeof value.type === 'string' && PANE_TYPES.has(value.type) && typeof value.id === 'string'
}

/**
 * Serializes a builder, or checks a pane given as plain data, at a place in the structure.
 *
 * @param source - A builder or a serialized pane.
 * @param what - What it is, for the message (`child of list item "post"`).
 * @param options - Where it is, and the id and title it falls back to.
 * @throws StructureError when it is neither, or its builder finds a mistake.
 */
export function serializePaneSource(source: unknown, what: string, options: SerializeOptions = {}): PaneNode {
  const path = options.path ?? []
  if (!isPaneNodeSource(source)) {
    throw new StructureError(
      `${what} at ${describePath(path)} is not a pane: give a builder such as S.list() or S.documentList(), or a serialized pane`,
      path,
    )
  }
  if ('serialize' in source && typeof source.serialize === 'function') return source.serialize(options)
  return source as PaneNode
}
