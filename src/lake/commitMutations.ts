import {documentIdProblem} from '../document'
import {applyTransaction, MutationError} from '../mutations'
import type {CommitOptions, ContentDocument, MutateResult, MutationResultItem, Mutation} from '../types'
import type {DocumentChange} from './ListenerHub'
import {LakeError} from './LakeError'
import type {DocumentRevision, LakeStorage, TransactionRecord} from './LakeStorage'
import {addMissingKeys} from './addMissingKeys'
import {checkChanges, isReadable, readsEverything} from './grantsEnforce'
import type {CompiledGrants} from './grantsEvaluate'
import {mendozaEffects} from './mendozaDiff'

/**
 * Options of a lake's mutate call: the mutate endpoint's (see {@link CommitOptions}) plus who commits and what they
 * may do. (The client's mutate options are `MutateOptions` in `vellum/store`.)
 * @public
 */
export interface LakeMutateOptions extends CommitOptions {
  /** Who commits; recorded in history and sent to listeners as `identity`. */
  author?: string
  /**
   * Runs inside the storage transaction once the mutations are applied and permitted, just
   * before the commit (dry runs included), with what would change; throwing aborts the
   * transaction. For checks that must see a consistent dataset, such as "no document
   * references this asset any more".
   */
  beforeCommit?: (changes: readonly DocumentChange[]) => void
  /**
   * The caller's grants. Every document the transaction changes must be allowed (create on a
   * new document; update on the previous and the new version of a changed one; update on the
   * previous version of a deleted one), checked inside the storage transaction before
   * anything is written — dry runs included. A violation rejects the whole transaction with a
   * LakeError `permission` naming the permission and the document. Deletes by query only
   * match readable documents. Absent: no checks.
   *
   * A document the grants do not allow to read is, to this transaction, a document that does
   * not exist — so no answer tells it apart from a missing one: a patch of it is a 404
   * `documentNotFoundError` (and never states its `_rev`), a delete of it does nothing, and a
   * create, createIfNotExists or createOrReplace of its id is checked as the create of a new
   * document and, since it cannot be created over the existing one, refused with the 403 a
   * caller without the create permission gets.
   */
  grants?: CompiledGrants
}

interface CommitInput {
  storage: LakeStorage
  dataset: string
  mutations: Mutation[]
  options: LakeMutateOptions
  now: () => Date
  generateTransactionId: () => string
  resolveQuery: (query: string, params: Record<string, unknown>) => Promise<unknown>
}

const MUTATION_KINDS = ['create', 'createOrReplace', 'createIfNotExists', 'delete', 'patch']

/** Mutation error types that mean "the world is not as you assumed" (HTTP 409). */
const CONFLICTS = new Set([
  'documentRevisionIDDoesNotMatchError',
  'documentAlreadyExistsError',
  'transactionIdAlreadyUsedError',
])

function mutationFailure(
  type: string,
  description: string,
  index: number | undefined,
  extra: Record<string, unknown> = {},
): LakeError {
  return new LakeError(
    CONFLICTS.has(type) ? 'conflict' : type === 'documentNotFoundError' ? 'notFound' : 'mutation',
    description,
    {
      errorType: type,
      index,
      ...extra,
    },
  )
}

/** The id a mutation gives for its document, when it gives one (deletes by query and creates without `_id` do not). */
function givenId(kind: string, body: Record<string, unknown>): {id: unknown} | undefined {
  if (kind === 'create' || kind === 'createOrReplace' || kind === 'createIfNotExists')
    return body._id === undefined ? undefined : {id: body._id}
  return 'id' in body ? {id: body.id} : undefined
}

/**
 * Checks the shape of each mutation before anything runs, so bad input gets a precise message:
 * every document id given must be valid (see `isValidDocumentId`), so no id with a comma,
 * slash, space, control character or lone surrogate, or longer than 128 characters, is stored.
 */
function checkShape(mutations: unknown): asserts mutations is Mutation[] {
  if (!Array.isArray(mutations)) throw mutationFailure('invalidMutationError', 'Mutations must be an array', undefined)
  mutations.forEach((mutation, index) => {
    if (mutation === null || typeof mutation !== 'object' || Array.isArray(mutation)) {
      throw mutationFailure('invalidMutationError', `Mutation ${index} must be an object`, index)
    }
    const kinds = Object.keys(mutation)
    if (kinds.length !== 1 || !MUTATION_KINDS.includes(kinds[0]!)) {
      throw mutationFailure(
        'invalidMutationError',
        `Mutation ${index} must have exactly one of ${MUTATION_KINDS.join(', ')}; got ${kinds.join(', ') || 'nothing'}`,
        index,
      )
    }
    const body = (mutation as Record<string, unknown>)[kinds[0]!]
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw mutationFailure('invalidMutationError', `Mutation ${index} (${kinds[0]}) must hold an object`, index)
    }
    const given = givenId(kinds[0]!, body as Record<string, unknown>)
    const problem = given && documentIdProblem(given.id)
    if (problem) throw mutationFailure('invalidMutationError', `Mutation ${index} (${kinds[0]}): ${problem}`, index)
  })
}

/**
 * Replaces deletes by query with one delete per matching id and gives creates without `_id` one.
 * `origins[i]` is the index, in the caller's list, of the mutation that `mutations[i]` came from,
 * so errors point at the mutation the caller sent.
 */
