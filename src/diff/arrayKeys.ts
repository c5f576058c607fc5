import {isRecord} from '../document'

/**
 * The `_key`s of an array's items when every item is an object with a distinct, non-empty
 * string `_key`; `undefined` otherwise (such arrays are matched by position).
 */
export function arrayKeys(array: readonly unknown[]): string[] | undefined {
  const keys: string[] = []
  const seen = new Set<string>()
  for (const item of array) {
    if (!isRecord(item)) return undefined
    const key = item._key
    if (typeof key !== 'string' || key === '' || seen.has(key)) return undefined
    seen.add(key)
    keys.push(key)
  }
  return keys
}

/**
 * The positions (into `sequence`) of one longest strictly increasing subsequence of
 * `sequence`, in O(n log n): the matched items that kept their relative order.
 */
export function longestIncreasingSubsequence(sequence: readonly number[]): Set<number> {
  const tails: number[] = [] // tails[length - 1] = position of the smallest tail of a run of that length
  const previous = new Int32Array(sequence.length).fill(-1)
  for (let position = 0; position < sequence.length; position++) {
    const value = sequence[position] as number
    let low = 0
    let high = tails.length
    while (low < high) {
      const mid = (low + high) >> 1
      if ((sequence[tails[mid] as number] as number) < value) low = mid + 1
      else high = mid
    }
    if (low > 0) previous[position] = tails[low - 1] as number
    tails[low] = position
  }
  const result = new Set<number>()
  for (let position = tails[tails.length - 1] ?? -1; position !== -1; position = previous[position] as number) {
    result.add(position)
  }
  return result
}
