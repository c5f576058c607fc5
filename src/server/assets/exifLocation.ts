/**
 * A small reader for the GPS position in raw EXIF data (the APP1 payload sharp hands out as
 * `metadata().exif`). It reads only what a geopoint needs, checks every offset against the
 * buffer, and answers `undefined` for anything malformed: camera firmware writes odd EXIF, and
 * a bad tag must never fail an upload.
 */

/** A position in the shape of the built-in `geopoint` type. */
export interface Geopoint {
  _type: 'geopoint'
  /** Degrees north (negative: south), -90 to 90. */
  lat: number
  /** Degrees east (negative: west), -180 to 180. */
  lng: number
  /** Metres above sea level (negative: below), when the file records it. */
  alt?: number
}

const TAG_GPS_IFD = 0x8825
const GPS_STATUS = 0x09
const GPS_LATITUDE_REF = 0x01
const GPS_LATITUDE = 0x02
const GPS_LONGITUDE_REF = 0x03
const GPS_LONGITUDE = 0x04
const GPS_ALTITUDE_REF = 0x05
const GPS_ALTITUDE = 0x06

const TYPE_BYTE = 1
const TYPE_ASCII = 2
const TYPE_SHORT = 3
const TYPE_LONG = 4
const TYPE_RATIONAL = 5
const TYPE_UNDEFINED = 7
const TYPE_SRATIONAL = 10

const TYPE_SIZES: Record<number, number> = {
  [TYPE_BYTE]: 1,
  [TYPE_ASCII]: 1,
  [TYPE_SHORT]: 2,
  [TYPE_LONG]: 4,
  [TYPE_RATIONAL]: 8,
  [TYPE_UNDEFINED]: 1,
  [TYPE_SRATIONAL]: 8,
}

// A real IFD has a few dozen entries; the cap keeps a forged count from making us loop long.
const MAX_IFD_ENTRIES = 512

/** One IFD entry: where its value bytes start (inline or at an offset) and how many there are. */
interface IfdEntry {
  type: number
  count: number
  valueOffset: number
}

class TiffReader {
  constructor(
    private readonly data: Buffer,
    private readonly littleEndian: boolean,
  ) {}

  fits(offset: number, length: number): boolean {
    return Number.isInteger(offset) && offset >= 0 && length >= 0 && offset + length <= this.data.length
  }

  u16(offset: number): number {
    return this.littleEndian ? this.data.readUInt16LE(offset) : this.data.readUInt16BE(offset)
  }

  u32(offset: number): number {
    return this.littleEndian ? this.data.readUInt32LE(offset) : this.data.readUInt32BE(offset)
  }

  i32(offset: number): number {
    return this.littleEndian ? this.data.readInt32LE(offset) : this.data.readInt32BE(offset)
  }

  /** The entries of the IFD at `offset`, by tag; `undefined` when the directory runs off the end. */
  ifd(offset: number): Map<number, IfdEntry> | undefined {
    if (!this.fits(offset, 2)) return undefined
    const count = this.u16(offset)
    if (count > MAX_IFD_ENTRIES || !this.fits(offset + 2, count * 12)) return undefined
    const entries = new Map<number, IfdEntry>()
    for (let i = 0; i < count; i++) {
      const at = offset + 2 + i * 12
      const tag = this.u16(at)
      const type = this.u16(at + 2)
      const valueCount = this.u32(at + 4)
      const size = TYPE_SIZES[type]
      if (size === undefined) continue
      // Values of up to four bytes sit in the entry itself; longer ones elsewhere, by offset.
      const valueOffset = size * valueCount <= 4 ? at + 8 : this.u32(at + 8)
      if (!this.fits(valueOffset, size * valueCount)) continue
      if (!entries.has(tag)) entries.set(tag, {type, count: valueCount, valueOffset})
    }
    return entries
  }

  ascii(entry: IfdEntry | undefined): string | undefined {
    if (!entry || (entry.type !== TYPE_ASCII && entry.type !== TYPE_UNDEFINED && entry.type !== TYPE_BYTE))
      return undefined
    return this.data
      .subarray(entry.valueOffset, entry.valueOffset + entry.count)
      .toString('latin1')
      .replace(/\0.*$/s, '')
      .trim()
  }

