/**
 * Incremental SHA-1 (FIPS 180-4) in plain JavaScript, for hashing a file piece by piece where Web
 * Crypto is missing (it is only offered in secure contexts). Feed it with `update`, read the
 * hash once with `hex`.
 */
export class Sha1 {
  private readonly state = new Int32Array([0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476, 0xc3d2e1f0 | 0])
  private readonly block = new Uint8Array(64)
  private readonly words = new Int32Array(80)
  private blockLength = 0
  private length = 0

  /** Adds bytes to the message. */
  update(bytes: Uint8Array): this {
    let offset = 0
    this.length += bytes.length
    while (offset < bytes.length) {
      const take = Math.min(64 - this.blockLength, bytes.length - offset)
      this.block.set(bytes.subarray(offset, offset + take), this.blockLength)
      this.blockLength += take
      offset += take
      if (this.blockLength === 64) {
        this.compress(this.block)
        this.blockLength = 0
      }
    }
    return this
  }

  /** The hash of everything added, as 40 lowercase hex digits. Call it once. */
  hex(): string {
    const bitLength = this.length * 8
    const tail = new Uint8Array(this.blockLength < 56 ? 64 : 128)
    tail.set(this.block.subarray(0, this.blockLength))
    tail[this.blockLength] = 0x80
    const view = new DataView(tail.buffer)
    view.setUint32(tail.length - 8, Math.floor(bitLength / 0x100000000))
    view.setUint32(tail.length - 4, bitLength >>> 0)
    for (let offset = 0; offset < tail.length; offset += 64) this.compress(tail.subarray(offset, offset + 64))
    return [...this.state].map((word) => (word >>> 0).toString(16).padStart(8, '0')).join('')
  }

  private compress(chunk: Uint8Array): void {
    const w = this.words
    for (let i = 0; i < 16; i++)
      w[i] = (chunk[i * 4]! << 24) | (chunk[i * 4 + 1]! << 16) | (chunk[i * 4 + 2]! << 8) | chunk[i * 4 + 3]!
    for (let i = 16; i < 80; i++) {
      const x = w[i - 3]! ^ w[i - 8]! ^ w[i - 14]! ^ w[i - 16]!
      w[i] = (x << 1) | (x >>> 31)
    }
    let [a, b, c, d, e] = this.state as unknown as [number, number, number, number, number]
    for (let i = 0; i < 80; i++) {
      let f: number
      let k: number
      if (i < 20) {
        f = (b & c) | (~b & d)
        k = 0x5a827999
      } else if (i < 40) {
        f = b ^ c ^ d
        k = 0x6ed9eba1
      } else if (i < 60) {
        f = (b & c) | (b & d) | (c & d)
        k = 0x8f1bbcdc | 0
      } else {
        f = b ^ c ^ d
        k = 0xca62c1d6 | 0
      }
      const t = (((a << 5) | (a >>> 27)) + f + e + k + w[i]!) | 0
      e = d
      d = c
      c = (b << 30) | (b >>> 2)
      b = a
      a = t
    }
    const s = this.state
    s[0] = (s[0]! + a) | 0
    s[1] = (s[1]! + b) | 0
    s[2] = (s[2]! + c) | 0
    s[3] = (s[3]! + d) | 0
    s[4] = (s[4]! + e) | 0
  }
}
