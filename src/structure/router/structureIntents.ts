import {DETACHED_DOCUMENT_PREFIX, isDocumentTypeName, type PaneNode} from '../builder'
import type {Schema} from '../../types'
import {findIntentChain} from './findIntentChain'
import {newDocumentId} from './newDocumentId'
import type {PaneSegment, StructureRouterState} from './PaneSegment'

/** What the structure tool's intent handling needs: the schema, and the structure's root pane. */
export interface StructureIntentOptions {
  schema: Pick<Schema, 'get'>
  /** The root pane; may throw when the structure is broken (the intent then opens the document on its own). */
  resolveRoot: () => PaneNode
  /** Makes the id of a created document; {@link newDocumentId} by default. */
  createId?: () => string
}

/** The intent handlers a structure tool carries (see `Tool.canHandleIntent` and `Tool.getIntentState`). */
export interface StructureIntents {
  canHandleIntent(intent: string, params: Record<string, unknown>): boolean | Record<string, boolean>
  getIntentState(
    intent: string,
    params: Record<string, unknown>,
    state: unknown,
    payload: unknown,
  ): StructureRouterState
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== ''

/**
 * The structure tool's intents (the `create` and `edit` links studio parts and other tools make):
 *
 * - `edit` with `id` (and `type`, a document type of the schema): opens the document. The
 *   pane chain goes through the structure where it can: a singleton pane of that document, else
 *   the first list of its type with the document to its right (`/structure/post/abc`). A type
 *   the structure does not list opens the document next to the root pane (`__edit__<id>`),
 *   and an edit without a type looks the type up first.
 * - `create` with `type` (and optionally `template`, with template parameters as payload):
 *   opens a new document under a fresh id (`id` when given), through the type's list where
 *   there is one, carrying `template` and its parameters so the document pane can resolve the
 *   initial value.
 */
export function createStructureIntents(options: StructureIntentOptions): StructureIntents {
  const {schema} = options
  const createId = options.createId ?? newDocumentId
  const isType = (value: unknown): value is string => nonEmpty(value) && isDocumentTypeName(schema, value)

  const root = (): PaneNode | null => {
    try {
      return options.resolveRoot()
    } catch {
      // The tool shows the structure's error itself; the intent still opens its document.
      return null
    }
  }

  const chainTo = (
    schemaType: string,
    documentId: string,
    params: Record<string, string>,
    payload: unknown,
  ): PaneSegment[] => {
    const rootPane = root()
    const found = rootPane ? findIntentChain(rootPane, {schemaType, documentId}) : null
    const withPayload = (segment: PaneSegment): PaneSegment => (payload === undefined ? segment : {...segment, payload})
    if (found?.type === 'document') return found.chain
    if (found?.type === 'list') {
      const rest = Object.keys(params).length > 0 ? {params} : {}
      return [...found.chain, withPayload({id: documentId, ...rest})]
    }
    return [withPayload({id: `${DETACHED_DOCUMENT_PREFIX}${documentId}`, params: {type: schemaType, ...params}})]
  }

  return {
    canHandleIntent(intent, params) {
      if (intent === 'edit') {
        if (!nonEmpty(params.id)) return false
        if (params.type !== undefined && !isType(params.type)) return false
        const matched: Record<string, boolean> = {id: true, type: params.type !== undefined}
        return matched
      }
      if (intent === 'create') {
        if (!isType(params.type)) return false
        const matched: Record<string, boolean> = {type: true, template: nonEmpty(params.template)}
        return matched
      }
      return false
    },
    getIntentState(intent, params, _state, payload) {
      if (intent === 'edit' && nonEmpty(params.id)) {
        const id = params.id.startsWith('drafts.') ? params.id.slice('drafts.'.length) : params.id
        if (!isType(params.type)) return {panes: [{id: `${DETACHED_DOCUMENT_PREFIX}${id}`}]}
        return {panes: chainTo(params.type, id, {}, undefined)}
      }
      if (intent === 'create' && isType(params.type)) {
        const id = nonEmpty(params.id) ? params.id : createId()
        const templateParams =
          typeof payload === 'object' && payload !== null && !Array.isArray(payload) && Object.keys(payload).length > 0
            ? payload
            : undefined
        return {
          panes: chainTo(params.type, id, nonEmpty(params.template) ? {template: params.template} : {}, templateParams),
        }
      }
      return {panes: []}
    },
  }
}
