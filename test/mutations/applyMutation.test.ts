import {describe, expect, it} from 'vitest'
import {
  applyMutation,
  applyMutationWithOutcome,
  getMutationDocumentId,
  getMutationKind,
  MutationError,
} from '../../src/mutations'
import type {ContentDocument, Mutation} from '../../src/types'
import {deepFreeze, thrown} from './fixtures'

const ctx = {transactionId: 'tx2', timestamp: '2025-02-02T00:00:00Z'}
const existing = (fields: Record<string, unknown> = {}): ContentDocument =>
  deepFreeze({
    _id: 'a',
    _type: 'post',
    _rev: 'tx1',
    _createdAt: '2025-01-01T00:00:00Z',
    _updatedAt: '2025-01-01T00:00:00Z',
    title: 'Old',
    ...fields,
  })
const errorOf = (current: ContentDocument | null, mutation: Mutation) =>
  thrown(() => applyMutation(current, mutation, ctx)) as MutationError

describe('create', () => {
  it('creates the document with revision and timestamps', () => {
    expect(applyMutation(null, deepFreeze({create: {_id: 'a', _type: 'post', title: 'Hi'}}), ctx)).toEqual({
      _id: 'a',
      _type: 'post',
      title: 'Hi',
      _rev: 'tx2',
      _createdAt: ctx.timestamp,
      _updatedAt: ctx.timestamp,
    })
  })

  it('keeps a _createdAt the input carries, as imports do', () => {
    expect(
      applyMutation(null, {create: {_id: 'a', _type: 'post', _createdAt: '2020-01-01T00:00:00Z'}}, ctx)?._createdAt,
    ).toBe('2020-01-01T00:00:00Z')
  })

  it('fails with documentAlreadyExistsError when the document exists', () => {
    expect(errorOf(existing(), {create: {_id: 'a', _type: 'post'}})).toMatchObject({
      type: 'documentAlreadyExistsError',
      documentId: 'a',
    })
  })

  it('needs an _id assigned by the caller', () => {
    expect(errorOf(null, {create: {_type: 'post'}})).toMatchObject({type: 'invalidMutationError'})
  })

  it('needs a _type', () => {
    expect(errorOf(null, {create: {_id: 'a'} as never})).toMatchObject({type: 'invalidMutationError', documentId: 'a'})
  })
})

describe('createOrReplace', () => {
  it('creates a missing document', () => {
    expect(applyMutationWithOutcome(null, {createOrReplace: {_id: 'a', _type: 'post'}}, ctx)).toMatchObject({
      operation: 'create',
      document: {_id: 'a', _createdAt: ctx.timestamp},
    })
  })

  it('replaces an existing document whole, keeping its _createdAt', () => {
    const {document, operation} = applyMutationWithOutcome(
      existing(),
      {createOrReplace: {_id: 'a', _type: 'page', body: 'x'}},
      ctx,
    )
    expect(operation).toBe('update')
    expect(document).toEqual({
      _id: 'a',
      _type: 'page',
      body: 'x',
      _rev: 'tx2',
      _createdAt: '2025-01-01T00:00:00Z',
      _updatedAt: ctx.timestamp,
    })
  })
})

describe('createIfNotExists', () => {
  it('creates a missing document', () => {
    expect(applyMutation(null, {createIfNotExists: {_id: 'a', _type: 'post'}}, ctx)).toMatchObject({
      _id: 'a',
      _rev: 'tx2',
    })
  })

  it('leaves an existing document alone', () => {
    const current = existing()
    const outcome = applyMutationWithOutcome(current, {createIfNotExists: {_id: 'a', _type: 'post', title: 'New'}}, ctx)
    expect(outcome.document).toBe(current)
    expect(outcome.operation).toBe('none')
  })
})

describe('delete', () => {
  it('deletes an existing document', () => {
    expect(applyMutationWithOutcome(existing(), {delete: {id: 'a'}}, ctx)).toEqual({
      document: null,
      operation: 'delete',
    })
  })

  it('accepts deleting a missing document', () => {
    expect(applyMutationWithOutcome(null, {delete: {id: 'a'}}, ctx)).toEqual({document: null, operation: 'none'})
  })

  it('rejects delete by query, which the server resolves into ids', () => {
    expect(errorOf(null, {delete: {query: '*[_type == "post"]'}})).toMatchObject({type: 'invalidMutationError'})
  })
})

