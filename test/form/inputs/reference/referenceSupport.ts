import {createInProcessClient, type VellumClient} from '../../../../src/client'
import type {FormReferenceServices, ReferenceOpenRequest, ReferenceSearchRequest} from '../../../../src/form'
import {checkPermission, compileGrants, createLake, memoryStorage, type Lake} from '../../../../src/lake'
import {createSchema} from '../../../../src/schema'
import {
  createAvailabilityStore,
  createPermissionsStore,
  createPreviewStore,
  defaultTemplatesForSchema,
} from '../../../../src/store'
import {createFormReferenceServices} from '../../../../src/structure/document/formReferenceServices'
import type {AnyDefinition, Grant, ObjectSchemaType, Schema} from '../../../../src/types'

/** The blog's types: authors, categories, posts with an author and categories, live-edit settings. */
export const blogTypes: AnyDefinition[] = [
  {
    name: 'author',
    title: 'Author',
    type: 'document',
    fields: [
      {name: 'name', type: 'string', title: 'Name'},
      {name: 'role', type: 'string', title: 'Role'},
    ],
    preview: {select: {title: 'name', subtitle: 'role'}},
  },
  {name: 'category', title: 'Category', type: 'document', fields: [{name: 'title', type: 'string', title: 'Title'}]},
  {
    name: 'post',
    title: 'Post',
    type: 'document',
    fields: [
      {name: 'title', type: 'string', title: 'Title'},
      {name: 'author', type: 'reference', title: 'Author', to: [{type: 'author'}]},
      {name: 'categories', type: 'array', title: 'Categories', of: [{type: 'reference', to: [{type: 'category'}]}]},
    ],
  },
  {
    name: 'settings',
    title: 'Settings',
    type: 'document',
    liveEdit: true,
    fields: [{name: 'owner', type: 'reference', title: 'Owner', to: [{type: 'author'}]}],
  },
] as AnyDefinition[]

/** The authors and categories the tests search: Ada published, Grace a draft only, Alan edited. */
export const blogDocuments = [
  {_id: 'ada', _type: 'author', name: 'Ada Lovelace', role: 'Analyst'},
  {_id: 'drafts.grace', _type: 'author', name: 'Grace Hopper', role: 'Admiral'},
  {_id: 'alan', _type: 'author', name: 'Alan Turing'},
  {_id: 'drafts.alan', _type: 'author', name: 'Alan M. Turing'},
  {_id: 'cat-science', _type: 'category', title: 'Science'},
  {_id: 'cat-history', _type: 'category', title: 'History'},
]

/** What {@link lakeReferences} gives. */
export interface LakeReferences {
  references: FormReferenceServices
  client: VellumClient
  lake: Lake
  schema: Schema
  /** The documents opened (create new). */
  opened: ReferenceOpenRequest[]
  /** The searches asked. */
  searches: ReferenceSearchRequest[]
  type(name: string): ObjectSchemaType
}

/**
 * The form's reference services over a real in-process lake seeded with {@link blogDocuments},
 * built as the studio builds them (`createFormReferenceServices` with the store's preview,
 * availability and permissions stores). `grants` restrict the user (default: everything).
 */
export async function lakeReferences(
  options: {grants?: Grant[]; documents?: Array<Record<string, unknown>>} = {},
): Promise<LakeReferences> {
  const lake = createLake({storage: memoryStorage()})
  await lake.mutate('production', (options.documents ?? blogDocuments).map((document) => ({create: document})) as never)
  const access = options.grants ? {grants: compileGrants(options.grants), checkPermission} : undefined
  const client = createInProcessClient({
    lake,
    projectId: 'test',
    dataset: 'production',
    apiVersion: '2025-02-19',
    ...(access ? {access} : {}),
  })
  const schema = createSchema(blogTypes)
  const opened: ReferenceOpenRequest[] = []
  const searches: ReferenceSearchRequest[] = []
  const services = createFormReferenceServices({
    client,
    schema,
    previews: createPreviewStore({client, schema}),
    permissions: createPermissionsStore({client, schema}),
    availability: createAvailabilityStore(client),
    templates: defaultTemplatesForSchema(schema),
    navigation: {
      openDocument: (request) => opened.push(request),
      editIntentUrl: ({id, type}) => `/intent/edit/id=${id};type=${type}`,
    },
  })
  const references: FormReferenceServices = {
    ...services,
    search: (request) => {
      searches.push(request)
      return services.search(request)
    },
  }
  return {references, client, lake, schema, opened, searches, type: (name) => schema.get(name) as ObjectSchemaType}
}
