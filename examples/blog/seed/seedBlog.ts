// The example's seed content, written through the client: authors, categories, posts (one a
// draft), the settings singleton and a kitchen-sink document with every field filled, plus
// an uploaded image and file. Used by `npm run dev` on a first start.
import {lastValueFrom} from 'rxjs'
import type {UploadEvent, VellumClient} from '../../../src/client'
import type {DocumentInput} from '../../../src/types'

/** The assets the seed uploads: a PNG for every image field and a text file. */
export interface SeedAssets {
  /** A small PNG image. */
  image: Uint8Array
  /** Any file's bytes; uploaded as `readme.txt`. */
  file: Uint8Array
}

/** What a seed wrote to a dataset. */
export interface SeedSummary {
  dataset: string
  documents: number
  assets: number
}

type Seed = DocumentInput & {_id: string}

async function upload(
  client: VellumClient,
  kind: 'image' | 'file',
  body: Uint8Array,
  filename: string,
  contentType: string,
): Promise<string> {
  const events = client.uploadAsset(kind, body, {filename, contentType})
  const last: UploadEvent = await lastValueFrom(events)
  if (last.type !== 'response') throw new Error(`Uploading ${filename} ended without the asset document`)
  return last.document._id
}

const image = (assetId: string) => ({_type: 'image', asset: {_type: 'reference', _ref: assetId}})
const ref = (id: string, key?: string) => ({_type: 'reference', _ref: id, ...(key ? {_key: key} : {})})
const block = (key: string, text: string, style = 'normal') => ({
  _type: 'block',
  _key: key,
  style,
  markDefs: [],
  children: [{_type: 'span', _key: `${key}-s`, text, marks: []}],
})

/** The documents of the production dataset. */
export function productionDocuments(imageId: string, fileId: string): Seed[] {
  return [
    {
      _id: 'author-ada',
      _type: 'author',
      name: 'Ada Lovelace',
      slug: {_type: 'slug', current: 'ada-lovelace'},
      email: 'ada@example.com',
      image: image(imageId),
      bio: 'Wrote the first program.',
    },
    {
      _id: 'author-grace',
      _type: 'author',
      name: 'Grace Hopper',
      slug: {_type: 'slug', current: 'grace-hopper'},
      email: 'grace@example.com',
      bio: 'Made computers speak English.',
    },
    {_id: 'category-engineering', _type: 'category', title: 'Engineering', description: 'How things are built.'},
    {_id: 'category-history', _type: 'category', title: 'History', description: 'Where things came from.'},
    {_id: 'category-news', _type: 'category', title: 'News'},
    {
      _id: 'post-analytical-engine',
      _type: 'post',
      title: 'Notes on the Analytical Engine',
      slug: {_type: 'slug', current: 'notes-on-the-analytical-engine'},
      author: ref('author-ada'),
      mainImage: image(imageId),
      categories: [ref('category-history', 'c1'), ref('category-engineering', 'c2')],
      publishedAt: '2025-01-15T09:00:00.000Z',
      excerpt: 'A machine that weaves algebraic patterns.',
      body: [
        block('b1', 'The engine', 'h2'),
        block(
          'b2',
          'The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves.',
        ),
      ],
    },
    {
      _id: 'post-first-bug',
      _type: 'post',
      title: 'The first bug',
      slug: {_type: 'slug', current: 'the-first-bug'},
      author: ref('author-grace'),
      categories: [ref('category-history', 'c1')],
      publishedAt: '2025-02-01T12:00:00.000Z',
      body: [block('b1', 'A moth was found in relay 70 of the Mark II.')],
    },
    {
      _id: 'drafts.post-compilers',
      _type: 'post',
      title: 'Why we need compilers',
      author: ref('author-grace'),
      body: [block('b1', 'A draft that is not published yet.')],
    },
    {
      _id: 'settings',
      _type: 'settings',
      title: 'Vellum blog',
      description: 'The example blog of Vellum.',
      siteUrl: 'http://127.0.0.1:5173',
      featuredPosts: [ref('post-analytical-engine', 'f1')],
    },
    {
      _id: 'kitchen-sink',
      _type: 'kitchenSink',
      title: 'Everything at once',
      status: 'review',
      description: 'A document with a value in every field.',
      rating: 4,
      size: 2,
      published: true,
      featured: false,
      date: '2025-03-01',
      datetime: '2025-03-01T10:30:00.000Z',
      email: 'sink@example.com',
      url: 'https://example.com',
      slug: {_type: 'slug', current: 'everything-at-once'},
      location: {_type: 'geopoint', lat: 59.91, lng: 10.75, alt: 10},
      author: ref('author-ada'),
      stagingPost: {_type: 'crossDatasetReference', _ref: 'post-staged', _dataset: 'staging', _projectId: 'local'},
      image: {...image(imageId), caption: 'A blue square'},
      attachment: {_type: 'file', asset: {_type: 'reference', _ref: fileId}},
      address: {_type: 'object', street: 'Karl Johans gate 1', city: 'Oslo'},
      tags: ['example', 'seed'],
      colors: ['red', 'blue'],
      links: [{_type: 'link', _key: 'l1', label: 'Vellum', href: 'https://example.com/vellum'}],
      gallery: [{...image(imageId), _key: 'g1'}],
      related: [ref('post-first-bug', 'r1'), ref('category-news', 'r2')],
      body: [block('b1', 'Rich text with a heading', 'h2'), block('b2', 'And a paragraph.')],
    },
  ]
}

/** The documents of the staging dataset. */
export function stagingDocuments(): Seed[] {
  return [
    {_id: 'author-ada', _type: 'author', name: 'Ada Lovelace (staging)'},
    {
      _id: 'post-staged',
      _type: 'post',
      title: 'A staged post',
      author: ref('author-ada'),
      body: [block('b1', 'Only in staging.')],
    },
    {_id: 'settings', _type: 'settings', title: 'Vellum blog (staging)'},
  ]
}

/**
 * Seeds one dataset of the blog: uploads the assets (production only) and creates the
 * documents in one transaction. Documents that exist already are left alone.
 *
 * @param client - A client with write access, for the dataset to seed.
 * @param assets - The bytes of the image and the file.
 */
export async function seedBlog(client: VellumClient, assets: SeedAssets): Promise<SeedSummary> {
  const {dataset} = client.config
  let documents: Seed[]
  let uploaded = 0
  if (dataset === 'production') {
    const imageId = await upload(client, 'image', assets.image, 'blue-square.png', 'image/png')
    const fileId = await upload(client, 'file', assets.file, 'readme.txt', 'text/plain')
    uploaded = 2
    documents = productionDocuments(imageId, fileId)
  } else {
    documents = stagingDocuments()
  }
  await client.mutate(documents.map((document) => ({createIfNotExists: document})))
  return {dataset, documents: documents.length, assets: uploaded}
}
