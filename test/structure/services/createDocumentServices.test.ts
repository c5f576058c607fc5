import {filter, firstValueFrom, Subject, type Subscription} from 'rxjs'
import {afterEach, describe, expect, it} from 'vitest'
import {createInProcessClient} from '../../../src/client'
import {createLake, memoryStorage, type Lake} from '../../../src/lake'
import {createPermissionsStore, createPresenceStore} from '../../../src/store'
import {createDocumentServices, type DocumentServices} from '../../../src/structure/services/createDocumentServices'
import {createSchema, defineField, defineType} from '../../../src/schema'
import type {InitialValueContext} from '../../../src/types'

const schema = createSchema([
  defineType({
    name: 'post',
    type: 'document',
    fields: [
      defineField({name: 'title', type: 'string', validation: (rule) => rule.required()}),
      defineField({name: 'author', type: 'string'}),
    ],
  }),
  defineType({
    name: 'settings',
    type: 'document',
    liveEdit: true,
    fields: [defineField({name: 'title', type: 'string'})],
  }),
  defineType({
    name: 'credit',
    type: 'object',
    initialValue: async (params: Record<string, unknown> | undefined, context: InitialValueContext) => ({
      by: context.currentUser?.name,
      where: `${context.projectId}/${context.dataset}`,
      role: params?.role,
    }),
    fields: [
      defineField({name: 'by', type: 'string'}),
      defineField({name: 'where', type: 'string'}),
      defineField({name: 'role', type: 'string'}),
      defineField({name: 'shown', type: 'boolean', initialValue: true}),
    ],
  }),
])

const subscriptions: Subscription[] = []
const disposals: Array<() => void> = []
afterEach(() => {
  for (const subscription of subscriptions.splice(0)) subscription.unsubscribe()
  for (const dispose of disposals.splice(0)) dispose()
})

function clientOf(lake: Lake, user: {id: string; name: string}) {
  return createInProcessClient({lake, projectId: 'blog', dataset: 'production', apiVersion: '2025-02-19', user})
}

function presenceOf(lake: Lake, user: {id: string; name: string}) {
  const store = createPresenceStore({
    client: clientOf(lake, user),
    currentUser: user,
    sessionId: `tab-${user.id}`,
    sessionStorage: null,
    environment: {unload$: new Subject<void>()},
  })
  subscriptions.push(store.sessions$.subscribe())
  return store
}

function servicesOver(lake: Lake): DocumentServices {
  const ada = {id: 'u-ada', name: 'Ada'}
  const client = clientOf(lake, ada)
  const services = createDocumentServices({
    client,
    schema,
    templates: [
      {id: 'post', title: 'Post', schemaType: 'post'},
      {
        id: 'post-by',
        title: 'Post by',
        schemaType: 'post',
        parameters: [{name: 'author', type: 'string'}],
        value: (params) => ({author: params.author}),
      },
    ],
    currentUser: {id: ada.id, name: ada.name, roles: [{name: 'editor'}]},
    presence: presenceOf(lake, ada),
    permissions: createPermissionsStore({client}),
    pairLingerMs: 0,
  })
  disposals.push(() => services.dispose())
  return services
}

describe('createDocumentServices', () => {
  it('gives the edit state of a pair, not ready until both documents are loaded', async () => {
    const lake = createLake({storage: memoryStorage()})
    await lake.mutate('production', [{create: {_id: 'drafts.p1', _type: 'post', title: 'Draft'}}])
    const services = servicesOver(lake)
    const states: boolean[] = []
    const ready = firstValueFrom(
      services.editState$('p1', 'post').pipe(filter((state) => (states.push(state.ready), state.ready))),
    )
    expect(await ready).toMatchObject({
      id: 'p1',
      type: 'post',
      liveEdit: false,
      draft: {title: 'Draft'},
      published: null,
    })
    expect(states[0]).toBe(false)
    expect(services.isLiveEdit('settings')).toBe(true)
  })

  it('shares one observable per pair among subscribers, and starts afresh once nobody subscribes', async () => {
    const services = servicesOver(createLake({storage: memoryStorage()}))
    const operations = services.operations$('p1', 'post')
    expect(services.operations$('p1', 'post')).toBe(operations)
    const subscription = operations.subscribe()
    const ready = await firstValueFrom(operations.pipe(filter((ops) => ops.publish.disabled !== 'NOT_READY')))
    expect(ready.publish.disabled).toBe('NO_CHANGES')
    expect(services.operations$('p1', 'post')).toBe(operations)
    subscription.unsubscribe()
    expect(services.operations$('p1', 'post')).not.toBe(operations)
  })

  it('validates the document the pair edits', async () => {
    const lake = createLake({storage: memoryStorage()})
    await lake.mutate('production', [{create: {_id: 'drafts.p1', _type: 'post'}}])
    const services = servicesOver(lake)
    const status = await firstValueFrom(services.validation$('p1', 'post').pipe(filter((each) => !each.isValidating)))
    expect(status.validation).toEqual([expect.objectContaining({level: 'error', path: ['title'], message: 'Required'})])
  })

  it('resolves templates with their parameters, and rejects unknown ones', async () => {
    const services = servicesOver(createLake({storage: memoryStorage()}))
    expect(await services.resolveInitialValue('post-by', {author: 'Ada'})).toEqual({_type: 'post', author: 'Ada'})
    await expect(services.resolveInitialValue('nope')).rejects.toThrow('Template "nope" not found')
  })

  it('resolves a schema type’s own initial value with the workspace’s resolver context, fields included', async () => {
    const services = servicesOver(createLake({storage: memoryStorage()}))
    const credit = schema.get('credit')!
    expect(await services.resolveInitialValueForType(credit)).toEqual({
      _type: 'credit',
      by: 'Ada',
      where: 'blog/production',
      shown: true,
    })
    expect(await services.resolveInitialValueForType(credit, {role: 'editor'})).toMatchObject({role: 'editor'})
    expect(await services.resolveInitialValueForType(schema.get('settings')!)).toBeUndefined()
  })

  it('reports every pane’s location as this tab’s presence, and forgets a pane that left', async () => {
    const lake = createLake({storage: memoryStorage()})
    const services = servicesOver(lake)
    const grace = presenceOf(lake, {id: 'u-grace', name: 'Grace'})
    const first = {}
    const second = {}
    services.reportLocation(first, {documentId: 'p1', path: ['title']})
    services.reportLocation(second, {documentId: 'p2'})
    const both = await firstValueFrom(
      grace.sessions$.pipe(filter((sessions) => sessions.some((session) => session.locations.length === 2))),
    )
    expect(
      both
        .find((session) => session.userId === 'u-ada')!
        .locations.map((location) => [location.documentId, location.path]),
    ).toEqual([
      ['p1', ['title']],
      ['p2', []],
    ])
    services.reportLocation(first, null)
    const one = await firstValueFrom(
      grace.sessions$.pipe(
        filter((sessions) => sessions.some((session) => session.userId === 'u-ada' && session.locations.length === 1)),
      ),
    )
    expect(one.find((session) => session.userId === 'u-ada')!.locations[0]).toMatchObject({documentId: 'p2'})
  })
})
