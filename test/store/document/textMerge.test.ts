import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {createLake, memoryStorage} from '../../../src/lake'
import {applyPatchOperations} from '../../../src/mutations'
import {checkoutPair, COMMIT_STALE_REFETCH_MS} from '../../../src/store/document'
import {
  appendChange,
  changesToMutations,
  rebaseChange,
  replayChanges,
  type LocalChange,
} from '../../../src/store/document/LocalChange'
import {makeTextPatch, mergeText} from '../../../src/mutations'
import type {ContentDocument, Patch, PatchOperations} from '../../../src/types'
import {DATASET, lakeTransport, type LakeTransportOptions} from './support/lakeTransport'
import {twoPairsOnLake} from './support/twoPairs'
import {
  CHANGE_CONTEXT as context,
  draftDoc as doc,
  advance,
  advanceUntil,
  recordingLogger,
  settle,
  testStore,
  watchPair,
  type WatchedPair,
} from './support/testStore'

const text = (path: Patch['path'], value: string, typedOn?: string): LocalChange =>
  typedOn === undefined
    ? {type: 'patch', patch: {type: 'set', path, value}}
    : {type: 'patch', patch: {type: 'set', path, value}, typedOn}

describe('mergeText', () => {
  it('keeps typing at the end and typing at the start', () => {
    expect(mergeText('abc', 'abcQRST9', 'beta-abc')).toBe('beta-abcQRST9')
  })

  it('keeps a remote insertion beside a local deletion elsewhere', () => {
    expect(mergeText('Hello brave new world', 'Hello world', 'Hello brave new world!!')).toBe('Hello world!!')
  })

  it('deletes the union of overlapping deletions', () => {
    expect(mergeText('0123456789', '0189', '0123459')).toBe('019')
  })

  it('keeps text typed right at the edge of a range the other side deleted', () => {
    expect(mergeText('one two three', 'one twoXY three', 'one  three')).toBe('one XY three')
    expect(mergeText('one two three', 'one XYtwo three', 'one  three')).toBe('one XY three')
  })

  it('keeps text typed inside a range the other side deleted, where that range was', () => {
    expect(mergeText('keep [cut this] keep', 'keep [cut tXhis] keep', 'keep  keep')).toBe('keep X keep')
  })

  it('puts the remote text first where both sides typed at the same place', () => {
    expect(mergeText('ab', 'aLb', 'aRb')).toBe('aRLb')
  })

  it('makes the same change once when both sides made it', () => {
    expect(mergeText('teh cat', 'the cat', 'the cat')).toBe('the cat')
    expect(mergeText('teh cat!', 'the cat', 'the cat!!')).toBe('the cat!')
  })
})

describe('makeTextPatch', () => {
  it('gives a patch that turns the old text into exactly the new one with the server’s engine', () => {
    const patchText = makeTextPatch('The quick brown fox', 'The quick red fox jumps')
    expect(patchText).toEqual(expect.stringContaining('@@'))
    expect(applyPatchOperations({title: 'The quick brown fox'}, {diffMatchPatch: {title: patchText!}})).toEqual({
      title: 'The quick red fox jumps',
    })
  })

  it('gives none for an edit that cuts a surrogate pair in two, which diff-match-patch cannot write', () => {
    expect(makeTextPatch('smile 😀', 'smile 😁')).toBeUndefined()
  })
})

