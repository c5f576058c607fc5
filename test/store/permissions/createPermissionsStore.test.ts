import {firstValueFrom} from 'rxjs'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {ClientError, createInProcessClient} from '../../../src/client'
import {
  checkPermission,
  compileGrants,
  createLake,
  memoryStorage,
  PAIR_PERMISSION_ACTIONS,
  type PairPermissionAction,
} from '../../../src/lake'
import {createSchema} from '../../../src/schema'
import {createPermissionsStore, type PairPermissionRequest} from '../../../src/store/permissions'
import type {Permission} from '../../../src/types'
import {recordEvents} from '../../client/support/recordEvents'
import {countingClient} from '../connection/support/countingClient'
import {signInForToken} from '../../server/support/signIn'
import {
  CONFIG,
  httpClient,
  httpTransport,
  TRANSPORTS,
  type SignedInClient,
  type StoreTransport,
} from '../connection/support/storeTransports'

const post = (id: string, fields: Record<string, unknown> = {}) => ({_id: id, _type: 'post', ...fields})
const pair = (id: string): PairPermissionRequest => ({
  draft: post(`drafts.${id}`, {title: 'Draft'}),
  published: post(id, {title: 'Published'}),
})

const ALLOWED = (action: PairPermissionAction) => ({granted: true, reason: `Allowed to ${action}`})

/** The answers for a pair whose draft and published document both exist (spec/lifecycle.md §6). */
const PAIR_ANSWERS: Record<string, Record<PairPermissionAction, {granted: boolean; reason: string}>> = {
  editor: Object.fromEntries(PAIR_PERMISSION_ACTIONS.map((action) => [action, ALLOWED(action)])) as never,
  contributor: {
    update: ALLOWED('update'),
    create: ALLOWED('create'),
    discardDraft: ALLOWED('discardDraft'),
    duplicate: ALLOWED('duplicate'),
    delete: {granted: false, reason: 'Unable to delete: not allowed to delete the published document'},
    publish: {
      granted: false,
      reason:
        'Unable to publish: not allowed to update the published document; not allowed to replace the published document with the draft',
    },
    unpublish: {granted: false, reason: 'Unable to unpublish: not allowed to delete the published document'},
  },
  viewer: {
    update: {granted: false, reason: 'Unable to update: not allowed to update the draft document'},
    create: {granted: false, reason: 'Unable to create: not allowed to create the draft document'},
    discardDraft: {granted: false, reason: 'Unable to discardDraft: not allowed to discard the draft document'},
    duplicate: {granted: false, reason: 'Unable to duplicate: not allowed to create the duplicate draft document'},
    delete: {
      granted: false,
      reason:
        'Unable to delete: not allowed to delete the draft document; not allowed to delete the published document',
    },
    publish: {
      granted: false,
      reason:
        'Unable to publish: not allowed to delete the draft document; not allowed to update the published document; not allowed to replace the published document with the draft',
    },
    unpublish: {granted: false, reason: 'Unable to unpublish: not allowed to delete the published document'},
  },
}
PAIR_ANSWERS.administrator = PAIR_ANSWERS.editor!
PAIR_ANSWERS.developer = PAIR_ANSWERS.editor!

const ROLES = ['administrator', 'editor', 'developer', 'contributor', 'viewer'] as const

