import {finalize, Observable, shareReplay, type Observable as ObservableType} from 'rxjs'
import type {VellumClient} from '../../client'
import type {I18n} from '../../i18n'
import {
  createPairValidation,
  createPreviewStore,
  editState,
  getTemplateById,
  operationsFor,
  resolveInitialValue,
  resolveInitialValueForType,
  type ConsistencyState,
  type DocumentOperations,
  type DocumentPair,
  type EditState,
  type PermissionsStore,
  type PresenceLocationInput,
  type PresenceStore,
  type PreviewStore,
  type StoreTemplate,
  type ValidationStatus,
} from '../../store'
import type {ObjectSchemaType, Schema, SchemaType} from '../../types'
import {createPairLeases, type PairLease} from './createPairLeases'

/** The API version of the document pane's calls (pairs, operations, validation, previews). */
export const DOCUMENT_API_VERSION = '2025-02-19'

/** Who creates a document, as initial-value resolvers see them. */
export interface InitialValueUser {
  id: string
  name?: string
  email?: string
  roles: Array<{name: string; title?: string}>
}

/** Options of {@link createDocumentServices}: what one signed-in workspace gives. */
export interface DocumentServicesOptions {
  /** The workspace's client (the session's, for the workspace's dataset). */
  client: VellumClient
  schema: Schema
  /** The workspace's templates, for initial values. */
  templates: readonly StoreTemplate<unknown>[]
  /** The signed-in user, for initial-value resolvers; null when unknown. */
  currentUser: InitialValueUser | null
  /** The workspace's presence store: where the panes report their locations. */
  presence: PresenceStore
  /** The workspace's permissions store: what the user may do with a pair. */
  permissions: PermissionsStore
  /** The translator of validation messages; en-US unless given. */
  i18n?: I18n
  /** How long an unused pair stays open (see `PAIR_LINGER_MS`). */
  pairLingerMs?: number
}

/**
 * The structure tool's document services of one workspace client: pairs checked out once and
 * shared by every pane and action showing them, their edit state, operations and validation,
 * template resolution, previews, presence reporting and permissions. Observables are shared
 * per pair while subscribed, so a pane and its actions share one listener and one validation.
 */
export interface DocumentServices {
  readonly client: VellumClient
  readonly schema: Schema
  readonly presence: PresenceStore
  readonly permissions: PermissionsStore
  /** Previews of values and documents (titles of the document pane). */
  readonly previews: PreviewStore
  /** Leases a pair (see `createPairLeases`); release it when done. */
  leasePair(publishedId: string): PairLease
  /** The edit state of a pair: `ready: false` until both documents are loaded. */
  editState$(publishedId: string, typeName: string): ObservableType<EditState>
  /** The operations of a pair, with their disabled reasons. */
  operations$(publishedId: string, typeName: string): ObservableType<DocumentOperations>
  /** The validation of the document a pair edits (the draft, else the published one). */
  validation$(publishedId: string, typeName: string): ObservableType<ValidationStatus>
  /** The consistency of a pair: whether local edits reached the server. */
  consistency$(publishedId: string): ObservableType<ConsistencyState>
  /**
   * Resolves a template's initial value (see the store's `resolveInitialValue`).
   * @throws TemplateError (rejects) for an unknown template or one that fails to resolve
   */
  resolveInitialValue(templateId: string, params?: Record<string, unknown>): Promise<Record<string, unknown>>
  /**
   * Resolves a schema type's own initial value (see the store's `resolveInitialValueForType`):
   * its `initialValue` laid over those of its fields, at most 10 levels deep, with the same
   * resolver context as templates get. The form gives it to new array items.
   * @returns the value, or undefined when the type gives none
   * @throws Error (rejects) naming the type and path when a resolver fails
   */
  resolveInitialValueForType(type: SchemaType, params?: Record<string, unknown>): Promise<unknown>
  /**
   * Reports where one pane is (its document and focused field), or that it left (`null`).
   * Every pane's location is reported together, as this tab's presence.
   */
  reportLocation(owner: object, location: PresenceLocationInput | null): void
  /** Whether a type is live-edit (edits go to the published document). */
  isLiveEdit(typeName: string): boolean
  /** Closes every pair and forgets the reported locations. */
  dispose(): void
}

