import {describe, expect, it} from 'vitest'
import {
  diffDocuments,
  diffValues,
  DiffError,
  fileSizeChange,
  findDiff,
  type ArrayDiff,
  type BlockDiff,
  type DateDiff,
  type FileDiff,
  type NumberDiff,
  type ObjectDiff,
  type ReferenceDiff,
  type StringDiff,
} from '../../src/diff'
import {block, image, post, postType, ref, section, span} from './fixtures'

const diffPosts = (from: Record<string, unknown> | null, to: Record<string, unknown> | null) =>
  diffDocuments(from, to, {schemaType: postType})

describe('diffDocuments', () => {
  it('diffs a document field by field in schema order, leaving out _id, _rev and timestamps', () => {
    const diff = diffPosts(
      post({_rev: 'a', _updatedAt: '2026-01-01T00:00:00Z', views: 1, title: 'Hello'}),
      post({_rev: 'b', _updatedAt: '2026-01-02T00:00:00Z', views: 1, title: 'Hello there', extra: true}),
    )
    expect(Object.keys(diff.fields)).toEqual(['title', 'views', '_type', 'extra'])
    expect(diff).toMatchObject({type: 'object', action: 'changed', isChanged: true, path: []})
    expect(diff.fields.views).toMatchObject({type: 'number', action: 'unchanged', isChanged: false})
    expect(diff.fields.extra).toMatchObject({type: 'boolean', action: 'added', fromValue: undefined, toValue: true})
  })

  it('says unchanged when nothing but the bookkeeping differs', () => {
    const diff = diffPosts(post({_rev: 'a', title: 'A'}), post({_rev: 'b', title: 'A'}))
    expect(diff.action).toBe('unchanged')
    expect(diff.isChanged).toBe(false)
  })

  it('diffs a created and a deleted document as added and removed', () => {
    expect(diffPosts(null, post({title: 'New'}))).toMatchObject({action: 'added', fields: {title: {action: 'added'}}})
    expect(diffPosts(post({title: 'Old'}), null)).toMatchObject({
      action: 'removed',
      fields: {title: {action: 'removed'}},
    })
  })

  it('refuses values that are not JSON, naming what they are', () => {
    expect(() => diffPosts(post({title: () => 1}), post())).toThrow(
      'Value error: Value is of type function, expected a JSON value',
    )
    expect(() => diffPosts(post({when: new Date(0)}), post())).toThrow(
      'Value error: Value is of type Date, expected a plain object',
    )
    expect(() => diffPosts(post({views: Number.NaN}), post())).toThrow(DiffError)
    expect(() => diffDocuments('text' as never, null)).toThrow('Value error: Value is of type string, expected object')
  })
})

describe('string diffs', () => {
  it('shows a changed word of a sentence as one word removed and one added', () => {
    const diff = diffPosts(post({title: 'The quick brown fox'}), post({title: 'The quick red fox'})).fields
      .title as StringDiff
    expect(diff.segments).toEqual([
      {action: 'unchanged', text: 'The quick '},
      {action: 'removed', text: 'brown'},
      {action: 'added', text: 'red'},
      {action: 'unchanged', text: ' fox'},
    ])
  })

  it('diffs a single word character by character', () => {
    const diff = diffValues('colour', 'color') as StringDiff
    expect(diff.segments).toEqual([
      {action: 'unchanged', text: 'colo'},
      {action: 'removed', text: 'u'},
      {action: 'unchanged', text: 'r'},
    ])
  })

  it('gives the whole text as added or removed when the other side is missing', () => {
    expect((diffValues(undefined, 'new') as StringDiff).segments).toEqual([{action: 'added', text: 'new'}])
    expect((diffValues('old', undefined) as StringDiff).segments).toEqual([{action: 'removed', text: 'old'}])
    expect(diffValues('same', 'same')).toMatchObject({
      action: 'unchanged',
      segments: [{action: 'unchanged', text: 'same'}],
    })
  })
})

describe('number, boolean, date and null diffs', () => {
  it('gives a number diff its delta', () => {
    const diff = diffPosts(post({views: 10}), post({views: 7})).fields.views as NumberDiff
    expect(diff).toMatchObject({type: 'number', action: 'changed', fromValue: 10, toValue: 7, delta: -3})
  })

  it('diffs booleans', () => {
    expect(diffPosts(post({featured: false}), post({featured: true})).fields.featured).toMatchObject({
      type: 'boolean',
      action: 'changed',
    })
  })

  it('shows dates and date-times whole, with their type', () => {
    const fields = diffPosts(
      post({publishedAt: '2026-01-01T10:00:00Z', releaseDate: '2026-01-01'}),
      post({publishedAt: '2026-01-01T11:00:00Z', releaseDate: '2026-02-01'}),
    ).fields
    expect(fields.publishedAt).toMatchObject({type: 'date', dateType: 'datetime', action: 'changed'})
    expect((fields.releaseDate as DateDiff).dateType).toBe('date')
    expect(fields.releaseDate).not.toHaveProperty('segments')
  })

  it('shows a value whose JSON type changed, or null, as a replaced value', () => {
    expect(diffValues('1', 1)).toMatchObject({type: 'value', action: 'changed', fromValue: '1', toValue: 1})
    expect(diffValues(null, null)).toMatchObject({type: 'value', action: 'unchanged'})
  })
})

