import {describe, expect, it} from 'vitest'
import {imageUrlBuilder, parseImageAssetId, urlFor} from '../../../src/document'

const config = {baseUrl: 'http://127.0.0.1:3400/', projectId: 'local', dataset: 'production'}
const id = 'image-2fd4e1c67a2d28fced849ee1bb76e7391b93eb12-2000x1000-jpg'
const base = 'http://127.0.0.1:3400/images/local/production/2fd4e1c67a2d28fced849ee1bb76e7391b93eb12-2000x1000.jpg'

describe('urlFor', () => {
  it('builds the server’s image URL from a reference with w, h, fit, auto and dpr', () => {
    expect(urlFor({_ref: id}, config).width(400).fit('max').auto('format').dpr(2).url()).toBe(
      `${base}?w=400&fit=max&auto=format&dpr=2`,
    )
    expect(imageUrlBuilder(config).image(id).url()).toBe(base)
  })

  it('cuts out the crop as rect, and frames both sides around the hotspot', () => {
    const image = {
      asset: {_ref: id},
      crop: {top: 0.1, bottom: 0.1, left: 0.25, right: 0.25},
      hotspot: {x: 0.3, y: 0.5, width: 0.2, height: 0.2},
    }
    expect(urlFor(image, config).width(100).url()).toBe(`${base}?rect=500,100,1000,800&w=100`)
    // A square from the 1000×800 crop, centred on the hotspot's x (600) but kept inside the crop.
    expect(urlFor(image, config).size(200, 200).url()).toBe(`${base}?rect=500,100,800,800&w=200&h=200`)
    expect(urlFor(image, config).width(100).ignoreImageParams().url()).toBe(`${base}?w=100`)
  })

  it('builds on an asset document’s url without a config, and passes data: URLs through', () => {
    expect(
      urlFor({asset: {_id: id, url: `${base}?old=1`}})
        .height(190)
        .url(),
    ).toBe(`${base}?h=190`)
    expect(urlFor({_id: id, url: 'data:image/png;base64,AAAA'}).width(10).url()).toBe('data:image/png;base64,AAAA')
    expect(urlFor({_ref: id}).url()).toBeUndefined()
  })

  it('clamps dpr to 1–3, forces downloads, and refuses bad sizes', () => {
    expect(urlFor(id, config).dpr(5).url()).toBe(`${base}?dpr=3`)
    expect(urlFor(id, config).dpr(0.5).url()).toBe(base)
    expect(urlFor(id, config).forceDownload(true).url()).toBe(`${base}?dl=`)
    expect(() => urlFor(id, config).width(0)).toThrow(RangeError)
    expect(() => urlFor(id, config).quality(101)).toThrow(RangeError)
  })

  it('reads image asset ids', () => {
    expect(parseImageAssetId(id)).toEqual({
      assetId: '2fd4e1c67a2d28fced849ee1bb76e7391b93eb12',
      width: 2000,
      height: 1000,
      extension: 'jpg',
    })
    expect(parseImageAssetId('file-abc-pdf')).toBeUndefined()
  })
})
