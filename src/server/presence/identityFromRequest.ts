import {ServerResponse, type IncomingMessage} from 'node:http'
import type {Identity} from '../auth/resolveIdentity'
import {authorize, type Action} from '../authorize'
import type {RequestContext, ServerState} from '../RequestContext'

/**
 * Who a request that is not routed (a websocket upgrade) acts as, decided by
 * {@link authorize} exactly as for HTTP calls: the same bearer tokens, sessions and session
 * cookie (with its origin check), the same roles.
 * @throws HttpError 401 without valid credentials, 403 without a role that allows `action`.
 */
export function identityFromRequest(req: IncomingMessage, state: ServerState, action: Action = 'read'): Identity {
  const url = new URL(req.url ?? '/', 'http://localhost')
  // authorize reads only the request and the server state; the response is never written.
  const ctx: RequestContext = {
    req,
    res: new ServerResponse(req),
    query: url.searchParams,
    params: {},
    apiVersion: '1',
    server: state,
  }
  return authorize(ctx, action)
}
