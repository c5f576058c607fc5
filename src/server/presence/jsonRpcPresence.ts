import {isRecord} from '../isRecord'
import {parsePresenceMessage, PresenceMessageError, type PresenceClientMessage} from './presenceMessages'

/**
 * The JSON-RPC 2.0 dialect of the presence socket, as content-lake clients (the hosted
 * studio's socket client) speak it. Requests are `{jsonrpc: '2.0', method, params, id}` and
 * each is answered `{jsonrpc: '2.0', id, result}` (or `{…, error: {code, message}}`):
 *
 * - `authorization` `{authorization: 'Bearer …'}` (or `{token}`) — the socket's credentials;
 * - `presence_subscribe` — answers a subscription id; the other sessions' messages then arrive
 *   as `{jsonrpc: '2.0', method: 'presence_subscription', params: {subscription, result}}`,
 *   `result` being `{type: 'rollCall', i: userId, session}`,
 *   `{type: 'state', i: userId, m: {sessionId, locations}}` or
 *   `{type: 'disconnect', i: userId, m: {session}}`;
 * - `presence_unsubscribe` `{subscriptionId}`;
 * - `presence_rollcall` `{session}`, `presence_announce` `{data: {sessionId, locations}}` and
 *   `presence_disconnect` `{session}` — the same as the plain messages of `presenceMessages.ts`.
 *
 * Every `params` may carry `apiVersion` (clients send `v1`); it is ignored.
 */

/** JSON-RPC error codes the presence socket answers with. */
export const JSON_RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
} as const

/** A JSON-RPC request, once checked. */
export interface JsonRpcRequest {
  id: string | number | null
  method: string
  params: Record<string, unknown>
}

/** What a JSON-RPC request asks of the presence hub. */
export type PresenceRpcCall =
  | {kind: 'authorization'; token: string | undefined}
  | {kind: 'subscribe'}
  | {kind: 'unsubscribe'; subscriptionId: string}
  | {kind: 'message'; message: PresenceClientMessage}

/** A request the presence socket refuses: answered with `error: {code, message}`. */
export class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'JsonRpcError'
  }
}

/**
 * The JSON-RPC request in a text frame, or undefined when the frame is not one (no
 * `jsonrpc: '2.0'`): such frames are the plain dialect.
 * @throws JsonRpcError for a JSON-RPC frame without a method name.
 */
export function parseJsonRpcRequest(text: string): JsonRpcRequest | undefined {
  let message: unknown
  try {
    message = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(message) || message.jsonrpc !== '2.0') return undefined
  const id = typeof message.id === 'string' || typeof message.id === 'number' ? message.id : null
  if (typeof message.method !== 'string' || message.method === '')
    throw new JsonRpcError(JSON_RPC_ERRORS.invalidRequest, 'A JSON-RPC request needs a "method"')
  if (message.params !== undefined && !isRecord(message.params))
    throw new JsonRpcError(JSON_RPC_ERRORS.invalidParams, '"params" must be an object')
  return {id, method: message.method, params: (message.params as Record<string, unknown> | undefined) ?? {}}
}

/** The bearer token of `authorization` params: `{authorization: 'Bearer …'}` or `{token}`. */
export function rpcToken(params: Record<string, unknown>): string | undefined {
  const {authorization, token} = params
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim())
    return match?.[1]
  }
  return typeof token === 'string' && token !== '' ? token : undefined
}

/** A plain presence message built from RPC params, its checks' errors as invalid params. */
function plainMessage(message: Record<string, unknown>): PresenceClientMessage {
  try {
    return parsePresenceMessage(JSON.stringify(message))
  } catch (error) {
    if (error instanceof PresenceMessageError) throw new JsonRpcError(JSON_RPC_ERRORS.invalidParams, error.message)
    throw error
  }
}

/**
 * What a JSON-RPC request asks for.
 * @throws JsonRpcError for an unknown method (-32601) or params it cannot use (-32602).
 */
export function presenceRpcCall(request: JsonRpcRequest): PresenceRpcCall {
  const {method, params} = request
  switch (method) {
    case 'authorization':
      return {kind: 'authorization', token: rpcToken(params)}
    case 'presence_subscribe':
      return {kind: 'subscribe'}
    case 'presence_unsubscribe': {
      if (typeof params.subscriptionId !== 'string')
        throw new JsonRpcError(JSON_RPC_ERRORS.invalidParams, 'presence_unsubscribe needs a "subscriptionId"')
      return {kind: 'unsubscribe', subscriptionId: params.subscriptionId}
    }
    case 'presence_rollcall':
      return {kind: 'message', message: plainMessage({type: 'rollCall', sessionId: params.session})}
    case 'presence_disconnect':
      return {kind: 'message', message: plainMessage({type: 'disconnect', sessionId: params.session})}
    case 'presence_announce': {
      const data = isRecord(params.data) ? params.data : {}
      return {
        kind: 'message',
        message: plainMessage({type: 'state', sessionId: data.sessionId, locations: data.locations}),
      }
    }
    default:
      throw new JsonRpcError(
        JSON_RPC_ERRORS.methodNotFound,
        `Unknown method "${method}": use authorization, presence_subscribe, presence_unsubscribe, presence_rollcall, presence_announce or presence_disconnect`,
      )
  }
}

/** The answer to request `id`. */
export function jsonRpcResult(id: JsonRpcRequest['id'], result: unknown): string {
  return JSON.stringify({jsonrpc: '2.0', id, result})
}

/** The error answer to request `id`. */
export function jsonRpcErrorAnswer(id: JsonRpcRequest['id'], error: JsonRpcError): string {
  return JSON.stringify({jsonrpc: '2.0', id, error: {code: error.code, message: error.message}})
}

/**
 * A relayed presence message (`{type, sessionId, locations?, userId}`) as a subscription
 * notification of the JSON-RPC dialect; undefined for a message it has no form for.
 */
export function presenceNotification(subscription: string, message: Record<string, unknown>): string | undefined {
  const {type, sessionId, userId} = message
  const result =
    type === 'rollCall'
      ? {type, i: userId, session: sessionId}
      : type === 'state'
        ? {type, i: userId, m: {sessionId, locations: message.locations}}
        : type === 'disconnect'
          ? {type, i: userId, m: {session: sessionId}}
          : undefined
  if (result === undefined) return undefined
  return JSON.stringify({jsonrpc: '2.0', method: 'presence_subscription', params: {subscription, result}})
}