async function normalise(
  mutations: Mutation[],
  resolveQuery: CommitInput['resolveQuery'],
  autoKeys: boolean,
): Promise<{mutations: Mutation[]; origins: number[]}> {
  const out: Mutation[] = []
  const origins: number[] = []
  for (const [index, mutation] of mutations.entries()) {
    if ('delete' in mutation && 'query' in mutation.delete) {
      const matched = await resolveQuery(mutation.delete.query, mutation.delete.params ?? {})
      const docs = Array.isArray(matched) ? matched : matched ? [matched] : []
      for (const doc of docs) {
        const id = typeof doc === 'string' ? doc : (doc as {_id?: unknown})?._id
        if (typeof id === 'string') {
          out.push({delete: {id}})
          origins.push(index)
        }
      }
      continue
    }
    let next = mutation
    if ('create' in next && next.create._id === undefined) {
      next = {create: {...next.create, _id: globalThis.crypto.randomUUID()}}
    }
    out.push(autoKeys ? addMissingKeys(next) : next)
    origins.push(index)
  }
  return {mutations: out, origins}
}

/** What committing one transaction gives: its result, and what it changed (absent for dry runs and no-ops). */
export interface CommitOutcome {
  result: MutateResult
  committed?: {record: TransactionRecord; changes: DocumentChange[]}
}

/** A checked, normalised transaction, ready to apply and commit synchronously. */
export type PreparedTransaction = () => CommitOutcome

/**
 * Prepares mutations for a dataset as one transaction: checks their shape, resolves deletes
 * by query, and returns the synchronous step that applies and commits them. Every changed
 * document gets `_rev` = the transaction id; history and revisions are appended in the same
 * storage transaction, so a failure writes nothing.
 */
export async function prepareMutations(input: CommitInput): Promise<PreparedTransaction> {
  const {storage, dataset, options} = input
  checkShape(input.mutations)
  const {mutations, origins} = await normalise(
    input.mutations,
    input.resolveQuery,
    options.autoGenerateArrayKeys === true,
  )
  const transactionId = options.transactionId ?? input.generateTransactionId()
  if (typeof transactionId !== 'string' || !/^[A-Za-z0-9._-]{1,128}$/.test(transactionId)) {
    throw mutationFailure(
      'invalidTransactionIdError',
      'transactionId must be 1-128 letters, digits, ".", "_" or "-"',
      undefined,
    )
  }

  // Runs alone, or inside the commit queue's shared storage transaction as a savepoint: a
  // failure rolls back this transaction alone.
  return () =>
    storage.transaction(() => {
      // Stamped at commit, so timestamps follow commit order.
      const timestamp = input.now().toISOString()
      if (
        options.transactionId &&
        storage.getTransactions(dataset, {fromTransaction: transactionId, toTransaction: transactionId}).length > 0
      ) {
        throw mutationFailure(
          'transactionIdAlreadyUsedError',
          `Transaction "${transactionId}" already exists`,
          undefined,
        )
      }
      const read = new Map<string, ContentDocument | null>()
      // Documents the caller may not read are read as missing (see LakeMutateOptions.grants).
      const grants = options.grants
      const masks = grants !== undefined && !readsEverything(grants)
      const hidden = new Set<string>()
      const getDocument = (id: string): ContentDocument | null => {
        if (!read.has(id)) {
          const stored = storage.getDocuments(dataset, [id])[0] ?? null
          if (masks && stored !== null && !isReadable(grants, stored)) hidden.add(id)
          read.set(id, hidden.has(id) ? null : stored)
        }
        return read.get(id)!
      }
      let applied: ReturnType<typeof applyTransaction>
      try {
        applied = applyTransaction(getDocument, mutations, {transactionId, timestamp})
      } catch (error) {
        if (error instanceof MutationError) {
          const index = error.index === undefined ? undefined : (origins[error.index] ?? error.index)
          throw mutationFailure(error.type, error.message, index, {documentId: error.documentId})
        }
        throw error
      }
      const results: MutationResultItem[] = applied.results.map(({id, operation}) => {
        const document = applied.documents.get(id)
        return document ? {id, operation, document} : {id, operation}
      })
      const changes: DocumentChange[] = []
      for (const [id, next] of applied.documents) {
        const previous = getDocument(id)
        if (previous !== next) changes.push({id, previous, next})
      }
      if (grants) checkChanges(grants, changes, mutations, origins, hidden)
      options.beforeCommit?.(changes)
      const result = {transactionId, results}
      if (options.dryRun || changes.length === 0) return {result}

      const record: TransactionRecord = {
        id: transactionId,
        timestamp,
        author: options.author ?? 'anonymous',
        mutations,
        documentIds: changes.map((change) => change.id),
        effects: Object.fromEntries(changes.map((change) => [change.id, mendozaEffects(change.previous, change.next)])),
      }
      const revisions: DocumentRevision[] = changes.map((change) => ({
        id: change.id,
        rev: transactionId,
        timestamp,
        document: change.next,
      }))
      storage.commit(dataset, record, revisions, new Map(changes.map((change) => [change.id, change.previous])))
      return {result, committed: {record, changes}}
    })
}
