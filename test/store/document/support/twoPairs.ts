import {isDeepStrictEqual} from 'node:util'
import {createLake, memoryStorage} from '../../../../src/lake'
import {checkoutPair} from '../../../../src/store/document'
import {DATASET, lakeTransport, type LakeTransportOptions, type TestTransport} from './lakeTransport'
import {advanceUntil, recordingLogger, settle, watchPair, type WatchedPair} from './testStore'

/** The draft both pairs of {@link twoPairsOnLake} edit. */
export const SHARED_DRAFT = 'drafts.shared'

/**
 * One real lake holding the draft `drafts.shared` of a post with `fields`, and two document
 * pairs over it (two people's studios), each over its own transport (`options`: latency and
 * the like), both loaded. Their warnings go to one `logger`. Needs fake timers.
 */
export async function twoPairsOnLake(
  fields: Record<string, unknown>,
  options: [LakeTransportOptions, LakeTransportOptions] = [{}, {}],
) {
  const lake = createLake({storage: memoryStorage()})
  await Promise.all([lake.mutate(DATASET, [{create: {_id: SHARED_DRAFT, _type: 'post', ...fields}}]), settle()])
  const logger = recordingLogger()
  const transports = options.map((transportOptions) => lakeTransport(lake, transportOptions)) as [
    TestTransport,
    TestTransport,
  ]
  const editors = transports.map((transport) =>
    watchPair(checkoutPair({publishedId: 'shared', draftId: SHARED_DRAFT}, transport, {logger})),
  ) as [WatchedPair, WatchedPair]
  const close = () => editors.forEach((editor) => editor.close())
  try {
    await advanceUntil(() => editors.every(({pair}) => pair.draft.loaded))
  } catch (error) {
    close()
    throw error
  }
  /** The draft as the lake holds it. */
  const stored = () => lake.getDocuments(DATASET, [SHARED_DRAFT])[0] ?? null
  return {lake, editors, transports, logger, stored, close}
}

/**
 * {@link twoPairsOnLake}, and `settled`: waits until nothing is left to send and each store
 * has the lake's version (echoes in).
 */
export async function settlingPairs(
  fields: Record<string, unknown>,
  options: [LakeTransportOptions, LakeTransportOptions] = [{}, {}],
) {
  const pairs = await twoPairsOnLake(fields, options)
  const {editors, stored} = pairs
  const settled = () =>
    advanceUntil(
      () =>
        editors.every(
          ({pair}) => !pair.draft.hasUnsavedChanges && isDeepStrictEqual(pair.draft.getSnapshot(), stored()),
        ),
      30_000,
    )
  return {...pairs, settled}
}
