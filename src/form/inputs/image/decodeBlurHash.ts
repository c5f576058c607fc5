const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~'

function decode83(text: string): number {
  let value = 0
  for (const char of text) {
    const digit = DIGITS.indexOf(char)
    if (digit === -1) throw new RangeError(`Invalid BlurHash character "${char}"`)
    value = value * 83 + digit
  }
  return value
}

const toLinear = (value: number) => {
  const x = value / 255
  return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4
}
const toSrgb = (value: number) => {
  const x = Math.min(1, Math.max(0, value))
  return Math.round((x <= 0.0031308 ? x * 12.92 : 1.055 * x ** (1 / 2.4) - 0.055) * 255)
}
const signedPow = (value: number, exponent: number) => Math.sign(value) * Math.abs(value) ** exponent

/**
 * Decodes a BlurHash (the server's `metadata.blurHash`) into `width`×`height` RGBA pixels, for a
 * blurred placeholder while an image loads (used when an image has no `lqip`).
 *
 * @throws RangeError for a malformed hash
 */
export function decodeBlurHash(hash: string, width: number, height: number): Uint8ClampedArray {
  if (hash.length < 6) throw new RangeError('A BlurHash has at least 6 characters')
  const sizeFlag = decode83(hash[0]!)
  const rows = Math.floor(sizeFlag / 9) + 1
  const columns = (sizeFlag % 9) + 1
  if (hash.length !== 4 + 2 * columns * rows)
    throw new RangeError(`A BlurHash of ${columns}×${rows} components has ${4 + 2 * columns * rows} characters`)
  const maximum = (decode83(hash[1]!) + 1) / 166
  const colours: Array<[number, number, number]> = []
  const dc = decode83(hash.slice(2, 6))
  colours.push([toLinear(dc >> 16), toLinear((dc >> 8) & 255), toLinear(dc & 255)])
  for (let i = 1; i < columns * rows; i++) {
    const ac = decode83(hash.slice(4 + i * 2, 6 + i * 2))
    const quantised = [Math.floor(ac / (19 * 19)), Math.floor(ac / 19) % 19, ac % 19] as const
    colours.push([
      signedPow((quantised[0] - 9) / 9, 2) * maximum,
      signedPow((quantised[1] - 9) / 9, 2) * maximum,
      signedPow((quantised[2] - 9) / 9, 2) * maximum,
    ])
  }
  const pixels = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0
      let g = 0
      let b = 0
      for (let j = 0; j < rows; j++) {
        for (let i = 0; i < columns; i++) {
          const basis = Math.cos((Math.PI * x * i) / width) * Math.cos((Math.PI * y * j) / height)
          const colour = colours[i + j * columns]!
          r += colour[0] * basis
          g += colour[1] * basis
          b += colour[2] * basis
        }
      }
      const offset = 4 * (x + y * width)
      pixels[offset] = toSrgb(r)
      pixels[offset + 1] = toSrgb(g)
      pixels[offset + 2] = toSrgb(b)
      pixels[offset + 3] = 255
    }
  }
  return pixels
}

/** A BlurHash as a small PNG `data:` URL, or undefined where there is no canvas or the hash is malformed. */
export function blurHashDataUrl(hash: string, width = 32, height = 32): string | undefined {
  if (typeof document === 'undefined') return undefined
  try {
    const canvas = document.createElement('canvas')
    const context = canvas.getContext?.('2d')
    if (!context || typeof ImageData === 'undefined') return undefined
    canvas.width = width
    canvas.height = height
    context.putImageData(
      new ImageData(decodeBlurHash(hash, width, height) as Uint8ClampedArray<ArrayBuffer>, width, height),
      0,
      0,
    )
    return canvas.toDataURL()
  } catch {
    return undefined
  }
}
