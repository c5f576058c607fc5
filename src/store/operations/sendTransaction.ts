import {randomKey} from '../../document'
import type {Mutation} from '../../types'
import type {TransportMutateResult} from '../document'
import type {OperationsTransport} from './DocumentOperations'

/** The request tags operations send their transactions with, for the server's logs. */
export const OPERATION_REQUEST_TAGS = {
  publish: 'document.publish',
  unpublish: 'document.unpublish',
  discardChanges: 'document.discard-changes',
  delete: 'document.delete',
  duplicate: 'document.duplicate',
} as const

/**
 * Sends mutations as one all-or-nothing transaction with a fresh client-generated id, answered
 * after the commit. The pair's documents see it through their listener like any remote change.
 * Not retried: an operation that fails is reported to whoever ran it (a retry of a transaction
 * that did go through would only be refused).
 */
export function sendTransaction(
  transport: OperationsTransport,
  mutations: readonly Mutation[],
  tag: string,
): Promise<TransportMutateResult> {
  try {
    return transport.mutate(mutations, {transactionId: randomKey(22), visibility: 'sync', tag})
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)))
  }
}
