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
 */
export function randomKey(length = 12): string {
  let result = ''
  while (result.length < length) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(Math.max(16, (length - result.length) * 2)))
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue
      result += ALPHABET[byte % ALPHABET.length]
      if (result.length === length) break
    }
  }
  return result
}
