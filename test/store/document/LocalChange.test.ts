import {describe, expect, it} from 'vitest'
import {applyPatchOperations, MutationError} from '../../../src/mutations'
import {
  appendChange,
  applyLocalChange,
  changesToMutations,
  replayChanges,
  type LocalChange,
} from '../../../src/store/document/LocalChange'
import type {Patch} from '../../../src/types'
import {CHANGE_CONTEXT as context, draftDoc as doc} from './support/testStore'

const patch = (value: Patch): LocalChange => ({type: 'patch', patch: value})

describe('applyLocalChange', () => {
  it('patches like the server: stamped with the transaction, creation time kept', () => {
    const next = applyLocalChange(
      'drafts.a',
      doc({title: 'a'}),
      patch({type: 'set', path: ['title'], value: 'b'}),
      context,
    )
    expect(next).toEqual(doc({title: 'b', _rev: 'tx1', _updatedAt: '2026-02-01T10:00:00.000Z'}))
  })

  it('refuses what the server refuses', () => {
    expect(() =>
      applyLocalChange('drafts.a', null, patch({type: 'set', path: ['title'], value: 'b'}), context),
    ).toThrow(
      new MutationError({
        type: 'documentNotFoundError',
        description: 'Cannot patch missing document "drafts.a"',
        documentId: 'drafts.a',
      }),
    )
    expect(() => applyLocalChange('drafts.a', doc(), patch({type: 'set', path: ['_id'], value: 'b'}), context)).toThrow(
      'Cannot modify immutable attribute "_id"',
    )
    expect(() =>
      applyLocalChange(
        'drafts.a',
        doc(),
        {type: 'mutation', mutation: {create: {_id: 'drafts.a', _type: 'post'}}},
        context,
      ),
    ).toThrow('Document "drafts.a" already exists')
  })
})

describe('replayChanges', () => {
  it('skips the changes that no longer apply and keeps the rest', () => {
    const changes = [
      patch({type: 'inc', path: ['count'], value: 1}),
      patch({type: 'set', path: ['title'], value: 'kept'}),
    ]
    const {document, kept, dropped} = replayChanges('drafts.a', doc({count: 'many'}), changes, context)
    expect(document).toMatchObject({count: 'many', title: 'kept'})
    expect(kept).toEqual([changes[1]])
    expect(dropped).toEqual([{change: changes[0], error: expect.any(MutationError)}])
  })
})

describe('appendChange', () => {
  it('folds consecutive sets of one path into the last', () => {
    const changes: LocalChange[] = []
    appendChange(changes, patch({type: 'set', path: ['title'], value: 'H'}))
    appendChange(changes, patch({type: 'set', path: ['title'], value: 'He'}))
    appendChange(changes, patch({type: 'set', path: ['body', {_key: 'k'}, 'text'], value: 'x'}))
    appendChange(changes, patch({type: 'set', path: ['body', {_key: 'k'}, 'text'], value: 'xy'}))
    expect(changes).toEqual([
      patch({type: 'set', path: ['title'], value: 'He'}),
      patch({type: 'set', path: ['body', {_key: 'k'}, 'text'], value: 'xy'}),
    ])
  })

  it('keeps sets apart when something else comes between', () => {
    const changes: LocalChange[] = []
    appendChange(changes, patch({type: 'set', path: ['title'], value: 'H'}))
    appendChange(changes, patch({type: 'inc', path: ['count'], value: 1}))
    appendChange(changes, patch({type: 'set', path: ['title'], value: 'He'}))
    expect(changes).toHaveLength(3)
  })
})

describe('changesToMutations', () => {
  it('sends patches as wire patches that give the same document', () => {
    const start = doc({
      tags: [
        {_key: 'a', n: 1},
        {_key: 'b', n: 2},
      ],
      title: 'x',
    })
    const changes: LocalChange[] = [
      patch({type: 'set', path: ['tags', {_key: 'a'}, 'n'], value: 5}),
      patch({type: 'move', path: ['tags'], from: {_key: 'a'}, to: {_key: 'b'}, position: 'after'}),
      patch({type: 'unset', path: ['title']}),
      {type: 'mutation', mutation: {createIfNotExists: {_id: 'drafts.a', _type: 'post'}}},
    ]
    const {mutations, document, dropped} = changesToMutations('drafts.a', start, changes, context)
    expect(dropped).toEqual([])
    expect(mutations).toEqual([
      {patch: {id: 'drafts.a', set: {'tags[_key=="a"].n': 5}}},
      {
        patch: {
          id: 'drafts.a',
          unset: ['tags[_key=="a"]'],
          insert: {after: 'tags[_key=="b"]', items: [{_key: 'a', n: 5}]},
        },
      },
      {patch: {id: 'drafts.a', unset: ['title']}},
      {createIfNotExists: {_id: 'drafts.a', _type: 'post'}},
    ])
    const onServer = mutations
      .slice(0, 3)
      .reduce<unknown>((value, mutation) => applyPatchOperations(value, (mutation as {patch: object}).patch), start)
    expect(onServer).toMatchObject({
      tags: [
        {_key: 'b', n: 2},
        {_key: 'a', n: 5},
      ],
    })
    expect(document).toMatchObject({
      tags: [
        {_key: 'b', n: 2},
        {_key: 'a', n: 5},
      ],
    })
    expect(document).not.toHaveProperty('title')
  })

  it('leaves out a move that moves nothing', () => {
    const start = doc({tags: [{_key: 'a'}]})
    const {mutations} = changesToMutations(
      'drafts.a',
      start,
      [patch({type: 'move', path: ['tags'], from: {_key: 'gone'}, to: {_key: 'a'}, position: 'after'})],
      context,
    )
    expect(mutations).toEqual([])
  })
})
