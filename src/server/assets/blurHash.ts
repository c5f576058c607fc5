/**
 * A BlurHash encoder. The `blurhash` package's encoder quantises the AC components against
 * their largest *signed* value where the reference implementation (and the algorithm's
 * description) uses the largest *absolute* value; in images whose strongest component is
 * negative — any picture darker on its left or top than on its right or bottom — it clips
 * that component and the placeholder loses most of its contrast. This follows the reference;
 * for images without such a component the output is identical to the package's, and every
 * decoder reads it.
 */

const BASE83 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~'

function base83(value: number, length: number): string {
  let out = ''
  for (let i = length - 1; i >= 0; i--) out += BASE83[Math.floor(value / 83 ** i) % 83]
  return out
}

// sRGB byte → linear light, once for all 256 values.
const LINEAR = Float64Array.from({length: 256}, (_, byte) => {
  const v = byte / 255
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
})

function linearToSrgb(value: number): number {
  const v = Math.max(0, Math.min(1, value))
  return v <= 0.0031308 ? Math.trunc(v * 12.92 * 255 + 0.5) : Math.trunc((1.055 * v ** (1 / 2.4) - 0.055) * 255 + 0.5)
}

function signPow(value: number, exponent: number): number {
  return Math.sign(value) * Math.abs(value) ** exponent
}

/**
 * Encodes RGBA pixels as a BlurHash string.
 *
 * @param pixels - RGBA bytes, row by row (alpha is ignored: flatten transparent images first)
 * @param width - pixels per row
 * @param height - rows
 * @param componentsX - horizontal components, 1–9
 * @param componentsY - vertical components, 1–9
 * @returns the hash, `4 + 2 × componentsX × componentsY` characters
 * @throws RangeError on a component count outside 1–9 or a buffer of the wrong size
 */
export function encodeBlurHash(
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  componentsX: number,
  componentsY: number,
): string {
  const valid = (n: number) => Number.isInteger(n) && n >= 1 && n <= 9
  if (!valid(componentsX) || !valid(componentsY))
    throw new RangeError('BlurHash needs 1 to 9 components in each direction')
  if (!(width > 0 && height > 0) || pixels.length !== width * height * 4)
    throw new RangeError('The pixel buffer does not match width × height × 4')

  const factors: Array<[number, number, number]> = []
  const cosX = new Float64Array(width)
  const cosY = new Float64Array(height)
  for (let j = 0; j < componentsY; j++) {
    for (let y = 0; y < height; y++) cosY[y] = Math.cos((Math.PI * j * y) / height)
    for (let i = 0; i < componentsX; i++) {
      for (let x = 0; x < width; x++) cosX[x] = Math.cos((Math.PI * i * x) / width)
      let r = 0
      let g = 0
      let b = 0
      for (let y = 0; y < height; y++) {
        const row = cosY[y] ?? 0
        for (let x = 0; x < width; x++) {
          const basis = (cosX[x] ?? 0) * row
          const at = (y * width + x) * 4
          r += basis * (LINEAR[pixels[at] ?? 0] ?? 0)
          g += basis * (LINEAR[pixels[at + 1] ?? 0] ?? 0)
          b += basis * (LINEAR[pixels[at + 2] ?? 0] ?? 0)
        }
      }
      const scale = (i === 0 && j === 0 ? 1 : 2) / (width * height)
      factors.push([r * scale, g * scale, b * scale])
    }
  }

  const [dc = [0, 0, 0], ...ac] = factors
  let hash = base83(componentsX - 1 + (componentsY - 1) * 9, 1)
  let maximum = 1
  if (ac.length > 0) {
    const largest = Math.max(...ac.map((factor) => Math.max(...factor.map(Math.abs))))
    const quantised = Math.floor(Math.max(0, Math.min(82, Math.floor(largest * 166 - 0.5))))
    maximum = (quantised + 1) / 166
    hash += base83(quantised, 1)
  } else {
    hash += base83(0, 1)
  }
  hash += base83((linearToSrgb(dc[0]) << 16) + (linearToSrgb(dc[1]) << 8) + linearToSrgb(dc[2]), 4)
  for (const factor of ac) {
    const [r, g, b] = factor.map((v) =>
      Math.floor(Math.max(0, Math.min(18, Math.floor(signPow(v / maximum, 0.5) * 9 + 9.5)))),
    ) as [number, number, number]
    hash += base83(r * 19 * 19 + g * 19 + b, 2)
  }
  return hash
}
