import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {changesToMutations} from '../../../src/store/document/LocalChange'
import type {Patch} from '../../../src/types'
import type {LakeTransportOptions} from './support/lakeTransport'
import {advance, CHANGE_CONTEXT as context, draftDoc} from './support/testStore'
import {settlingPairs} from './support/twoPairs'

// A move carries no copy of what it moves: a rich-text editor joining a paragraph into the one
// before moves the paragraph's spans as the value holds them. Someone else's typing in a moved
// span at the same time, or their marking of it, goes with it. Here: block `b2`'s span `s2`
// moves to the end of block `b1`.

const blocks = [
  {_key: 'b1', children: [{_key: 's1', text: 'one '}]},
  {_key: 'b2', children: [{_key: 's2', text: 'two'}]},
]
const join: Patch = {
  type: 'move',
  path: ['body', {_key: 'b2'}, 'children'],
  from: {_key: 's2'},
  to: -1,
  position: 'after',
  into: ['body', {_key: 'b1'}, 'children'],
}
const typeInMovedSpan: Patch = {
  type: 'set',
  path: ['body', {_key: 'b2'}, 'children', {_key: 's2'}, 'text'],
  value: 'two!',
}

describe('a move into another array', () => {
  it('is sent as the items the version it is encoded on holds, and makes the commit guarded', () => {
    const theirs = draftDoc({
      body: [blocks[0], {_key: 'b2', children: [{_key: 's2', text: 'two, theirs', marks: ['strong']}]}],
    })
    const wire = changesToMutations('drafts.a', theirs, [{type: 'patch', patch: join}], context)
    expect(wire.conditional).toBe(true)
    expect(wire.mutations).toEqual([
      {
        patch: {
          id: 'drafts.a',
          unset: ['body[_key=="b2"].children[_key=="s2"]'],
          insert: {
            after: 'body[_key=="b1"].children[-1]',
            items: [{_key: 's2', text: 'two, theirs', marks: ['strong']}],
          },
        },
      },
    ])
  })
})

describe('two people: one moves a span into another block, the other types in it at the same time', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const twoEditors = (options: [LakeTransportOptions, LakeTransportOptions]) => settlingPairs({body: blocks}, options)

  const joined = [
    {
      _key: 'b1',
      children: [
        {_key: 's1', text: 'one '},
        {_key: 's2', text: 'two!'},
      ],
    },
    {_key: 'b2', children: []},
  ]

  it('keeps the typing when the typist’s commit reached the server first (the move is refused as stale, then sent again)', async () => {
    // The mover hears of the typing late.
    const {editors, transports, stored, settled, logger, close} = await twoEditors([
      {requestLatency: () => 100, eventLatency: () => 600},
      {},
    ])
    try {
      editors[1].pair.draft.patch([typeInMovedSpan])
      await advance(10)
      editors[0].pair.draft.patch([join])
      // The mover's store shows the move at once, of the span as it knows it.
      expect(editors[0].pair.draft.getSnapshot()).toMatchObject({
        body: [{children: [{_key: 's1'}, {_key: 's2', text: 'two'}]}, {children: []}],
      })
      await settled()
      expect(stored()).toMatchObject({body: joined})
      expect(transports[0].mutateCalls.length).toBeGreaterThan(1)
      expect(logger.warnings).toEqual([])
    } finally {
      close()
    }
  })

  it('leaves the span once when the move reached the server first', async () => {
    const {editors, stored, settled, close} = await twoEditors([
      {},
      {requestLatency: () => 100, eventLatency: () => 600},
    ])
    try {
      editors[1].pair.draft.patch([typeInMovedSpan])
      await advance(10)
      editors[0].pair.draft.patch([join])
      await settled()
      // The typing addressed the span in b2, where it no longer is: the span is not made again there.
      const body = (stored() as unknown as {body: {children: {_key: string}[]}[]}).body
      expect(body.flatMap((block) => block.children.map((child) => child._key))).toEqual(['s1', 's2'])
    } finally {
      close()
    }
  })
})
