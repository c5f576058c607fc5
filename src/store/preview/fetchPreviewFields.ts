import type {VellumClient} from '../../client'
import type {ContentDocument} from '../../types'
import {PREVIEW_REQUEST_TAGS} from './previewConstants'

/** Some top-level fields of one document. */
export interface FieldRequest {
  id: string
  fields: readonly string[]
}

/**
 * What a preview sees of a document: its `_id` and `_type`, and the requested top-level fields
 * that hold a value (fields the document lacks are left out).
 */
export type FieldSnapshot = {_id: string; _type: string} & Record<string, unknown>

// Always fetched: `_id` and `_type` identify the snapshot; `_rev` shows a document exists.
const SYSTEM_FIELDS = ['_id', '_rev', '_type']

/**
 * Fetches the fields of many documents in one query. The fields asked for one id are merged;
 * ids asking for the same fields share one `*[_id in $ids]` projection, so the query holds one
 * part per distinct set of fields and its answer is split back by id.
 *
 * Queries run in the `raw` perspective, so drafts are found by their own ids.
 *
 * @returns per request, in order: the document's requested fields, or null when it does not
 * exist or may not be read
 */
export async function fetchPreviewFields(
  client: VellumClient,
  requests: readonly FieldRequest[],
  signal?: AbortSignal,
): Promise<Array<FieldSnapshot | null>> {
  const fieldsById = new Map<string, Set<string>>()
  for (const {id, fields} of requests) {
    let set = fieldsById.get(id)
    if (!set) fieldsById.set(id, (set = new Set()))
    for (const field of fields) if (!SYSTEM_FIELDS.includes(field)) set.add(field)
  }
  const groups = new Map<string, {fields: string[]; ids: string[]}>()
  for (const [id, set] of fieldsById) {
    const fields = [...set].sort()
    const key = JSON.stringify(fields)
    let group = groups.get(key)
    if (!group) groups.set(key, (group = {fields, ids: []}))
    group.ids.push(id)
  }
  const parts: string[] = []
  const params: Record<string, string[]> = {}
  ;[...groups.values()].forEach((group, i) => {
    // `@["name"]` reads any field name, including ones GROQ would take for keywords.
    const projection = [
      ...SYSTEM_FIELDS,
      ...group.fields.map((field) => `${JSON.stringify(field)}: @[${JSON.stringify(field)}]`),
    ]
    parts.push(`"g${i}": *[_id in $g${i}]{${projection.join(', ')}}`)
    params[`g${i}`] = group.ids
  })
  const answer = await client.fetch<Record<string, ContentDocument[]>>(`{${parts.join(', ')}}`, params, {
    perspective: 'raw',
    tag: PREVIEW_REQUEST_TAGS.documentPaths,
    ...(signal ? {signal} : {}),
  })
  const byId = new Map<string, ContentDocument>()
  for (const documents of Object.values(answer ?? {}))
    for (const document of documents ?? []) byId.set(document._id, document)
  return requests.map(({id, fields}) => {
    const document = byId.get(id)
    if (!document) return null
    const snapshot: FieldSnapshot = {_id: document._id, _type: document._type}
    for (const field of fields) {
      // A projection answers null for a missing field; absent and null read the same in a preview.
      const value = document[field]
      if (value !== null && value !== undefined) snapshot[field] = value
    }
    return snapshot
  })
}
