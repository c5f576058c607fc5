import {cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {arrayItemPreview} from '../../../../src/form/inputs/array/arrayItemPreview'
import {DefaultPreview} from '../../../../src/form/inputs/array/DefaultPreview'
import type {FormAssetServices} from '../../../../src/form/inputs/upload/FormAssetServices'
import type {FormServices} from '../../../../src/form/services/FormServices'
import {FormServicesProvider} from '../../../../src/form/services/FormServicesProvider'
import type {PreviewLayout} from '../../../../src/form/resolve/PreviewProps'
import {createSchema} from '../../../../src/schema'
import type {SchemaType} from '../../../../src/types'

// Previews with media: the image a preview selects as a thumbnail sized for its layout and the
// screen's pixel ratio, and the 'deleted image' and 'error loading image' placeholders.

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const HASH = '2fd4e1c67a2d28fced849ee1bb76e7391b93eb12'
const ASSET_ID = `image-${HASH}-800x600-jpg`
const image = {_type: 'image', asset: {_type: 'reference', _ref: ASSET_ID}}
const config = {baseUrl: 'http://127.0.0.1:3400', projectId: 'p', dataset: 'production'}
const BASE = `http://127.0.0.1:3400/images/p/production/${HASH}-800x600.jpg`
const schema = createSchema([
  {name: 'gallery', type: 'document', fields: [{name: 'photos', type: 'array', of: [{type: 'image'}]}]},
])

function renderPreview(services: FormServices, layout: PreviewLayout = 'default', media: unknown = image) {
  render(
    <FormServicesProvider services={services}>
      <DefaultPreview
        schemaType={schema.get('gallery') as SchemaType}
        value={{}}
        layout={layout}
        title="Holiday"
        media={media as never}
      />
    </FormServicesProvider>,
  )
}

const assetsAnswering = (asset: unknown): FormAssetServices => ({
  upload: () => ({subscribe: () => ({unsubscribe: () => undefined})}),
  findDuplicate: async () => null,
  getAsset: vi.fn(async () => asset as never),
})

const thumbnail = () => document.querySelector('.vellum-form-preview-image') as HTMLImageElement | null

describe('previews with media', () => {
  it('shows a one-line preview’s image as a square framed on the hotspot, at the screen’s pixel ratio', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2)
    renderPreview({imageUrlConfig: config})
    // 800 × 600 cut to a square around the centre, 33 CSS px at 2×.
    expect(thumbnail()?.getAttribute('src')).toBe(`${BASE}?rect=100,0,600,600&w=33&h=33&fit=crop&auto=format&dpr=2`)
  })

  it('clamps the pixel ratio to 3', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(4)
    renderPreview({imageUrlConfig: config}, 'media')
    expect(thumbnail()?.getAttribute('src')).toBe(`${BASE}?w=200&fit=max&auto=format&dpr=3`)
  })

  it('asks for 800 px high images in the blockImage layout, and none at 1×', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(1)
    renderPreview({imageUrlConfig: config}, 'blockImage')
    expect(thumbnail()?.getAttribute('src')).toBe(`${BASE}?h=800&fit=max&auto=format`)
  })

  it('honours the value’s crop', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(1)
    renderPreview({imageUrlConfig: config}, 'media', {...image, crop: {top: 0, bottom: 0.5, left: 0, right: 0.5}})
    expect(thumbnail()?.getAttribute('src')).toBe(`${BASE}?rect=0,0,400,300&w=200&fit=max&auto=format`)
  })

  it('reads the asset for its URL when the host gives no image URL config', async () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(1)
    const assets = assetsAnswering({_id: ASSET_ID, _type: 'sanity.imageAsset', url: BASE})
    renderPreview({assets}, 'media')
    await waitFor(() => expect(thumbnail()?.getAttribute('src')).toBe(`${BASE}?w=200&fit=max&auto=format`))
  })

  it("shows 'Deleted image' when the asset document is gone", async () => {
    renderPreview({assets: assetsAnswering(null)})
    expect(await screen.findByRole('img', {name: 'Deleted image'})).toBeVisible()
    expect(thumbnail()).toBeNull()
  })

  it("shows 'Error loading image' when the picture does not load, and 'Deleted image' when that is why", async () => {
    renderPreview({
      imageUrlConfig: config,
      assets: assetsAnswering({_id: ASSET_ID, _type: 'sanity.imageAsset', url: BASE}),
    })
    fireEvent.error(thumbnail()!)
    expect(await screen.findByRole('img', {name: 'Error loading image'})).toBeVisible()
    cleanup()
    renderPreview({imageUrlConfig: config, assets: assetsAnswering(null)})
    fireEvent.error(thumbnail()!)
    expect(await screen.findByRole('img', {name: 'Deleted image'})).toBeVisible()
  })

  it('leaves media that is not an image as it was (an element)', () => {
    renderPreview({imageUrlConfig: config}, 'default', <svg data-testid="icon" />)
    expect(screen.getByTestId('icon')).toBeVisible()
    expect(thumbnail()).toBeNull()
  })

  it('gives an image array item itself as its media', () => {
    const photos = (schema.get('gallery') as {fields: Array<{name: string; type: {of: SchemaType[]}}>}).fields[0]!.type
      .of[0]!
    expect(arrayItemPreview(photos, {_key: 'a', ...image}).media).toEqual({_key: 'a', ...image})
    expect(arrayItemPreview(photos, {_key: 'b', _type: 'image'}).media).toBeUndefined()
  })
})
