import {describe, expect, it} from 'vitest'
import {fileAssetId, imageAssetId, parseAssetId} from '../../../src/server/assets'

const SHA1 = '2fd4e1c67a2d28fced849ee1bb76e7391b93eb12'

describe('imageAssetId', () => {
  it('builds image-<sha1>-<w>x<h>-<ext>', () => {
    expect(imageAssetId(SHA1, 2000, 1500, 'jpg')).toBe(`image-${SHA1}-2000x1500-jpg`)
  })

  it('lowers the hash and the extension and drops a leading dot', () => {
    expect(imageAssetId(SHA1.toUpperCase(), 1, 2, '.PNG')).toBe(`image-${SHA1}-1x2-png`)
  })

  it('rejects a malformed hash, size or extension', () => {
    expect(() => imageAssetId('abc', 1, 1, 'png')).toThrow(RangeError)
    expect(() => imageAssetId(SHA1, 0, 1, 'png')).toThrow(/width/)
    expect(() => imageAssetId(SHA1, 1, 1.5, 'png')).toThrow(/height/)
    expect(() => imageAssetId(SHA1, 1, 1, '../etc')).toThrow(/extension/)
    expect(() => imageAssetId(SHA1, 1, 1, '')).toThrow(/extension/)
  })
})

describe('fileAssetId', () => {
  it('builds file-<sha1>-<ext>', () => {
    expect(fileAssetId(SHA1, 'pdf')).toBe(`file-${SHA1}-pdf`)
  })

  it('rejects an extension with path characters', () => {
    expect(() => fileAssetId(SHA1, 'a/b')).toThrow(RangeError)
  })
})

describe('parseAssetId', () => {
  it('reads both id shapes back', () => {
    expect(parseAssetId(imageAssetId(SHA1, 640, 480, 'webp'))).toEqual({
      kind: 'image',
      sha1: SHA1,
      width: 640,
      height: 480,
      extension: 'webp',
    })
    expect(parseAssetId(fileAssetId(SHA1, 'zip'))).toEqual({kind: 'file', sha1: SHA1, extension: 'zip'})
  })

  it('answers undefined for anything else', () => {
    for (const id of [
      '',
      'image-abc-1x1-png',
      `image-${SHA1}-0x1-png`,
      `image-${SHA1}-1x1`,
      `file-${SHA1}`,
      `drafts.image-${SHA1}-1x1-png`,
      `file-${SHA1}-pdf/..`,
    ]) {
      expect(parseAssetId(id), id).toBeUndefined()
    }
  })
})
