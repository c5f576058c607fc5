import type {VellumClient} from '../../src/client'

/**
 * Records the request tag of every `fetch` and `listen` the client makes from now on, as
 * `'fetch <tag>'` / `'listen <tag>'` in call order; the calls themselves go through unchanged.
 */
export function recordTags(client: VellumClient): string[] {
  const tags: string[] = []
  const fetch = client.fetch.bind(client)
  const listen = client.listen.bind(client)
  Object.assign(client, {
    fetch: ((...args: Parameters<VellumClient['fetch']>) => {
      tags.push(`fetch ${String(args[2]?.tag)}`)
      return fetch(...args)
    }) as VellumClient['fetch'],
    listen: ((...args: Parameters<VellumClient['listen']>) => {
      tags.push(`listen ${String(args[2]?.tag)}`)
      return listen(...args)
    }) as VellumClient['listen'],
  })
  return tags
}
