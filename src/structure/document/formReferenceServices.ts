import {useLayoutEffect, useMemo, useState} from 'react'
import {catchError, combineLatest, distinctUntilChanged, map, of, switchMap, type Observable} from 'rxjs'
import type {VellumClient} from '../../client'
import {getDraftId, getPublishedId, isDraftId} from '../../document'
import type {
  FormReferenceServices,
  ReferenceAvailability,
  ReferenceOpenRequest,
  ReferencePreviewState,
  ReferenceSearchHit,
  Subscribable,
} from '../../form'
import {
  createAvailabilityStore,
  type AvailabilityStore,
  type DocumentPairAvailability,
  type PermissionsStore,
  type PreviewStore,
} from '../../store'
import {useRouter, useWorkspace, type StudioRouter} from '../../studio'
import type {ObjectSchemaType, Schema} from '../../types'
import {DETACHED_DOCUMENT_PREFIX} from '../builder/StructureError'
import {panesOf, type PaneSegment} from '../router'
import {createFormCrossDatasetReferenceServices} from './formCrossDatasetReferenceServices'
import {useDocumentServices} from '../services/useDocumentServices'

/** The most hits one reference search asks for: the reference picker lists at most 100 documents. */
export const REFERENCE_SEARCH_LIMIT = 100

/** The id a template's create permission is checked under (the new document has none yet). */
const NEW_REFERENCE_ID = 'new-reference-document'

/** The templates of a workspace as the reference input offers them. */
interface TemplateLike {
  id: string
  title: string
  schemaType: string
  parameters?: readonly unknown[]
}

/** Options of {@link createFormReferenceServices}. */
export interface FormReferenceServicesOptions {
  client: VellumClient
  schema: Schema
  previews: PreviewStore
  permissions: PermissionsStore
  /** The availability store of the client (one per client: its cache is shared). */
  availability: AvailabilityStore
  /** The workspace's templates. */
  templates: readonly TemplateLike[]
  /** Opens a document beside the current pane, and gives the URL of a document's edit intent. */
  navigation: ReferenceNavigation
}

/** Whether a document exists, live: the preview store's `_id` path of it. */
function exists(previews: PreviewStore, id: string): Observable<boolean> {
  return previews.observePaths(id, [['_id']]).pipe(
    map((value) => value !== null),
    distinctUntilChanged(),
  )
}

/** READABLE when either version may be read; else PERMISSION_DENIED when either may not; else NOT_FOUND. */
function pairReason(pair: DocumentPairAvailability): ReferenceAvailability {
  if (pair.published.available || pair.draft.available) return 'READABLE'
  if (pair.published.reason === 'PERMISSION_DENIED' || pair.draft.reason === 'PERMISSION_DENIED')
    return 'PERMISSION_DENIED'
  return 'NOT_FOUND'
}

/**
 * Groups text-search hits by published id, keeping the order of each pair's best hit, and
 * notes which versions were found.
 */
export function groupHitsByPair(hits: ReadonlyArray<{id: string; type: string}>): ReferenceSearchHit[] {
  const pairs = new Map<string, ReferenceSearchHit>()
  for (const hit of hits) {
    const id = getPublishedId(hit.id)
    const pair = pairs.get(id) ?? {id, type: hit.type, published: false, draft: false}
    if (isDraftId(hit.id)) pair.draft = true
    else pair.published = true
    pairs.set(id, pair)
  }
  return [...pairs.values()]
}

/**
 * The form's reference services of a workspace (`FormServices.references`), from its stores:
 * the client's text search (at most {@link REFERENCE_SEARCH_LIMIT} hits, `_type in $__types`
 * and the field's filter), the preview store (live previews following references, and whether
 * the draft and published versions exist), the availability store (re-asked when a document
 * appears or goes), and the permissions store for the templates of the create-new menu.
 */
