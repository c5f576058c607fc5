import {isDeepStrictEqual} from 'node:util'
import {TextSelection, type Command} from 'prosemirror-state'
import {expect} from 'vitest'
import {checkPortableText} from '../../../../src/form/inputs/portableText/checkPortableText'
import {docToPortableText} from '../../../../src/form/inputs/portableText/portableTextConversion'
import type {PortableTextSession} from '../../../../src/form/inputs/portableText/PortableTextSession'
import type {ContentDocument, Patch} from '../../../../src/types'
import {DATASET} from '../../../store/document/support/lakeTransport'
import {advanceUntil} from '../../../store/document/support/testStore'
import {SHARED_DRAFT, twoPairsOnLake} from '../../../store/document/support/twoPairs'
import {prefixPatch} from '../../../../src/form/patch/PatchEvent'
import {type block, sessionOf, startOf} from './fixtures'

/** The draft both editors edit, and its rich-text field. */
export const DRAFT = SHARED_DRAFT
export const FIELD = 'body'

/**
 * One lake holding a draft whose body is `start`, and two document pairs over it, each
 * request and event taking `latency()` ms, loaded. Needs fake timers.
 */
export async function twoPairsOnOneLake(start: unknown[], latency: () => number) {
  const transport = {requestLatency: latency, eventLatency: latency}
  const {lake, logger, editors} = await twoPairsOnLake({[FIELD]: start}, [transport, transport])
  return {lake, logger, pairs: editors}
}

/**
 * Two editors on one lake, both showing `start` (the body): two PortableTextSessions, each fed
 * by its own document pair over one real lake, wired as the form wires the rich-text input (as
 * in twoEditors.property.test.ts, without the randomness), with a fixed latency so that both
 * people's edits are under way at once. Needs fake timers.
 */
export async function twoEditorsOnOneLake(start: unknown[]) {
  const {lake, logger, pairs} = await twoPairsOnOneLake(start, () => 40)
  const bodyOf = (document: ContentDocument | null | undefined) => document?.[FIELD]
  const sessions = pairs.map(({pair}) => sessionOf(bodyOf(pair.draft.getSnapshot())))
  const seen = [0, 0]
  const invalid: unknown[] = []
  const check = (value: unknown) => {
    const {problems} = checkPortableText(value, sessions[0]!.editorSchema)
    if (problems.length > 0) invalid.push({value, problems})
  }
  const storedDocument = () => lake.getDocuments(DATASET, [DRAFT])[0] ?? null
  const stored = () => bodyOf(storedDocument())

  const send = (client: number, patches: Patch[]) => {
    if (patches.length === 0) return
    pairs[client]!.pair.draft.patch(patches.map((patch) => prefixPatch(patch, [FIELD])))
  }

  /**
   * The editor takes the store's newest value, as the form renders it (`current` once typing
   * has paused, see PortableTextSession.receive); true when it changed.
   */
  const render = (client: number, current = false) => {
    const {snapshots, pair} = pairs[client]!
    for (; seen[client]! < snapshots.length; seen[client]!++) check(bodyOf(snapshots[seen[client]!]))
    const session = sessions[client]!
    const tr = session.receive(bodyOf(pair.draft.getSnapshot()), {current})
    if (tr) send(client, session.apply(tr))
    check(docToPortableText(session.state.doc))
    return tr !== null
  }

  return {
    sessions,
    /** Every value either store or editor held that is not valid portable text, with its problems. */
    invalid,
    stored,
    /** One editor takes its store's newest value now, as the form renders it (and sends what it normalises; `current`: see above). */
    render,
    /** Selects characters `from`–`to` of block `key` in one editor (the caret when `to` is left out). */
    select(client: number, key: string, from: number, to = from) {
      const session = sessions[client]!
      const at = startOf(session, key)
      session.apply(session.state.tr.setSelection(TextSelection.create(session.state.doc, at + from, at + to)))
    },
    /** Runs a command in one editor and sends its patches; returns whether it applied. */
    run(client: number, command: (session: PortableTextSession) => Command): boolean {
      const session = sessions[client]!
      let patches: Patch[] = []
      const applied = command(session)(session.state, (tr) => {
        patches = session.apply(tr)
      })
      send(client, patches)
      return applied
    },
    /** Types `text` at the caret of one editor and sends it. */
    type(client: number, text: string) {
      const session = sessions[client]!
      send(client, session.apply(session.state.tr.insertText(text)))
    },
    /** Lets every commit and event arrive, and both editors take the value, until all is quiet. */
    async settle() {
      for (let round = 0; ; round++) {
        // Nothing left to send, and each store has every change the lake has.
        await advanceUntil(
          () =>
            pairs.every(({pair}) => {
              const snapshot = pair.draft.getSnapshot()
              return (
                !pair.draft.hasUnsavedChanges &&
                snapshot?._rev === storedDocument()?._rev &&
                isDeepStrictEqual(bodyOf(snapshot), stored())
              )
            }),
          60_000,
          50,
        )
        const changed = [render(0, true), render(1, true)].some(Boolean)
        if (!changed) break
        if (round > 5) throw new Error('the editors do not settle')
      }
      expect(logger.warnings).toEqual([])
    },
    /** Both editors' values; fails unless they agree with each other and the lake. */
    converged() {
      const value = stored()
      expect(docToPortableText(sessions[0]!.state.doc)).toEqual(value)
      expect(docToPortableText(sessions[1]!.state.doc)).toEqual(value)
      return value as ReturnType<typeof block>[]
    },
    close: () => pairs.forEach((watched) => watched.close()),
  }
}
