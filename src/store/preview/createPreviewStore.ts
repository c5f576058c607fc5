import {map, Observable, of, switchMap} from 'rxjs'
import type {VellumClient} from '../../client'
import {getDraftId, isDraftId, isRecord} from '../../document'
import {isCrossDatasetReferenceSchemaType, isObjectSchemaType, isReferenceSchemaType} from '../../schema'
import type {Schema, SchemaType} from '../../types'
import {createDocumentTypeResolver, type DocumentTypeResolver} from './createDocumentTypeResolver'
import {createFieldObserver, type ObserveFields} from './createFieldObserver'
import {createPathObserver, type ObservePaths} from './createPathObserver'
import {createPreviewPreparer, fallbackPlan, type PreviewLogger, type PreviewPlan} from './createPreviewPreparer'
import {MISSING_DOCUMENT_MESSAGE} from './previewConstants'
import type {PreviewSnapshot, PreviewState} from './PreviewSnapshot'

/**
 * Options of {@link createPreviewStore}.
 * @beta
 */
export interface PreviewStoreOptions {
  /** The client whose queries and listeners the previews read. */
  client: VellumClient
  /**
   * The compiled schema: needed by {@link PreviewStore.observeDocumentPreview}, and used for
   * referenced documents whose type is not among a reference's `to` types.
   */
  schema?: Schema
  /** Where invalid preview configs are reported (default: the console). */
  logger?: PreviewLogger
}

/**
 * Live previews of documents and values: the fields `preview.select` names, batched per document and kept up to date by one shared listener.
 * @beta
 */
export interface PreviewStore {
  /**
   * Observes paths of a document (by id), a reference or a value, live, following references;
   * see {@link ObservePaths}. Requests within 100 ms go out as one query.
   *
   * @throws TypeError for malformed paths or a target that is neither an id nor an object
   */
  observePaths: ObservePaths
  /**
   * The preview of a value of a schema type, live: `preview.select` is observed (following
   * references, e.g. `author.name`) and `preview.prepare` run on it. A reference is previewed as
   * the document it points to (its published version, else its draft), with that document
   * type's preview. See {@link PreviewState} for what is emitted.
   *
   * @param value - a document (read from the store by `_id`), a reference, or any value
   * @param schemaType - the value's compiled type
   * @param viewOptions - passed to `prepare` as its second argument
   */
  observeForPreview(
    value: unknown,
    schemaType: SchemaType,
    viewOptions?: Record<string, unknown>,
  ): Observable<PreviewState>
  /**
   * The preview of a document by id, with its type's preview from the schema.
   * @throws TypeError when the store was created without a schema
   */
  observeDocumentPreview(id: string, viewOptions?: Record<string, unknown>): Observable<PreviewState>
  /** The `_type` of a document by its published or draft id (batched, cached); null when missing. */
  observeDocumentType(id: string): Observable<string | null>
}

const LOADING: PreviewState = Object.freeze({snapshot: null, isLoading: true})
const MISSING: PreviewState = Object.freeze({snapshot: null, description: MISSING_DOCUMENT_MESSAGE})
const EMPTY: PreviewState = Object.freeze({snapshot: null})

/** Emits the loading state first, unless the source answers while it is subscribed to. */
function withLoading(source: Observable<PreviewState>): Observable<PreviewState> {
  return new Observable<PreviewState>((subscriber) => {
    let answered = false
    const subscription = source.subscribe({
      next: (state) => {
        answered = true
        subscriber.next(state)
      },
      error: (error: unknown) => subscriber.error(error),
      complete: () => subscriber.complete(),
    })
    if (!answered && !subscriber.closed) subscriber.next(LOADING)
    return subscription
  })
}

function primitiveSnapshot(value: unknown): PreviewSnapshot {
  return typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
    ? {title: value}
    : {}
}

/**
 * Creates the preview store of a client's dataset: rxjs services for the preview layer, with
 * one shared listener, batched fetches and reference following (references into other datasets
 * of the project through `client.withConfig`).
 *
 * @example
 * const previews = createPreviewStore({client, schema})
 * previews.observeForPreview({_type: 'reference', _ref: 'author-1'}, schema.get('post')!.fields[1]!.type)
 *   .subscribe(({snapshot}) => console.log(snapshot?.title))
 * @beta
 */
