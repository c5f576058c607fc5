import {
  defer,
  distinctUntilChanged,
  EMPTY,
  filter,
  map,
  merge,
  Observable,
  scan,
  startWith,
  switchMap,
  type OperatorFunction,
} from 'rxjs'
import type {ContentDocument, ValidationMarker} from '../../types'
import type {DocumentValidator} from '../../validation'
import {INITIAL_VALIDATION_STATUS, type ValidationStatus} from './ValidationStatus'

const UNKNOWN_ERROR = 'Unknown error'

function failureMessage(error: unknown): string {
  const message = typeof error === 'object' && error !== null ? (error as {message?: unknown}).message : undefined
  return typeof message === 'string' && message !== '' ? message : UNKNOWN_ERROR
}

/** Options of {@link validationRuns}. */
export interface ValidationRunsOptions {
  /**
   * Each emission validates the latest document again from scratch, keeping no marker of an
   * earlier run (nothing happens before the first document). For what may have changed
   * elsewhere: the server coming back after an outage, when markers of checks that needed it
   * ('Exception occurred while validating value') are stale though the document is not.
   */
  revalidate$?: Observable<unknown>
}

/** One run to make: the document, and whether it is validated without the previous run. */
interface RunRequest {
  document: ContentDocument | null
  fresh: boolean
}

/**
 * Validates each document it is given, incrementally: a run gets the previous finished run's
 * document and markers, so values that did not change keep their markers. A newer document
 * cancels the run under way (its AbortSignal aborts, and validators that take the signal stop);
 * only finished runs count as previous. An emission of `revalidate$` runs the latest document
 * again in full (see {@link ValidationRunsOptions}).
 *
 * Emits a {@link ValidationStatus}: `isValidating: true` (with the previous markers) when a run
 * starts, then the run's markers with the validated `_rev`. A missing document has no markers.
 */
export function validationRuns(
  validator: DocumentValidator,
  options: ValidationRunsOptions = {},
): OperatorFunction<ContentDocument | null, ValidationStatus> {
  const revalidate$ = options.revalidate$ ?? EMPTY
  return (documents) =>
    defer(() => {
      let previous: {document: ContentDocument; markers: ValidationMarker[]} | undefined
      let latest: {document: ContentDocument | null} | undefined
      const requests = merge(
        documents.pipe(
          map((document): RunRequest => {
            latest = {document}
            return {document, fresh: false}
          }),
        ),
        revalidate$.pipe(
          filter(() => latest !== undefined),
          map((): RunRequest => ({document: latest!.document, fresh: true})),
        ),
      )
      return requests.pipe(
        switchMap(
          ({document, fresh}) =>
            new Observable<Partial<ValidationStatus>>((subscriber) => {
              if (document === null) {
                subscriber.next({isValidating: false, validation: [], revision: undefined})
                subscriber.complete()
                return undefined
              }
              const controller = new AbortController()
              subscriber.next({isValidating: true})
              validator.validate(document, {...(fresh ? {} : {previous}), signal: controller.signal}).then(
                (markers) => {
                  if (controller.signal.aborted) return
                  previous = {document, markers}
                  subscriber.next({isValidating: false, validation: markers, revision: document._rev})
                  subscriber.complete()
                },
                (error: unknown) => {
                  if (controller.signal.aborted) return
                  // validateDocument turns failing validators into markers; this is the engine failing.
                  subscriber.next({
                    isValidating: false,
                    validation: [{level: 'error', message: failureMessage(error), path: []}],
                    revision: document._rev,
                  })
                  subscriber.complete()
                },
              )
              return () => controller.abort()
            }),
        ),
        scan((status, update): ValidationStatus => ({...status, ...update}), INITIAL_VALIDATION_STATUS),
        startWith(INITIAL_VALIDATION_STATUS),
        distinctUntilChanged(
          (a, b) => a.isValidating === b.isValidating && a.validation === b.validation && a.revision === b.revision,
        ),
      )
    })
}
