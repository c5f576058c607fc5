import {describe, expect, it} from 'vitest'
import {checkPermission, compileGrants, createLake, getRole, memoryStorage, type Lake} from '../../src/lake'
import {createInProcessClient, IN_PROCESS_USER, type InProcessLake, type ListenEvent} from '../../src/client'
import {describeClient} from './clientBehaviour'
import {recordEvents} from './support/recordEvents'

const config = {projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'}

function clientsOver(lake: Lake) {
  const viewerGrants = compileGrants(getRole('viewer')!.grants)
  return {
    client: createInProcessClient({
      lake,
      ...config,
      user: {id: 'u-ada', name: 'Ada'},
      users: [
        {
          id: 'u-grace',
          name: 'Grace',
          displayName: 'Grace',
          email: null,
          profileImage: null,
          imageUrl: null,
          provider: 'local',
        },
      ],
    }),
    me: {id: 'u-ada', name: 'Ada'},
    other: createInProcessClient({
      lake,
      ...config,
      user: {id: 'u-grace', name: 'Grace', roles: [{name: 'editor', title: 'Editor'}]},
    }),
    otherUser: {id: 'u-grace', name: 'Grace'},
    viewer: createInProcessClient({
      lake,
      ...config,
      user: {id: 'u-vic', name: 'Vic', roles: [{name: 'viewer', title: 'Viewer'}]},
      access: {grants: viewerGrants, checkPermission},
    }),
    signedOut: createInProcessClient({lake, ...config, user: null}),
  }
}

describeClient('an in-process lake', async () => {
  // Datasets are created explicitly; the shared suite reads and writes a second one.
  const lake = createLake({storage: memoryStorage(), datasets: ['production', 'staging']})
  return {...clientsOver(lake), close: async () => lake.close()}
})

describe('createInProcessClient', () => {
  it('takes a real lake as its structural InProcessLake', () => {
    // Type-level proof: this line compiles only while Lake satisfies InProcessLake.
    const lake: InProcessLake = createLake({storage: memoryStorage()})
    expect(typeof lake.listen).toBe('function')
  })

  it('acts as an administrator by default', async () => {
    const client = createInProcessClient({lake: createLake({storage: memoryStorage()}), ...config})
    expect(await client.users.getMe()).toEqual(IN_PROCESS_USER)
    const {transactionId} = await client.mutate([{create: {_id: 'a', _type: 'post'}}])
    const [entry] = await client.history.transactions(['a'])
    expect(entry).toMatchObject({id: transactionId, author: IN_PROCESS_USER.id})
  })

  it('answers copies, so changing a result never changes the lake', async () => {
    const lake = createLake({storage: memoryStorage()})
    const client = createInProcessClient({lake, ...config})
    await client.mutate([{create: {_id: 'a', _type: 'post', tags: ['x']}}])
    const document = (await client.getDocument('a'))!
    ;(document.tags as string[]).push('changed')
    expect(lake.getDocuments('production', ['a'])[0]!.tags).toEqual(['x'])
  })

  it('omits documents the access does not allow to read, with reason permission', async () => {
    const lake = createLake({storage: memoryStorage()})
    await lake.mutate('production', [
      {create: {_id: 'public', _type: 'post'}},
      {create: {_id: 'secret', _type: 'memo'}},
    ])
    const grants = compileGrants([{filter: '_type == "post"', permissions: ['read']}])
    const client = createInProcessClient({lake, ...config, access: {grants, checkPermission}})
    expect(await client.getDocumentAvailability(['public', 'secret'])).toEqual({
      available: ['public'],
      omitted: [{id: 'secret', reason: 'permission'}],
    })
    expect(await client.fetch('*._id')).toEqual(['public'])
    expect(await client.acl()).toEqual([{filter: '_type == "post"', permissions: ['read']}])
  })

  it('answers 403 to a user without any role', async () => {
    const client = createInProcessClient({
      lake: createLake({storage: memoryStorage()}),
      ...config,
      user: {id: 'u-new', name: 'New', roles: []},
    })
    expect(await client.users.getMe()).toMatchObject({id: 'u-new', roles: []})
    await expect(client.fetch('*')).rejects.toMatchObject({
      statusCode: 403,
      message: 'The user has no role in this project; ask an administrator for one',
    })
  })

  it('reconnects a listener when the lake asks it to, with a welcome after the reconnect', async () => {
    const lake = createLake({storage: memoryStorage()})
    const client = createInProcessClient({lake, ...config})
    const events = recordEvents(client.listen('*'))
    try {
      await events.next((event: ListenEvent) => event.type === 'welcome')
      // Closing a lake tells every listener to reconnect; the hub takes listeners again afterwards.
      lake.close()
      await events.next((event) => event.type === 'reconnect')
      await events.next((event) => event.type === 'welcome')
    } finally {
      events.unsubscribe()
    }
  })

  it('rejects a call whose signal is already aborted with its reason', async () => {
    const client = createInProcessClient({lake: createLake({storage: memoryStorage()}), ...config})
    const abort = new AbortController()
    abort.abort(new Error('stop'))
    await expect(client.fetch('*', {}, {signal: abort.signal})).rejects.toThrow('stop')
  })

  it('refuses an option object without a lake', () => {
    expect(() => createInProcessClient({...config} as never)).toThrow(/needs a lake/)
  })
})
