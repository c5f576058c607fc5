import {useEffect, useState} from 'react'
import {useClient} from 'vellum'

/** A document as the content tool lists it. */
export interface ListedDocument {
  _id: string
  _type: string
  _updatedAt: string
  title: string | null
}

/** The API version the content tool was written against. */
export const CONTENT_API_VERSION = '2025-02-19'

/**
 * The result of a query (as `{data}`), fetched again whenever a document it may list changes
 * (the listener sends a mutation event); null while the first answer is on its way.
 */
export function useLiveQuery<T>(query: string, params: Record<string, unknown>, listenFilter: string): {data: T} | null {
  const client = useClient({apiVersion: CONTENT_API_VERSION})
  const key = JSON.stringify([query, params, listenFilter])
  const [result, setResult] = useState<{key: string; value: T} | null>(null)
  useEffect(() => {
    const [q, p, filter] = JSON.parse(key) as [string, Record<string, unknown>, string]
    let live = true
    const load = () => client.fetch<T>(q, p, {perspective: 'raw'}).then((value) => live && setResult({key, value}), (error: unknown) => console.error(error))
    void load()
    const subscription = client.listen(filter, p).subscribe({next: (event) => event.type === 'mutation' && void load(), error: (error: unknown) => console.error(error)})
    return () => {
      live = false
      subscription.unsubscribe()
    }
  }, [client, key])
  return result?.key === key ? {data: result.value} : null
}
