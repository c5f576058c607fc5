import {defer} from 'rxjs'
import {
  defaultPerspective,
  deletedDocuments,
  historyDocuments,
  lookupDocuments,
  mutationResults,
  parseTextSearchRequest,
  transactionLog,
} from '../../lake'
import type {ContentDocument, Grant, Permission} from '../../types'
import type {CallContext, ClientTransport} from '../ClientTransport'
import type {AuthProviderInfo, CurrentUserProfile, UserProfile} from '../VellumClient'
import {checkAssetDeletes} from './checkAssetDeletes'
import type {InProcessAccess, InProcessLake, LakeGrants} from './InProcessLake'
import {inProcessListen} from './inProcessListen'
import {inProcessUpload} from './inProcessUpload'
import {KeyValueMemory} from './KeyValueMemory'
import {inProcessPresence} from './inProcessPresence'
import {PresenceRoom} from './PresenceRoom'
import {httpError, toClientError} from './serverErrors'

/** What the in-process transport runs with. */
export interface InProcessTransportOptions {
  lake: InProcessLake
  /** Who the client acts as; null acts as signed out (401s). */
  user: CurrentUserProfile | null
  /** Other users `users.getByIds` finds. */
  users: readonly UserProfile[]
  access?: InProcessAccess
  authProviders: readonly AuthProviderInfo[]
  assetBaseUrl?: string
  /** The project features `features()` answers. */
  features: readonly string[]
}

/** State the clients of one lake share, as clients of one server share the server's. */
interface SharedState {
  keyValues: KeyValueMemory
  /** Presence rooms by dataset. */
  rooms: Map<string, PresenceRoom>
}

const sharedByLake = new WeakMap<InProcessLake, SharedState>()

function sharedState(lake: InProcessLake): SharedState {
  let state = sharedByLake.get(lake)
  if (!state) sharedByLake.set(lake, (state = {keyValues: new KeyValueMemory(), rooms: new Map()}))
  return state
}

