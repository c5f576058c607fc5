import {describe, expect, it} from 'vitest'
import {createInProcessClient} from '../../src/client'
import {checkPermission, compileGrants, createLake, memoryStorage} from '../../src/lake'

const config = {projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'}

describe('client.history.deleted over an in-process lake', () => {
  const setUp = async () => {
    const lake = createLake({storage: memoryStorage()})
    const admin = createInProcessClient({lake, ...config})
    await admin.mutate([
      {create: {_id: 'a', _type: 'post'}},
      {create: {_id: 'b', _type: 'secret'}},
      {create: {_id: 'c', _type: 'post'}},
    ])
    await admin.mutate([{delete: {id: 'a'}}])
    await admin.mutate([{delete: {id: 'b'}}])
    await admin.mutate([{delete: {id: 'c'}}])
    return {lake, admin}
  }

  it('pages through the deleted documents as the server does', async () => {
    const {admin} = await setUp()
    const first = await admin.history.deleted({limit: 2})
    expect(first.documents.map((entry) => entry.documentId)).toEqual(['c', 'b'])
    expect(first.documents[0]).toEqual({
      documentId: 'c',
      type: 'post',
      deletedAt: expect.any(String),
      deletedBy: expect.any(String),
      revision: expect.any(String),
    })
    const rest = await admin.history.deleted({limit: 2, before: first.nextCursor!})
    expect(rest).toEqual({documents: [expect.objectContaining({documentId: 'a'})], nextCursor: null})
    const [restored] = await admin.history.documents(['c'], {revision: first.documents[0]!.revision})
    expect(restored).toMatchObject({_id: 'c', _type: 'post'})
  })

  it('lists only deletions the access allows the history of', async () => {
    const {lake} = await setUp()
    const grants = compileGrants([{filter: '_type == "post"', permissions: ['read', 'history']}])
    const reader = createInProcessClient({
      lake,
      ...config,
      user: {id: 'u-r', name: 'R', roles: [{name: 'postReader', title: 'Post reader'}]},
      access: {grants, checkPermission},
    })
    const page = await reader.history.deleted()
    expect(page.documents.map((entry) => entry.documentId)).toEqual(['c', 'a'])
  })

  it('rejects bad options with a 400 and a signed-out caller with a 401', async () => {
    const {lake, admin} = await setUp()
    await expect(admin.history.deleted({limit: 500})).rejects.toMatchObject({statusCode: 400})
    await expect(admin.history.deleted({before: 'nonsense'})).rejects.toMatchObject({statusCode: 400})
    const signedOut = createInProcessClient({lake, ...config, user: null})
    await expect(signedOut.history.deleted()).rejects.toMatchObject({statusCode: 401})
  })
})