describe('object diffs', () => {
  it('diffs nested objects field by field with their paths', () => {
    const diff = diffPosts(post({seo: {title: 'A', description: 'x'}}), post({seo: {title: 'B', description: 'x'}}))
    const seo = diff.fields.seo as ObjectDiff
    expect(seo).toMatchObject({type: 'object', action: 'changed', path: ['seo']})
    expect(seo.fields.title).toMatchObject({action: 'changed', path: ['seo', 'title']})
    expect(seo.fields.description).toMatchObject({action: 'unchanged'})
  })

  it('diffs every field of an added object as added', () => {
    const seo = diffPosts(post(), post({seo: {title: 'A'}})).fields.seo as ObjectDiff
    expect(seo.action).toBe('added')
    expect(seo.fields.title).toMatchObject({action: 'added', toValue: 'A'})
  })
})

describe('array diffs', () => {
  it('matches keyed items by _key, with from and to index and moved markers', () => {
    const diff = diffPosts(
      post({sections: [section('a', {heading: 'A'}), section('b', {heading: 'B'}), section('c', {heading: 'C'})]}),
      post({sections: [section('c', {heading: 'C'}), section('a', {heading: 'A!'}), section('d', {heading: 'D'})]}),
    ).fields.sections as ArrayDiff
    expect(diff.matchedBy).toBe('key')
    expect(
      diff.items.map(({key, fromIndex, toIndex, hasMoved, diff}) => [key, fromIndex, toIndex, hasMoved, diff.action]),
    ).toEqual([
      ['b', 1, undefined, false, 'removed'],
      ['c', 2, 0, true, 'unchanged'],
      ['a', 0, 1, false, 'changed'],
      ['d', undefined, 2, false, 'added'],
    ])
    expect(findDiff(diff, ['sections', {_key: 'a'}, 'heading'])).toMatchObject({
      path: ['sections', {_key: 'a'}, 'heading'],
      segments: [
        {action: 'unchanged', text: 'A'},
        {action: 'added', text: '!'},
      ],
    })
  })

  it('marks an array whose items only moved as changed', () => {
    const diff = diffPosts(
      post({sections: [section('a'), section('b')]}),
      post({sections: [section('b'), section('a')]}),
    )
    expect(diff.fields.sections).toMatchObject({action: 'changed', isChanged: true})
    expect((diff.fields.sections as ArrayDiff).items.filter((item) => item.hasMoved)).toHaveLength(1)
  })

  it('matches primitive items by position', () => {
    const diff = diffPosts(post({tags: ['a', 'b', 'c']}), post({tags: ['a', 'x']})).fields.tags as ArrayDiff
    expect(diff.matchedBy).toBe('index')
    expect(diff.items.map((item) => [item.fromIndex, item.toIndex, item.diff.action])).toEqual([
      [0, 0, 'unchanged'],
      [1, 1, 'changed'],
      [2, undefined, 'removed'],
    ])
    expect(diff.items[1]?.diff.path).toEqual(['tags', 1])
  })

  it('matches by position when keys are missing or repeated', () => {
    const diff = diffValues(
      [
        {_key: 'a', v: 1},
        {_key: 'a', v: 2},
      ],
      [{_key: 'a', v: 1}],
    ) as ArrayDiff
    expect(diff.matchedBy).toBe('index')
  })
})

describe('reference diffs', () => {
  it('gives the referenced ids of both versions', () => {
    const diff = diffPosts(post({author: ref('alice')}), post({author: ref('bob')})).fields.author as ReferenceDiff
    expect(diff).toMatchObject({type: 'reference', action: 'changed', fromRef: 'alice', toRef: 'bob'})
    expect(diffValues(undefined, ref('x'))).toMatchObject({type: 'reference', action: 'added', toRef: 'x'})
  })
})

