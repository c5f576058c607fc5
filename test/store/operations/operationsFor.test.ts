import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest'
import type {VellumClient} from '../../../src/client'
import type {PairSnapshot} from '../../../src/store/document'
import {OperationDisabledError, type OperationName} from '../../../src/store/operations'
import {TRANSPORTS, type StoreTransport} from '../connection/support/storeTransports'
import {content, lakeReader, openPair, uid, waitFor, type OpenPair} from './support/pairOperations'

const ALL_ENABLED: Record<OperationName, false> = {
  publish: false,
  unpublish: false,
  discardChanges: false,
  delete: false,
  duplicate: false,
  restore: false,
  patch: false,
}

describe.each(TRANSPORTS)('document operations over %s', (_name, start) => {
  let transport: StoreTransport
  let editor: VellumClient
  let contributor: VellumClient
  let lake: ReturnType<typeof lakeReader>
  const opened: OpenPair[] = []

  beforeAll(async () => {
    transport = await start()
    editor = (await transport.signIn('editor')).client
    contributor = (await transport.signIn('contributor')).client
    lake = lakeReader(transport.lake)
  })
  afterEach(() => {
    for (const open of opened.splice(0)) open.close()
  })
  afterAll(() => transport.close())

  /** Opens a pair as the editor (or another client) and waits for it to load. */
  async function open(id: string, options: {liveEdit?: boolean; client?: VellumClient} = {}): Promise<OpenPair> {
    const pair = openPair(options.client ?? editor, id, 'post', options.liveEdit)
    opened.push(pair)
    await pair.loaded()
    return pair
  }

  const post = (id: string, fields: Record<string, unknown> = {}) => ({_id: id, _type: 'post', ...fields})

  describe('disabled reasons', () => {
    it('are NOT_READY for every operation until the pair is loaded', async () => {
      const id = uid()
      const pair = openPair(editor, id)
      opened.push(pair)
      expect(pair.reasons()).toEqual({
        publish: 'NOT_READY',
        unpublish: 'NOT_READY',
        discardChanges: 'NOT_READY',
        delete: 'NOT_READY',
        duplicate: 'NOT_READY',
        restore: 'NOT_READY',
        patch: 'NOT_READY',
      })
      await pair.loaded()
      expect(pair.reasons().patch).toBe(false)
    })

    it('say there is nothing to act on when neither document exists', async () => {
      const pair = await open(uid())
      expect(pair.reasons()).toEqual({
        ...ALL_ENABLED,
        publish: 'NO_CHANGES',
        unpublish: 'NOT_PUBLISHED',
        discardChanges: 'NO_CHANGES',
        delete: 'NOTHING_TO_DELETE',
        duplicate: 'NOTHING_TO_DUPLICATE',
      })
    })

    it('allow publishing but not unpublishing or discarding a draft that was never published', async () => {
      const id = uid()
      await lake.seed(post(`drafts.${id}`, {title: 'Draft'}))
      const pair = await open(id)
      expect(pair.reasons()).toEqual({...ALL_ENABLED, unpublish: 'NOT_PUBLISHED', discardChanges: 'NOT_PUBLISHED'})
    })

    it('say a published document without a draft is already published and has no changes', async () => {
      const id = uid()
      await lake.seed(post(id, {title: 'Published'}))
      const pair = await open(id)
      expect(pair.reasons()).toEqual({...ALL_ENABLED, publish: 'ALREADY_PUBLISHED', discardChanges: 'NO_CHANGES'})
    })

    it('enable every operation when both the draft and the published document exist', async () => {
      const id = uid()
      await lake.seed(post(id, {title: 'Published'}), post(`drafts.${id}`, {title: 'Draft'}))
      const pair = await open(id)
      expect(pair.reasons()).toEqual(ALL_ENABLED)
    })

    it('disable the draft operations of a live-edit type', async () => {
      const id = uid()
      await lake.seed(post(id, {title: 'Live'}))
      const pair = await open(id, {liveEdit: true})
      expect(pair.reasons()).toEqual({
        ...ALL_ENABLED,
        publish: 'LIVE_EDIT_ENABLED',
        unpublish: 'LIVE_EDIT_ENABLED',
        discardChanges: 'LIVE_EDIT_ENABLED',
      })

      const missing = await open(uid(), {liveEdit: true})
      expect(missing.reasons()).toMatchObject({
        delete: 'NOTHING_TO_DELETE',
        duplicate: 'NOTHING_TO_DUPLICATE',
        publish: 'LIVE_EDIT_ENABLED',
      })
    })

    it('judge a live-edit type by its published document only', async () => {
      const id = uid()
      await lake.seed(post(`drafts.${id}`, {title: 'A stray draft'}))
      const pair = await open(id, {liveEdit: true})
      expect(pair.reasons()).toMatchObject({delete: 'NOTHING_TO_DELETE', duplicate: 'NOTHING_TO_DUPLICATE'})
    })

    it('follow remote changes, emitting only when a reason changes', async () => {
      const id = uid()
      const pair = await open(id)
      const before = pair.emissions.length
      await lake.seed(post(`drafts.${id}`, {title: 'Someone else started it'}))
      await waitFor('the draft to arrive', () => pair.reasons().publish === false)
      expect(pair.reasons()).toEqual({...ALL_ENABLED, unpublish: 'NOT_PUBLISHED', discardChanges: 'NOT_PUBLISHED'})
      const afterDraft = pair.emissions.length
      expect(afterDraft).toBe(before + 1)

      await lake.write([{patch: {id: `drafts.${id}`, set: {title: 'Edited elsewhere'}}}])
      await waitFor('the edit to arrive', () => pair.snapshot().draft?.title === 'Edited elsewhere')
      expect(pair.emissions.length).toBe(afterDraft)
    })

    it('keep the same execute functions across emissions', async () => {
      const id = uid()
      const pair = await open(id)
      pair.operations().patch.execute([{type: 'set', path: ['title'], value: 'New'}])
      await waitFor('publish to be enabled', () => pair.reasons().publish === false)
      const [first, last] = [pair.emissions[0]!, pair.operations()]
      expect(last).not.toBe(first)
      for (const name of Object.keys(ALL_ENABLED) as OperationName[])
        expect(last[name].execute).toBe(first[name].execute)
    })
  })

  describe('patch', () => {
    it('creates the draft from the published version, applies the patches at once and commits them', async () => {
      const id = uid()
      await lake.seed(post(id, {title: 'Published', body: 'Text'}))
      const pair = await open(id)

      pair
        .operations()
        .patch.execute([{type: 'set', path: ['title'], value: 'Edited'}], {title: 'Initial', extra: true})
      expect(content(pair.pair.draft.getSnapshot())).toEqual({
        _type: 'post',
        title: 'Edited',
        body: 'Text',
        extra: true,
      })
      await waitFor('the draft to be committed', () => lake.stored(pair.draftId)?.title === 'Edited')
      expect(content(lake.stored(pair.draftId))).toEqual({_type: 'post', title: 'Edited', body: 'Text', extra: true})
      expect(content(lake.stored(id))).toEqual({_type: 'post', title: 'Published', body: 'Text'})
    })

    it('creates a new document from the initial value', async () => {
      const id = uid()
      const pair = await open(id)
      pair.operations().patch.execute([{type: 'set', path: ['title'], value: 'Hello'}], {category: 'news'})
      await waitFor('the draft to be committed', () => lake.stored(pair.draftId) !== null)
      expect(content(lake.stored(pair.draftId))).toEqual({_type: 'post', category: 'news', title: 'Hello'})
    })

    it('patches the published document of a live-edit type, creating it if missing', async () => {
      const id = uid()
      const pair = await open(id, {liveEdit: true})
      pair.operations().patch.execute([{type: 'set', path: ['title'], value: 'Live'}])
      await waitFor('the published document to be committed', () => lake.stored(id)?.title === 'Live')
      expect(lake.stored(pair.draftId)).toBeNull()
    })

    it('changes nothing when a patch does not apply', async () => {
      const id = uid()
      await lake.seed(post(id, {title: 'Published'}))
      const pair = await open(id)
      expect(() => pair.operations().patch.execute([{type: 'inc', path: ['title'], value: 1}])).toThrow()
      expect(() => pair.operations().patch.execute([{type: 'set', path: ['_type'], value: 'page'}])).toThrow(
        'Cannot modify immutable attribute "_type"',
      )
      expect(pair.pair.draft.getSnapshot()).toBeNull()
      expect(pair.pair.draft.hasUnsavedChanges).toBe(false)
    })

    it('throws NOT_READY before the pair is loaded', () => {
      const pair = openPair(editor, uid())
      opened.push(pair)
      const error = captureSync(() =>
        pair.operations().patch.execute([{type: 'set', path: ['title'], value: 'Too early'}]),
      )
      expect(error).toBeInstanceOf(OperationDisabledError)
      expect(error).toMatchObject({
        operation: 'patch',
        reason: 'NOT_READY',
        message: 'cannot execute patch when the document is not loaded',
      })
    })
  })

  describe('publish', () => {
    it('copies the draft to the published id and deletes the draft, in one transaction', async () => {
      const id = uid()
      await lake.seed(post(`drafts.${id}`, {title: 'Ready'}))
      const pair = await open(id)
      const draftCreatedAt = pair.snapshot().draft?._createdAt
      const seen: PairSnapshot[] = []
      const watching = pair.pair.snapshots$.subscribe((snapshot) => seen.push(snapshot))

      await pair.operations().publish.execute()

      expect(lake.stored(pair.draftId)).toBeNull()
      const published = lake.stored(id)
      expect(content(published)).toEqual({_type: 'post', title: 'Ready'})
      expect(published?._createdAt).toBe(draftCreatedAt)
      const last = lake.transactionsOf(id).at(-1)!
      expect(last.id).toBe(published?._rev)
      expect([...last.documentIds].sort()).toEqual([id, pair.draftId].sort())
      await waitFor(
        'the pair to show the publish',
        () => pair.snapshot().draft === null && pair.snapshot().published !== null,
      )
      watching.unsubscribe()
      // One transaction, one change: never the draft gone before the published copy is there.
      expect(seen.map(({draft, published}) => [draft?.title ?? null, published?.title ?? null])).toEqual([
        ['Ready', null],
        [null, 'Ready'],
      ])
      expect(pair.reasons()).toMatchObject({
        publish: 'ALREADY_PUBLISHED',
        unpublish: false,
        discardChanges: 'NO_CHANGES',
      })
    })

    it('replaces the published version with the draft', async () => {
      const id = uid()
      await lake.seed(post(id, {title: 'Old', removed: true}), post(`drafts.${id}`, {title: 'New'}))
      const pair = await open(id)
      await pair.operations().publish.execute()
      expect(content(lake.stored(id))).toEqual({_type: 'post', title: 'New'})
      expect(lake.stored(pair.draftId)).toBeNull()
    })

    it('waits for consistency, so edits made just before are published', async () => {
      const id = uid()
      const pair = await open(id)
      const {patch, publish} = pair.operations()
      patch.execute([{type: 'set', path: ['title'], value: 'Typed'}])
      patch.execute([{type: 'set', path: ['subtitle'], value: 'and published at once'}])
      await publish.execute()
      expect(content(lake.stored(id))).toEqual({_type: 'post', title: 'Typed', subtitle: 'and published at once'})
      expect(lake.stored(pair.draftId)).toBeNull()
    })

    it('strengthens weak references marked strengthen-on-publish', async () => {
      const id = uid()
      const marked = {_type: 'reference', _ref: 'author-1', _weak: true, _strengthenOnPublish: {type: 'author'}}
      const staysWeak = {
        _type: 'reference',
        _ref: 'author-2',
        _weak: true,
        _strengthenOnPublish: {type: 'author', weak: true},
      }
      const weak = {_type: 'reference', _ref: 'author-3', _weak: true}
      await lake.seed(
        post(`drafts.${id}`, {
          author: marked,
          contributors: [
            {_key: 'a', ...staysWeak},
            {_key: 'b', ...weak},
          ],
        }),
      )
      const pair = await open(id)
      await pair.operations().publish.execute()
      expect(content(lake.stored(id))).toEqual({
        _type: 'post',
        author: {_type: 'reference', _ref: 'author-1'},
        contributors: [
          {_key: 'a', _type: 'reference', _ref: 'author-2', _weak: true},
          {_key: 'b', ...weak},
        ],
      })
    })

    it("throws 'cannot execute publish when draft is missing'", async () => {
      const id = uid()
      await lake.seed(post(id, {title: 'Published'}))
      const pair = await open(id)
      await expect(pair.operations().publish.execute()).rejects.toThrow('cannot execute publish when draft is missing')
      await expect(pair.operations().publish.execute()).rejects.toMatchObject({reason: 'ALREADY_PUBLISHED'})
      const nothing = await open(uid())
      await expect(nothing.operations().publish.execute()).rejects.toThrow(
        'cannot execute publish when draft is missing',
      )
    })

    it('is not for live-edit types', async () => {
      const id = uid()
      await lake.seed(post(id, {title: 'Live'}))
      const pair = await open(id, {liveEdit: true})
      await expect(pair.operations().publish.execute()).rejects.toThrow(
        'cannot execute publish when live edit is enabled',
      )
    })

    it('surfaces the server refusing a user without the grant, changing nothing', async () => {
      const id = uid()
      await lake.seed(post(id, {title: 'Published'}), post(`drafts.${id}`, {title: 'Draft'}))
      const pair = await open(id, {client: contributor})
      await expect(pair.operations().publish.execute()).rejects.toMatchObject({statusCode: 403})
      expect(content(lake.stored(id))).toEqual({_type: 'post', title: 'Published'})
      expect(content(lake.stored(pair.draftId))).toEqual({_type: 'post', title: 'Draft'})
    })
  })

  describe('unpublish', () => {
    it('deletes the published document and recreates it as the draft', async () => {
      const id = uid()
      await lake.seed(post(id, {title: 'Live'}))
      const pair = await open(id)
      await pair.operations().unpublish.execute()
      expect(lake.stored(id)).toBeNull()
      expect(content(lake.stored(pair.draftId))).toEqual({_type: 'post', title: 'Live'})
      const last = lake.transactionsOf(id).at(-1)!
      expect([...last.documentIds].sort()).toEqual([id, pair.draftId].sort())
      await waitFor('the pair to show it', () => pair.snapshot().published === null)
      expect(pair.reasons()).toMatchObject({
        unpublish: 'NOT_PUBLISHED',
        publish: false,
        discardChanges: 'NOT_PUBLISHED',
      })
    })

    it('keeps an existing draft', async () => {
      const id = uid()
      await lake.seed(post(id, {title: 'Published'}), post(`drafts.${id}`, {title: 'Work in progress'}))
      const pair = await open(id)
      await pair.operations().unpublish.execute()
      expect(lake.stored(id)).toBeNull()
      expect(content(lake.stored(pair.draftId))).toEqual({_type: 'post', title: 'Work in progress'})
    })

    it('needs a published document', async () => {
      const id = uid()
      await lake.seed(post(`drafts.${id}`, {title: 'Draft'}))
      const pair = await open(id)
      await expect(pair.operations().unpublish.execute()).rejects.toMatchObject({
        reason: 'NOT_PUBLISHED',
        message: 'cannot execute unpublish when published is missing',
      })
    })
  })

  describe('discardChanges', () => {
    it('deletes the draft and keeps the published document', async () => {
      const id = uid()
      await lake.seed(post(id, {title: 'Published'}), post(`drafts.${id}`, {title: 'Draft'}))
      const pair = await open(id)
      await pair.operations().discardChanges.execute()
      expect(lake.stored(pair.draftId)).toBeNull()
      expect(content(lake.stored(id))).toEqual({_type: 'post', title: 'Published'})
    })

    it('waits for consistency, discarding edits still being committed', async () => {
      const id = uid()
      await lake.seed(post(id, {title: 'Published'}))
      const pair = await open(id)
      pair.operations().patch.execute([{type: 'set', path: ['title'], value: 'Changed my mind'}])
      await pair.operations().discardChanges.execute()
      expect(lake.stored(pair.draftId)).toBeNull()
      await waitFor('the pair to show it', () => pair.snapshot().draft === null)
      expect(pair.pair.draft.hasUnsavedChanges).toBe(false)
    })
  })

  describe('delete', () => {
    it('deletes the draft and the published document in one transaction', async () => {
      const id = uid()
      await lake.seed(post(id, {title: 'Published'}), post(`drafts.${id}`, {title: 'Draft'}))
      const pair = await open(id)
      await pair.operations().delete.execute()
      expect(lake.stored(id)).toBeNull()
      expect(lake.stored(pair.draftId)).toBeNull()
      const last = lake.transactionsOf(id).at(-1)!
      expect([...last.documentIds].sort()).toEqual([id, pair.draftId].sort())
      await waitFor('the pair to show it', () => pair.reasons().delete === 'NOTHING_TO_DELETE')
    })

    it('needs something to delete', async () => {
      const pair = await open(uid())
      await expect(pair.operations().delete.execute()).rejects.toMatchObject({reason: 'NOTHING_TO_DELETE'})
    })
  })

  describe('duplicate', () => {
    it('creates the draft of a new document from the draft, without timestamps', async () => {
      const id = uid()
      const copyId = uid('copy')
      await lake.seed(post(id, {title: 'Published'}), post(`drafts.${id}`, {title: 'Draft', tags: ['a']}))
      const pair = await open(id)
      await pair.operations().duplicate.execute(copyId)
      expect(content(lake.stored(`drafts.${copyId}`))).toEqual({_type: 'post', title: 'Draft', tags: ['a']})
      expect(lake.stored(copyId)).toBeNull()
      const [created] = lake.transactionsOf(`drafts.${copyId}`)
      expect(created?.mutations).toEqual([
        {create: {_id: `drafts.${copyId}`, _type: 'post', title: 'Draft', tags: ['a']}},
      ])
    })

    it('copies the published version when there is no draft, unsaved edits of the source included', async () => {
      const id = uid()
      const copyId = uid('copy')
      await lake.seed(post(id, {title: 'Published'}))
      const pair = await open(id)
      await pair.operations().duplicate.execute(copyId)
      expect(content(lake.stored(`drafts.${copyId}`))).toEqual({_type: 'post', title: 'Published'})

      const secondId = uid('copy')
      pair.operations().patch.execute([{type: 'set', path: ['title'], value: 'Not committed yet'}])
      await pair.operations().duplicate.execute(secondId)
      expect(content(lake.stored(`drafts.${secondId}`))).toEqual({_type: 'post', title: 'Not committed yet'})
    })

    it('creates the published document of a live-edit type', async () => {
      const id = uid()
      const copyId = uid('copy')
      await lake.seed(post(id, {title: 'Live'}))
      const pair = await open(id, {liveEdit: true})
      await pair.operations().duplicate.execute(copyId)
      expect(content(lake.stored(copyId))).toEqual({_type: 'post', title: 'Live'})
      expect(lake.stored(`drafts.${copyId}`)).toBeNull()
    })

    it('refuses a draft id, a taken id and a missing source', async () => {
      const id = uid()
      await lake.seed(post(id, {title: 'Published'}))
      const pair = await open(id)
      await expect(pair.operations().duplicate.execute(`drafts.${uid()}`)).rejects.toThrow(TypeError)
      await expect(pair.operations().duplicate.execute('')).rejects.toThrow(
        'duplicate needs the published id of the new document',
      )
      const taken = uid('copy')
      await lake.seed(post(`drafts.${taken}`, {title: 'Taken'}))
      await expect(pair.operations().duplicate.execute(taken)).rejects.toMatchObject({statusCode: 409})
      expect(content(lake.stored(`drafts.${taken}`))).toEqual({_type: 'post', title: 'Taken'})
      const nothing = await open(uid())
      await expect(nothing.operations().duplicate.execute(uid('copy'))).rejects.toMatchObject({
        reason: 'NOTHING_TO_DUPLICATE',
      })
    })
  })

  describe('restore', () => {
    it('restores a past revision into the draft', async () => {
      const id = uid()
      const first = await lake.seed(post(id, {title: 'First', body: 'Old'}))
      await lake.write([{patch: {id, set: {title: 'Second'}, unset: ['body']}}])
      const pair = await open(id)
      await pair.operations().restore.execute(first.transactionId)
      expect(content(lake.stored(pair.draftId))).toEqual({_type: 'post', title: 'First', body: 'Old'})
      expect(content(lake.stored(id))).toEqual({_type: 'post', title: 'Second'})
      expect(content(pair.snapshot().draft)).toEqual({_type: 'post', title: 'First', body: 'Old'})
    })

    it('restores into the published document of a live-edit type', async () => {
      const id = uid()
      const first = await lake.seed(post(id, {title: 'First'}))
      await lake.write([{patch: {id, set: {title: 'Second'}}}])
      const pair = await open(id, {liveEdit: true})
      await pair.operations().restore.execute(first.transactionId)
      expect(content(lake.stored(id))).toEqual({_type: 'post', title: 'First'})
      expect(lake.stored(pair.draftId)).toBeNull()
    })

    it('rejects a revision at which the document did not exist', async () => {
      const id = uid()
      const other = await lake.seed(post(uid('other'), {title: 'Unrelated'}))
      await lake.seed(post(id, {title: 'Later'}))
      const pair = await open(id)
      await expect(pair.operations().restore.execute(other.transactionId)).rejects.toThrow(
        `Unable to find document with ID ${id} at revision ${other.transactionId}`,
      )
      expect(lake.stored(pair.draftId)).toBeNull()
    })
  })
})

function captureSync(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected it to throw')
}
