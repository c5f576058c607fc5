import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {changesToMutations, replayChanges, type LocalChange} from '../../../src/store/document/LocalChange'
import type {Patch} from '../../../src/types'
import type {LakeTransportOptions} from './support/lakeTransport'
import {advance, CHANGE_CONTEXT as context, draftDoc} from './support/testStore'
import {settlingPairs} from './support/twoPairs'

// An unset that holds only on what its input showed (`onlyIf`): a rich-text editor removes an
// annotation no span uses so, and someone else marking a span with it at the same time must
// not be left pointing at nothing. Here in its plainest form: a definition `l` in `defs`, and
// a span `s` that may use it.

const unused = [{_key: 's', marks: []}]
const removeDefinition: Patch = {type: 'unset', path: ['defs', {_key: 'l'}], onlyIf: {path: ['spans'], equals: unused}}
const useDefinition: Patch = {type: 'set', path: ['spans', {_key: 's'}, 'marks'], value: ['l']}
const fields = {defs: [{_key: 'l', href: 'https://example.com'}], spans: unused, title: 'Links', views: 0}

describe('a local change that holds only on what its input showed', () => {
  const doc = (extra: Record<string, unknown>) => draftDoc({...fields, ...extra})
  const change: LocalChange = {
    type: 'patch',
    patch: {type: 'unset', path: ['defs', {_key: 'l'}]},
    onlyIf: {path: ['spans'], equals: unused},
  }

  it('applies while the value is as shown, and is left out without a word once it is not', () => {
    expect(replayChanges('drafts.a', doc({}), [change], context)).toMatchObject({
      document: {defs: []},
      kept: [change],
      dropped: [],
    })
    const marked = doc({spans: [{_key: 's', marks: ['l']}]})
    expect(replayChanges('drafts.a', marked, [change], context)).toMatchObject({
      document: {defs: fields.defs},
      kept: [],
      dropped: [],
    })
  })

  it('is checked on the document the earlier changes of the commit leave, and is sent as a plain unset', () => {
    const earlier: LocalChange = {type: 'patch', patch: {type: 'set', path: ['spans'], value: unused}}
    const marked = doc({spans: [{_key: 's', marks: ['l']}]})
    const wire = changesToMutations('drafts.a', marked, [earlier, change], context)
    expect(wire.kept).toEqual([earlier, change])
    expect(wire.conditional).toBe(true)
    expect(wire.mutations[1]).toEqual({patch: {id: 'drafts.a', unset: ['defs[_key=="l"]']}})
    expect(changesToMutations('drafts.a', marked, [change], context)).toMatchObject({conditional: false, kept: []})
  })
})

describe('two people: one removes a definition no span uses, the other uses it at the same time', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  async function twoEditors(options: [LakeTransportOptions, LakeTransportOptions] = [{}, {}]) {
    const pairs = await settlingPairs(fields, options)
    const {editors} = pairs
    /** Every value either store held: a span may never use a definition that is not there. */
    const dangling = () =>
      editors.flatMap(({snapshots}) =>
        snapshots.filter((snapshot) => {
          const {defs, spans} = snapshot as unknown as {defs: {_key: string}[]; spans: {marks: string[]}[]}
          return spans.some((span) => span.marks.some((mark) => !defs.some((def) => def._key === mark)))
        }),
      )
    return {...pairs, dangling}
  }

  it('removes it when nobody changed what it was checked on, guarded by the revision, without the condition', async () => {
    const {editors, transports, stored, settled, logger, close} = await twoEditors()
    try {
      editors[0].pair.draft.patch([removeDefinition])
      expect(editors[0].pair.draft.getSnapshot()).toMatchObject({defs: []})
      await settled()
      expect(stored()).toMatchObject({defs: [], spans: unused})
      const sent = JSON.stringify(transports[0].mutateCalls)
      expect(sent).toContain('ifRevisionID')
      expect(sent).not.toContain('onlyIf')
      expect(JSON.stringify(stored())).not.toContain('onlyIf')
      expect(logger.warnings).toEqual([])
    } finally {
      close()
    }
  })

  it('leaves it out when the other person’s edit has reached the store, though not the input', async () => {
    const {editors, stored, settled, logger, dangling, close} = await twoEditors()
    try {
      editors[1].pair.draft.patch([useDefinition])
      await settled()
      // The input still shows the span without the mark.
      editors[0].pair.draft.patch([removeDefinition, {type: 'set', path: ['title'], value: 'Links!'}])
      expect(editors[0].pair.draft.getSnapshot()).toMatchObject({defs: fields.defs, title: 'Links!'})
      await settled()
      expect(stored()).toMatchObject({defs: fields.defs, spans: [{_key: 's', marks: ['l']}], title: 'Links!'})
      expect(dangling()).toEqual([])
      expect(logger.warnings).toEqual([])
    } finally {
      close()
    }
  })

  it('drops it when the other person’s commit reached the server first (refused as stale, then checked on the newer version)', async () => {
    // The remover hears of the other person's commit late.
    const {editors, transports, stored, settled, dangling, close} = await twoEditors([
      {requestLatency: () => 100, eventLatency: () => 600},
      {},
    ])
    try {
      editors[1].pair.draft.patch([useDefinition])
      await advance(10)
      editors[0].pair.draft.patch([removeDefinition])
      await settled()
      expect(stored()).toMatchObject({defs: fields.defs, spans: [{_key: 's', marks: ['l']}]})
      // It was sent once, refused, and not sent again.
      expect(transports[0].mutateCalls).toHaveLength(1)
      expect(dangling()).toEqual([])
    } finally {
      close()
    }
  })

  it('waits for the echo of its own commit before it is sent: a commit that went in before that one is heard first', async () => {
    // The other person's commit reaches the server before the remover's first commit (a
    // count, not guarded), which is accepted on top of it; the remover hears of both only
    // much later.
    const {editors, transports, stored, settled, dangling, close} = await twoEditors([
      {requestLatency: () => 50, eventLatency: () => 1500},
      {},
    ])
    try {
      editors[0].pair.draft.patch([{type: 'inc', path: ['views'], value: 1}])
      await advance(10)
      editors[1].pair.draft.patch([useDefinition])
      await advance(200)
      // The count's commit is accepted; its echo, and the other person's commit, are on their way.
      expect(transports[0].mutateCalls).toHaveLength(1)
      editors[0].pair.draft.patch([removeDefinition])
      await settled()
      expect(stored()).toMatchObject({defs: fields.defs, spans: [{_key: 's', marks: ['l']}], views: 1})
      expect(transports[0].mutateCalls).toHaveLength(1)
      expect(dangling()).toEqual([])
    } finally {
      close()
    }
  })

  it('refuses an onlyIf that is not a condition', async () => {
    const {editors, close} = await twoEditors()
    try {
      expect(() => editors[0].pair.draft.patch([{type: 'unset', path: ['title'], onlyIf: 'always' as never}])).toThrow(
        /onlyIf takes the path of a value/,
      )
      expect(editors[0].pair.draft.getSnapshot()).toMatchObject({title: 'Links'})
    } finally {
      close()
    }
  })
})

