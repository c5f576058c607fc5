import type {
  ContentDocument,
  DeletedDocumentsPage,
  Grant,
  KeyValuePair,
  MutateResult,
  OmittedDocument,
  TextSearchResult,
  TransactionLogEntry,
} from '../../types'
import type {ClientTransport} from '../ClientTransport'
import type {AuthProviderInfo, CurrentUserProfile, UserProfile} from '../VellumClient'
import {request, requestJson, requestNdjson, requestUrl, type HttpConnection} from './HttpRequester'
import {listenOverHttp} from './listenOverHttp'
import {listenOverWebSocket, listenSocketFactory} from './listenOverWebSocket'
import {presenceOverWebSocket} from './presenceOverWebSocket'
import {uploadOverHttp} from './uploadOverHttp'
import type {WebSocketFactory} from './WebSocketLike'

/**
 * The longest URL a GET is sent with (11 KB, as hosted content lakes take); longer queries go
 * as POST, longer id lists are split into requests of about
 * 11 KB of URL each.
 */
export const MAX_URL_LENGTH = 11_264

const segment = encodeURIComponent
const idList = (ids: readonly string[]) => ids.map(segment).join(',')

/**
 * Splits ids into runs whose comma-joined, encoded form keeps a URL within
 * {@link MAX_URL_LENGTH}, given how long the URL is without them.
 */
export function chunkIdsByUrlLength(ids: readonly string[], baseLength: number): string[][] {
  const budget = Math.max(1, MAX_URL_LENGTH - baseLength)
  const out: string[][] = []
  let current: string[] = []
  let length = 0
  for (const id of ids) {
    const encoded = segment(id).length
    if (current.length > 0 && length + 1 + encoded > budget) {
      out.push(current)
      current = []
      length = 0
    }
    // A comma before every id but the first.
    length += (current.length > 0 ? 1 : 0) + encoded
    current.push(id)
  }
  if (current.length > 0) out.push(current)
  return out
}

const flag = (entries: Array<[string, string]>, name: string, value: boolean | undefined) => {
  if (value !== undefined) entries.push([name, String(value)])
}

/**
 * The HTTP transport: every call as the server's API takes it (see src/server/routes).
 * Listeners use a websocket when `webSocket` can act as the caller (see
 * {@link listenSocketFactory}), which keeps them off the browser's six connections per host.
 */