  /** Numeric values of an entry as floats (rationals divided out); `undefined` on a zero denominator. */
  numbers(entry: IfdEntry | undefined): number[] | undefined {
    if (!entry) return undefined
    const values: number[] = []
    for (let i = 0; i < entry.count; i++) {
      switch (entry.type) {
        case TYPE_BYTE:
        case TYPE_UNDEFINED:
          values.push(this.data.readUInt8(entry.valueOffset + i))
          break
        case TYPE_SHORT:
          values.push(this.u16(entry.valueOffset + i * 2))
          break
        case TYPE_LONG:
          values.push(this.u32(entry.valueOffset + i * 4))
          break
        case TYPE_RATIONAL:
        case TYPE_SRATIONAL: {
          const at = entry.valueOffset + i * 8
          const signed = entry.type === TYPE_SRATIONAL
          const numerator = signed ? this.i32(at) : this.u32(at)
          const denominator = signed ? this.i32(at + 4) : this.u32(at + 4)
          if (denominator === 0) return undefined
          values.push(numerator / denominator)
          break
        }
        default:
          return undefined
      }
    }
    return values
  }
}

/** Where the TIFF structure starts: after an `Exif\0\0` header when there is one. */
function tiffStart(exif: Buffer): number {
  return exif.length >= 6 && exif.toString('latin1', 0, 6) === 'Exif\0\0' ? 6 : 0
}

/** Degrees, minutes, seconds (any of them fractional) to decimal degrees. */
function toDegrees(dms: number[] | undefined): number | undefined {
  if (!dms || dms.length === 0) return undefined
  const [degrees = 0, minutes = 0, seconds = 0] = dms
  const value = degrees + minutes / 60 + seconds / 3600
  return Number.isFinite(value) ? value : undefined
}

/**
 * Reads the GPS position from raw EXIF data.
 *
 * Follows IFD0 → GPS IFD (tag 0x8825) and combines GPSLatitude/GPSLongitude (degrees, minutes,
 * seconds as rationals) with their N/S and E/W references, and GPSAltitude with its
 * above/below-sea-level reference. A fix the camera marked void (GPSStatus `V`) is ignored.
 *
 * @param exif - the EXIF block, with or without its `Exif\0\0` header
 * @returns the position, or `undefined` when there is none or the data is malformed; never throws
 */
export function readExifLocation(exif: Buffer | Uint8Array | undefined): Geopoint | undefined {
  if (!exif) return undefined
  try {
    const buffer = Buffer.isBuffer(exif) ? exif : Buffer.from(exif.buffer, exif.byteOffset, exif.byteLength)
    const data = buffer.subarray(tiffStart(buffer))
    if (data.length < 8) return undefined
    const order = data.toString('latin1', 0, 2)
    if (order !== 'II' && order !== 'MM') return undefined
    const tiff = new TiffReader(data, order === 'II')
    if (tiff.u16(2) !== 42) return undefined

    const ifd0 = tiff.ifd(tiff.u32(4))
    const pointer = tiff.numbers(ifd0?.get(TAG_GPS_IFD))?.[0]
    if (pointer === undefined) return undefined
    const gps = tiff.ifd(pointer)
    if (!gps) return undefined
    if (tiff.ascii(gps.get(GPS_STATUS))?.toUpperCase() === 'V') return undefined

    const latitude = toDegrees(tiff.numbers(gps.get(GPS_LATITUDE)))
    const longitude = toDegrees(tiff.numbers(gps.get(GPS_LONGITUDE)))
    if (latitude === undefined || longitude === undefined) return undefined
    const lat = tiff.ascii(gps.get(GPS_LATITUDE_REF))?.toUpperCase().startsWith('S') ? -latitude : latitude
    const lng = tiff.ascii(gps.get(GPS_LONGITUDE_REF))?.toUpperCase().startsWith('W') ? -longitude : longitude
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined

    const location: Geopoint = {_type: 'geopoint', lat, lng}
    const altitude = tiff.numbers(gps.get(GPS_ALTITUDE))?.[0]
    if (altitude !== undefined && Number.isFinite(altitude)) {
      // The reference is a BYTE (1 = below sea level), but some writers store it as ASCII '1'.
      const refEntry = gps.get(GPS_ALTITUDE_REF)
      const ref = refEntry?.type === TYPE_ASCII ? Number(tiff.ascii(refEntry)) : tiff.numbers(refEntry)?.[0]
      location.alt = ref === 1 ? -altitude : altitude
    }
    return location
  } catch {
    // Bounds are checked above; this is the last line of defence for "never throws".
    return undefined
  }
}
