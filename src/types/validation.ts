import type {ContentDocument, Path} from './document'
import type {SchemaType} from './schema'

/**
 * How serious a validation marker is.
 * @public
 */
export type ValidationLevel = 'error' | 'warning' | 'info'

/**
 * A validation result attached to a place in a document. Markers from `validateDocument` are
 * sorted by path.
 * @public
 */
export interface ValidationMarker {
  /** How serious it is: errors block publishing, warnings and info do not. */
  level: ValidationLevel
  /** What is wrong, localized. */
  message: string
  /** Where, from the document root (`['authors', {_key: 'a1'}, 'name']`); `[]` for the document itself. */
  path: Path
}

/**
 * A custom message: plain text, or one text per locale id (`{'en-US': '…', 'nb-NO': '…'}`),
 * picked by the validation context's locale with `en-US` as the fallback.
 * @public
 */
export type ValidationMessage = string | Record<string, string>

/**
 * What a custom validator may return: `true` for valid, a message, a result with its own
 * message and optional path (relative to the validated value), or several of those. Anything
 * else is reported as an exception in the validator.
 * @public
 */
export type CustomValidatorResult =
  | true
  | string
  | {
      /** What is wrong. */
      message: string
      /** Where, relative to the validated value (default: the value itself). */
      path?: Path
      /** How serious it is (default: the rule's level, else error). */
      level?: ValidationLevel
    }
  | Array<
      | true
      | string
      | {
          /** What is wrong. */
          message: string
          /** Where, relative to the validated value (default: the value itself). */
          path?: Path
          /** How serious it is (default: the rule's level, else error). */
          level?: ValidationLevel
        }
    >

/**
 * A validator written by a schema author; may be async.
 * @public
 */
export type CustomValidator<T = unknown> = (
  value: T | undefined,
  context: ValidationContext,
) => CustomValidatorResult | Promise<CustomValidatorResult>

/**
 * A client the validation context hands to validators that query the lake (slug uniqueness).
 * @public
 */
export interface ValidationClient {
  /** Runs a GROQ query with its parameters and resolves with the result. */
  fetch<R = unknown>(
    query: string,
    params?: Record<string, unknown>,
    options?: {
      /** A label for the request, sent as its `tag` query parameter (`validation.slug-is-unique`). */
      tag?: string
    },
  ): Promise<R>
}

/**
 * Everything a validator knows about where it runs.
 * @public
 */
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
  getClient?: (options: {
    /** The API version, a date such as `2023-11-13`. */
    apiVersion: string
  }) => ValidationClient
  /** Tells whether a document id exists (used by the reference rule). */
  getDocumentExists?: (options: {
    /** The document id to look for. */
    id: string
  }) => Promise<boolean>
  /** The locale messages are produced in; `en-US` when not given. */
  locale?: string
  /** Cancels the run. */
  signal?: AbortSignal
}

/**
 * A pointer to a sibling field's value, used as a rule argument (`rule.valueOfField('min')`).
 * @public
 */
export interface FieldReference {
  /** Always `'fieldReference'`. */
  readonly type: 'fieldReference'
  /** The sibling field's name, or a path of names from the parent value. */
  readonly path: string | string[]
}

/**
 * Options of the uri rule.
 * @public
 */
export interface UriValidationOptions {
  /** Allowed schemes as strings or regexes; default http and https. */
  scheme?: string | RegExp | Array<string | RegExp>
  /** Also accept relative URLs (`/about`, `../img.png`); default false. */
  allowRelative?: boolean
  /** Accept only relative URLs; default false. */
  relativeOnly?: boolean
  /** Accept a username or password in the URL (`https://user:pass@host`); default false. */
  allowCredentials?: boolean
}

/**
 * Options of the regex rule.
 * @public
 */
export interface RegexValidationOptions {
  /** What the pattern stands for, used in the message (`Does not match "postcode"-pattern`); default the pattern itself. */
  name?: string
  /** The value must NOT match the pattern; default false. */
  invert?: boolean
}

/**
 * An immutable, chainable validation rule set: every method returns a new `Rule`.
 * Schema authors receive one in `validation: (rule) => rule.required().min(3)`.
 * @public
 */
export interface Rule {
  /** The value must be present: a non-empty string, a non-empty array, an object with a field besides `_`-prefixed ones, a boolean for booleans. */
  required(): Rule
  /** Undo `required()`. */
  optional(): Rule
  /** The value must equal one of the given values. */
  valid(values: unknown | unknown[]): Rule
  /** Every given rule must pass. */
  all(rules: Rule[]): Rule
  /** At least one of the given rules must pass. */
  either(rules: Rule[]): Rule
  /** A validator of your own; unlike other constraints it also runs for absent values (unless the rule is `optional()`). */
  custom<T = unknown>(
    validator: CustomValidator<T>,
    options?: {
      /** Run at once instead of waiting for one of the 40 slots async validators share (default false). */
      bypassConcurrencyLimit?: boolean
    },
  ): Rule
  /** Minimum: length for strings, count for arrays, value for numbers, date for dates ('now' allowed). */
  min(value: number | string | FieldReference): Rule
  /** Maximum; see {@link Rule.min}. */
  max(value: number | string | FieldReference): Rule
  /** Exact length of a string or array. */
  length(value: number | FieldReference): Rule
  /** The string must be a URL: absolute `http`/`https` unless the options say otherwise. */
  uri(options?: UriValidationOptions): Rule
  /** The string must be all upper case. */
  uppercase(): Rule
  /** The string must be all lower case. */
  lowercase(): Rule
  /**
   * The string must match `pattern` (or must not, with `invert`). `nameOrOptions` names the
   * pattern for the message, or gives the options.
   *
   * @example
   * ```ts
   * rule.regex(/^[A-Z]{2}\d{4}$/, 'product code')
   * ```
   */
  regex(pattern: RegExp, nameOrOptions?: string | RegexValidationOptions, options?: RegexValidationOptions): Rule
  /** The trimmed value must be an email address. */
  email(): Rule
  /** The number must be a whole number. */
  integer(): Rule
  /** The number may have at most this many decimals. */
  precision(digits: number | FieldReference): Rule
  /** The number must be 0 or more. */
  positive(): Rule
  /** The number must be less than 0. */
  negative(): Rule
  /** The number must be strictly greater than `value`. */
  greaterThan(value: number | FieldReference): Rule
  /** The number must be strictly less than `value`. */
  lessThan(value: number | FieldReference): Rule
  /** Array items must not repeat (deep equality, ignoring `_key`). */
  unique(): Rule
  /** The value must be a reference to an existing, published (unless weak) document. */
  reference(): Rule
  /** An image or file value must have `asset._ref`. */
  assetRequired(): Rule
  /** Failures of this rule are errors (the default level), optionally with a message of your own. */
  error(message?: ValidationMessage): Rule
  /** Failures of this rule are warnings (shown, but publishing is allowed), optionally with a message of your own. */
  warning(message?: ValidationMessage): Rule
  /** Failures of this rule are informational notes, optionally with a message of your own. */
  info(message?: ValidationMessage): Rule
  /** A reference to a sibling field's value, for use as an argument to another rule. */
  valueOfField(path: string | string[]): FieldReference
}

/**
 * The `validation` property of a schema definition: a function given a fresh rule, returning
 * one rule, several, or nothing (`false` turns inherited validation off).
 * @public
 */
export type ValidationBuilder = (rule: Rule) => Rule | Rule[] | false | undefined | void
