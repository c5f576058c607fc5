import {defer, from, switchMap, type Observable} from 'rxjs'
import {createInProcessClient} from '../../src/client'
import type {FormReferenceServices, Subscribable} from '../../src/form'
import {checkPermission, compileGrants, createLake, memoryStorage} from '../../src/lake'
import {
  createAvailabilityStore,
  createPermissionsStore,
  createPreviewStore,
  defaultTemplatesForSchema,
} from '../../src/store'
import {createFormReferenceServices} from '../../src/structure/document/formReferenceServices'
import type {Grant, Schema} from '../../src/types'

/** The authors and categories of the reference stories: Ada and Alan published, Grace a draft only. */
export const STORY_REFERENCE_DOCUMENTS = [
  {_id: 'ada', _type: 'author', name: 'Ada Lovelace', role: 'Analyst'},
  {_id: 'alan', _type: 'author', name: 'Alan Turing', role: 'Mathematician'},
  {_id: 'drafts.grace', _type: 'author', name: 'Grace Hopper', role: 'Admiral'},
  {_id: 'secret', _type: 'memo', title: 'Salaries'},
  {_id: 'cat-science', _type: 'category', title: 'Science'},
  {_id: 'cat-history', _type: 'category', title: 'History'},
]

/** Options of {@link storyReferenceServices}. */
export interface StoryReferenceOptions {
  /** The grants of the story's user (default: everything). */
  grants?: Grant[]
  /** Replaces the search (a search that never answers, or fails). */
  search?: FormReferenceServices['search']
}

/**
 * The form's reference services over an in-process lake seeded with
 * {@link STORY_REFERENCE_DOCUMENTS}, built as the studio builds them: searching, previews,
 * availability and templates are real. Opening a document logs it (there is no pane layout).
 */
export function storyReferenceServices(schema: Schema, options: StoryReferenceOptions = {}): FormReferenceServices {
  const lake = createLake({storage: memoryStorage()})
  const seeded = lake.mutate(
    'production',
    STORY_REFERENCE_DOCUMENTS.map((document) => ({create: document})),
  )
  const client = createInProcessClient({
    lake,
    projectId: 'stories',
    dataset: 'production',
    apiVersion: '2025-02-19',
    ...(options.grants ? {access: {grants: compileGrants(options.grants), checkPermission}} : {}),
  })
  const services = createFormReferenceServices({
    client,
    schema,
    previews: createPreviewStore({client, schema}),
    permissions: createPermissionsStore({client, schema}),
    availability: createAvailabilityStore(client),
    templates: defaultTemplatesForSchema(schema),
    navigation: {
      openDocument: (request) => console.info('Open document', request),
      editIntentUrl: ({id, type}) => `#/intent/edit/id=${id};type=${type}`,
    },
  })
  // Everything waits for the seed, so the first answers already hold the documents.
  const afterSeed = <T>(make: () => Subscribable<T>): Subscribable<T> =>
    from(seeded).pipe(switchMap(() => defer(() => make() as Observable<T>)))
  return {
    ...services,
    search: options.search ?? ((request) => seeded.then(() => services.search(request))),
    observePreview: (id, type) => afterSeed(() => services.observePreview(id, type)),
    observeAvailability: (id) => afterSeed(() => services.observeAvailability(id)),
    observeTemplates: (types) => afterSeed(() => services.observeTemplates(types)),
  }
}
