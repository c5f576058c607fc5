import type {VellumClient} from '../../../../src/client'
import type {Lake} from '../../../../src/lake'
import {checkoutPair, type DocumentPair, type PairSnapshot} from '../../../../src/store/document'
import {operationsFor, type DocumentOperations, type OperationName} from '../../../../src/store/operations'
import type {ContentDocument, DocumentInput, ObjectSchemaType} from '../../../../src/types'

export const DATASET = 'production'

let counter = 0
/** A fresh published id per test, so tests sharing a dataset never see each other's documents. */
export const uid = (prefix = 'post') => `${prefix}-${Date.now().toString(36)}-${++counter}`

/** Waits (in real time) until `condition` holds; the timeout only guards against a hang. */
export async function waitFor(what: string, condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** A pair watched the way a document pane watches it, with its operations. */
export interface OpenPair {
  id: string
  draftId: string
  pair: DocumentPair
  /** Every operations emission, in order. */
  emissions: DocumentOperations[]
  /** The latest operations. */
  operations(): DocumentOperations
  /** The latest disabled reason of every operation. */
  reasons(): Record<OperationName, DocumentOperations[OperationName]['disabled']>
  /** Both local views (throws before the pair is loaded). */
  snapshot(): PairSnapshot
  /** Resolves once the pair is loaded. */
  loaded(): Promise<void>
  close(): void
}

/** Checks out a pair over a client and subscribes to its operations. */
export function openPair(
  client: VellumClient,
  id: string,
  schemaType: ObjectSchemaType | string = 'post',
  liveEdit?: boolean,
): OpenPair {
  const draftId = `drafts.${id}`
  const pair = checkoutPair({publishedId: id, draftId}, client)
  const emissions: DocumentOperations[] = []
  const subscription = operationsFor(pair, {
    transport: client,
    schemaType,
    ...(liveEdit === undefined ? {} : {liveEdit}),
  }).subscribe((operations) => emissions.push(operations))
  const operations = () => emissions[emissions.length - 1]!
  return {
    id,
    draftId,
    pair,
    emissions,
    operations,
    reasons: () =>
      Object.fromEntries(Object.entries(operations()).map(([name, operation]) => [name, operation.disabled])) as never,
    snapshot: () => {
      const snapshot = pair.getSnapshot()
      if (!snapshot) throw new Error(`${id} is not loaded`)
      return snapshot
    },
    loaded: () =>
      waitFor(`${id} to load`, () => pair.getSnapshot() !== undefined && operations().patch.disabled === false),
    close: () => subscription.unsubscribe(),
  }
}

/** Reads documents straight from the lake. */
export function lakeReader(lake: Lake) {
  return {
    stored: (id: string): ContentDocument | null => lake.getDocuments(DATASET, [id])[0] ?? null,
    write: (mutations: Parameters<Lake['mutate']>[1]) => lake.mutate(DATASET, mutations),
    seed: (...documents: Array<DocumentInput & {_id: string}>) =>
      lake.mutate(
        DATASET,
        documents.map((document) => ({createOrReplace: document})),
      ),
    /** The transactions that touched a document, oldest first. */
    transactionsOf: (id: string) => lake.getTransactions(DATASET, {documentIds: [id]}),
  }
}

/** A document's content without the attributes the lake stamps. */
export function content(document: ContentDocument | null | undefined): Record<string, unknown> | null {
  if (!document) return null
  const {_id, _rev, _createdAt, _updatedAt, ...rest} = document
  return rest
}
