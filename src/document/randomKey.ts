const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
// The largest multiple of 62 below 256: bytes at or above it are discarded so every
// character is equally likely.
const UNBIASED_LIMIT = 248

/**
 * A random key for an array item (`_key`): `length` characters of `[a-zA-Z0-9]`, drawn from
 * `globalThis.crypto.getRandomValues` without modulo bias.
 *
 * @param length - how many characters; 12 unless told
 * @example
 * ```ts
 * randomKey() // e.g. 'k3Jd9QpLx0Aa'
 * ```
 * @public
 */
export function randomKey(length = 12): string {
  let result = ''
  while (result.length < length) {
    const byte = nextRandomByte()
    if (byte >= UNBIASED_LIMIT) continue
    result += ALPHABET[byte % ALPHABET.length]
  }
  return result
}

// Random bytes are drawn in blocks: one getRandomValues call costs about as much as the
// whole key built from it, and keys are made on every commit and array insert.
const pool = new Uint8Array(1024)
let poolIndex = pool.length

function nextRandomByte(): number {
  if (poolIndex === pool.length) {
    globalThis.crypto.getRandomValues(pool)
    poolIndex = 0
  }
  return pool[poolIndex++]!
}
