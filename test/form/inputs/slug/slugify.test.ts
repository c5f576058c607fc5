import {describe, expect, it} from 'vitest'
import {SLUG_DEFAULT_MAX_LENGTH, slugify} from '../../../../src/form'

describe('slugify', () => {
  it('lower-cases and trims, turning spaces and punctuation into single dashes', () => {
    expect(slugify('  Hello, World!  ')).toBe('hello-world')
    expect(slugify('a -- b __ c...d')).toBe('a-b-c-d')
    expect(slugify('---Already-Dashed---')).toBe('already-dashed')
  })

  it('strips diacritics and spells out letters without them', () => {
    expect(slugify('Crème Brûlée à la Ñandú')).toBe('creme-brulee-a-la-nandu')
    expect(slugify('Straße Ærø Łódź')).toBe('strasse-aero-lodz')
  })

  it('keeps letters and digits of any script', () => {
    expect(slugify('Привет мир 2024')).toBe('привет-мир-2024')
    expect(slugify('東京 タワー')).toBe('東京-タワー')
  })

  it(`truncates to ${SLUG_DEFAULT_MAX_LENGTH} characters unless told, leaving no dash at the cut`, () => {
    expect(slugify('a'.repeat(300))).toHaveLength(SLUG_DEFAULT_MAX_LENGTH)
    expect(slugify('abcd efgh', 5)).toBe('abcd')
    expect(slugify('abcd efgh', 6)).toBe('abcd-e')
  })

  it('never cuts a letter outside the basic plane in half', () => {
    expect(slugify('𠀀𠀁𠀂', 2)).toBe('𠀀𠀁')
    expect(slugify('𝒜 Ⅻ')).toBe('a-xii')
  })

  it('gives the empty string for text without letters or digits', () => {
    expect(slugify('?!  ...')).toBe('')
  })

  it('refuses a maxLength that is not a positive integer', () => {
    expect(() => slugify('a', 0)).toThrow(TypeError)
    expect(() => slugify('a', 2.5)).toThrow("The slug's maxLength must be a positive integer, got 2.5")
  })
})
