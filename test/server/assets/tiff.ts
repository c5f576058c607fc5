// A minimal TIFF/EXIF writer for the GPS reader's tests: just enough structure to build both
// byte orders and to break it in precise ways.

export interface TiffEntry {
  tag: number
  type: number
  /** Numbers for BYTE/SHORT/LONG, [numerator, denominator] pairs for RATIONAL, a string for ASCII. */
  value: number[] | Array<[number, number]> | string
}

const SIZES: Record<number, number> = {1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 10: 8}

function valueBytes(entry: TiffEntry, le: boolean): Buffer {
  const {type, value} = entry
  if (typeof value === 'string') return Buffer.from(`${value}\0`, 'latin1')
  const size = SIZES[type] ?? 1
  const out = Buffer.alloc(size * value.length)
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength)
  value.forEach((item, i) => {
    if (Array.isArray(item)) {
      const [n, d] = item
      if (type === 10) {
        view.setInt32(i * 8, n, le)
        view.setInt32(i * 8 + 4, d, le)
      } else {
        view.setUint32(i * 8, n, le)
        view.setUint32(i * 8 + 4, d, le)
      }
    } else if (size === 1) view.setUint8(i, item)
    else if (size === 2) view.setUint16(i * 2, item, le)
    else view.setUint32(i * 4, item, le)
  })
  return out
}

/**
 * A TIFF structure with IFD0 holding only a GPS IFD pointer, and the GPS IFD with `gps`.
 * `exifHeader` prefixes `Exif\0\0`, as in a JPEG APP1 segment.
 */
export function gpsExif(gps: TiffEntry[], options: {littleEndian?: boolean; exifHeader?: boolean} = {}): Buffer {
  const le = options.littleEndian ?? true
  const ifd0Offset = 8
  const ifd0Size = 2 + 12 + 4
  const gpsOffset = ifd0Offset + ifd0Size
  const gpsSize = 2 + gps.length * 12 + 4
  let dataOffset = gpsOffset + gpsSize
  const extra: Buffer[] = []

  const u16 = (n: number): Buffer => {
    const b = Buffer.alloc(2)
    new DataView(b.buffer, b.byteOffset, 2).setUint16(0, n, le)
    return b
  }
  const u32 = (n: number): Buffer => {
    const b = Buffer.alloc(4)
    new DataView(b.buffer, b.byteOffset, 4).setUint32(0, n, le)
    return b
  }
  const entryBytes = (entry: TiffEntry): Buffer => {
    const bytes = valueBytes(entry, le)
    const count = typeof entry.value === 'string' ? bytes.length : entry.value.length
    let field: Buffer
    if (bytes.length <= 4) field = Buffer.concat([bytes, Buffer.alloc(4 - bytes.length)])
    else {
      field = u32(dataOffset)
      extra.push(bytes)
      dataOffset += bytes.length
    }
    return Buffer.concat([u16(entry.tag), u16(entry.type), u32(count), field])
  }

  const header = Buffer.concat([Buffer.from(le ? 'II' : 'MM', 'latin1'), u16(42), u32(ifd0Offset)])
  const ifd0 = Buffer.concat([u16(1), u16(0x8825), u16(4), u32(1), u32(gpsOffset), u32(0)])
  const gpsIfd = Buffer.concat([u16(gps.length), ...gps.map(entryBytes), u32(0)])
  const tiff = Buffer.concat([header, ifd0, gpsIfd, ...extra])
  return options.exifHeader ? Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]) : tiff
}

/** Degrees as the three rationals EXIF stores (seconds to 1/100). */
export function dms(degrees: number): Array<[number, number]> {
  const abs = Math.abs(degrees)
  const d = Math.floor(abs)
  const m = Math.floor((abs - d) * 60)
  const s = Math.round(((abs - d) * 60 - m) * 60 * 100)
  return [
    [d, 1],
    [m, 1],
    [s, 100],
  ]
}
