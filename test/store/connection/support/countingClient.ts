import {tap} from 'rxjs'
import type {PresenceMessage, VellumClient} from '../../../../src/client'

/** One call through a {@link countingClient}. */
export interface RecordedCall {
  /** The method's path, e.g. `keyValue.get`. */
  name: string
  args: unknown[]
  /** What the call returned (a promise for request calls). */
  result?: unknown
}

/** A client that records what is asked of it, and the client itself. */
export interface CountingClient {
  client: VellumClient
  calls: RecordedCall[]
  /** How many calls of `name` were made. */
  count(name: string): number
  /** Every message sent on the presence socket, in order. */
  presenceMessages: PresenceMessage[]
}

/**
 * Wraps a real client in a proxy that records every call (nested ones as `keyValue.get`) and
 * every presence message sent, then passes each on unchanged. Tests count requests with it.
 */
export function countingClient(client: VellumClient): CountingClient {
  const calls: RecordedCall[] = []
  const presenceMessages: PresenceMessage[] = []
  const wrap = <T extends object>(target: T, prefix: string): T =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value: unknown = Reflect.get(object, property, receiver)
        const name = `${prefix}${String(property)}`
        if (name === 'presence') {
          return (
            outgoing: Parameters<VellumClient['presence']>[0],
            options?: Parameters<VellumClient['presence']>[1],
          ) => {
            calls.push({name, args: [outgoing, options]})
            return client.presence(outgoing.pipe(tap((message) => presenceMessages.push(message))), options)
          }
        }
        if (typeof value === 'function') {
          return (...args: unknown[]) => {
            const call: RecordedCall = {name, args}
            calls.push(call)
            call.result = (value as (...a: unknown[]) => unknown).apply(object, args)
            return call.result
          }
        }
        if (typeof value === 'object' && value !== null && property !== 'config') return wrap(value, `${name}.`)
        return value
      },
    })
  return {
    client: wrap(client, ''),
    calls,
    count: (name) => calls.filter((call) => call.name === name).length,
    presenceMessages,
  }
}
