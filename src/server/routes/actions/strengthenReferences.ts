import {isRecord} from '../../../document'

/**
 * A value with the references a draft marked `_strengthenOnPublish` made what the marker
 * asks for, as publishing does: the marker goes, and the reference becomes strong (`_weak`
 * removed) unless the marker says `{weak: true}`. Other values come back as they were (the
 * same objects where nothing changed). A draft refers weakly to documents that are not
 * published yet; the published copy must not.
 */
export function strengthenReferences<T>(value: T): T {
  if (Array.isArray(value)) {
    const items: unknown[] = value
    const next = items.map((item) => strengthenReferences(item))
    return (next.some((item, index) => item !== items[index]) ? next : value) as T
  }
  if (!isRecord(value)) return value
  if (typeof value._ref === 'string' && '_strengthenOnPublish' in value) {
    const {_strengthenOnPublish: marker, _weak, ...reference} = value
    return (isRecord(marker) && marker.weak === true ? {...reference, _weak: true} : reference) as T
  }
  let changed = false
  const next: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    next[key] = strengthenReferences(child)
    if (next[key] !== child) changed = true
  }
  return (changed ? next : value) as T
}
