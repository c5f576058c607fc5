/**
 * Splits ids into runs whose URL-encoded, comma-joined form is at most `maxLength` characters
 * (an id longer than that on its own gets a run of its own), keeping their order.
 *
 * @example
 * chunkIdsByLength(['a', 'b', 'c'], 3) // [['a', 'b'], ['c']]
 */
export function chunkIdsByLength(ids: readonly string[], maxLength: number): string[][] {
  const chunks: string[][] = []
  let current: string[] = []
  let length = 0
  for (const id of ids) {
    const encoded = encodeURIComponent(id).length
    const added = (current.length > 0 ? 1 : 0) + encoded
    if (current.length > 0 && length + added > maxLength) {
      chunks.push(current)
      current = []
      length = 0
    }
    length += (current.length > 0 ? 1 : 0) + encoded
    current.push(id)
  }
  if (current.length > 0) chunks.push(current)
  return chunks
}
