import sharp from 'sharp'
import {describe, expect, it} from 'vitest'
import {readImageHeader} from '../../src/lake'

const canvas = (channels: 3 | 4, alpha = 1) =>
  sharp({create: {width: 5, height: 3, channels, background: {r: 200, g: 100, b: 50, alpha}}})

describe('readImageHeader', () => {
  it('reads PNG size and alpha', async () => {
    expect(readImageHeader(await canvas(4).png().toBuffer())).toEqual({
      mimeType: 'image/png',
      extension: 'png',
      width: 5,
      height: 3,
      hasAlpha: true,
    })
    expect(readImageHeader(await canvas(3).png().toBuffer())).toMatchObject({width: 5, height: 3, hasAlpha: false})
  })

  it('reads the displayed size of a JPEG turned by its EXIF orientation', async () => {
    expect(readImageHeader(await canvas(3).jpeg().toBuffer())).toEqual({
      mimeType: 'image/jpeg',
      extension: 'jpg',
      width: 5,
      height: 3,
      hasAlpha: false,
    })
    expect(readImageHeader(await canvas(3).jpeg().withMetadata({orientation: 6}).toBuffer())).toMatchObject({
      width: 3,
      height: 5,
    })
    expect(readImageHeader(await canvas(3).jpeg().withMetadata({orientation: 3}).toBuffer())).toMatchObject({
      width: 5,
      height: 3,
    })
  })

  it('reads lossy, lossless and extended WebP', async () => {
    expect(readImageHeader(await canvas(3).webp().toBuffer())).toMatchObject({
      mimeType: 'image/webp',
      width: 5,
      height: 3,
      hasAlpha: false,
    })
    expect(readImageHeader(await canvas(3).webp({lossless: true}).toBuffer())).toMatchObject({width: 5, height: 3})
    expect(readImageHeader(await canvas(4, 0.5).webp().toBuffer())).toMatchObject({width: 5, height: 3, hasAlpha: true})
  })

  it('reads GIF size and transparency', async () => {
    expect(readImageHeader(await canvas(4, 0).gif().toBuffer())).toMatchObject({
      mimeType: 'image/gif',
      width: 5,
      height: 3,
      hasAlpha: true,
    })
  })

  it('reads SVG size from width and height, or from the viewBox', () => {
    const svg = (attributes: string) =>
      new TextEncoder().encode(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" ${attributes}></svg>`)
    expect(readImageHeader(svg('width="40px" height="20"'))).toEqual({
      mimeType: 'image/svg+xml',
      extension: 'svg',
      width: 40,
      height: 20,
      hasAlpha: true,
    })
    expect(readImageHeader(svg('viewBox="0 0 300 150"'))).toMatchObject({width: 300, height: 150})
    expect(readImageHeader(svg('width="600" viewBox="0 0 300 150"'))).toMatchObject({width: 600, height: 300})
    expect(readImageHeader(svg(''))).toBeUndefined()
  })

  it('reads an SVG only when <svg> is the root element, as the server accepts it', () => {
    const html = new TextEncoder().encode('<html><body><svg width="10" height="10"></svg></body></html>')
    expect(readImageHeader(html)).toBeUndefined()
    const afterComment = new TextEncoder().encode(
      '<!-- licence -->\n<svg xmlns="http://www.w3.org/2000/svg" width="8" height="4"/>',
    )
    expect(readImageHeader(afterComment)).toMatchObject({mimeType: 'image/svg+xml', width: 8, height: 4})
  })

  it('answers undefined for bytes that are no image it reads', () => {
    expect(readImageHeader(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined()
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff]))).toBeUndefined()
  })
})
