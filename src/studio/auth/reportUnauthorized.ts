import {isObservable, tap} from 'rxjs'
import {ClientError, type VellumClient} from '../../client'

/** Whether an error is the server's 401: the credentials are missing, expired or revoked. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ClientError && error.statusCode === 401
}

function watch(target: object, onUnauthorized: () => void, cache: WeakMap<object, object>): object {
  const cached = cache.get(target)
  if (cached) return cached
  const report = (error: unknown) => {
    if (isUnauthorizedError(error)) onUnauthorized()
  }
  const methods = new Map<PropertyKey, unknown>()
  const proxy = new Proxy(target, {
    get(source, key) {
      const value: unknown = Reflect.get(source, key)
      if (typeof value === 'function') {
        if (!methods.has(key)) {
          methods.set(key, (...args: unknown[]) => {
            const result: unknown = (value as (...args: unknown[]) => unknown).apply(source, args)
            if (result instanceof Promise) {
              return result.catch((error: unknown) => {
                report(error)
                throw error
              })
            }
            if (isObservable(result)) return result.pipe(tap({error: report}))
            // `withConfig` answers another client sharing these credentials: watch it too.
            if (
              result !== null &&
              typeof result === 'object' &&
              typeof (result as Partial<VellumClient>).withConfig === 'function'
            ) {
              return watch(result, onUnauthorized, cache)
            }
            return result
          })
        }
        return methods.get(key)
      }
      // Call groups (`users`, `auth`, `history`, …) hold methods of their own.
      if (value !== null && typeof value === 'object' && key !== 'config') return watch(value, onUnauthorized, cache)
      return value
    },
  })
  cache.set(target, proxy)
  return proxy
}

/**
 * The same client, reporting every 401 it receives: promise calls that reject with status
 * 401, and streams (`listen`, `uploadAsset`, `presence`) that error with it, also through
 * clients made with `withConfig`. The error still reaches the caller; `onUnauthorized` runs
 * first. The auth store clears the stored token and signs out on it.
 *
 * @param client - The client to watch.
 * @param onUnauthorized - Called for each 401.
 */
export function reportUnauthorized(client: VellumClient, onUnauthorized: () => void): VellumClient {
  return watch(client, onUnauthorized, new WeakMap()) as VellumClient
}
