import type {ContentDocument} from '../src/types'

/** A small deterministic PRNG (mulberry32), so every bench run sees the same dataset. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'sa',
  'ti',
  'vo',
  'ba',
  'de',
  'fi',
  'go',
  'hu',
  'ja',
  'ke',
  'li',
  'ma',
  'no',
  'pe',
  'ri',
  'so',
  'tu',
  'va',
  'ze',
]

/**
 * A vocabulary of `size` words, the first ones real (so queries read naturally), the rest
 * pronounceable made-up words, all distinct.
 */
export function vocabulary(size: number): string[] {
  const words = new Set(BASE_WORDS)
  for (let i = 0; words.size < size; i++) {
    let n = i
    let word = ''
    do {
      word += SYLLABLES[n % SYLLABLES.length]
      n = Math.floor(n / SYLLABLES.length)
    } while (n > 0)
    words.add(`${word}${SYLLABLES[(i * 7) % SYLLABLES.length]}`)
  }
  return [...words]
}

/**
 * Draws word ranks with a Zipf distribution (exponent 1.1), as words occur in real text: a few
 * words are everywhere, most are rare.
 */
function zipfSampler(size: number, random: () => number): () => number {
  const cumulative = new Float64Array(size)
  let total = 0
  for (let rank = 0; rank < size; rank++) cumulative[rank] = total += 1 / Math.pow(rank + 1, 1.1)
  return () => {
    const target = random() * total
    let low = 0
    let high = size - 1
    while (low < high) {
      const mid = (low + high) >> 1
      if (cumulative[mid]! < target) low = mid + 1
      else high = mid
    }
    return low
  }
}

/** The size of the bench vocabulary. */
export const VOCABULARY_SIZE = 5000

const BASE_WORDS = (
  'content studio editor schema document draft publish review history preview reference image asset field ' +
  'array object string number boolean date slug portable text block span annotation structure pane list ' +
  'search query filter order project dataset server client token listen mutation patch transaction revision ' +
  'garden kitchen river mountain harbour lantern orchard meadow quartz velvet copper saffron willow ember'
).split(' ')
const WORDS = vocabulary(VOCABULARY_SIZE)

/**
 * A realistic blog dataset of `size` documents, its text drawn from a 5,000-word vocabulary
 * with Zipf-distributed word frequencies: 60 % posts (title, slug, author and category
 * references, a portable-text body, tags, dates), 20 % authors, 5 % categories, 15 % drafts of
 * posts. Post `i` has slug `post-i`.
 */
export function generateDataset(size: number, seed = 42): ContentDocument[] {
  const random = seededRandom(seed)
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!
  const rank = zipfSampler(WORDS.length, random)
  const words = (n: number) => Array.from({length: n}, () => WORDS[rank()]!).join(' ')
  const authors = Math.max(1, Math.floor(size * 0.2))
  const categories = Math.max(1, Math.floor(size * 0.05))
  const drafts = Math.floor(size * 0.15)
  const posts = size - authors - categories - drafts
  const docs: ContentDocument[] = []
  for (let i = 0; i < authors; i++)
    docs.push({_id: `author-${i}`, _type: 'author', name: `${pick(WORDS)} ${pick(WORDS)}`, bio: words(20)})
  for (let i = 0; i < categories; i++) docs.push({_id: `category-${i}`, _type: 'category', title: words(2)})
  const post = (i: number): ContentDocument => ({
    _id: `post-${i}`,
    _type: 'post',
    title: words(5),
    slug: {_type: 'slug', current: `post-${i}`},
    author: {_type: 'reference', _ref: `author-${Math.floor(random() * authors)}`},
    categories: [{_type: 'reference', _key: `c${i}`, _ref: `category-${Math.floor(random() * categories)}`}],
    publishedAt: new Date(Date.UTC(2020, 0, 1) + Math.floor(random() * 1.5e11)).toISOString(),
    views: Math.floor(random() * 10_000),
    tags: [pick(WORDS), pick(WORDS)],
    body: Array.from({length: 3}, (_, b) => ({
      _type: 'block',
      _key: `b${b}`,
      style: 'normal',
      markDefs: [],
      children: [{_type: 'span', _key: `s${b}`, text: words(25), marks: []}],
    })),
  })
  for (let i = 0; i < posts; i++) docs.push(post(i))
  for (let i = 0; i < drafts; i++) docs.push({...post(i), _id: `drafts.post-${i}`, title: words(6)})
  return docs
}