describe('rebasing pending text edits on a remote change', () => {
  it('local pending "abc|" and a remote insertion at the start: both are there', () => {
    const changes = [text(['title'], 'abcdef', 'abc')]
    const {document, kept} = replayChanges('drafts.a', doc({title: 'XYabc'}), changes, context)
    expect(document).toMatchObject({title: 'XYabcdef'})
    // The rebased edit is typed on the new text, so it rebases again correctly.
    expect(kept).toEqual([text(['title'], 'XYabcdef', 'XYabc')])
    expect(replayChanges('drafts.a', doc({title: 'ZXYabc'}), kept, context).document).toMatchObject({
      title: 'ZXYabcdef',
    })
  })

  it('local deletion and a remote insertion elsewhere: both are there', () => {
    const changes = [text(['title'], 'Hello world', 'Hello cruel world')]
    expect(
      replayChanges('drafts.a', doc({title: 'Hello cruel world, again'}), changes, context).document,
    ).toMatchObject({title: 'Hello world, again'})
  })

  it('merges a string in an array item addressed by _key, and an emptied field (unset)', () => {
    const path = ['body', {_key: 'k'}, 'text']
    const start = doc({
      body: [
        {_key: 'j', text: 'other'},
        {_key: 'k', text: 'middle'},
      ],
      title: 'abc',
    })
    const changes: LocalChange[] = [
      text(path, 'middle end', 'middle'),
      {type: 'patch', patch: {type: 'unset', path: ['title']}, typedOn: 'abc'},
    ]
    const remote = {
      ...start,
      body: [
        {_key: 'j', text: 'other'},
        {_key: 'k', text: 'start middle'},
      ],
      title: 'abcd',
    }
    expect(replayChanges('drafts.a', remote, changes, context).document).toMatchObject({
      body: [{text: 'other'}, {text: 'start middle end'}],
      title: 'd',
    })
  })

  it('treats a field someone emptied (unset) as empty text, keeping what was typed since', () => {
    expect(rebaseChange(doc(), text(['title'], 'abc!', 'abc'))).toEqual(text(['title'], '!', ''))
  })

  it('replaces as before when the value is no longer text, or was not text when typed', () => {
    expect(rebaseChange(doc({title: 5}), text(['title'], 'abc!', 'abc'))).toEqual(text(['title'], 'abc!'))
    expect(
      replayChanges('drafts.a', doc({title: 'remote'}), [text(['title'], 'mine')], context).document,
    ).toMatchObject({title: 'mine'})
  })

  it('keeps the text the first keystroke was typed on when keystrokes fold, and folds a picked value as a replacement', () => {
    const changes: LocalChange[] = []
    appendChange(changes, text(['title'], 'abcd', 'abc'))
    appendChange(changes, text(['title'], 'abcde', 'abcd'))
    // A value picked from a list after typing replaces the text: last write wins.
    appendChange(changes, text(['style'], 'h1', 'normal'))
    appendChange(changes, text(['style'], 'blockquote'))
    // A plain set is not a text edit, however string-like.
    appendChange(changes, text(['kind'], 'news'))
    expect(changes).toEqual([text(['title'], 'abcde', 'abc'), text(['style'], 'blockquote'), text(['kind'], 'news')])
  })
})

