import sharp from 'sharp'
import {describe, expect, it} from 'vitest'
import {probeImageHeader} from '../../src/client/inProcessTransport/probeImageHeader'

const canvas = (channels: 3 | 4, alpha = 1) => sharp({create: {width: 5, height: 3, channels, background: {r: 200, g: 100, b: 50, alpha}}})

describe('probeImageHeader', () => {
  it('reads PNG size and alpha', async () => {
    expect(probeImageHeader(await canvas(4).png().toBuffer())).toEqual({mimeType: 'image/png', extension: 'png', width: 5, height: 3, hasAlpha: true})
    expect(probeImageHeader(await canvas(3).png().toBuffer())).toMatchObject({width: 5, height: 3, hasAlpha: false})
  })

  it('reads the displayed size of a JPEG turned by its EXIF orientation', async () => {
    expect(probeImageHeader(await canvas(3).jpeg().toBuffer())).toEqual({mimeType: 'image/jpeg', extension: 'jpg', width: 5, height: 3, hasAlpha: false})
    expect(probeImageHeader(await canvas(3).jpeg().withMetadata({orientation: 6}).toBuffer())).toMatchObject({width: 3, height: 5})
    expect(probeImageHeader(await canvas(3).jpeg().withMetadata({orientation: 3}).toBuffer())).toMatchObject({width: 5, height: 3})
  })

  it('reads lossy, lossless and extended WebP', async () => {
    expect(probeImageHeader(await canvas(3).webp().toBuffer())).toMatchObject({mimeType: 'image/webp', width: 5, height: 3, hasAlpha: false})
    expect(probeImageHeader(await canvas(3).webp({lossless: true}).toBuffer())).toMatchObject({width: 5, height: 3})
    expect(probeImageHeader(await canvas(4, 0.5).webp().toBuffer())).toMatchObject({width: 5, height: 3, hasAlpha: true})
  })

  it('reads GIF size and transparency', async () => {
    expect(probeImageHeader(await canvas(4, 0).gif().toBuffer())).toMatchObject({mimeType: 'image/gif', width: 5, height: 3, hasAlpha: true})
  })

  it('reads SVG size from width and height, or from the viewBox', () => {
    const svg = (attributes: string) => new TextEncoder().encode(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" ${attributes}></svg>`)
    expect(probeImageHeader(svg('width="40px" height="20"'))).toEqual({mimeType: 'image/svg+xml', extension: 'svg', width: 40, height: 20, hasAlpha: true})
    expect(probeImageHeader(svg('viewBox="0 0 300 150"'))).toMatchObject({width: 300, height: 150})
    expect(probeImageHeader(svg('width="600" viewBox="0 0 300 150"'))).toMatchObject({width: 600, height: 300})
    expect(probeImageHeader(svg(''))).toBeUndefined()
  })

  it('answers undefined for bytes that are no image it reads', () => {
    expect(probeImageHeader(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined()
    expect(probeImageHeader(new Uint8Array([0xff, 0xd8, 0xff]))).toBeUndefined()
  })
})
