import {SLUG_DEFAULT_MAX_LENGTH} from '../../constants'

// Letters that carry no combining mark to strip, so Unicode normalisation leaves them as they are.
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
}
const TRANSLITERATED = new RegExp(`[${Object.keys(TRANSLITERATIONS).join('')}]`, 'g')

/**
 * The default slugify of the slug input: lower-cases the text, strips diacritics (`é` → `e`,
 * `ß` → `ss`), turns every run of spaces and punctuation into one `-`, drops dashes at either
 * end, and keeps at most `maxLength` characters (no dash is left dangling at the cut). Letters
 * and digits of any script are kept.
 *
 * @param input - The source text, e.g. a title.
 * @param maxLength - The most characters the slug may have; {@link SLUG_DEFAULT_MAX_LENGTH} unless given.
 * @throws TypeError when `maxLength` is not a positive integer
 * @example
 * ```ts
 * slugify('  Crème brûlée: the Recipe! ') // 'creme-brulee-the-recipe'
 * slugify('Hello world', 5) // 'hello'
 * ```
 * @beta
 */
export function slugify(input: string, maxLength: number = SLUG_DEFAULT_MAX_LENGTH): string {
  if (!Number.isInteger(maxLength) || maxLength < 1)
    throw new TypeError(`The slug's maxLength must be a positive integer, got ${String(maxLength)}`)
  // Lower-cased after NFKD, which may give capitals back (𝒜 → A, Ⅻ → XII).
  const plain = input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(TRANSLITERATED, (letter) => TRANSLITERATIONS[letter] ?? letter)
  const slug = plain.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '')
  // By code points, so a letter outside the BMP is never cut in half.
  return Array.from(slug).slice(0, maxLength).join('').replace(/-+$/, '')
}