describe('committing text edits', () => {
  const onServer = (start: ContentDocument, mutations: unknown[]) =>
    mutations.reduce<unknown>(
      (value, mutation) => applyPatchOperations(value, (mutation as {patch: PatchOperations}).patch),
      start,
    )

  it('sends diffMatchPatch for a set of a string over a string, and set otherwise', () => {
    const start = doc({
      title: 'Hello',
      slug: {current: 'hello'},
      body: [{_key: 'k', text: 'para'}],
      count: 1,
      empty: '',
    })
    const changes: LocalChange[] = [
      text(['title'], 'Hello world'),
      text(['slug', 'current'], 'hello-world'),
      text(['body', {_key: 'k'}, 'text'], 'paragraph'),
      text(['subtitle'], 'new'),
      text(['count'], 'one'),
      text(['empty'], 'filled'),
      {type: 'patch', patch: {type: 'unset', path: ['title']}},
    ]
    const {mutations, dropped} = changesToMutations('drafts.a', start, changes, context)
    expect(dropped).toEqual([])
    expect(mutations).toEqual([
      {patch: {id: 'drafts.a', diffMatchPatch: {title: makeTextPatch('Hello', 'Hello world')}}},
      {patch: {id: 'drafts.a', diffMatchPatch: {'slug.current': makeTextPatch('hello', 'hello-world')}}},
      {patch: {id: 'drafts.a', diffMatchPatch: {'body[_key=="k"].text': makeTextPatch('para', 'paragraph')}}},
      {patch: {id: 'drafts.a', set: {subtitle: 'new'}}},
      {patch: {id: 'drafts.a', set: {count: 'one'}}},
      {patch: {id: 'drafts.a', set: {empty: 'filled'}}},
      {patch: {id: 'drafts.a', unset: ['title']}},
    ])
    expect(onServer(start, mutations)).toMatchObject({
      slug: {current: 'hello-world'},
      body: [{text: 'paragraph'}],
      subtitle: 'new',
      count: 'one',
      empty: 'filled',
    })
  })

  it('sends each text edit against the text the earlier changes of the commit leave', () => {
    const start = doc({title: 'a'})
    const changes: LocalChange[] = [
      text(['title'], 'ab'),
      {type: 'patch', patch: {type: 'inc', path: ['n'], value: 1}},
      text(['title'], 'abc'),
    ]
    const {mutations} = changesToMutations('drafts.a', start, changes, context)
    expect(mutations[2]).toEqual({patch: {id: 'drafts.a', diffMatchPatch: {title: makeTextPatch('ab', 'abc')}}})
  })

  it('sends set when the path may name several places, or names an array item by position', () => {
    const start = doc({
      body: [
        {_key: 'k', text: 'one'},
        {_key: 'k', text: 'two'},
      ],
      tags: ['first', 'second'],
    })
    const changes = [text(['body', {_key: 'k'}, 'text'], 'same'), text(['tags', 1], 'second!')]
    const {mutations, editsText} = changesToMutations('drafts.a', start, changes, context)
    expect(mutations).toEqual([
      {patch: {id: 'drafts.a', set: {'body[_key=="k"].text': 'same'}}},
      {patch: {id: 'drafts.a', set: {'tags[1]': 'second!'}}},
    ])
    expect(editsText).toBe(false)
  })
})

