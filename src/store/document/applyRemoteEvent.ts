import {applyPatch as applyMendozaPatch} from 'mendoza'
import {applyMutation} from '../../mutations'
import type {ContentDocument} from '../../types'
import {errorMessage} from './classifyCommitError'
import type {ListenMutationEvent} from './DocumentTransport'

/** The outcome of {@link applyRemoteEvent}: the next version, or why it could not be computed. */
export type RemoteApplyResult = {applied: true; document: ContentDocument | null} | {applied: false; reason: string}

/**
 * Computes the server's next version of a document from its current version and a listen
 * mutation event: with the event's mendoza `effects` when there are any, else by replaying the
 * event's mutations with the mutation engine (the server's own, with the transaction's id and
 * time, so the result is the same document). The event must follow `base`: when its
 * `previousRev` is not `base._rev`, an event was missed or is repeated, and applying it would
 * silently give a wrong document — the caller refetches instead. A result whose `_rev` is not
 * the event's `resultRev` is refused the same way.
 */
export function applyRemoteEvent(base: ContentDocument | null, event: ListenMutationEvent): RemoteApplyResult {
  const baseRev = base?._rev
  if (event.previousRev !== baseRev) {
    return {
      applied: false,
      reason: `the event follows revision "${event.previousRev ?? '(none)'}" but the document is at "${baseRev ?? '(none)'}"`,
    }
  }
  const reasons: string[] = []
  if (event.effects) {
    try {
      const next = (applyMendozaPatch(base, event.effects.apply) as ContentDocument | null | undefined) ?? null
      if (isResultOf(next, event)) return {applied: true, document: next}
      reasons.push('its effects give another revision')
    } catch (error) {
      reasons.push(`its effects do not apply (${errorMessage(error)})`)
    }
  }
  if (event.mutations) {
    try {
      let next = base
      for (const mutation of event.mutations)
        next = applyMutation(next, mutation, {transactionId: event.transactionId, timestamp: event.timestamp})
      if (isResultOf(next, event)) return {applied: true, document: next}
      reasons.push('its mutations give another revision')
    } catch (error) {
      reasons.push(`its mutations do not apply (${errorMessage(error)})`)
    }
  }
  if (reasons.length === 0) reasons.push('it carries neither effects nor mutations')
  return {applied: false, reason: reasons.join('; ')}
}

function isResultOf(document: ContentDocument | null, event: ListenMutationEvent): boolean {
  if (event.resultRev === undefined) return document === null
  return document !== null && document._rev === event.resultRev
}
