import {describe, expect, it} from 'vitest'
import {InvalidImageError, isSvg, probeImage, sniffRasterFormat} from '../../../src/server/assets'
import {orientedJpeg, solid, type OutputFormat} from './images'

const BLUE = {r: 20, g: 60, b: 200}

describe('probeImage', () => {
  const formats: Array<[OutputFormat, string, string]> = [
    ['jpeg', 'image/jpeg', 'jpg'],
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
    ['gif', 'image/gif', 'gif'],
    ['avif', 'image/avif', 'avif'],
    ['tiff', 'image/tiff', 'tiff'],
  ]
  for (const [format, mimeType, extension] of formats) {
    it(`identifies ${format} with its MIME type, extension and size`, async () => {
      const buffer = await solid(64, 48, BLUE, format)
      expect(sniffRasterFormat(buffer)).toBe(format)
      expect(await probeImage(buffer)).toEqual({format, mimeType, extension, width: 64, height: 48})
    })
  }

  it('reports the displayed size of a JPEG turned by its EXIF orientation', async () => {
    expect(await probeImage(await orientedJpeg(60, 20, 6))).toMatchObject({width: 20, height: 60})
    expect(await probeImage(await orientedJpeg(60, 20, 3))).toMatchObject({width: 60, height: 20})
  })

  it('answers undefined for buffers that are no accepted raster format', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    for (const buffer of [
      Buffer.alloc(0),
      Buffer.from('hello, world'),
      Buffer.from('%PDF-1.7\n'),
      svg,
      Buffer.from([0xff, 0xd8]),
    ]) {
      expect(await probeImage(buffer)).toBeUndefined()
    }
  })

  it('throws InvalidImageError for a file with an image signature but a broken header', async () => {
    const png = await solid(64, 48, BLUE, 'png')
    const truncated = png.subarray(0, 20)
    await expect(probeImage(truncated)).rejects.toBeInstanceOf(InvalidImageError)
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x41)])
    const error = await probeImage(garbage).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidImageError)
    expect((error as InvalidImageError).status).toBe(400)
    expect((error as InvalidImageError).message).toMatch(/^Invalid image: /)
  })
})

describe('isSvg', () => {
  const svg = (text: string) => isSvg(Buffer.from(text))

  it('recognises an SVG root element after a prologue', () => {
    expect(svg('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(true)
    expect(svg('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: x -->\n<svg>')).toBe(true)
    expect(
      svg(
        '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg\nwidth="1">',
      ),
    ).toBe(true)
    expect(svg('<!DOCTYPE svg [ <!ENTITY a "<b>"> ]><SVG viewBox="0 0 1 1">')).toBe(true)
  })

  it('rejects other text and binary data', () => {
    expect(svg('<html><body><svg></svg></body></html>')).toBe(false)
    expect(svg('hello <svg>')).toBe(false)
    expect(svg('<svgfoo>')).toBe(false)
    expect(svg('<!-- unterminated <svg>')).toBe(false)
    expect(svg('<!DOCTYPE html><svg>')).toBe(false)
    expect(isSvg(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x00, 0x20]))).toBe(false)
  })

  it('answers quickly on hostile input', () => {
    const started = performance.now()
    expect(svg(`${' '.repeat(60_000)}x`)).toBe(false)
    expect(svg('<!--a-->'.repeat(8000) + '<x>')).toBe(false)
    expect(performance.now() - started).toBeLessThan(500)
  })
})