describe('two people typing in one field at once', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  async function twoEditors(
    fields: Record<string, unknown>,
    options: [LakeTransportOptions, LakeTransportOptions] = [{}, {}],
  ) {
    const pairs = await twoPairsOnLake(fields, options)
    const {editors, stored} = pairs
    const settled = () =>
      advanceUntil(
        () =>
          editors.every(({pair}) => !pair.draft.hasUnsavedChanges && pair.draft.getSnapshot()?._rev === stored()?._rev),
        30_000,
      )
    return {...pairs, settled}
  }

  /** Types `typed` one character a keystroke (20 ms apart) into the title, at the end or the start. */
  async function type(editor: WatchedPair, path: Patch['path'], typed: string, where: 'end' | 'start') {
    for (const character of typed) {
      const current = (editor.pair.draft.getSnapshot() as Record<string, unknown>) ?? {}
      const value = String(
        path.reduce<unknown>(
          (value, segment) =>
            Array.isArray(value)
              ? value.find((item) => item._key === (segment as {_key: string})._key)
              : (value as Record<string, unknown>)[segment as string],
          current,
        ) ?? '',
      )
      editor.pair.draft.patch([
        {type: 'set', path, value: where === 'end' ? value + character : character + value, typedOn: value},
      ])
      await vi.advanceTimersByTimeAsync(20)
    }
  }

  it('keeps both people’s keystrokes when one types at the end of the title and the other at the start', async () => {
    const {editors, stored, settled, close} = await twoEditors({title: 'Title'})
    try {
      await Promise.all([type(editors[0], ['title'], 'QRST9', 'end'), type(editors[1], ['title'], '-ateb', 'start')])
      await settled()
      expect(stored()).toMatchObject({title: 'beta-TitleQRST9'})
      for (const {pair} of editors) expect(pair.draft.getSnapshot()).toEqual(stored())
    } finally {
      close()
    }
  })

  it('merges keystrokes typed on a text the input has not updated yet (typedOn) into the text the store holds', async () => {
    const {editors, stored, settled, close} = await twoEditors({title: 'Title'})
    // As an input that keeps its own text while the store's merged value is on its way: each
    // keystroke is typed on the input's previous text, which lacks the other person's typing.
    const typeBlind = async (editor: WatchedPair, typed: string, where: 'end' | 'start') => {
      let shown = 'Title'
      for (const character of typed) {
        const next = where === 'end' ? shown + character : character + shown
        editor.pair.draft.patch([{type: 'set', path: ['title'], value: next, typedOn: shown}])
        shown = next
        await vi.advanceTimersByTimeAsync(300)
      }
    }
    try {
      await Promise.all([typeBlind(editors[0], 'QRST9', 'end'), typeBlind(editors[1], '-ateb', 'start')])
      await settled()
      expect(stored()).toMatchObject({title: 'beta-TitleQRST9'})
      for (const {pair} of editors) expect(pair.draft.getSnapshot()).toEqual(stored())
      // The hint stays in the store: what is sent is a plain patch.
      expect(JSON.stringify(stored())).not.toContain('typedOn')
    } finally {
      close()
    }
  })

  it('lets the last of two values picked at once win, rather than merge them as text (a block style, an option)', async () => {
    const {editors, stored, settled, close} = await twoEditors({style: 'normal'})
    try {
      editors[0].pair.draft.patch([{type: 'set', path: ['style'], value: 'h1'}])
      editors[1].pair.draft.patch([{type: 'set', path: ['style'], value: 'blockquote'}])
      await settled()
      expect(['h1', 'blockquote']).toContain((stored() as {style?: unknown}).style)
      for (const {pair} of editors) expect(pair.draft.getSnapshot()).toEqual(stored())
    } finally {
      close()
    }
  })

  it('keeps both people’s keystrokes when both start typing in a published document without a draft', async () => {
    const lake = createLake({storage: memoryStorage()})
    await Promise.all([lake.mutate(DATASET, [{create: {_id: 'shared', _type: 'post', title: 'Title'}}]), settle()])
    const logger = recordingLogger()
    const editors = [lakeTransport(lake), lakeTransport(lake)].map((transport) =>
      watchPair(checkoutPair({publishedId: 'shared', draftId: 'drafts.shared'}, transport, {logger})),
    ) as [WatchedPair, WatchedPair]
    await advanceUntil(() => editors.every(({pair}) => pair.draft.loaded && pair.published.loaded))
    const stored = () => lake.getDocuments(DATASET, ['drafts.shared'])[0] ?? null
    // As the studio edits: the first keystroke creates the draft from the published document.
    const typeInDraft = async (editor: WatchedPair, typed: string, where: 'end' | 'start') => {
      for (const character of typed) {
        if (editor.pair.draft.getSnapshot() === null) {
          const published = editor.pair.published.getSnapshot() as Record<string, unknown>
          editor.pair.draft.createIfNotExists({...published, _id: 'drafts.shared', _type: 'post'})
        }
        const value = String((editor.pair.draft.getSnapshot() as Record<string, unknown>).title ?? '')
        editor.pair.draft.patch([
          {
            type: 'set',
            path: ['title'],
            value: where === 'end' ? value + character : character + value,
            typedOn: value,
          },
        ])
        await vi.advanceTimersByTimeAsync(20)
      }
    }
    try {
      await Promise.all([typeInDraft(editors[0], 'QRST9', 'end'), typeInDraft(editors[1], '-ateb', 'start')])
      await advanceUntil(
        () =>
          editors.every(({pair}) => !pair.draft.hasUnsavedChanges && pair.draft.getSnapshot()?._rev === stored()?._rev),
        30_000,
      )
      expect(stored()).toMatchObject({title: 'beta-TitleQRST9'})
      for (const {pair} of editors) expect(pair.draft.getSnapshot()).toEqual(stored())
    } finally {
      editors.forEach((editor) => editor.close())
    }
  })

  it('creates the draft with a guarding create, so a second creator’s text is merged rather than patched onto the first one’s', async () => {
    const lake = createLake({storage: memoryStorage()})
    await Promise.all([lake.mutate(DATASET, [{create: {_id: 'shared', _type: 'post', title: 'Title'}}]), settle()])
    const transports = [lakeTransport(lake), lakeTransport(lake)] as const
    const editors = transports.map((transport) =>
      watchPair(
        checkoutPair({publishedId: 'shared', draftId: 'drafts.shared'}, transport, {logger: recordingLogger()}),
      ),
    ) as [WatchedPair, WatchedPair]
    await advanceUntil(() => editors.every(({pair}) => pair.draft.loaded && pair.published.loaded))
    const stored = () => lake.getDocuments(DATASET, ['drafts.shared'])[0] ?? null
    try {
      // Both make their first edit on no draft, before either commit leaves: one replaces the
      // whole title, the other types at its end. The server's fuzzy patch of "Title" → "Title!!"
      // onto "Fresh" would lose the "!!".
      for (const [editor, title] of [
        [editors[0], 'Fresh'],
        [editors[1], 'Title!!'],
      ] as const) {
        editor.pair.draft.createIfNotExists({_id: 'drafts.shared', _type: 'post', title: 'Title'})
        editor.pair.draft.patch([{type: 'set', path: ['title'], value: title, typedOn: 'Title'}])
      }
      await advanceUntil(
        () =>
          editors.every(({pair}) => !pair.draft.hasUnsavedChanges && pair.draft.getSnapshot()?._rev === stored()?._rev),
        30_000,
      )
      expect(stored()).toMatchObject({title: 'Fresh!!'})
      for (const {pair} of editors) expect(pair.draft.getSnapshot()).toEqual(stored())
      for (const transport of transports) {
        expect(transport.mutateCalls[0]?.mutations[0]).toEqual({
          create: {_id: 'drafts.shared', _type: 'post', title: 'Title'},
        })
      }
    } finally {
      editors.forEach((editor) => editor.close())
    }
  })

  it('keeps both people’s keystrokes in a string of an array item addressed by _key', async () => {
    const {editors, stored, settled, close} = await twoEditors({
      items: [
        {_key: 'a', text: 'first'},
        {_key: 'b', text: 'second'},
      ],
    })
    const path = ['items', {_key: 'b'}, 'text']
    try {
      await Promise.all([type(editors[0], path, 'abcdefghij', 'end'), type(editors[1], path, 'JIHGFEDCBA', 'start')])
      await settled()
      expect(stored()).toMatchObject({items: [{text: 'first'}, {text: 'ABCDEFGHIJsecondabcdefghij'}]})
      for (const {pair} of editors) expect(pair.draft.getSnapshot()).toEqual(stored())
    } finally {
      close()
    }
  })

  it('restores text that the server’s fuzzy patch dropped because someone deleted right next to it at the same moment', async () => {
    // A deletes the first words; B types at the start. A's commit reaches the server first;
    // B's patch, made before it, no longer finds its context there and the server skips it. B's store sees that from the echo and sends B's
    // text again, merged into what the server has.
    const {editors, transports, stored, settled, logger, close} = await twoEditors(
      {title: 'The quick brown fox jumps over the lazy dog'},
      [{}, {requestLatency: () => 30}],
    )
    const [a, b] = editors
    try {
      const typedOn = 'The quick brown fox jumps over the lazy dog'
      a.pair.draft.patch([{type: 'set', path: ['title'], value: 'brown fox jumps over the lazy dog', typedOn}])
      b.pair.draft.patch([
        {type: 'set', path: ['title'], value: 'Draft: The quick brown fox jumps over the lazy dog', typedOn},
      ])
      await settled()
      expect(stored()).toMatchObject({title: 'Draft: brown fox jumps over the lazy dog'})
      const sent = transports[1]!.mutateCalls.map((call) => call.mutations)
      expect(sent).toHaveLength(2)
      expect(sent[0]).toEqual([
        {patch: {id: 'drafts.shared', ifRevisionID: expect.any(String)}},
        {
          patch: {
            id: 'drafts.shared',
            diffMatchPatch: {
              title: makeTextPatch(
                'The quick brown fox jumps over the lazy dog',
                'Draft: The quick brown fox jumps over the lazy dog',
              ),
            },
          },
        },
      ])
      expect(sent[1]).toEqual([
        {patch: {id: 'drafts.shared', ifRevisionID: transports[0]!.mutateCalls[0]!.transactionId}},
        {
          patch: {
            id: 'drafts.shared',
            diffMatchPatch: {
              title: makeTextPatch('brown fox jumps over the lazy dog', 'Draft: brown fox jumps over the lazy dog'),
            },
          },
        },
      ])
      expect(logger.warnings).toEqual([])
      for (const {pair} of editors) expect(pair.draft.getSnapshot()).toEqual(stored())
    } finally {
      close()
    }
  })
})

