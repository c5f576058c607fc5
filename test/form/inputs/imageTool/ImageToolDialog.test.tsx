import {act, cleanup, fireEvent, render, screen} from '@testing-library/react'
import {useState} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {applyPatches} from '../../../../src/mutations'
import {ImageToolDialog, type ImageToolValue} from '../../../../src/form/inputs/image/ImageToolDialog'
import {FormServicesProvider} from '../../../../src/form/services/FormServicesProvider'
import type {Patch} from '../../../../src/types'

// The hotspot-and-crop dialog: handles moved by keyboard and pointer, values normalised and
// clamped, the patches it sends, and its previews.

afterEach(cleanup)

const ASSET = 'image-2fd4e1c67a2d28fced849ee1bb76e7391b93eb12-1200x800-jpg'

/** The dialog over a value that applies its own patches, as the form would. */
function Harness({initial, log, readOnly}: {initial: ImageToolValue; log: Patch[][]; readOnly?: boolean}) {
  const [value, setValue] = useState(initial)
  return (
    <ImageToolDialog
      value={value}
      readOnly={readOnly}
      imageUrl={(options) => `https://cdn.test/image.jpg?w=${options.width}&fit=${options.fit}`}
      onClose={() => undefined}
      onChange={(patches) => {
        log.push(patches)
        setValue((current) => applyPatches(current, patches) as ImageToolValue)
      }}
    />
  )
}

function open(initial: ImageToolValue = {_type: 'image', asset: {_ref: ASSET}}, readOnly = false) {
  const log: Patch[][] = []
  render(<Harness initial={initial} log={log} readOnly={readOnly} />)
  return log
}

const handle = (name: string) => screen.getByRole('slider', {name})
const press = (name: string, key: string, shiftKey = false) => fireEvent.keyDown(handle(name), {key, shiftKey})
const lastCrop = (log: Patch[][]) =>
  (log.at(-1)!.find((patch) => patch.type === 'set' && patch.path[0] === 'crop') as {value: unknown}).value
const lastHotspot = (log: Patch[][]) =>
  (log.at(-1)!.find((patch) => patch.type === 'set' && patch.path[0] === 'hotspot') as {value: unknown}).value

