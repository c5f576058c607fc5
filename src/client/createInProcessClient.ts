import {createVellumClient} from './createVellumClient'
import {createInProcessTransport} from './inProcessTransport/createInProcessTransport'
import type {InProcessAccess, InProcessLake} from './inProcessTransport/InProcessLake'
import type {AuthProviderInfo, CurrentUserProfile, UserProfile, VellumClient} from './VellumClient'

/**
 * Options of {@link createInProcessClient}.
 * @public
 */
export interface InProcessClientOptions {
  /** The lake to call, e.g. `createLake({storage: memoryStorage()})` from `vellum/lake`. */
  lake: InProcessLake
  /** The project id the client reports in its config, as over HTTP. */
  projectId: string
  /** The dataset of the lake that queries, mutations and listeners address, e.g. `production`. */
  dataset: string
  /** `2021-06-07`, `v2021-06-07`, `1` or `X`; it picks the default query perspective as on the server. */
  apiVersion: string
  /** Prepended to every request tag (checked, otherwise unused in-process). */
  requestTagPrefix?: string
  /**
   * Who the client acts as: `users.getMe()` answers it and its id authors transactions.
   * Default {@link IN_PROCESS_USER}, an administrator. `null` acts as signed out: every call
   * but the sign-in ones fails with status 401, as the server answers a missing session.
   */
  user?: (Partial<CurrentUserProfile> & {id: string; name: string}) | null
  /** Other users `users.getByIds` finds (the current user is always found). */
  users?: UserProfile[]
  /**
   * What the user may do, enforced as the server enforces a role's grants; default: everything
   * (the administrator's grants).
   */
  access?: InProcessAccess
  /** What `auth.providers()` lists (default none). */
  authProviders?: AuthProviderInfo[]
  /**
   * Where uploaded assets would be served, for their `url` (`{assetBaseUrl}/{path}`); by default
   * the url is a `data:` URL of the bytes, so images show without a server.
   */
  assetBaseUrl?: string
  /**
   * The project features `features()` answers; default {@link IN_PROCESS_FEATURES}, as a
   * server without settings answers. `[]` switches cross-dataset references off.
   */
  features?: readonly string[]
}

/**
 * The features an in-process client reports by default: those a server without operator
 * settings has on — cross-dataset references.
 */
export const IN_PROCESS_FEATURES: readonly string[] = Object.freeze(['crossDatasetReferences'])

/** The user an in-process client acts as by default: an administrator. */
export const IN_PROCESS_USER: CurrentUserProfile = Object.freeze({
  id: 'in-process-user',
  name: 'In-process user',
  email: null,
  profileImage: null,
  provider: 'in-process',
  role: 'administrator',
  roles: Object.freeze([Object.freeze({name: 'administrator', title: 'Administrator'})]) as CurrentUserProfile['roles'],
})

function currentUser(user: InProcessClientOptions['user']): CurrentUserProfile | null {
  if (user === null) return null
  if (user === undefined) return IN_PROCESS_USER
  if (typeof user.id !== 'string' || user.id === '' || typeof user.name !== 'string')
    throw new TypeError('An in-process user needs an id and a name')
  const roles = user.roles ?? IN_PROCESS_USER.roles
  return {
    id: user.id,
    name: user.name,
    email: user.email ?? null,
    profileImage: user.profileImage ?? null,
    provider: user.provider ?? IN_PROCESS_USER.provider,
    ...(roles[0] === undefined ? {} : {role: roles[0].name}),
    roles,
  }
}

function checkFeatures(features: readonly string[]): readonly string[] {
  if (!Array.isArray(features) || !features.every((name) => typeof name === 'string' && name !== ''))
    throw new TypeError("An in-process client's features must be a list of feature names")
  return features
}

/**
 * Creates a client that calls a lake in this process — for Storybook, DOM tests and docs —
 * with the same interface, results, errors and events as {@link createClient} over HTTP. Two
 * in-process clients over the same lake share its key-value store and presence rooms, as two
 * clients of one server do.
 *
 * @throws TypeError for a malformed project id, dataset, API version, tag prefix or user.
 * @example
 * import {createLake, memoryStorage} from 'vellum/lake'
 * const lake = createLake({storage: memoryStorage()})
 * const client = createInProcessClient({lake, projectId: 'local', dataset: 'production', apiVersion: '2025-02-19'})
 * await client.mutate([{create: {_id: 'a', _type: 'post', title: 'Hello'}}])
 * @public
 */
export function createInProcessClient(options: InProcessClientOptions): VellumClient {
  if (!options.lake || typeof options.lake.query !== 'function' || typeof options.lake.listen !== 'function') {
    throw new TypeError(
      'createInProcessClient needs a lake, e.g. createLake({storage: memoryStorage()}) from vellum/lake',
    )
  }
  const transport = createInProcessTransport({
    lake: options.lake,
    user: currentUser(options.user),
    users: options.users ?? [],
    authProviders: options.authProviders ?? [],
    features: checkFeatures(options.features ?? IN_PROCESS_FEATURES),
    ...(options.access === undefined ? {} : {access: options.access}),
    ...(options.assetBaseUrl === undefined ? {} : {assetBaseUrl: options.assetBaseUrl}),
  })
  return createVellumClient(transport, {
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: options.apiVersion,
    ...(options.requestTagPrefix === undefined ? {} : {requestTagPrefix: options.requestTagPrefix}),
  })
}
