import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {readExifLocation} from '../../../src/server/assets'
import {dms, gpsExif, type TiffEntry} from './tiff'

const BYTE = 1
const ASCII = 2
const RATIONAL = 5
const SRATIONAL = 10

/** GPS entries for a position; `alt` below zero is written as a positive altitude with ref 1. */
function gpsEntries(lat: number, lng: number, alt?: number): TiffEntry[] {
  const entries: TiffEntry[] = [
    {tag: 1, type: ASCII, value: lat < 0 ? 'S' : 'N'},
    {tag: 2, type: RATIONAL, value: dms(lat)},
    {tag: 3, type: ASCII, value: lng < 0 ? 'W' : 'E'},
    {tag: 4, type: RATIONAL, value: dms(lng)},
  ]
  if (alt !== undefined) {
    entries.push({tag: 5, type: BYTE, value: [alt < 0 ? 1 : 0]})
    entries.push({tag: 6, type: RATIONAL, value: [[Math.round(Math.abs(alt) * 10), 10]]})
  }
  return entries
}

describe('readExifLocation', () => {
  it('reads latitude, longitude and altitude from little-endian EXIF with its header', () => {
    const location = readExifLocation(gpsExif(gpsEntries(59.9139, 10.7522, 23.5), {exifHeader: true}))
    expect(location?._type).toBe('geopoint')
    expect(location?.lat).toBeCloseTo(59.9139, 4)
    expect(location?.lng).toBeCloseTo(10.7522, 4)
    expect(location?.alt).toBeCloseTo(23.5, 5)
  })

  it('reads big-endian EXIF without the Exif header', () => {
    const location = readExifLocation(gpsExif(gpsEntries(-33.8568, 151.2153), {littleEndian: false}))
    expect(location?.lat).toBeCloseTo(-33.8568, 4)
    expect(location?.lng).toBeCloseTo(151.2153, 4)
    expect(location).not.toHaveProperty('alt')
  })

  it('makes south and west negative and altitude below sea level negative', () => {
    const location = readExifLocation(gpsExif(gpsEntries(-22.9068, -43.1729, -12)))
    expect(location?.lat).toBeCloseTo(-22.9068, 4)
    expect(location?.lng).toBeCloseTo(-43.1729, 4)
    expect(location?.alt).toBeCloseTo(-12, 5)
  })

  it('accepts signed rationals and an ASCII altitude reference', () => {
    const location = readExifLocation(
      gpsExif([
        {
          tag: 2,
          type: SRATIONAL,
          value: [
            [10, 1],
            [30, 1],
            [0, 1],
          ],
        },
        {
          tag: 4,
          type: SRATIONAL,
          value: [
            [20, 1],
            [15, 1],
            [0, 1],
          ],
        },
        {tag: 5, type: ASCII, value: '1'},
        {tag: 6, type: RATIONAL, value: [[5, 1]]},
      ]),
    )
    expect(location).toEqual({_type: 'geopoint', lat: 10.5, lng: 20.25, alt: -5})
  })

  it('ignores a fix the camera marked void', () => {
    expect(readExifLocation(gpsExif([{tag: 9, type: ASCII, value: 'V'}, ...gpsEntries(1, 2)]))).toBeUndefined()
    expect(readExifLocation(gpsExif([{tag: 9, type: ASCII, value: 'A'}, ...gpsEntries(1, 2)]))?.lat).toBeCloseTo(1, 4)
  })

  it('answers undefined without GPS data or with malformed data', () => {
    const good = gpsExif(gpsEntries(48.8584, 2.2945))
    const cases: Record<string, Buffer | undefined> = {
      'no buffer': undefined,
      empty: Buffer.alloc(0),
      'wrong byte order mark': Buffer.concat([Buffer.from('XX'), good.subarray(2)]),
      'wrong magic number': Buffer.concat([good.subarray(0, 2), Buffer.from([0, 0]), good.subarray(4)]),
      truncated: good.subarray(0, good.length - 20),
      'only the header': good.subarray(0, 8),
      'zero denominator': gpsExif([
        {
          tag: 2,
          type: RATIONAL,
          value: [
            [1, 0],
            [0, 1],
            [0, 1],
          ],
        },
        {tag: 4, type: RATIONAL, value: dms(2)},
      ]),
      'latitude out of range': gpsExif([
        {
          tag: 2,
          type: RATIONAL,
          value: [
            [200, 1],
            [0, 1],
            [0, 1],
          ],
        },
        {tag: 4, type: RATIONAL, value: dms(2)},
      ]),
      'no longitude': gpsExif([{tag: 2, type: RATIONAL, value: dms(1)}]),
      'latitude as a string': gpsExif([
        {tag: 2, type: ASCII, value: '48.85'},
        {tag: 4, type: RATIONAL, value: dms(2)},
      ]),
      'GPS pointer past the end': (() => {
        const broken = Buffer.from(good)
        broken.writeUInt32LE(0xfffffff0, 8 + 2 + 8)
        return broken
      })(),
      'GPS pointer to itself (IFD0)': (() => {
        const broken = Buffer.from(good)
        broken.writeUInt32LE(8, 8 + 2 + 8)
        return broken
      })(),
      'entry count past the end': (() => {
        const broken = Buffer.from(good)
        broken.writeUInt16LE(0xffff, 8 + 18)
        return broken
      })(),
      'latitude values at an offset past the end': (() => {
        const broken = Buffer.from(good)
        // GPS IFD at 26; its second entry (GPSLatitude) at 26 + 2 + 12, value offset 8 bytes in.
        broken.writeUInt32LE(0xfffffff0, 26 + 2 + 12 + 8)
        return broken
      })(),
    }
    for (const [name, exif] of Object.entries(cases)) expect(readExifLocation(exif), name).toBeUndefined()
  })

  it('never throws on arbitrary bytes or on corrupted real EXIF', () => {
    const good = gpsExif(gpsEntries(48.8584, 2.2945, 35), {exifHeader: true})
    fc.assert(
      fc.property(fc.uint8Array({maxLength: 300}), (bytes) => {
        readExifLocation(Buffer.from(bytes))
      }),
    )
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(good.length - 1), fc.integer({min: 0, max: 255})), {maxLength: 8}),
        (edits) => {
          const corrupted = Buffer.from(good)
          for (const [at, byte] of edits) corrupted[at] = byte
          const location = readExifLocation(corrupted)
          if (location) {
            expect(Math.abs(location.lat)).toBeLessThanOrEqual(90)
            expect(Math.abs(location.lng)).toBeLessThanOrEqual(180)
          }
        },
      ),
    )
  })
})
