/**
 * The asset id an image value (`{asset: {_ref}}`), a reference (`{_ref}`), an image asset
 * document (`{_id: 'image-…'}`) or an id string points at; undefined for anything else.
 */
export function imageAssetIdOf(source: unknown): string | undefined {
  if (typeof source === 'string') return source === '' ? undefined : source
  if (typeof source !== 'object' || source === null) return undefined
  const record = source as {_ref?: unknown; _id?: unknown; asset?: unknown}
  if (typeof record._ref === 'string') return record._ref
  if (typeof record._id === 'string' && record._id.startsWith('image-')) return record._id
  if (typeof record.asset === 'object' && record.asset !== null) return imageAssetIdOf(record.asset)
  return undefined
}
