import {
  asyncScheduler,
  distinctUntilChanged,
  map,
  shareReplay,
  throttleTime,
  type Observable,
  type SchedulerLike,
} from 'rxjs'
import type {Schema} from '../../types'
import {createDocumentValidator, type DocumentValidatorOptions} from '../../validation'
import type {DocumentPair} from '../document'
import {pairReconnections} from './pairReconnections'
import {sameDocumentVersion} from './sameDocumentVersion'
import {validationRuns} from './validationRuns'
import type {ValidationStatus} from './ValidationStatus'

/** How often, at most, a pair's changing document is validated again, in ms. */
export const VALIDATION_THROTTLE_MS = 200

/**
 * Options of {@link createPairValidation}; besides these, those of the validator (client, locale, …).
 * @beta
 */
export interface PairValidationOptions extends Omit<DocumentValidatorOptions, 'schema'> {
  /** The least time between two validations of a changing document; {@link VALIDATION_THROTTLE_MS} unless told. */
  throttleMs?: number
  /** Whether the type is live-edit: the published document is validated, not the draft. */
  liveEdit?: boolean
  /** Times the throttle; `asyncScheduler` unless told (tests use fake timers or a virtual-time one). */
  scheduler?: SchedulerLike
}

/**
 * The validation of a checked-out pair: the document the user edits —
 * the draft, or the published version when there is no draft (the published one always for
 * live-edit types) — validated with {@link createDocumentValidator} whenever it changes.
 *
 * Changes are throttled (the first at once, then at most one per `throttleMs`, the latest
 * included); each run builds on the previous one's markers, and a run still going when a
 * newer version arrives is cancelled. When the pair's listener is back after losing the
 * server, the document is validated again in full: checks that needed the server (reference
 * existence, slug uniqueness) reported 'Exception occurred while validating value' while it
 * was gone, and an incremental run would keep those markers for values that did not change.
 * The first emission is `{isValidating: true, validation: [], revision: undefined}`;
 * subscribers share one run, and the latest status is replayed to new ones.
 *
 * @example
 * ```ts
 * createPairValidation(pair, schema, {getClient: () => client}).subscribe(({isValidating, validation}) => …)
 * ```
 * @beta
 */
export function createPairValidation(
  pair: DocumentPair,
  schema: Schema,
  options: PairValidationOptions = {},
): Observable<ValidationStatus> {
  const {
    throttleMs = VALIDATION_THROTTLE_MS,
    liveEdit = false,
    scheduler = asyncScheduler,
    ...validatorOptions
  } = options
  if (!Number.isFinite(throttleMs) || throttleMs < 0)
    throw new RangeError(`throttleMs must be a number of milliseconds, not ${String(throttleMs)}`)
  const validator = createDocumentValidator({...validatorOptions, schema})
  return pair.snapshots$.pipe(
    map(({draft, published}) => (liveEdit ? published : (draft ?? published))),
    distinctUntilChanged(sameDocumentVersion),
    throttleTime(throttleMs, scheduler, {leading: true, trailing: true}),
    validationRuns(validator, {revalidate$: pairReconnections(pair)}),
    shareReplay({bufferSize: 1, refCount: true}),
  )
}