describe('patch', () => {
  it('patches the document and stamps revision and update time', () => {
    const current = existing({meta: {views: 1}})
    const result = applyMutation(current, {patch: {id: 'a', set: {title: 'New'}}}, ctx)
    expect(result).toEqual({...current, title: 'New', _rev: 'tx2', _updatedAt: ctx.timestamp})
    expect(result?.meta).toBe(current.meta)
  })

  it('applies when ifRevisionID matches', () => {
    expect(applyMutation(existing(), {patch: {id: 'a', ifRevisionID: 'tx1', set: {title: 'New'}}}, ctx)?.title).toBe(
      'New',
    )
  })

  it('fails with documentRevisionIDDoesNotMatchError on a stale revision', () => {
    expect(errorOf(existing(), {patch: {id: 'a', ifRevisionID: 'tx0', set: {title: 'New'}}})).toMatchObject({
      type: 'documentRevisionIDDoesNotMatchError',
      documentId: 'a',
    })
  })

  it('fails with documentNotFoundError on a missing document', () => {
    expect(errorOf(null, {patch: {id: 'a', set: {title: 'x'}}})).toMatchObject({
      type: 'documentNotFoundError',
      documentId: 'a',
    })
  })

  it.each([
    ['set _id', {set: {_id: 'b'}}, '_id'],
    ['unset _id', {unset: ['_id']}, '_id'],
    ['set _type', {set: {_type: 'page'}}, '_type'],
    ['replace the root', {set: {'@': {_id: 'a'}}}, '_type'],
    ['unset the root', {unset: ['@']}, '_id'],
  ])('rejects a patch that would %s as invalidPatchError', (_name, operations, attribute) => {
    expect(errorOf(existing(), {patch: {id: 'a', ...operations}})).toMatchObject({
      type: 'invalidPatchError',
      path: [attribute],
    })
  })

  it('keeps _createdAt even if the patch tries to change it', () => {
    expect(applyMutation(existing(), {patch: {id: 'a', set: {_createdAt: 'x'}, unset: ['_rev']}}, ctx)).toMatchObject({
      _createdAt: '2025-01-01T00:00:00Z',
      _rev: 'tx2',
    })
  })

  it('carries the document id on errors from the patch itself', () => {
    expect(errorOf(existing(), {patch: {id: 'a', inc: {title: 1}}})).toMatchObject({
      type: 'typeMismatchError',
      documentId: 'a',
      path: ['title'],
    })
  })
})

describe('mutation shape', () => {
  it('rejects an unknown mutation', () => {
    expect(errorOf(null, {frobnicate: {}} as unknown as Mutation)).toMatchObject({type: 'invalidMutationError'})
  })

  it('rejects a document that belongs to another id', () => {
    expect(errorOf(existing(), {patch: {id: 'b', set: {}}})).toMatchObject({type: 'invalidMutationError'})
  })

  it('is a MutationError with a readable message', () => {
    const error = errorOf(null, {patch: {id: 'a', set: {}}})
    expect(error).toBeInstanceOf(MutationError)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('MutationError')
    expect(error.message).toBe(error.description)
  })
})

describe('getMutationDocumentId', () => {
  it.each<[Mutation, string | undefined]>([
    [{create: {_id: 'a', _type: 't'}}, 'a'],
    [{create: {_type: 't'}}, undefined],
    [{createOrReplace: {_id: 'b', _type: 't'}}, 'b'],
    [{createIfNotExists: {_id: 'c', _type: 't'}}, 'c'],
    [{delete: {id: 'd'}}, 'd'],
    [{delete: {query: '*'}}, undefined],
    [{patch: {id: 'e'}}, 'e'],
  ])('finds the id of %j', (mutation, expected) => {
    expect(getMutationDocumentId(mutation)).toBe(expected)
  })

  it('names the kind of a mutation', () => {
    expect(getMutationKind({delete: {id: 'd'}})).toBe('delete')
    expect(getMutationKind({} as Mutation)).toBeUndefined()
  })
})