describe.each(TRANSPORTS)('the permissions store over %s', (_name, start) => {
  let transport: StoreTransport
  const signedIn = new Map<string, SignedInClient>()
  let admin: SignedInClient

  beforeAll(async () => {
    transport = await start()
    for (const role of ROLES) signedIn.set(role, await transport.signIn(role))
    admin = signedIn.get('administrator')!
    await admin.client.mutate([
      {create: post('p1', {title: 'Published'})},
      {create: post('drafts.p1', {title: 'Draft'})},
    ])
  })
  afterAll(() => transport.close())

  describe.each(ROLES)('for a user with the built-in role %s', (role) => {
    it('answers every pair action as the role grants it', async () => {
      const permissions = createPermissionsStore({client: signedIn.get(role)!.client})
      for (const action of PAIR_PERMISSION_ACTIONS) {
        expect([action, await firstValueFrom(permissions.pairPermission$(action, pair('p1')))]).toEqual([
          action,
          PAIR_ANSWERS[role]![action],
        ])
      }
    })

    it('answers document permissions as the server enforces them', async () => {
      const {client} = signedIn.get(role)!
      const permissions = createPermissionsStore({client})
      const id = `${role}-new-${Date.now().toString(36)}`
      const check = (permission: Permission, document: {_id: string; _type: string}) =>
        firstValueFrom(permissions.documentPermission$(permission, document))

      expect(await check('read', post('p1'))).toEqual({granted: true, reason: 'A grant allows read on p1'})
      const createDraft = await check('create', post(`drafts.${id}`))
      const outcome = await client.mutate([{create: post(`drafts.${id}`)}]).then(
        () => 'written',
        (error: unknown) => (error instanceof ClientError ? error.statusCode : error),
      )
      expect(outcome).toBe(createDraft.granted ? 'written' : 403)

      const updatePublished = await check('update', post('p1'))
      const patched = await client.mutate([{patch: {id: 'p1', set: {seenBy: role}}}]).then(
        () => 'written',
        (error: unknown) => (error instanceof ClientError ? error.statusCode : error),
      )
      expect(patched).toBe(updatePublished.granted ? 'written' : 403)
      expect(updatePublished).toEqual(
        ['contributor', 'viewer'].includes(role)
          ? {granted: false, reason: 'No grant allows update on p1'}
          : {granted: true, reason: 'A grant allows update on p1'},
      )
      expect(await check('history', post('p1'))).toEqual(
        role === 'contributor'
          ? {granted: false, reason: 'No grant allows history on p1'}
          : {granted: true, reason: 'A grant allows history on p1'},
      )
    })
  })

  it('grants a null document without looking at the grants', async () => {
    const permissions = createPermissionsStore({client: signedIn.get('viewer')!.client})
    expect(await firstValueFrom(permissions.documentPermission$('update', null))).toEqual({
      granted: true,
      reason: 'Null document, nothing to check',
    })
    expect(await firstValueFrom(permissions.pairPermission$('publish', {draft: null, published: null}))).toEqual({
      granted: true,
      reason: 'Nothing to check for publish',
    })
  })

  it('fetches the grants once however many checks run', async () => {
    const counting = countingClient(signedIn.get('contributor')!.client)
    const permissions = createPermissionsStore({client: counting.client})
    await Promise.all(
      PAIR_PERMISSION_ACTIONS.map((action) => firstValueFrom(permissions.pairPermission$(action, pair('p1')))),
    )
    await firstValueFrom(permissions.documentPermission$('read', post('p1')))
    expect(counting.count('acl')).toBe(1)
  })

  it('fetches again on refresh and emits only when the grants changed', async () => {
    const counting = countingClient(signedIn.get('editor')!.client)
    const permissions = createPermissionsStore({client: counting.client})
    const answers = recordEvents(permissions.documentPermission$('update', post('p1')))
    try {
      await answers.next()
      permissions.refresh()
      await expect.poll(() => counting.count('acl')).toBe(2)
      await counting.calls.filter((call) => call.name === 'acl')[1]!.result
      await firstValueFrom(permissions.grants$)
      // The same grants came back: the check did not answer again.
      expect(answers.values).toHaveLength(1)
    } finally {
      answers.unsubscribe()
    }
  })

  it('uses the grants of debug roles from the URL hash instead of fetching them', async () => {
    const counting = countingClient(admin.client)
    const permissions = createPermissionsStore({client: counting.client, hash: '#_debug_roles=contributor&show_own'})
    expect(permissions.debugRoles).toEqual(['contributor'])
    expect(await firstValueFrom(permissions.pairPermission$('publish', pair('p1')))).toEqual(
      PAIR_ANSWERS.contributor!.publish,
    )
    expect(counting.count('acl')).toBe(0)
  })

  it('fails the checks with the client error when the grants cannot be fetched, and fetches again on the next subscription', async () => {
    const counting = countingClient(transport.signedOut())
    const permissions = createPermissionsStore({client: counting.client})
    const error = await firstValueFrom(permissions.documentPermission$('read', post('p1'))).catch(
      (reason: unknown) => reason,
    )
    expect(error).toBeInstanceOf(ClientError)
    expect(error).toMatchObject({statusCode: 401})
    await expect(firstValueFrom(permissions.grants$)).rejects.toBeInstanceOf(ClientError)
    expect(counting.count('acl')).toBe(2)
  })
})