/**
 * Creates the document services of a workspace client. Make them once per client (see
 * `DocumentServicesProvider` and `useDocumentServices`).
 */
export function createDocumentServices(options: DocumentServicesOptions): DocumentServices {
  const {client, schema, templates, currentUser, presence, permissions, i18n} = options
  const leases = createPairLeases(client, options.pairLingerMs)
  const previews = createPreviewStore({client, schema})
  const shared = new Map<string, ObservableType<unknown>>()
  const locations = new Map<object, PresenceLocationInput>()

  const resolverContext = () => ({
    schema,
    currentUser,
    projectId: client.config.projectId,
    dataset: client.config.dataset,
  })
  const isLiveEdit = (typeName: string) => (schema.get(typeName) as ObjectSchemaType | undefined)?.liveEdit === true

  /** One observable per key while subscribed: leases the pair, and gives it back when the last subscriber leaves. */
  const sharedFor = <T>(
    key: string,
    publishedId: string,
    make: (pair: DocumentPair) => ObservableType<T>,
  ): ObservableType<T> => {
    const existing = shared.get(key) as ObservableType<T> | undefined
    if (existing) return existing
    const source = new Observable<T>((subscriber) => {
      const lease = leases.lease(publishedId)
      const subscription = make(lease.pair).subscribe(subscriber)
      return () => {
        subscription.unsubscribe()
        lease.release()
      }
    }).pipe(
      // Forgotten once nobody subscribes, so a later subscriber starts afresh.
      finalize(() => shared.delete(key)),
      shareReplay({bufferSize: 1, refCount: true}),
    )
    shared.set(key, source)
    return source
  }

  return {
    client,
    schema,
    presence,
    permissions,
    previews,
    leasePair: (publishedId) => leases.lease(publishedId),
    editState$: (publishedId, typeName) =>
      sharedFor(`edit:${typeName}:${publishedId}`, publishedId, (pair) =>
        editState(pair, typeName, isLiveEdit(typeName)),
      ),
    operations$: (publishedId, typeName) =>
      sharedFor(`operations:${typeName}:${publishedId}`, publishedId, (pair) =>
        operationsFor(pair, {
          transport: client,
          schemaType: (schema.get(typeName) as ObjectSchemaType | undefined) ?? typeName,
          liveEdit: isLiveEdit(typeName),
        }),
      ),
    validation$: (publishedId, typeName) =>
      sharedFor(`validation:${typeName}:${publishedId}`, publishedId, (pair) =>
        createPairValidation(pair, schema, {
          liveEdit: isLiveEdit(typeName),
          getClient: ({apiVersion}) => client.withConfig({apiVersion}),
          getDocumentExists: async ({id}) => (await client.getDocument(id)) !== null,
          ...(i18n ? {i18n, locale: i18n.locale} : {}),
        }),
      ),
    consistency$: (publishedId) => sharedFor(`consistency:${publishedId}`, publishedId, (pair) => pair.consistency$),
    resolveInitialValue: async (templateId, params = {}) => {
      const template = getTemplateById(templates, templateId)
      return resolveInitialValue(template, params, resolverContext())
    },
    resolveInitialValueForType: async (type, params = {}) =>
      resolveInitialValueForType(type, params, resolverContext()),
    reportLocation(owner, location) {
      if (location) locations.set(owner, location)
      else if (!locations.delete(owner)) return
      presence.reportLocations([...locations.values()])
    },
    isLiveEdit,
    dispose() {
      leases.dispose()
      if (locations.size > 0) {
        locations.clear()
        presence.reportLocations([])
      }
    },
  }
}
