import {randomKey} from '../document'

// Digits, then upper case, then lower case: ASCII order, so ids compare as their times do.
const SORTABLE_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const TIME_DIGITS = 8

/**
 * A new transaction id: 22 characters of `[0-9A-Za-z]`, the first 8 the time in milliseconds
 * (base 62, good until the year 8900), the other 14 random. Ids made later sort after ids made
 * earlier (within a millisecond, at random), so a storage indexing transactions by id appends
 * to the end of that index instead of touching a random page of it on every commit.
 *
 * @example
 * ```ts
 * newTransactionId(new Date('2026-01-01')) // e.g. '0Sg9Hq3Wk2PdX7vLmQa0Zt'
 * ```
 */
export function newTransactionId(time: Date = new Date()): string {
  let ms = Math.max(0, Math.floor(time.getTime()))
  let prefix = ''
  for (let i = 0; i < TIME_DIGITS; i++) {
    prefix = SORTABLE_DIGITS[ms % 62]! + prefix
    ms = Math.floor(ms / 62)
  }
  return prefix + randomKey(22 - TIME_DIGITS)
}