describe('createPermissionsStore', () => {
  const lake = createLake({storage: memoryStorage()})
  const clientWith = (grants: Parameters<typeof compileGrants>[0], user = {id: 'u-ada', name: 'Ada'}) =>
    createInProcessClient({lake, ...CONFIG, user, access: {grants: compileGrants(grants), checkPermission}})
  const all = '_id in path("**")'

  it('answers "No document grants" when the user holds none', async () => {
    const permissions = createPermissionsStore({client: clientWith([])})
    expect(await firstValueFrom(permissions.documentPermission$('read', post('p1')))).toEqual({
      granted: false,
      reason: 'No document grants',
    })
    expect(await firstValueFrom(permissions.pairPermission$('update', pair('p1')))).toEqual({
      granted: false,
      reason: 'No document grants',
    })
  })

  it('checks live-edit types on the published document only, reading liveEdit from the schema', async () => {
    const schema = createSchema([
      {name: 'post', type: 'document', fields: [{name: 'title', type: 'string'}]},
      {name: 'setting', type: 'document', liveEdit: true, fields: [{name: 'title', type: 'string'}]},
    ])
    const contributor = clientWith([
      {filter: all, permissions: ['read']},
      {filter: '_id in path("drafts.**")', permissions: ['create', 'update']},
    ])
    const permissions = createPermissionsStore({client: contributor, schema})
    const setting = {draft: null, published: {_id: 'site', _type: 'setting'}}
    expect(await firstValueFrom(permissions.pairPermission$('update', setting))).toEqual({
      granted: false,
      reason: 'Unable to update: not allowed to update the published document',
    })
    // Live-edit types have no drafts to discard or publish.
    expect(await firstValueFrom(permissions.pairPermission$('publish', setting))).toEqual({
      granted: true,
      reason: 'Nothing to check for publish',
    })
    // An explicit liveEdit wins over the schema.
    expect(await firstValueFrom(permissions.pairPermission$('update', {...setting, liveEdit: false}))).toMatchObject({
      granted: true,
    })
  })

  it('evaluates identity() in grant filters as the signed-in user', async () => {
    const counting = countingClient(clientWith([{filter: 'owner == identity()', permissions: ['read', 'update']}]))
    const permissions = createPermissionsStore({client: counting.client})
    expect(
      await firstValueFrom(permissions.documentPermission$('update', post('mine', {owner: 'u-ada'}))),
    ).toMatchObject({granted: true})
    expect(
      await firstValueFrom(permissions.documentPermission$('update', post('theirs', {owner: 'u-bob'}))),
    ).toMatchObject({granted: false})
    expect(counting.count('users.getMe')).toBe(1)
    const given = countingClient(clientWith([{filter: 'owner == identity()', permissions: ['update']}]))
    const withIdentity = createPermissionsStore({client: given.client, identity: 'u-bob'})
    expect(
      await firstValueFrom(withIdentity.documentPermission$('update', post('theirs', {owner: 'u-bob'}))),
    ).toMatchObject({granted: true})
    expect(given.count('users.getMe')).toBe(0)
  })

  describe('debug roles', () => {
    const store = (hash: string, restrictedTypes?: string[]) =>
      createPermissionsStore({
        client: clientWith([{filter: all, permissions: ['read', 'create', 'update', 'history']}]),
        hash,
        ...(restrictedTypes ? {debugRoleOptions: {restrictedTypes}} : {}),
      })

    it('maps viewer and read to read and history only', async () => {
      for (const hash of ['#_debug_roles=viewer', '_debug_roles=read']) {
        const permissions = store(hash)
        expect(await firstValueFrom(permissions.documentPermission$('history', post('p1')))).toMatchObject({
          granted: true,
        })
        expect(await firstValueFrom(permissions.pairPermission$('update', pair('p1')))).toEqual(
          PAIR_ANSWERS.viewer!.update,
        )
      }
    })

    it('gives restricted drafts of some types only, and requiresApproval unlocked documents only', async () => {
      const restricted = store('#_debug_roles=restricted', ['post'])
      expect(await firstValueFrom(restricted.pairPermission$('update', pair('p1')))).toEqual(ALLOWED('update'))
      expect(
        await firstValueFrom(restricted.pairPermission$('update', {draft: {_id: 'drafts.a1', _type: 'author'}})),
      ).toMatchObject({granted: false})
      const approval = store('#_debug_roles=requiresApproval')
      expect(await firstValueFrom(approval.documentPermission$('update', post('p1')))).toMatchObject({granted: true})
      expect(await firstValueFrom(approval.documentPermission$('update', post('p1', {locked: true})))).toEqual({
        granted: false,
        reason: 'No grant allows update on p1',
      })
    })

    it('maps administrator, editor and developer to full access, and write to everything but history', async () => {
      for (const role of ['administrator', 'editor', 'developer']) {
        expect(await firstValueFrom(store(`#_debug_roles=${role}`).pairPermission$('publish', pair('p1')))).toEqual(
          ALLOWED('publish'),
        )
      }
      const write = store('#_debug_roles=write')
      expect(await firstValueFrom(write.pairPermission$('publish', pair('p1')))).toEqual(ALLOWED('publish'))
      expect(await firstValueFrom(write.documentPermission$('history', post('p1')))).toEqual({
        granted: false,
        reason: 'No grant allows history on p1',
      })
    })

    it('falls back to the fetched grants when the hash names no known role', async () => {
      const permissions = store('#_debug_roles=nobody')
      expect(permissions.debugRoles).toBeUndefined()
      expect(await firstValueFrom(permissions.pairPermission$('publish', pair('p1')))).toEqual(ALLOWED('publish'))
    })
  })

  describe('bad input', () => {
    const permissions = createPermissionsStore({client: clientWith([{filter: all, permissions: ['read']}])})

    it('refuses unknown permissions and actions', () => {
      expect(() => permissions.documentPermission$('delete' as Permission, post('p1'))).toThrow(
        'Unknown permission "delete": use read, create, update or history',
      )
      expect(() => permissions.pairPermission$('archive' as PairPermissionAction, pair('p1'))).toThrow(
        /Unknown document action "archive": use delete, discardDraft/,
      )
    })

    it('refuses documents without an id and halves of different pairs', () => {
      expect(() => permissions.documentPermission$('read', {_type: 'post'} as never)).toThrow(
        'The document to check must be a document with a string _id, or null',
      )
      expect(() => permissions.pairPermission$('publish', {draft: post('drafts.a'), published: post('b')})).toThrow(
        'The draft "drafts.a" and the published document "b" are not one pair',
      )
    })

    it('refuses a client without acl()', () => {
      expect(() => createPermissionsStore({client: {} as never})).toThrow(
        'createPermissionsStore needs a client with acl()',
      )
    })
  })
})

describe('the permissions store over HTTP when an administrator changes a role', () => {
  let transport: Awaited<ReturnType<typeof httpTransport>>
  beforeAll(async () => {
    transport = await httpTransport()
  })
  afterAll(() => transport.close())

  it('answers again after refresh with the new grants', async () => {
    const credentials = {email: 'promoted@example.com', password: 'correct-horse-battery'}
    await transport.server.server.users.add({...credentials, name: 'Promoted', roles: ['viewer']})
    const {token} = await signInForToken(transport.server.url, credentials)
    const permissions = createPermissionsStore({client: httpClient(transport.server.url, token)})
    const answers = recordEvents(permissions.pairPermission$('publish', pair('p1')))
    try {
      expect(await answers.next()).toEqual(PAIR_ANSWERS.viewer!.publish)
      transport.server.server.users.setRoles(credentials.email, ['editor'])
      permissions.refresh()
      expect(await answers.next()).toEqual(ALLOWED('publish'))
    } finally {
      answers.unsubscribe()
    }
  })
})
