import {decode, encode, isBlurhashValid} from 'blurhash'
import {describe, expect, it} from 'vitest'
import {encodeBlurHash} from '../../../src/server/assets'
import {pixels, type Rgba} from './images'

function rgba(width: number, height: number, colourAt: (x: number, y: number) => Rgba): Uint8ClampedArray {
  return new Uint8ClampedArray(pixels(width, height, colourAt))
}

/** Mean red of a column of a decoded hash. */
function redAt(hash: string, fx: number): number {
  const decoded = decode(hash, 32, 8)
  return decoded[(4 * 32 + Math.floor(fx * 31)) * 4]!
}

describe('encodeBlurHash', () => {
  it('matches the blurhash package wherever its encoder does not clip', () => {
    // Bright on the left and top: the strongest components are positive, so both agree.
    const images = [
      {width: 40, height: 30, data: rgba(40, 30, (x, y) => ({r: 255 - x * 6, g: 200 - y * 5, b: 90}))},
      {width: 17, height: 11, data: rgba(17, 11, () => ({r: 12, g: 200, b: 77}))},
      {
        width: 30,
        height: 30,
        data: rgba(30, 30, (x, y) => (x + y < 30 ? {r: 250, g: 240, b: 10} : {r: 40, g: 20, b: 200})),
      },
    ]
    for (const {width, height, data} of images) {
      for (const [cx, cy] of [
        [4, 3],
        [3, 4],
        [1, 1],
        [9, 9],
      ] as const) {
        expect(encodeBlurHash(data, width, height, cx, cy)).toBe(encode(data, width, height, cx, cy))
      }
    }
  })

  it('keeps the contrast of an image that is dark on the left, which the package clips', () => {
    const data = rgba(64, 16, (x) => ({r: x * 4, g: x * 4, b: x * 4}))
    const ours = encodeBlurHash(data, 64, 16, 4, 3)
    const theirs = encode(data, 64, 16, 4, 3)
    expect(isBlurhashValid(ours).result).toBe(true)
    expect(redAt(ours, 0.95) - redAt(ours, 0.05)).toBeGreaterThan(150)
    expect(redAt(theirs, 0.95) - redAt(theirs, 0.05)).toBeLessThan(100)
  })

  it('has the length the component counts give', () => {
    const data = rgba(8, 8, () => ({r: 1, g: 2, b: 3}))
    expect(encodeBlurHash(data, 8, 8, 4, 3)).toHaveLength(4 + 2 * 12)
    expect(encodeBlurHash(data, 8, 8, 1, 1)).toHaveLength(6)
  })

  it('rejects bad component counts and mismatched buffers', () => {
    const data = rgba(4, 4, () => ({r: 0, g: 0, b: 0}))
    expect(() => encodeBlurHash(data, 4, 4, 0, 3)).toThrow(RangeError)
    expect(() => encodeBlurHash(data, 4, 4, 4, 10)).toThrow(RangeError)
    expect(() => encodeBlurHash(data, 5, 4, 4, 3)).toThrow(RangeError)
  })
})
