import {describe, expect, it} from 'vitest'
import {startCase} from '../../src/schema'

describe('startCase', () => {
  it.each([
    ['title', 'Title'],
    ['publishedAt', 'Published At'],
    ['seo_metaTitle', 'Seo Meta Title'],
    ['main-image', 'Main Image'],
    ['HTMLContent', 'HTML Content'],
    ['h1', 'H1'],
    ['address2Line', 'Address2 Line'],
    ['sanity.imageAsset', 'Sanity Image Asset'],
    ['  spaced  out ', 'Spaced Out'],
    ['', ''],
  ])('turns %j into %j', (name, title) => {
    expect(startCase(name)).toBe(title)
  })
})
