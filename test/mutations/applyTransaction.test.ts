import {describe, expect, it} from 'vitest'
import {applyTransaction, MutationError} from '../../src/mutations'
import type {ContentDocument, Mutation} from '../../src/types'
import {deepFreeze, thrown} from './fixtures'

const ctx = {transactionId: 'tx9', timestamp: '2025-03-03T00:00:00Z'}
const stored = deepFreeze(
  new Map<string, ContentDocument>([['a', {_id: 'a', _type: 'post', _rev: 'tx1', title: 'A', n: 1}]]),
)
const getDocument = (id: string) => stored.get(id) ?? null

describe('applyTransaction', () => {
  it('applies mutations in order, later ones seeing earlier ones', () => {
    const {documents, results} = applyTransaction(
      getDocument,
      [
        {create: {_id: 'b', _type: 'post', n: 0}},
        {patch: {id: 'b', inc: {n: 5}}},
        {patch: {id: 'a', ifRevisionID: 'tx1', set: {title: 'A2'}}},
        {patch: {id: 'a', ifRevisionID: 'tx9', inc: {n: 1}}},
      ],
      ctx,
    )
    expect(documents.get('b')).toMatchObject({n: 5, _rev: 'tx9'})
    expect(documents.get('a')).toMatchObject({title: 'A2', n: 2, _rev: 'tx9'})
    expect(results).toEqual([
      {id: 'b', operation: 'create'},
      {id: 'b', operation: 'update'},
      {id: 'a', operation: 'update'},
      {id: 'a', operation: 'update'},
    ])
  })

  it('maps deleted documents to null and leaves unwritten ones out', () => {
    const {documents, results} = applyTransaction(
      getDocument,
      [
        {createIfNotExists: {_id: 'a', _type: 'post'}},
        {delete: {id: 'missing'}},
        {create: {_id: 'c', _type: 'post'}},
        {delete: {id: 'c'}},
        {delete: {id: 'a'}},
      ],
      ctx,
    )
    expect([...documents]).toEqual([
      ['c', null],
      ['a', null],
    ])
    expect(results.map((result) => result.operation)).toEqual(['none', 'none', 'create', 'delete', 'delete'])
  })

  it('lets a document be created again after a delete in the same transaction', () => {
    const {documents} = applyTransaction(getDocument, [{delete: {id: 'a'}}, {create: {_id: 'a', _type: 'page'}}], ctx)
    expect(documents.get('a')).toMatchObject({_type: 'page'})
  })

  it('is all or nothing: the failing mutation throws with its index and document id', () => {
    const mutations: Mutation[] = [{patch: {id: 'a', set: {title: 'changed'}}}, {create: {_id: 'a', _type: 'post'}}]
    const error = thrown(() => applyTransaction(getDocument, mutations, ctx))
    expect(error).toBeInstanceOf(MutationError)
    expect(error).toMatchObject({type: 'documentAlreadyExistsError', index: 1, documentId: 'a'})
    expect(stored.get('a')?.title).toBe('A')
  })

  it('reports the index of a mutation without an id', () => {
    expect(
      thrown(() => applyTransaction(getDocument, [{delete: {id: 'a'}}, {delete: {query: '*'}}], ctx)),
    ).toMatchObject({
      type: 'invalidMutationError',
      index: 1,
    })
  })

  it('reads each document from storage at most once', () => {
    const reads: string[] = []
    applyTransaction(
      (id) => {
        reads.push(id)
        return getDocument(id)
      },
      [{patch: {id: 'a', set: {x: 1}}}, {patch: {id: 'a', set: {y: 1}}}],
      ctx,
    )
    expect(reads).toEqual(['a'])
  })
})