describe('a set, insert or diffMatchPatch that holds only on what its input showed', () => {
  // A rich-text editor moves a span into another block (a join) only while its block still has
  // it: someone else may have moved it on at the same time. Here: `spans` holds span `s`; the
  // move copies it into `moved` (an insert), edits the copy's text, and marks where it went.
  const has = {path: ['spans', {_key: 's'}, '_key'], equals: 's'}
  const move: Patch[] = [
    {type: 'insert', path: ['moved', -1], position: 'after', items: [{_key: 's', text: 'ab'}], onlyIf: has},
    {type: 'diffMatchPatch', path: ['moved', {_key: 's'}, 'text'], value: '@@ -1,2 +1,3 @@\n ab\n+c\n', onlyIf: has},
    {type: 'set', path: ['title'], value: 'Moved', onlyIf: has},
    {type: 'unset', path: ['spans', {_key: 's'}]},
  ]

  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const twoEditors = (options: [LakeTransportOptions, LakeTransportOptions] = [{}, {}]) =>
    settlingPairs({spans: [{_key: 's', text: 'ab'}], moved: [], title: 'Links'}, options)

  it('applies each of them while the condition holds, and sends them without it', async () => {
    const {editors, transports, stored, settled, close} = await twoEditors()
    try {
      editors[0].pair.draft.patch(move)
      await settled()
      expect(stored()).toMatchObject({spans: [], moved: [{_key: 's', text: 'abc'}], title: 'Moved'})
      const sent = JSON.stringify(transports[0].mutateCalls)
      expect(sent).toContain('ifRevisionID')
      expect(sent).not.toContain('onlyIf')
    } finally {
      close()
    }
  })

  it('drops each of them when someone else moved the span on first, so it is not copied twice', async () => {
    const {editors, stored, settled, close} = await twoEditors([
      {requestLatency: () => 100, eventLatency: () => 600},
      {},
    ])
    try {
      editors[1].pair.draft.patch([{type: 'unset', path: ['spans', {_key: 's'}]}])
      await advance(10)
      editors[0].pair.draft.patch(move)
      await settled()
      expect(stored()).toMatchObject({spans: [], moved: [], title: 'Links'})
    } finally {
      close()
    }
  })

  it('holds an `equals: undefined` while there is no value at its path', () => {
    const doc = draftDoc({items: []})
    const removeEmpty: LocalChange = {
      type: 'patch',
      patch: {type: 'unset', path: ['items']},
      onlyIf: {path: ['items', 0], equals: undefined},
    }
    expect(replayChanges('drafts.a', doc, [removeEmpty], context).document).not.toHaveProperty('items')
    const held = draftDoc({items: [{_key: 'i'}]})
    expect(replayChanges('drafts.a', held, [removeEmpty], context)).toMatchObject({
      document: {items: [{_key: 'i'}]},
      kept: [],
    })
  })

  it('refuses an insert’s onlyIf that is not a condition', async () => {
    const {editors, close} = await twoEditors()
    try {
      const insert: Patch = {
        type: 'insert',
        path: ['moved', -1],
        position: 'after',
        items: [{_key: 'x'}],
        onlyIf: 1 as never,
      }
      expect(() => editors[0].pair.draft.patch([insert])).toThrow(/insert's onlyIf takes the path of a value/)
    } finally {
      close()
    }
  })
})