/** The administrator's grants: what an in-process client without `access` may do. */
const ALL_GRANTS: Grant[] = [{filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history']}]

/** A JSON copy: what crossing the wire does to a value. */
function wire<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

function publicUser(user: CurrentUserProfile | UserProfile): UserProfile {
  const image = 'imageUrl' in user ? user.imageUrl : user.profileImage
  return {
    id: user.id,
    name: user.name,
    displayName: user.name,
    email: user.email,
    profileImage: image,
    imageUrl: image,
    provider: user.provider,
  }
}

/**
 * The in-process transport: every call answered by a lake in this process, with the server's
 * rules for what the lake leaves to it — perspectives by API version, permission checks of
 * document reads and history, mutation result documents, refusing to delete a referenced
 * asset, key-value limits — and the server's result shapes and errors. Most of those rules are
 * the lake's functions the server's routes call too (`lookupDocuments`, `transactionLog`,
 * `checkKeyValuePairs`, `lakeErrorResponse`…). Results are JSON copies, as they would be
 * after crossing the wire.
 */
export function createInProcessTransport(options: InProcessTransportOptions): ClientTransport {
  const {lake, user, access} = options
  const shared = sharedState(lake)
  const grants: LakeGrants | undefined = access?.grants
  const allowed = (permission: Permission, document: ContentDocument) =>
    !access || access.checkPermission(access.grants, permission, document)
  const mayReadHistory = (document: ContentDocument) => allowed('history', document)

  /** Who is asking, as the server's `authorize`: 401 signed out, 403 without any role. */
  const authorize = (): CurrentUserProfile => {
    if (!user)
      throw httpError(401, 'Authentication required: sign in, or send an API token as "Authorization: Bearer <token>"')
    if (user.roles.length === 0)
      throw httpError(
        403,
        `${user.provider === 'token' ? 'A token' : 'The user'} has no role in this project; ask an administrator for one`,
      )
    return user
  }

  /** Runs one call: cancelled calls reject with the signal's reason, failures become ClientErrors. */
  const run = async <T>(ctx: CallContext, call: () => T | Promise<T>): Promise<T> => {
    ctx.signal?.throwIfAborted()
    let result: T
    try {
      result = await call()
    } catch (error) {
      throw toClientError(error)
    }
    ctx.signal?.throwIfAborted()
    return result
  }

  const roomFor = (dataset: string): PresenceRoom => {
    let room = shared.rooms.get(dataset)
    if (!room) shared.rooms.set(dataset, (room = new PresenceRoom()))
    return room
  }

  return {
    query: (ctx, query, params, perspective) =>
      run(ctx, async () => {
        authorize()
        const result = await lake.query(ctx.dataset, query, params, {
          perspective: perspective ?? defaultPerspective(ctx.apiVersion),
          ...(grants ? {grants} : {}),
        })
        return wire(result ?? null)
      }),
    documents: (ctx, ids, excludeContent) =>
      run(ctx, () => {
        authorize()
        return wire(
          lookupDocuments(lake, ctx.dataset, ids, {mayRead: (document) => allowed('read', document), excludeContent}),
        )
      }),
    mutate: (ctx, mutations, mutateOptions) =>
      run(ctx, async () => {
        const identity = authorize()
        const lakeOptions = {
          author: identity.id,
          dryRun: mutateOptions.dryRun === true,
          autoGenerateArrayKeys: mutateOptions.autoGenerateArrayKeys === true,
          ...(mutateOptions.transactionId === undefined ? {} : {transactionId: mutateOptions.transactionId}),
          ...(grants ? {grants} : {}),
        }
        // Permissions first, as on the server: a caller who may not delete learns nothing from the asset check.
        if (access && mutations.some((mutation) => isObject(mutation) && 'delete' in mutation))
          await lake.mutate(ctx.dataset, mutations, {...lakeOptions, dryRun: true})
        await checkAssetDeletes(lake, ctx.dataset, mutations)
        const {transactionId, results} = await lake.mutate(ctx.dataset, mutations, lakeOptions)
        const returnDocuments = mutateOptions.returnDocuments === true
        return wire({
          transactionId,
          results: mutationResults(lake, ctx.dataset, results, {
            returnDocuments,
            mayRead: (document) => allowed('read', document),
          }),
        })
      }),
    listen: (ctx, query, params, listenOptions) =>
      inProcessListen(lake, ctx.dataset, query, params, listenOptions, () => {
        authorize()
        return grants
      }),
    transactions: (ctx, ids, historyOptions) =>
      run(ctx, () => {
        authorize()
        return wire(transactionLog(lake, ctx.dataset, ids, historyOptions, access ? mayReadHistory : undefined))
      }),
    documentsAt: (ctx, ids, at) =>
      run(ctx, () => {
        authorize()
        return wire(historyDocuments(lake, ctx.dataset, ids, at, access ? mayReadHistory : undefined))
      }),
    deletedDocuments: (ctx, deletedOptions) =>
      run(ctx, () => {
        authorize()
        return wire(deletedDocuments(lake, ctx.dataset, deletedOptions, access ? mayReadHistory : undefined))
      }),
    textSearch: (ctx, request) =>
      run(ctx, async () => {
        authorize()
        return wire(await lake.textSearch(ctx.dataset, parseTextSearchRequest(request), grants ? {grants} : {}))
      }),
    uploadAsset: (ctx, kind, blob, uploadOptions) =>
      inProcessUpload(
        {
          lake,
          ctx,
          grants,
          allowed,
          authorize: () => authorize().id,
          ...(options.assetBaseUrl === undefined ? {} : {assetBaseUrl: options.assetBaseUrl}),
        },
        kind,
        blob,
        uploadOptions,
      ),
    currentUser: (ctx) =>
      run(ctx, () => {
        if (!user)
          throw httpError(401, 'Not signed in: sign in, or send an API token as "Authorization: Bearer <token>"')
        return wire(user)
      }),
    users: (ctx, ids) =>
      run(ctx, () => {
        authorize()
        const directory = new Map<string, UserProfile>(options.users.map((entry) => [entry.id, publicUser(entry)]))
        if (user) directory.set(user.id, publicUser(user))
        return wire(ids.map((id) => directory.get(id) ?? null))
      }),
    getKeyValues: (ctx, keys) => run(ctx, () => shared.keyValues.get(authorize().id, keys)),
    setKeyValues: (ctx, pairs) => run(ctx, () => shared.keyValues.set(authorize().id, pairs)),
    acl: (ctx) =>
      run(ctx, () => {
        authorize()
        return access
          ? access.grants.grants.map((grant) => ({filter: grant.filter, permissions: [...grant.permissions]}))
          : wire(ALL_GRANTS)
      }),
    presence: (ctx, outgoing) =>
      // authorize() throws the server's ClientError, which defer turns into the error.
      defer(() => {
        const identity = authorize()
        return inProcessPresence(roomFor(ctx.dataset), {id: identity.id, name: identity.name}, outgoing)
      }),
    authProviders: (ctx) => run(ctx, () => wire([...options.authProviders])),
    features: (ctx) =>
      run(ctx, () => {
        authorize()
        return [...options.features]
      }),
    exchangeSessionId: (ctx) =>
      run(ctx, () => {
        // Nobody signs in through a redirect in-process, so no sign-in id is ever known.
        throw httpError(401, 'The sign-in id is unknown, expired or used already; sign in again')
      }),
    logout: (ctx) => run(ctx, () => undefined),
    ping: (ctx) => run(ctx, () => undefined),
  }
}
