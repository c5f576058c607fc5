// Byte readers for the asset sniffers, on plain Uint8Arrays so they run in browsers and Node
// alike (a Node Buffer is a Uint8Array too).

/** The bytes `from`–`to` as Latin-1 text, or '' when the input is shorter than `to`. */
export function latin1(bytes: Uint8Array, from: number, to: number): string {
  return bytes.length >= to ? String.fromCharCode(...bytes.subarray(from, to)) : ''
}

const UTF8 = new TextDecoder('utf-8', {ignoreBOM: true})

/** The bytes as UTF-8 text, a byte-order mark kept and bad sequences replaced by U+FFFD. */
export function utf8(bytes: Uint8Array): string {
  return UTF8.decode(bytes)
}

/** Whether the bytes at `at` are exactly `expected`. */
export function startsWithBytes(bytes: Uint8Array, expected: readonly number[], at = 0): boolean {
  if (bytes.length < at + expected.length) return false
  return expected.every((byte, i) => bytes[at + i] === byte)
}

/** A big-endian 16-bit unsigned integer at `at`. */
export const u16be = (bytes: Uint8Array, at: number): number => (bytes[at]! << 8) | bytes[at + 1]!
/** A little-endian 16-bit unsigned integer at `at`. */
export const u16le = (bytes: Uint8Array, at: number): number => bytes[at]! | (bytes[at + 1]! << 8)
/** A little-endian 24-bit unsigned integer at `at`. */
export const u24le = (bytes: Uint8Array, at: number): number =>
  bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16)
/** A big-endian 32-bit unsigned integer at `at`. */
export const u32be = (bytes: Uint8Array, at: number): number =>
  ((bytes[at]! << 24) >>> 0) + ((bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!)