describe('a text commit someone else’s commit beat', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const DRAFT = 'drafts.post-1'
  const guardOf = (mutations: unknown[]) => (mutations[0] as {patch: {ifRevisionID?: string}}).patch.ifRevisionID

  it('is sent with the revision it was made on, refused, merged with the newer text and sent again; commit() resolves', async () => {
    const store = testStore({requestLatency: () => 50})
    await store.seed({_id: DRAFT, _type: 'post', title: 'Hello', count: 0})
    const seeded = store.stored(DRAFT)!._rev
    const {pair, events} = await store.open()
    await advanceUntil(() => pair.draft.loaded)

    pair.draft.patch([{type: 'set', path: ['title'], value: 'Hello world', typedOn: 'Hello'}])
    const committed = pair.draft.commit()
    await advance(10)
    // Someone else's edit of the title reaches the server while this commit is on its way.
    await store.write([{patch: {id: DRAFT, set: {title: 'Oh, Hello'}}}])
    const theirs = store.stored(DRAFT)!._rev
    expect(pair.draft.getSnapshot()).toMatchObject({title: 'Oh, Hello world'})
    await advanceUntil(
      () => !pair.draft.hasUnsavedChanges && pair.draft.getSnapshot()?._rev === store.stored(DRAFT)?._rev,
    )
    await committed

    expect(store.stored(DRAFT)).toMatchObject({title: 'Oh, Hello world'})
    expect(pair.draft.getSnapshot()).toEqual(store.stored(DRAFT))
    expect(store.transport.mutateCalls.map((call) => guardOf(call.mutations))).toEqual([seeded, theirs])
    expect(events.map((event) => event.type)).not.toContain('commitCancelled')
    expect(store.warnings).toEqual([])

    // A commit without text edits goes without a guard, as before.
    pair.draft.patch([{type: 'inc', path: ['count'], value: 1}])
    const incremented = pair.draft.commit()
    await advance(200)
    await incremented
    expect(store.transport.mutateCalls.at(-1)!.mutations).toEqual([{patch: {id: DRAFT, inc: {count: 1}}}])
  })

  it('refetches the document when the events of the commit that beat it do not come', async () => {
    const store = testStore({requestLatency: () => 50})
    await store.seed({_id: DRAFT, _type: 'post', title: 'Hello'})
    const {pair} = await store.open()
    await advanceUntil(() => pair.draft.loaded)

    pair.draft.patch([{type: 'set', path: ['title'], value: 'Hello world', typedOn: 'Hello'}])
    await advance(10)
    store.transport.dropNextEvents(1)
    await store.write([{patch: {id: DRAFT, set: {title: 'Oh, Hello'}}}])
    await advance(200)
    // Refused, and nothing says what the server has now: it waits rather than sending the same again.
    expect(store.transport.mutateCalls).toHaveLength(1)
    expect(pair.draft.getSnapshot()).toMatchObject({title: 'Hello world'})

    await advanceUntil(
      () => !pair.draft.hasUnsavedChanges && pair.draft.getSnapshot()?._rev === store.stored(DRAFT)?._rev,
    )
    const [first, second] = store.transport.mutateCalls
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(COMMIT_STALE_REFETCH_MS)
    expect(store.stored(DRAFT)).toMatchObject({title: 'Oh, Hello world'})
    expect(pair.draft.getSnapshot()).toEqual(store.stored(DRAFT))
  })
})
