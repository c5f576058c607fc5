import type {Observable} from 'rxjs'
import {channelErrorBody, LakeError} from '../../lake'
import type {ListenEvent, QueryParams} from '../../types'
import {ChannelError} from '../ChannelError'
import type {ListenOptions} from '../ListenOptions'
import {reconnecting} from '../reconnecting'
import type {InProcessLake, LakeGrants} from './InProcessLake'
import {toClientError} from './serverErrors'

/**
 * A listener on an in-process lake that behaves as one over HTTP: events arrive
 * asynchronously, in commit order, in their wire form (JSON, a copy per listener, so a
 * subscriber cannot touch the lake's objects); a filter that does not parse ends with the
 * {@link ChannelError} the server's `channelError` event gives; when the lake asks listeners
 * to reconnect (it is closing) the listener emits `reconnect` and listens again with backoff.
 *
 * @param authorize - throws the server's 401/403 for a caller who may not listen
 */
export function inProcessListen(
  lake: InProcessLake,
  dataset: string,
  query: string,
  params: QueryParams,
  options: Omit<ListenOptions, 'tag'>,
  authorize: () => LakeGrants | undefined,
): Observable<ListenEvent> {
  const {visibility: _visibility, ...listenOptions} = options
  return reconnecting<ListenEvent>(
    (handlers) => {
      let open = true
      const deliver = (event: ListenEvent) =>
        queueMicrotask(() => {
          if (!open) return
          if (event.type === 'welcome') {
            handlers.connected()
            handlers.emit({type: 'welcome', listenerName: event.listenerName})
          } else if (event.type === 'mutation') {
            const {type: _type, ...data} = event
            handlers.emit({...(JSON.parse(JSON.stringify(data)) as object), type: 'mutation'} as ListenEvent)
          } else {
            handlers.lost()
          }
        })
      let teardown: (() => void) | undefined
      try {
        const grants = authorize()
        teardown = lake.listen(dataset, query, params, {...listenOptions, ...(grants ? {grants} : {})}, deliver)
      } catch (error) {
        const failure =
          error instanceof LakeError
            ? ChannelError.fromEvent('channelError', channelErrorBody(error))
            : toClientError(error)
        // Asynchronously, as a refused request or an error event would arrive.
        queueMicrotask(() => handlers.fail(failure))
      }
      return () => {
        open = false
        teardown?.()
      }
    },
    {type: 'reconnect'},
  )
}
