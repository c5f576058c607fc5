import {defer, tap} from 'rxjs'
import type {HistorySelector, Mutation} from '../types'
import {checkClientConfig, normaliseApiVersion, assertDatasetName} from './clientConfig'
import {MAX_KEYS_PER_REQUEST, MAX_USER_IDS, type CallContext, type ClientTransport} from './ClientTransport'
import type {ListenOptions} from './ListenOptions'
import {assertPresenceMessage} from './PresenceEvent'
import {composeRequestTag, REQUEST_TAGS} from './requestTag'
import type {AssetKind, UploadBody} from './UploadEvent'
import type {ClientConfig, RequestOptions, VellumClient} from './VellumClient'

function assertIds(ids: readonly string[], what: string): string[] {
  if (!Array.isArray(ids)) throw new TypeError(`${what} must be an array of document ids`)
  for (const id of ids) {
    if (typeof id !== 'string' || id.trim() === '' || id.includes(','))
      throw new TypeError(`${what} must be non-empty strings without commas; got ${JSON.stringify(id)}`)
  }
  return [...new Set(ids)]
}

function assertQuery(query: string): void {
  if (typeof query !== 'string' || query.trim() === '')
    throw new TypeError('A GROQ query is required: a non-empty string')
}

function assertParams(params: unknown): asserts params is Record<string, unknown> {
  if (params === null || typeof params !== 'object' || Array.isArray(params))
    throw new TypeError('Query params must be an object of parameter values')
}

function checkSelector(at: HistorySelector): HistorySelector {
  const given = [
    'revision' in at && at.revision !== undefined,
    'time' in at && at.time !== undefined,
    'lastRevision' in at && at.lastRevision === true,
  ]
  if (given.filter(Boolean).length !== 1)
    throw new TypeError('Give exactly one of "revision", "time" or "lastRevision: true"')
  return at
}

function toBlob(body: UploadBody, contentType: string | undefined): Blob {
  if (body instanceof Blob)
    return contentType === undefined || contentType === body.type ? body : new Blob([body], {type: contentType})
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) {
    return new Blob([body as BlobPart], {type: contentType ?? 'application/octet-stream'})
  }
  throw new TypeError('An upload body must be a Blob, an ArrayBuffer or a Uint8Array')
}

/** Splits a list into runs of at most `size`. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * A {@link VellumClient} over a transport: checks arguments, composes request tags, batches
 * where the server limits a request, and leaves the call itself to the transport, so every
 * transport gets the same front.
 */
