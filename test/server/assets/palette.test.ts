import {describe, expect, it} from 'vitest'
import {extractPalette} from '../../../src/server/assets'
import {colourDistance, pixels, type Rgba} from './images'

/** Pixel data for extractPalette from a function of the position. */
function image(width: number, height: number, colourAt: (x: number, y: number) => Rgba) {
  return {data: pixels(width, height, colourAt), width, height, channels: 4}
}

const RED = {r: 230, g: 30, b: 40}
const NAVY = {r: 20, g: 30, b: 90}
const GREY = {r: 128, g: 128, b: 128}

describe('extractPalette', () => {
  it('makes the only colour of a solid image dominant, with the whole population', () => {
    const palette = extractPalette(image(50, 40, () => RED))
    expect(palette._type).toBe('sanity.imagePalette')
    expect(colourDistance(palette.dominant?.background, RED)).toBeLessThan(4)
    expect(palette.dominant?.population).toBe(100)
    expect(palette.dominant?._type).toBe('sanity.imagePaletteSwatch')
  })

  it('classifies a saturated mid-light colour as vibrant and omits swatches nothing fits', () => {
    const palette = extractPalette(image(20, 20, () => RED))
    expect(palette.vibrant?.background).toBe(palette.dominant?.background)
    expect(palette).not.toHaveProperty('muted')
    expect(palette).not.toHaveProperty('lightMuted')
    expect(palette).not.toHaveProperty('darkMuted')
  })

  it('finds no vibrant colour in a grey image but a muted one', () => {
    const palette = extractPalette(image(20, 20, () => GREY))
    expect(palette).not.toHaveProperty('vibrant')
    expect(palette).not.toHaveProperty('lightVibrant')
    expect(palette).not.toHaveProperty('darkVibrant')
    expect(colourDistance(palette.muted?.background, GREY)).toBeLessThan(2)
  })

  it('splits two halves into two colours of about half the population each', () => {
    const palette = extractPalette(image(40, 40, (x) => (x < 30 ? NAVY : RED)))
    expect(colourDistance(palette.dominant?.background, NAVY)).toBeLessThan(4)
    expect(palette.dominant?.population).toBeCloseTo(75, 1)
    expect(colourDistance(palette.vibrant?.background, RED)).toBeLessThan(4)
    expect(palette.vibrant?.population).toBeCloseTo(25, 1)
    expect(colourDistance(palette.darkVibrant?.background, NAVY)).toBeLessThan(4)
  })

  it('picks light, dark, vibrant and muted colours from a varied image', () => {
    const stripes: Rgba[] = [
      {r: 240, g: 60, b: 40}, // vibrant
      {r: 250, g: 170, b: 160}, // light vibrant
      {r: 110, g: 20, b: 10}, // dark vibrant
      {r: 150, g: 130, b: 110}, // muted
      {r: 200, g: 195, b: 185}, // light muted
      {r: 60, g: 55, b: 50}, // dark muted
    ]
    const palette = extractPalette(image(60, 60, (x) => stripes[Math.floor(x / 10)]!))
    const names = ['vibrant', 'lightVibrant', 'darkVibrant', 'muted', 'lightMuted', 'darkMuted'] as const
    names.forEach((name, i) => expect(colourDistance(palette[name]?.background, stripes[i]!), name).toBeLessThan(6))
  })

  it('ignores transparent pixels and returns only the type when there are none', () => {
    const palette = extractPalette(image(20, 20, (x) => (x < 15 ? {...RED, alpha: 0} : NAVY)))
    expect(colourDistance(palette.dominant?.background, NAVY)).toBeLessThan(4)
    expect(palette.dominant?.population).toBe(100)
    expect(extractPalette(image(5, 5, () => ({...RED, alpha: 0})))).toEqual({_type: 'sanity.imagePalette'})
  })

  it('chooses text colours by brightness, with titles white on mid-light colours', () => {
    const light = extractPalette(image(4, 4, () => ({r: 0x94, g: 0xb7, b: 0xa8}))).dominant
    expect(light).toMatchObject({background: '#94b7a8', foreground: '#000', title: '#fff'})
    expect(extractPalette(image(4, 4, () => NAVY)).dominant).toMatchObject({foreground: '#fff', title: '#fff'})
    expect(extractPalette(image(4, 4, () => ({r: 250, g: 250, b: 245}))).dominant).toMatchObject({
      foreground: '#000',
      title: '#000',
    })
  })

  it('keeps at most the requested number of clusters and their populations sum to 100', () => {
    // A gradient has many colours; population shares of the picked swatches stay within 0–100.
    const palette = extractPalette(
      image(64, 64, (x, y) => ({r: x * 4, g: y * 4, b: 128})),
      {colorCount: 8},
    )
    const swatches = Object.values(palette).filter((value) => typeof value === 'object')
    expect(swatches.length).toBeGreaterThan(2)
    for (const swatch of swatches) expect(swatch.population).toBeGreaterThan(0)
    // With 8 clusters over a uniform gradient the largest holds about an eighth.
    expect(palette.dominant?.population).toBeGreaterThan(8)
    expect(palette.dominant?.population).toBeLessThan(30)
  })

  it('accepts RGB pixels and rejects other channel counts', () => {
    const rgb = Buffer.from([255, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0, 255])
    const palette = extractPalette({data: rgb, width: 2, height: 2, channels: 3})
    expect(palette.dominant?.population).toBe(50)
    expect(() => extractPalette({data: rgb, width: 2, height: 2, channels: 2})).toThrow(RangeError)
  })
})