describe('image and file diffs', () => {
  const sizes: Record<string, number> = {'image-a-10x10-png': 1000, 'image-b-10x10-png': 1234, 'file-c-pdf': 400}
  const assets = (id: string) => (id in sizes ? {size: sizes[id]} : undefined)
  const diffImages = (from: unknown, to: unknown) =>
    diffDocuments(post({hero: from}), post({hero: to}), {schemaType: postType, assets}).fields.hero as FileDiff

  it("is 'added' with a new asset and no old one", () => {
    expect(diffImages(image(undefined, {caption: 'x'}), image('image-a-10x10-png'))).toMatchObject({
      type: 'file',
      fileType: 'image',
      action: 'added',
      toAsset: 'image-a-10x10-png',
    })
    expect(diffImages(undefined, image('image-a-10x10-png')).action).toBe('added')
  })

  it("is 'removed' when the asset is gone", () => {
    expect(diffImages(image('image-a-10x10-png'), image(undefined)).action).toBe('removed')
    expect(diffImages(image('image-a-10x10-png'), undefined).action).toBe('removed')
  })

  it("is 'changed' otherwise, with the size change as a signed rounded percent", () => {
    const diff = diffImages(image('image-a-10x10-png'), image('image-b-10x10-png'))
    expect(diff).toMatchObject({action: 'changed', assetChanged: true})
    expect(diff.sizeChange).toEqual({fromSize: 1000, toSize: 1234, percent: 23, label: '+23%'})
  })

  it('tells a changed crop or hotspot of the same asset', () => {
    const diff = diffImages(
      image('image-a-10x10-png', {crop: {top: 0, bottom: 0, left: 0, right: 0}}),
      image('image-a-10x10-png', {crop: {top: 0.1, bottom: 0, left: 0, right: 0}}),
    )
    expect(diff).toMatchObject({action: 'changed', assetChanged: false, cropChanged: true, hotspotChanged: false})
    expect(diff.sizeChange).toBeUndefined()
  })

  it('diffs files, and recognises images by shape without a schema', () => {
    const file = diffDocuments(
      post({attachment: {_type: 'file', asset: ref('file-c-pdf')}}),
      post({attachment: {_type: 'file'}}),
      {schemaType: postType},
    ).fields.attachment as FileDiff
    expect(file).toMatchObject({fileType: 'file', action: 'removed', fromAsset: 'file-c-pdf'})
    expect(diffValues(image('image-a-10x10-png'), image('image-b-10x10-png'))).toMatchObject({
      type: 'file',
      fileType: 'image',
    })
  })

  it('rounds sizes to signed percents', () => {
    expect(fileSizeChange(1000, 600)?.label).toBe('-40%')
    expect(fileSizeChange(1000, 1001)?.label).toBe('0%')
    expect(fileSizeChange(0, 10)).toBeUndefined()
    expect(fileSizeChange(undefined, 10)).toBeUndefined()
  })
})

describe('portable text diffs', () => {
  it('diffs blocks by key with span-level text segments', () => {
    const diff = diffPosts(
      post({body: [block('b1', [span('Hello '), span('world', 'strong')]), block('b2', [span('Gone')])]}),
      post({body: [block('b1', [span('Hello '), span('there', 'strong')])]}),
    ).fields.body as ArrayDiff
    expect(diff.arrayType).toBe('portableText')
    const first = diff.items[0]?.diff as BlockDiff
    expect(first.type).toBe('block')
    expect(first.segments).toEqual([
      {action: 'unchanged', text: 'Hello ', marks: []},
      {action: 'removed', text: 'world', marks: ['strong']},
      {action: 'added', text: 'there', marks: ['strong']},
    ])
    expect(diff.items[1]?.diff).toMatchObject({
      type: 'block',
      action: 'removed',
      segments: [{action: 'removed', text: 'Gone'}],
    })
  })

  it('shows marks added to unchanged text, annotations by their type', () => {
    const diff = diffPosts(
      post({body: [block('b1', [span('Read the docs')])]}),
      post({
        body: [
          block('b1', [span('Read the '), span('docs', 'em', 'l1')], {
            markDefs: [{_key: 'l1', _type: 'link', href: 'https://example.com'}],
          }),
        ],
      }),
    ).fields.body as ArrayDiff
    const first = diff.items[0]?.diff as BlockDiff
    expect(first.marksChanged).toBe(true)
    expect(first.segments).toEqual([
      {action: 'unchanged', text: 'Read the ', marks: []},
      {action: 'unchanged', text: 'docs', marks: ['em', 'link'], fromMarks: []},
    ])
  })

  it('tells a changed style', () => {
    const diff = diffPosts(
      post({body: [block('b1', [span('Title')])]}),
      post({body: [block('b1', [span('Title')], {style: 'h1'})]}),
    ).fields.body as ArrayDiff
    expect(diff.items[0]?.diff).toMatchObject({action: 'changed', styleChanged: true, marksChanged: false})
  })

  it('recognises blocks without a schema', () => {
    const diff = diffValues([block('b1', [span('a')])], [block('b1', [span('a b')])]) as ArrayDiff
    expect(diff.arrayType).toBe('portableText')
    expect(diff.items[0]?.diff.type).toBe('block')
  })
})

describe('findDiff', () => {
  it('says it could not find a path the diff does not have', () => {
    const diff = diffPosts(post({title: 'a'}), post({title: 'b'}))
    expect(() => findDiff(diff, ['nope'])).toThrow('Could not find child "nope" at ""')
    expect(() => findDiff(diff, ['title', 'deeper'])).toThrow(DiffError)
  })
})
