import {describe, expect, it} from 'vitest'
import {createAnnotationSource, diffDocuments, findDiff, type DiffAnnotation} from '../../src/diff'
import {post, postType, section} from './fixtures'

const alice: DiffAnnotation = {author: 'alice', timestamp: '2026-01-01T10:00:00.000Z', transactionId: 't1'}
const bob: DiffAnnotation = {author: 'bob', timestamp: '2026-01-01T10:05:00.000Z', transactionId: 't2'}

describe('createAnnotationSource', () => {
  const base = post({_rev: 'r0', title: 'Hello', views: 1, sections: [section('a', {heading: 'A'}), section('b')]})
  const afterAlice = post({
    _rev: 't1',
    title: 'Hello!',
    views: 1,
    sections: [section('a', {heading: 'A1'}), section('b')],
  })
  const afterBob = post({
    _rev: 't2',
    title: 'Hello!',
    views: 2,
    sections: [section('b'), section('a', {heading: 'A2'})],
  })
  const annotations = createAnnotationSource(base, [
    {value: afterAlice, annotation: alice},
    {value: afterBob, annotation: bob},
  ])
  const diff = diffDocuments(base, afterBob, {schemaType: postType, annotations})

  it('gives each changed field the transactions that changed it', () => {
    expect(diff.fields.title?.annotations).toEqual([alice])
    expect(diff.fields.views?.annotations).toEqual([bob])
    expect(findDiff(diff, ['sections', {_key: 'a'}, 'heading']).annotations).toEqual([alice, bob])
  })

  it('gives a changed container everyone who changed something in it, oldest first', () => {
    expect(diff.annotations).toEqual([alice, bob])
    expect(diff.fields.sections?.annotations).toEqual([alice, bob])
  })

  it('leaves unchanged values without authors, and ignores _rev', () => {
    expect(findDiff(diff, ['sections', {_key: 'b'}]).annotations).toEqual([])
    expect(annotations(['_rev'])).toEqual([])
  })

  it('credits a value set as a whole to whoever set the object around it', () => {
    const created = createAnnotationSource(undefined, [{value: post({seo: {title: 'x'}}), annotation: alice}])
    expect(created(['seo', 'title'])).toEqual([alice])
  })

  it('credits a move to the array and its items', () => {
    expect(annotations(['sections'])).toContain(bob)
  })
})