export function createHttpTransport(
  connection: HttpConnection,
  webSocket: WebSocketFactory | undefined,
): ClientTransport {
  // Listeners go over websockets where one acts as the same caller, else over event streams.
  const listenSocket = listenSocketFactory(connection, webSocket)
  return {
    query: async (ctx, query, params, perspective) => {
      const options: Array<[string, string]> = [['returnQuery', 'false']]
      if (perspective !== undefined) options.push(['perspective', perspective])
      const path = `/data/query/${segment(ctx.dataset)}`
      const get: Array<[string, string]> = [
        ['query', query],
        ...Object.entries(params).map(([name, value]): [string, string] => [`$${name}`, JSON.stringify(value)]),
        ...options,
      ]
      const fitsGet = requestUrl(connection, ctx, {path, query: get}).length <= MAX_URL_LENGTH
      const body = fitsGet
        ? await requestJson<{result: unknown}>(connection, ctx, {path, query: get})
        : await requestJson<{result: unknown}>(connection, ctx, {
            method: 'POST',
            path,
            query: options,
            json: {query, params},
          })
      return body.result
    },
    documents: async (ctx, ids, excludeContent) => {
      const query: Array<[string, string]> = excludeContent ? [['excludeContent', 'true']] : []
      const base = requestUrl(connection, ctx, {path: `/data/doc/${segment(ctx.dataset)}/`, query}).length
      const answers = await Promise.all(
        chunkIdsByUrlLength(ids, base).map((chunk) =>
          requestJson<{documents: ContentDocument[]; omitted: OmittedDocument[]}>(connection, ctx, {
            path: `/data/doc/${segment(ctx.dataset)}/${idList(chunk)}`,
            query,
          }),
        ),
      )
      return {
        documents: answers.flatMap((answer) => answer.documents),
        omitted: answers.flatMap((answer) => answer.omitted),
      }
    },
    mutate: (ctx, mutations, options) => {
      const query: Array<[string, string]> = [['returnIds', 'true']]
      flag(query, 'returnDocuments', options.returnDocuments)
      flag(query, 'dryRun', options.dryRun)
      flag(query, 'autoGenerateArrayKeys', options.autoGenerateArrayKeys)
      if (options.visibility !== undefined) query.push(['visibility', options.visibility])
      const json = options.transactionId === undefined ? {mutations} : {mutations, transactionId: options.transactionId}
      return requestJson<MutateResult>(connection, ctx, {
        method: 'POST',
        path: `/data/mutate/${segment(ctx.dataset)}`,
        query,
        json,
      })
    },
    listen: (ctx, query, params, options) =>
      listenSocket
        ? listenOverWebSocket(connection, ctx, query, params, options, listenSocket)
        : listenOverHttp(connection, ctx, query, params, options),
    transactions: (ctx, ids, options) => {
      const query: Array<[string, string]> = []
      if (options.effectFormat !== undefined) query.push(['effectFormat', options.effectFormat])
      flag(query, 'excludeContent', options.excludeContent)
      flag(query, 'excludeMutations', options.excludeMutations)
      flag(query, 'includeIdentifiedDocumentsOnly', options.includeIdentifiedDocumentsOnly)
      flag(query, 'reverse', options.reverse)
      if (options.limit !== undefined) query.push(['limit', String(options.limit)])
      for (const name of ['fromTransaction', 'toTransaction', 'fromTime', 'toTime'] as const) {
        if (options[name] !== undefined) query.push([name, options[name]])
      }
      if (options.authors !== undefined) query.push(['authors', options.authors.join(',')])
      return requestNdjson<TransactionLogEntry>(connection, ctx, {
        path: `/data/history/${segment(ctx.dataset)}/transactions/${idList(ids)}`,
        query,
      })
    },
    documentsAt: async (ctx, ids, at) => {
      const query: Array<[string, string]> =
        'revision' in at ? [['revision', at.revision]] : 'time' in at ? [['time', at.time]] : [['lastRevision', 'true']]
      const body = await requestJson<{documents: ContentDocument[]}>(connection, ctx, {
        path: `/data/history/${segment(ctx.dataset)}/documents/${idList(ids)}`,
        query,
      })
      return body.documents
    },
    deletedDocuments: (ctx, options) => {
      const query: Array<[string, string]> = []
      if (options.type !== undefined) query.push(['type', options.type])
      if (options.limit !== undefined) query.push(['limit', String(options.limit)])
      if (options.before !== undefined) query.push(['before', options.before])
      return requestJson<DeletedDocumentsPage>(connection, ctx, {
        path: `/data/history/${segment(ctx.dataset)}/deleted`,
        query,
      })
    },
    textSearch: (ctx, body) =>
      requestJson<TextSearchResult>(connection, ctx, {
        method: 'POST',
        path: `/data/textsearch/${segment(ctx.dataset)}`,
        json: body,
      }),
    uploadAsset: (ctx, kind, blob, options) => uploadOverHttp(connection, ctx, kind, blob, options),
    currentUser: (ctx) => requestJson<CurrentUserProfile>(connection, ctx, {path: '/users/me'}),
    users: (ctx, ids) => requestJson<Array<UserProfile | null>>(connection, ctx, {path: `/users/${idList(ids)}`}),
    getKeyValues: (ctx, keys) =>
      requestJson<KeyValuePair[]>(connection, ctx, {path: `/users/me/keyvalue/${keys.map(segment).join(',')}`}),
    setKeyValues: (ctx, pairs) =>
      requestJson<KeyValuePair[]>(connection, ctx, {method: 'PUT', path: '/users/me/keyvalue', json: pairs}),
    features: (ctx) => requestJson<string[]>(connection, ctx, {path: `/projects/${segment(ctx.projectId)}/features`}),
    acl: (ctx) =>
      requestJson<Grant[]>(connection, ctx, {
        path: `/projects/${segment(ctx.projectId)}/datasets/${segment(ctx.dataset)}/acl`,
      }),
    presence: (ctx, outgoing, options) =>
      presenceOverWebSocket(connection, ctx, outgoing, options, webSocket, () =>
        requestJson(
          connection,
          {...ctx, tag: undefined},
          {path: `/projects/${segment(ctx.projectId)}/datasets/${segment(ctx.dataset)}/acl`},
        ),
      ),
    authProviders: async (ctx) =>
      (await requestJson<{providers: AuthProviderInfo[]}>(connection, ctx, {path: '/auth/providers'})).providers,
    exchangeSessionId: async (ctx, sid) =>
      (await requestJson<{token: string}>(connection, ctx, {path: '/auth/fetch', query: [['sid', sid]]})).token,
    logout: async (ctx) => {
      const response = await request(connection, ctx, {method: 'POST', path: '/auth/logout'})
      await response.body?.cancel()
    },
    ping: async (ctx) => {
      const response = await request(connection, ctx, {path: '/ping', anonymous: true, unversioned: true})
      await response.body?.cancel()
    },
  }
}