export function createVellumClient(transport: ClientTransport, config: ClientConfig): VellumClient {
  const bound = checkClientConfig(config)
  const context = (options: RequestOptions = {}): CallContext => {
    const tag = composeRequestTag(bound.requestTagPrefix, options.tag)
    return {
      projectId: bound.projectId,
      dataset: bound.dataset,
      apiVersion: bound.apiVersion,
      ...(tag === undefined ? {} : {tag}),
      ...(options.signal === undefined ? {} : {signal: options.signal}),
    }
  }
  // Argument errors reject (rather than throw) so every call fails the same way.
  const call = async <T>(run: () => Promise<T>): Promise<T> => run()

  const getDocuments: VellumClient['getDocuments'] = (ids, options) =>
    call(async () => {
      const unique = assertIds(ids, 'Document ids')
      if (unique.length === 0) return []
      const {documents} = await transport.documents(context(options), unique, false)
      const byId = new Map(documents.map((document) => [document._id, document]))
      return ids.map((id) => byId.get(id) ?? null)
    })

  const client: VellumClient = {
    config: bound,
    withConfig: (overrides) => {
      if (overrides.dataset !== undefined) assertDatasetName(overrides.dataset)
      return createVellumClient(transport, {
        ...bound,
        ...(overrides.dataset === undefined ? {} : {dataset: overrides.dataset}),
        ...(overrides.apiVersion === undefined ? {} : {apiVersion: normaliseApiVersion(overrides.apiVersion)}),
      })
    },
    fetch: <R>(
      query: string,
      params: Record<string, unknown> = {},
      options: Parameters<VellumClient['fetch']>[2] = {},
    ) =>
      call(async () => {
        assertQuery(query)
        assertParams(params)
        return (await transport.query(context(options), query, params, options.perspective)) as R
      }),
    getDocument: async (id, options) => (await getDocuments([id], options))[0] ?? null,
    getDocuments,
    getDocumentAvailability: (ids, options) =>
      call(async () => {
        const unique = assertIds(ids, 'Document ids')
        if (unique.length === 0) return {available: [], omitted: []}
        const {omitted} = await transport.documents(context(options), unique, true)
        const missing = new Set(omitted.map((entry) => entry.id))
        return {available: unique.filter((id) => !missing.has(id)), omitted}
      }),
    mutate: (mutations, options = {}) =>
      call(async () => {
        if (!Array.isArray(mutations))
          throw new TypeError(
            'Mutations must be an array of create, createOrReplace, createIfNotExists, delete or patch',
          )
        const {tag: _tag, signal: _signal, ...rest} = options
        return transport.mutate(context(options), mutations as Mutation[], rest)
      }),
    listen: (query, params = {}, options: ListenOptions = {}) =>
      defer(() => {
        assertQuery(query)
        assertParams(params)
        const {tag, ...rest} = options
        return transport.listen(context({tag}), query, params, rest)
      }),
    history: {
      transactions: (ids, options = {}) =>
        call(async () => {
          const unique = assertIds(ids, 'Document ids')
          if (unique.length === 0) throw new TypeError('History needs at least one document id')
          const {tag: _tag, signal: _signal, ...rest} = options
          return transport.transactions(context(options), unique, rest)
        }),
      documents: (ids, at, options) =>
        call(async () => {
          const unique = assertIds(ids, 'Document ids')
          if (unique.length === 0) return []
          return transport.documentsAt(context(options), unique, checkSelector(at))
        }),
      deleted: (options = {}) =>
        call(async () => {
          const {tag: _tag, signal: _signal, ...rest} = options
          return transport.deletedDocuments(context(options), rest)
        }),
    },
    textSearch: (request, options) =>
      call(async () => {
        if (typeof request?.query?.string !== 'string')
          throw new TypeError('A text search needs "query.string": the text to search for')
        return transport.textSearch(context(options), request)
      }),
    uploadAsset: (kind: AssetKind, body: UploadBody, options = {}) =>
      defer(() => {
        if (kind !== 'image' && kind !== 'file')
          throw new TypeError(`Asset kind must be "image" or "file", not ${JSON.stringify(kind)}`)
        const {tag = REQUEST_TAGS.assetUpload, ...rest} = options
        const blob = toBlob(body, options.contentType)
        return transport.uploadAsset(context({tag}), kind, blob, rest)
      }),
    users: {
      getMe: (options) => call(() => transport.currentUser(context(options))),
      getByIds: (ids, options) =>
        call(async () => {
          const unique = assertIds(ids, 'User ids')
          const ctx = context(options)
          const found = new Map<string, Awaited<ReturnType<ClientTransport['users']>>[number]>()
          const batches = chunks(unique, MAX_USER_IDS)
          const answers = await Promise.all(batches.map((batch) => transport.users(ctx, batch)))
          batches.forEach((batch, b) => batch.forEach((id, i) => found.set(id, answers[b]![i] ?? null)))
          return ids.map((id) => found.get(id) ?? null)
        }),
    },
    keyValue: {
      get: (keys, options) =>
        call(async () => {
          if (!Array.isArray(keys)) throw new TypeError('Keys must be an array of strings')
          const unique = [...new Set(keys)]
          if (unique.length === 0) return []
          const ctx = context(options)
          const answers = (
            await Promise.all(chunks(unique, MAX_KEYS_PER_REQUEST).map((batch) => transport.getKeyValues(ctx, batch)))
          ).flat()
          const values = new Map(answers.map((pair) => [pair.key, pair.value]))
          return keys.map((key) => ({key, value: values.get(key) ?? null}))
        }),
      set: (pairs, options) =>
        call(async () => {
          if (!Array.isArray(pairs)) throw new TypeError('Key-value pairs must be an array of {key, value}')
          if (pairs.length === 0) return []
          const ctx = context(options)
          const stored = []
          // In order, so a later pair for the same key in a later batch still wins.
          for (const batch of chunks(pairs, MAX_KEYS_PER_REQUEST))
            stored.push(...(await transport.setKeyValues(ctx, batch)))
          return stored
        }),
    },
    acl: (options) => call(() => transport.acl(context(options))),
    features: (options) =>
      call(async () => {
        const features = await transport.features(context({tag: REQUEST_TAGS.features, ...options}))
        if (!Array.isArray(features) || !features.every((name) => typeof name === 'string'))
          throw new TypeError('The server answered the feature list with something other than a list of names')
        return features
      }),
    presence: (outgoing, options = {}) =>
      defer(() => transport.presence(context(), outgoing.pipe(tap(assertPresenceMessage)), options)),
    auth: {
      providers: (options) => call(() => transport.authProviders(context(options))),
      exchangeSessionId: (sid, options) =>
        call(async () => {
          if (typeof sid !== 'string' || sid === '') throw new TypeError('A sign-in id (sid) is required')
          return transport.exchangeSessionId(context(options), sid)
        }),
      logout: (options) => call(() => transport.logout(context(options))),
    },
    ping: (options) => call(() => transport.ping(context(options))),
  }
  return client
}