describe('ImageToolDialog', () => {
  it('is titled and names every handle', () => {
    open()
    expect(screen.getByRole('dialog', {name: 'Edit hotspot and crop'})).toBeVisible()
    for (const name of [
      'Crop top edge',
      'Crop bottom edge',
      'Crop left edge',
      'Crop right edge',
      'Hotspot',
      'Hotspot size',
    ]) {
      expect(handle(name).tabIndex).toBe(0)
    }
    expect(screen.getByRole('button', {name: 'Crop area'})).toBeVisible()
  })

  it('starts from the default crop and hotspot when the value has none', () => {
    open()
    expect(handle('Crop top edge').getAttribute('aria-valuenow')).toBe('0')
    expect(handle('Hotspot').getAttribute('aria-valuetext')).toBe(
      'Centre at 50% across and 50% down, 100% wide and 100% high',
    )
  })

  it('moves a crop edge by 1% per arrow key and 10% with Shift, sending the whole crop and hotspot', () => {
    const log = open()
    press('Crop top edge', 'ArrowDown')
    expect(log[0]).toEqual([
      {type: 'setIfMissing', path: [], value: {_type: 'image'}},
      {type: 'set', path: ['crop'], value: {_type: 'sanity.imageCrop', top: 0.01, bottom: 0, left: 0, right: 0}},
      // The hotspot shrinks with the crop: it stays inside it.
      {type: 'set', path: ['hotspot'], value: {_type: 'sanity.imageHotspot', x: 0.5, y: 0.505, height: 0.99, width: 1}},
    ])
    press('Crop left edge', 'ArrowRight', true)
    expect(lastCrop(log)).toEqual({_type: 'sanity.imageCrop', top: 0.01, bottom: 0, left: 0.1, right: 0})
    press('Crop right edge', 'ArrowLeft', true)
    expect(lastCrop(log)).toEqual({_type: 'sanity.imageCrop', top: 0.01, bottom: 0, left: 0.1, right: 0.1})
    expect(handle('Crop right edge').getAttribute('aria-valuenow')).toBe('10')
  })

  it('ignores arrows across a crop edge, which moves only along its own axis', () => {
    const log = open()
    press('Crop top edge', 'ArrowLeft')
    press('Crop left edge', 'ArrowUp')
    expect(log).toEqual([])
  })

  it('clamps crop edges at the image border: no edge goes below 0', () => {
    const log = open()
    press('Crop top edge', 'ArrowUp', true)
    expect(lastCrop(log)).toEqual({_type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0, right: 0})
  })

  it('normalises a crop edge pushed past the opposite one: the edges swap', () => {
    const log = open({_type: 'image', asset: {_ref: ASSET}, crop: {top: 0.45, bottom: 0.5, left: 0, right: 0}})
    // The top edge (at 45%) goes to 55%, past the bottom edge (at 50%): they swap.
    press('Crop top edge', 'ArrowDown', true)
    const crop = lastCrop(log) as {top: number; bottom: number}
    expect(crop.top).toBeCloseTo(0.5)
    expect(crop.bottom).toBeCloseTo(0.45)
  })

  it('normalises swapped edges stored in the value when it opens', () => {
    const log = open({_type: 'image', asset: {_ref: ASSET}, crop: {top: 0.7, bottom: 0.6, left: -0.2, right: 0}})
    expect(handle('Crop top edge').getAttribute('aria-valuenow')).toBe('40')
    expect(handle('Crop bottom edge').getAttribute('aria-valuenow')).toBe('30')
    expect(handle('Crop left edge').getAttribute('aria-valuenow')).toBe('0')
    expect(log).toEqual([])
  })

  it('moves the hotspot with the arrow keys and keeps it inside the crop', () => {
    const log = open({_type: 'image', asset: {_ref: ASSET}, hotspot: {x: 0.5, y: 0.5, width: 0.2, height: 0.2}})
    press('Hotspot', 'ArrowRight')
    expect(lastHotspot(log)).toEqual({_type: 'sanity.imageHotspot', x: 0.51, y: 0.5, height: 0.2, width: 0.2})
    for (let step = 0; step < 6; step++) press('Hotspot', 'ArrowRight', true)
    // At most 0.9: the ellipse (0.2 wide) stays inside the image.
    expect(lastHotspot(log)).toEqual({_type: 'sanity.imageHotspot', x: 0.9, y: 0.5, height: 0.2, width: 0.2})
    press('Hotspot', 'ArrowUp', true)
    expect(lastHotspot(log)).toMatchObject({x: 0.9, y: 0.4})
  })

  it('resizes the hotspot: right and up grow it, left and down shrink it', () => {
    const log = open({_type: 'image', asset: {_ref: ASSET}, hotspot: {x: 0.5, y: 0.5, width: 0.4, height: 0.4}})
    press('Hotspot size', 'ArrowRight', true)
    expect(lastHotspot(log)).toMatchObject({width: 0.5, height: 0.4})
    press('Hotspot size', 'ArrowDown', true)
    expect(lastHotspot(log)).toMatchObject({width: 0.5, height: 0.3})
    for (let step = 0; step < 8; step++) press('Hotspot size', 'ArrowRight', true)
    expect(lastHotspot(log)).toMatchObject({width: 1, x: 0.5})
  })

  it('drags a crop edge with the pointer, normalising when it is released past the opposite edge', () => {
    const log = open()
    const stage = document.querySelector('.vellum-form-image-tool-stage') as HTMLElement
    stage.getBoundingClientRect = () =>
      ({left: 0, top: 0, width: 600, height: 400, right: 600, bottom: 400, x: 0, y: 0, toJSON: () => ({})}) as DOMRect
    const top = handle('Crop top edge')
    act(() => {
      fireEvent.pointerDown(top, {pointerId: 1, button: 0, clientX: 300, clientY: 0})
    })
    expect(log).toEqual([])
    act(() => {
      // 100 px of 400 down: the top edge at 25%.
      fireEvent.pointerMove(top, {pointerId: 1, clientX: 300, clientY: 100})
    })
    // Nothing is sent while dragging.
    expect(log).toEqual([])
    act(() => {
      fireEvent.pointerUp(top, {pointerId: 1, clientX: 300, clientY: 100})
    })
    expect(lastCrop(log)).toEqual({_type: 'sanity.imageCrop', top: 0.25, bottom: 0, left: 0, right: 0})

    const bottom = handle('Crop bottom edge')
    act(() => {
      fireEvent.pointerDown(bottom, {pointerId: 2, button: 0, clientX: 300, clientY: 400})
      fireEvent.pointerMove(bottom, {pointerId: 2, clientX: 300, clientY: 40})
      fireEvent.pointerUp(bottom, {pointerId: 2, clientX: 300, clientY: 40})
    })
    // The bottom edge went to 10%, above the top edge at 25%: they swap.
    expect(lastCrop(log)).toEqual({_type: 'sanity.imageCrop', top: 0.1, bottom: 0.75, left: 0, right: 0})
  })

  it('drags the hotspot with the pointer', () => {
    const log = open({_type: 'image', asset: {_ref: ASSET}, hotspot: {x: 0.5, y: 0.5, width: 0.2, height: 0.2}})
    const stage = document.querySelector('.vellum-form-image-tool-stage') as HTMLElement
    stage.getBoundingClientRect = () =>
      ({left: 0, top: 0, width: 600, height: 400, right: 600, bottom: 400, x: 0, y: 0, toJSON: () => ({})}) as DOMRect
    const hotspot = handle('Hotspot')
    act(() => {
      fireEvent.pointerDown(hotspot, {pointerId: 1, button: 0, clientX: 300, clientY: 200})
      fireEvent.pointerMove(hotspot, {pointerId: 1, clientX: 360, clientY: 100})
      fireEvent.pointerUp(hotspot, {pointerId: 1, clientX: 360, clientY: 100})
    })
    expect(lastHotspot(log)).toEqual({_type: 'sanity.imageHotspot', x: 0.6, y: 0.25, height: 0.2, width: 0.2})
  })

  it('shows previews at 3:4, Square, 16:9 and Panorama from the one dialog image', () => {
    open()
    const previews = screen.getByRole('group', {name: 'Previews'})
    expect([...previews.querySelectorAll('figcaption')].map((caption) => caption.textContent)).toEqual([
      '3:4',
      'Square',
      '16:9',
      'Panorama',
    ])
    const sources = new Set(
      [...document.querySelectorAll('.vellum-form-image-tool img')].map((image) => image.getAttribute('src')),
    )
    // The image is loaded once, 2000 px wide, fit max (spec/forms.md §7).
    expect([...sources]).toEqual(['https://cdn.test/image.jpg?w=2000&fit=max'])
  })

  it('frames the panorama preview around the hotspot', () => {
    open({_type: 'image', asset: {_ref: ASSET}, hotspot: {x: 0.5, y: 0.9, width: 0.1, height: 0.1}})
    const panorama = document.querySelector('.vellum-form-image-tool-preview[data-ratio="4"] img') as HTMLElement
    // The image is 3:2; a 4:1 strip is 3/8 of its height, pushed to the bottom by the hotspot.
    expect(parseFloat(panorama.style.height)).toBeCloseTo(100 / 0.375)
    expect(parseFloat(panorama.style.top)).toBeCloseTo((-0.625 / 0.375) * 100)
  })

  it('has no handles when read-only', () => {
    open(undefined, true)
    expect(screen.getByRole('dialog', {name: 'View hotspot and crop'})).toBeVisible()
    expect(screen.queryAllByRole('slider')).toEqual([])
  })

  it('builds the image URL from the form services when it is given none', () => {
    render(
      <FormServicesProvider
        services={{imageUrlConfig: {baseUrl: 'http://127.0.0.1:3400', projectId: 'p', dataset: 'production'}}}
      >
        <ImageToolDialog
          value={{_type: 'image', asset: {_ref: ASSET}, crop: {top: 0.1, bottom: 0, left: 0, right: 0}}}
          onChange={() => undefined}
          onClose={() => undefined}
        />
      </FormServicesProvider>,
    )
    const image = document.querySelector('.vellum-form-image-tool-image img') as HTMLImageElement
    // The whole image, not the cropped one: the crop is drawn over it.
    expect(image.getAttribute('src')).toBe(
      'http://127.0.0.1:3400/images/p/production/2fd4e1c67a2d28fced849ee1bb76e7391b93eb12-1200x800.jpg?w=2000&fit=max&auto=format',
    )
  })
})
