import {i18n as defaultI18n, type I18n} from '../i18n'
import type {Schema, ValidationClient, ValidationMarker} from '../types'
import {compareValidationMarkers} from './compareValidationMarkers'
import type {MarkerEntry} from './MarkerReuse'
import {abortReason, VALIDATION_CONCURRENCY, ValidationPool} from './ValidationPool'
import {ValidationRun} from './ValidationRun'

/**
 * What validation needs besides the document.
 * @public
 */
export interface DocumentValidatorOptions {
  /** The compiled schema whose document types the validator checks. */
  schema: Schema
  /** A client for validators that query the lake (slug uniqueness). */
  getClient?: (options: {apiVersion: string}) => ValidationClient
  /** Tells whether a document exists; the reference rule asks it for published ids. */
  getDocumentExists?: (options: {id: string}) => Promise<boolean>
  /** The locale of messages; en-US by default. */
  locale?: string
  /** A translator holding extra locale bundles; the built-in en-US one by default. */
  i18n?: I18n
  /** How many possibly-async validators run at once; 40 by default. */
  concurrency?: number
}

/**
 * Options of one {@link DocumentValidator.validate} call.
 * @public
 */
export interface ValidateOptions {
  /**
   * The previous document and the markers this validator (or `validateDocument` with the same
   * schema and locale) returned for it. Values identical (`===`) to the previous ones are not
   * validated again; without it, or when the markers are not a result of this engine, the
   * whole document is validated.
   */
  previous?: {document: unknown; markers: readonly ValidationMarker[]}
  /** Aborting rejects the run with an AbortError and stops starting validators. */
  signal?: AbortSignal
}

/**
 * Validates documents of one schema, incrementally when given the previous result.
 * @public
 */
export interface DocumentValidator {
  /** Validates a document; resolves to its markers sorted by path, then level. */
  validate(document: unknown, options?: ValidateOptions): Promise<ValidationMarker[]>
}

interface RunRecord {
  schema: Schema
  locale: string
  i18n: I18n
  document: unknown
  entries: readonly MarkerEntry[]
}

// Results this engine produced, so a later run can build on them. Keyed by the returned
// array: the caller hands it back as `previous.markers`.
const records = new WeakMap<readonly ValidationMarker[], RunRecord>()

/**
 * Creates a validator for a schema. Re-validating after an edit is cheap when the previous
 * result is passed: documents are structurally shared, so unchanged subtrees are `===` and
 * keep their markers; context-dependent rules (custom validators, `valueOfField`) always run
 * again. The result equals a full run's, as long as custom validators are deterministic and
 * the outside world (reference targets, other documents' slugs) did not change in between —
 * for unchanged values those answers are kept from the previous run.
 *
 * @example
 * ```ts
 * const validator = createDocumentValidator({schema})
 * const markers = await validator.validate(doc)
 * const next = await validator.validate(edited, {previous: {document: doc, markers}})
 * ```
 * @public
 */
export function createDocumentValidator(options: DocumentValidatorOptions): DocumentValidator {
  const locale = options.locale ?? 'en-US'
  const i18n = (options.i18n ?? defaultI18n).withLocale(locale)
  const {schema} = options

  return {
    async validate(document, {previous, signal} = {}) {
      if (signal?.aborted) throw abortReason(signal)
      const record = previous ? records.get(previous.markers) : undefined
      const usable =
        record &&
        record.document === previous?.document &&
        record.schema === schema &&
        record.locale === locale &&
        record.i18n === i18n
      const pool = new ValidationPool(options.concurrency ?? VALIDATION_CONCURRENCY, signal)
      const run = new ValidationRun(
        {
          document: isDocumentLike(document) ? document : undefined,
          locale,
          i18n,
          getClient: options.getClient,
          getDocumentExists: options.getDocumentExists,
          signal,
        },
        schema,
        pool,
        usable ? record : undefined,
      )
      run.walk(document)
      const entries = await run.settle()
      if (signal?.aborted) throw abortReason(signal)
      entries.sort((a, b) => compareValidationMarkers(a.marker, b.marker))
      const markers = entries.map((entry) => entry.marker)
      records.set(markers, {schema, locale, i18n, document, entries})
      return markers
    },
  }
}

function isDocumentLike(value: unknown): value is {_id: string; _type: string} {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