export function createFormReferenceServices(options: FormReferenceServicesOptions): FormReferenceServices {
  const {client, schema, previews, permissions, availability, templates} = options
  const isLiveEdit = (typeName: string) => (schema.get(typeName) as ObjectSchemaType | undefined)?.liveEdit === true

  const pairExistence = (id: string) => combineLatest([exists(previews, id), exists(previews, getDraftId(id))])

  return {
    async search({query, types, filter, params}) {
      if (types.length === 0) return []
      const result = await client.textSearch({
        query: {string: query},
        filter: filter ? `_type in $__types && (${filter})` : '_type in $__types',
        params: {...params, __types: [...types]},
        includeAttributes: ['_id', '_type'],
        limit: REFERENCE_SEARCH_LIMIT,
      })
      return groupHitsByPair(result.hits)
    },
    observePreview: (id, referenceType) =>
      pairExistence(id).pipe(
        switchMap(([published, draft]) =>
          previews.observeForPreview({_type: 'reference', _ref: draft ? getDraftId(id) : id}, referenceType).pipe(
            map((state): ReferencePreviewState => ({
              loading: state.isLoading === true,
              preview: state.snapshot,
              ...(typeof state.snapshot?._type === 'string' ? {type: state.snapshot._type} : {}),
              published,
              draft,
            })),
          ),
        ),
      ) as Subscribable<ReferencePreviewState>,
    observeAvailability: (id) =>
      pairExistence(id).pipe(
        // A document that appears or goes is asked about again; the first answer may come from the cache.
        switchMap((_, index) => {
          if (index > 0) availability.invalidate([id, getDraftId(id)])
          return availability.observeDocumentPairAvailability(id)
        }),
        map(pairReason),
        distinctUntilChanged(),
      ) as Subscribable<ReferenceAvailability>,
    observeTemplates: (types) => {
      const offered = templates.filter((template) => {
        const type = schema.get(template.schemaType)
        return (
          types.includes(template.schemaType) &&
          type !== undefined &&
          type.readOnly !== true &&
          (template.parameters?.length ?? 0) === 0
        )
      })
      if (offered.length === 0) return of([]) as Subscribable<[]>
      return combineLatest(
        offered.map((template) => {
          const id = isLiveEdit(template.schemaType) ? NEW_REFERENCE_ID : getDraftId(NEW_REFERENCE_ID)
          return permissions.documentPermission$('create', {_id: id, _type: template.schemaType}).pipe(
            // Until the grants can be read the server decides: the choice is offered.
            catchError(() => of({granted: true, reason: ''})),
            map((result) => ({
              id: template.id,
              title: template.title,
              schemaType: template.schemaType,
              granted: result.granted,
              ...(result.granted ? {} : {reason: result.reason}),
            })),
          )
        }),
      )
    },
    openDocument: (request) => options.navigation.openDocument(request),
    editIntentUrl: (request) => options.navigation.editIntentUrl(request),
    isLiveEdit,
  }
}

const availabilityByClient = new WeakMap<VellumClient, AvailabilityStore>()

/** The availability store of a client: one per client, so its 30-minute cache is shared by every pane. */
export function availabilityStoreFor(client: VellumClient): AvailabilityStore {
  let store = availabilityByClient.get(client)
  if (!store) availabilityByClient.set(client, (store = createAvailabilityStore(client)))
  return store
}

/**
 * The pane chain with a document opened beside the pane of `currentId`: the panes after it are
 * closed and the document's pane (a `__edit__` segment with its type and template) follows.
 * When no segment shows `currentId` (the root pane does), the document opens at the end.
 */
export function panesWithDocumentBeside(
  panes: readonly PaneSegment[],
  currentId: string,
  request: ReferenceOpenRequest,
): PaneSegment[] {
  const opens = (segment: PaneSegment) => {
    const raw = segment.id.startsWith(DETACHED_DOCUMENT_PREFIX)
      ? segment.id.slice(DETACHED_DOCUMENT_PREFIX.length)
      : segment.id
    return getPublishedId(raw) === currentId
  }
  const at = panes.findLastIndex(opens)
  const kept = at === -1 ? [...panes] : panes.slice(0, at + 1)
  const segment: PaneSegment = {
    id: `${DETACHED_DOCUMENT_PREFIX}${request.id}`,
    params: {type: request.type, ...(request.template ? {template: request.template.id} : {})},
    ...(request.template?.params && Object.keys(request.template.params).length > 0
      ? {payload: request.template.params}
      : {}),
  }
  return [...kept, segment]
}

/** Opening documents from a reference field: the latest router and pane, read when called. */
export interface ReferenceNavigation {
  openDocument: (request: ReferenceOpenRequest) => void
  editIntentUrl: (request: {id: string; type: string}) => string
}

/**
 * Made once per pane: keeps the latest router (a snapshot of the location) and pane document,
 * which it reads when a document is opened.
 */
function createReferenceNavigation(initial: {router: StudioRouter; documentId: string}) {
  let latest = initial
  return {
    update(next: {router: StudioRouter; documentId: string}) {
      latest = next
    },
    openDocument(request: ReferenceOpenRequest) {
      const {router, documentId} = latest
      const toolState = router.state.type === 'tool' ? router.state.toolState : undefined
      router.navigateState({toolState: {panes: panesWithDocumentBeside(panesOf(toolState), documentId, request)}})
    },
    editIntentUrl({id, type}: {id: string; type: string}) {
      return latest.router.resolveIntentUrl({intent: 'edit', params: {id, type}})
    },
  }
}

/**
 * The reference services of the document pane showing `documentId`: the workspace's stores,
 * new documents opened beside this pane, and edit-intent URLs for new tabs.
 */
export function useFormReferenceServices(documentId: string): FormReferenceServices {
  const services = useDocumentServices()
  const workspace = useWorkspace()
  const router = useRouter()
  const [navigation] = useState(() => createReferenceNavigation({router, documentId}))
  useLayoutEffect(() => navigation.update({router, documentId}), [navigation, router, documentId])
  return useMemo(
    () => ({
      ...createFormReferenceServices({
        client: services.client,
        schema: services.schema,
        previews: services.previews,
        permissions: services.permissions,
        availability: availabilityStoreFor(services.client),
        templates: workspace.templates,
        navigation,
      }),
      crossDataset: createFormCrossDatasetReferenceServices({client: services.client, previews: services.previews}),
    }),
    [services, workspace.templates, navigation],
  )
}
