import type {ContentDocument, Path} from './document'
import type {SchemaType} from './schema'

/** How serious a validation marker is. */
export type ValidationLevel = 'error' | 'warning' | 'info'

/**
 * A validation result attached to a place in a document. Markers from `validateDocument` are
 * sorted by path.
 */
export interface ValidationMarker {
  level: ValidationLevel
  message: string
  path: Path
}

/**
 * A custom message: plain text, or one text per locale id (`{'en-US': '…', 'nb-NO': '…'}`),
 * picked by the validation context's locale with `en-US` as the fallback.
 */
export type ValidationMessage = string | Record<string, string>

/**
 * What a custom validator may return: `true` for valid, a message, a result with its own
 * message and optional path (relative to the validated value), or several of those.
 */
export type CustomValidatorResult =
  | true
  | string
  | {message: string; path?: Path; level?: ValidationLevel}
  | Array<true | string | {message: string; path?: Path; level?: ValidationLevel}>

/** A validator written by a schema author; may be async. */
export type CustomValidator<T = unknown> = (
  value: T | undefined,
  context: ValidationContext,
) => CustomValidatorResult | Promise<CustomValidatorResult>

/** A client the validation context hands to validators that query the lake (slug uniqueness). */
export interface ValidationClient {
  fetch<R = unknown>(query: string, params?: Record<string, unknown>, options?: {tag?: string}): Promise<R>
}

/** Everything a validator knows about where it runs. */
export interface ValidationContext {
  /** The whole document being validated. */
  document: ContentDocument | undefined
  /** The value containing the validated one (object or array), if any. */
  parent: unknown
  /** The path of the validated value inside the document. */
  path: Path
  /** The schema type of the validated value. */
  type: SchemaType | undefined
  /** Returns a client for queries, pinned to an API version. */
  getClient?: (options: {apiVersion: string}) => ValidationClient
  /** Tells whether a document id exists (used by the reference rule). */
  getDocumentExists?: (options: {id: string}) => Promise<boolean>
  /** The locale messages are produced in; `en-US` when not given. */
  locale?: string
  /** Cancels the run. */
  signal?: AbortSignal
}

/** A pointer to a sibling field's value, used as a rule argument (`Rule.valueOfField('min')`). */
export interface FieldReference {
  readonly type: 'fieldReference'
  readonly path: string | string[]
}

/** Options of the uri rule. */
export interface UriValidationOptions {
  /** Allowed schemes as strings or regexes; default http and https. */
  scheme?: string | RegExp | Array<string | RegExp>
  allowRelative?: boolean
  relativeOnly?: boolean
  allowCredentials?: boolean
}

/** Options of the regex rule. */
export interface RegexValidationOptions {
  name?: string
  invert?: boolean
}

/**
 * An immutable, chainable validation rule set: every method returns a new `Rule`.
 * Schema authors receive one in `validation: (rule) => rule.required().min(3)`.
 */
export interface Rule {
  /** The value must be present (non-empty for strings and arrays; see spec/forms.md §5). */
  required(): Rule
  /** Undo `required()`. */
  optional(): Rule
  /** The value must equal one of the given values. */
  valid(values: unknown | unknown[]): Rule
  /** Every given rule must pass. */
  all(rules: Rule[]): Rule
  /** At least one of the given rules must pass. */
  either(rules: Rule[]): Rule
  /** A validator of your own. */
  custom<T = unknown>(validator: CustomValidator<T>, options?: {bypassConcurrencyLimit?: boolean}): Rule
  /** Minimum: length for strings, count for arrays, value for numbers, date for dates ('now' allowed). */
  min(value: number | string | FieldReference): Rule
  /** Maximum; see {@link Rule.min}. */
  max(value: number | string | FieldReference): Rule
  /** Exact length of a string or array. */
  length(value: number | FieldReference): Rule
  uri(options?: UriValidationOptions): Rule
  uppercase(): Rule
  lowercase(): Rule
  regex(pattern: RegExp, nameOrOptions?: string | RegexValidationOptions, options?: RegexValidationOptions): Rule
  /** The trimmed value must be an email address. */
  email(): Rule
  integer(): Rule
  precision(digits: number | FieldReference): Rule
  positive(): Rule
  negative(): Rule
  greaterThan(value: number | FieldReference): Rule
  lessThan(value: number | FieldReference): Rule
  /** Array items must not repeat (deep equality, ignoring `_key`). */
  unique(): Rule
  /** The value must be a reference to an existing, published (unless weak) document. */
  reference(): Rule
  /** An image or file value must have `asset._ref`. */
  assetRequired(): Rule
  /** Set level error, optionally with a message. */
  error(message?: ValidationMessage): Rule
  warning(message?: ValidationMessage): Rule
  info(message?: ValidationMessage): Rule
  /** A reference to a sibling field's value, for use as an argument to another rule. */
  valueOfField(path: string | string[]): FieldReference
}

/**
 * The `validation` property of a schema definition: a function given a fresh rule, returning
 * one rule, several, or nothing (`false` turns inherited validation off).
 */
export type ValidationBuilder = (rule: Rule) => Rule | Rule[] | false | undefined | void
