import {isRecord} from '../../document'

/**
 * A value with every reference marked `_strengthenOnPublish` made what its schema asks for:
 * the marker is removed, and the reference becomes strong (`_weak` removed) unless the marker
 * says the schema wants it weak (`{weak: true}`), in which case it stays `_weak: true`.
 * References are recognised by their `_ref`; other references and values are returned as
 * they are (the same objects where nothing changed).
 *
 * A reference to a document that is only a draft is stored weak, so the draft can be
 * edited while its target is unpublished; publishing strengthens it.
 *
 * @example
 * ```ts
 * strengthenOnPublish({_type: 'reference', _ref: 'a', _weak: true, _strengthenOnPublish: {type: 'author'}})
 * // → {_type: 'reference', _ref: 'a'}
 * ```
 */
export function strengthenOnPublish<T>(value: T): T {
  if (Array.isArray(value)) {
    const items: unknown[] = value
    const next = items.map((item) => strengthenOnPublish(item))
    return (next.some((item, index) => item !== items[index]) ? next : value) as T
  }
  if (!isRecord(value)) return value
  if (typeof value._ref === 'string') {
    if (!('_strengthenOnPublish' in value)) return value
    const {_strengthenOnPublish: marker, _weak, ...reference} = value
    return (isRecord(marker) && marker.weak === true ? {...reference, _weak: true} : reference) as T
  }
  let changed = false
  const entries = Object.entries(value).map(([key, child]) => {
    const next = strengthenOnPublish(child)
    if (next !== child) changed = true
    return [key, next] as const
  })
  return (changed ? Object.fromEntries(entries) : value) as T
}