export function createPreviewStore(options: PreviewStoreOptions): PreviewStore {
  const {client, schema} = options
  if (!client || typeof client.fetch !== 'function' || typeof client.listen !== 'function')
    throw new TypeError('createPreviewStore needs a client (createClient or createInProcessClient)')
  const preparer = createPreviewPreparer(options.logger ?? console)
  const ownDataset = client.config.dataset

  // One field observer and type resolver per dataset, made when first needed.
  const fieldObservers = new Map<string, ObserveFields>()
  const typeResolvers = new Map<string, DocumentTypeResolver>()
  const clientFor = (dataset: string) => (dataset === ownDataset ? client : client.withConfig({dataset}))
  const fieldsOf = (dataset: string): ObserveFields => {
    let observer = fieldObservers.get(dataset)
    if (!observer) fieldObservers.set(dataset, (observer = createFieldObserver(clientFor(dataset))))
    return observer
  }
  const typesOf = (dataset: string): DocumentTypeResolver => {
    let resolver = typeResolvers.get(dataset)
    if (!resolver) typeResolvers.set(dataset, (resolver = createDocumentTypeResolver(clientFor(dataset))))
    return resolver
  }
  const observePaths = createPathObserver({projectId: client.config.projectId, dataset: ownDataset, fieldsOf})

  const previewWith = (
    plan: PreviewPlan,
    target: Record<string, unknown>,
    viewOptions?: Record<string, unknown>,
  ): Observable<PreviewState> =>
    observePaths(target, plan.paths).pipe(
      map((value) => (value === null ? MISSING : {snapshot: preparer.prepare(plan, value, viewOptions)})),
    )

  const previewReference = (
    value: unknown,
    schemaType: SchemaType,
    viewOptions?: Record<string, unknown>,
  ): Observable<PreviewState> => {
    if (!isRecord(value) || typeof value._ref !== 'string' || value._ref === '') return of(EMPTY)
    const reference = value
    const ref = value._ref
    let dataset = ownDataset
    if (isCrossDatasetReferenceSchemaType(schemaType)) {
      const projectId = typeof value._projectId === 'string' ? value._projectId : schemaType.projectId
      if (projectId !== undefined && projectId !== client.config.projectId) return of(MISSING)
      dataset = typeof value._dataset === 'string' && value._dataset !== '' ? value._dataset : schemaType.dataset
    }
    return typesOf(dataset)
      .observeType(ref)
      .pipe(
        switchMap((typeName) => {
          if (typeName === null) return of(MISSING)
          let plan: PreviewPlan
          if (isCrossDatasetReferenceSchemaType(schemaType)) {
            const target = schemaType.to.find((candidate) => candidate.type === typeName)
            plan = target ? preparer.planFor(target) : fallbackPlan(typeName)
          } else {
            const target =
              (isReferenceSchemaType(schemaType)
                ? schemaType.to.find((candidate) => candidate.name === typeName)
                : undefined) ?? schema?.get(typeName)
            plan = target ? preparer.planFor(target, target) : fallbackPlan(typeName)
          }
          const at = (id: string) =>
            previewWith(
              plan,
              {
                _ref: id,
                _dataset: dataset,
                ...(typeof reference._projectId === 'string' ? {_projectId: reference._projectId} : {}),
              },
              viewOptions,
            )
          // A weak reference may point at a document that exists only as a draft so far.
          if (isDraftId(ref)) return at(ref)
          return at(ref).pipe(switchMap((state) => (state === MISSING ? at(getDraftId(ref)) : of(state))))
        }),
      )
  }

  const observeForPreview: PreviewStore['observeForPreview'] = (value, schemaType, viewOptions) => {
    if (!isRecord(schemaType) || typeof schemaType.name !== 'string')
      throw new TypeError('observeForPreview needs the compiled schema type of the value')
    if (value === null || value === undefined) return of(EMPTY)
    if (isReferenceSchemaType(schemaType) || isCrossDatasetReferenceSchemaType(schemaType))
      return withLoading(previewReference(value, schemaType, viewOptions))
    if (!isObjectSchemaType(schemaType) || !isRecord(value)) return of({snapshot: primitiveSnapshot(value)})
    return withLoading(previewWith(preparer.planFor(schemaType, schemaType), value, viewOptions))
  }

  return {
    observePaths,
    observeForPreview,
    observeDocumentPreview: (id, viewOptions) => {
      if (!schema)
        throw new TypeError('observeDocumentPreview needs the schema: pass it to createPreviewStore({client, schema})')
      if (typeof id !== 'string' || id === '')
        throw new TypeError(`A document id must be a non-empty string, not ${JSON.stringify(id)}`)
      return withLoading(
        typesOf(ownDataset)
          .observeType(id)
          .pipe(
            switchMap((typeName) => {
              if (typeName === null) return of(MISSING)
              const type = schema.get(typeName)
              const plan = type ? preparer.planFor(type, type) : fallbackPlan(typeName)
              return previewWith(plan, {_id: id}, viewOptions)
            }),
          ),
      )
    },
    observeDocumentType: (id) => typesOf(ownDataset).observeType(id),
  }
}
