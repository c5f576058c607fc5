import type {
  CustomValidator,
  FieldReference,
  RegexValidationOptions,
  Rule as RuleContract,
  SchemaType,
  UriValidationOptions,
  ValidationLevel,
  ValidationMessage,
} from '../types'

/**
 * One constraint of a rule, as data. Built-in validators interpret `flag`; `date`, `slug` and
 * `block` are added by {@link inferRules} only.
 * @internal
 */
export type RuleSpec =
  | {flag: 'valid'; constraint: readonly unknown[]}
  | {flag: 'all' | 'either'; constraint: readonly ValidationRule[]}
  | {flag: 'custom'; constraint: CustomValidator; bypassConcurrencyLimit: boolean}
  | {flag: 'min' | 'max'; constraint: number | string | FieldReference}
  | {flag: 'length' | 'precision' | 'greaterThan' | 'lessThan'; constraint: number | FieldReference}
  | {flag: 'uri'; constraint: UriValidationOptions}
  | {flag: 'regex'; constraint: {pattern: RegExp; name: string; invert: boolean}}
  | {flag: 'uppercase' | 'lowercase' | 'email' | 'integer' | 'unique' | 'reference' | 'assetRequired'}
  | {flag: 'date' | 'slug' | 'block'}

/** Whether a rule must be present, must not be checked when empty, or neither was said. */
export type Presence = 'required' | 'optional' | undefined

interface RuleState {
  type: SchemaType | undefined
  level: ValidationLevel | undefined
  message: ValidationMessage | undefined
  presence: Presence
  specs: readonly RuleSpec[]
}

/**
 * The validation layer's rule: the class behind the `Rule` interface schema authors write against
 * (`validation: (rule) => rule.required()`, in `vellum`), its constraints readable as data for
 * the validators. An immutable, chainable set of validation constraints: every method returns a
 * new rule and the receiver is never changed, so a rule can be shared and extended freely.
 *
 * Constraints apply to non-empty values (not `undefined` / `null`); on an empty value only
 * `required()` and custom validators run, unless `optional()` turned those off too.
 *
 * @example
 * ```ts
 * defineField({name: 'title', type: 'string', validation: (rule) => rule.required().max(80)})
 * ```
 * @public
 */
export class ValidationRule implements RuleContract {
  /** A pointer to a sibling field's value, usable as an argument of min, max, length, …. */
  static valueOfField(path: string | string[]): FieldReference {
    return Object.freeze({type: 'fieldReference' as const, path: Array.isArray(path) ? [...path] : path})
  }

  /** The schema type the rule was created for; decides how min/max read (length, count, date). */
  readonly _type: SchemaType | undefined
  /** The level set with error() / warning() / info(); `undefined` means error (or the parent's in all/either). */
  readonly _level: ValidationLevel | undefined
  /** A custom message replacing every message this rule produces. */
  readonly _message: ValidationMessage | undefined
  /**
   * Whether a value is required, optional, or neither was said.
   * @internal
   */
  readonly _presence: Presence
  /**
   * The constraints, in the order they were added.
   * @internal
   */
  readonly _specs: readonly RuleSpec[]

  /**
   * A rule for a schema type; validation makes them, schema authors are handed one.
   * @internal
   */
  constructor(type?: SchemaType, state?: Omit<RuleState, 'type'>) {
    this._type = type
    this._level = state?.level
    this._message = state?.message
    this._presence = state?.presence
    this._specs = state?.specs ?? []
  }

  private with(patch: Partial<Omit<RuleState, 'type'>>): ValidationRule {
    return new ValidationRule(this._type, {
      level: this._level,
      message: this._message,
      presence: this._presence,
      specs: this._specs,
      ...patch,
    })
  }

  /**
   * A copy with one more constraint.
   * @internal
   */
  withSpec(spec: RuleSpec): ValidationRule {
    return this.with({specs: [...this._specs, spec]})
  }

  /**
   * The value must be present: a non-empty string, a non-empty array, an object with a field besides `_`-prefixed ones,
   * a boolean for booleans.
   */
  required(): ValidationRule {
    return this.with({presence: 'required'})
  }

  /**
   * The value may be absent: undoes `required()`, and on an empty value no constraint runs, custom validators included.
   */
  optional(): ValidationRule {
    return this.with({presence: 'optional'})
  }

  /** The value must equal one of the given values (one value or an array of them). */
  valid(values: unknown | unknown[]): ValidationRule {
    return this.withSpec({flag: 'valid', constraint: Array.isArray(values) ? [...values] : [values]})
  }

  /** Every given rule must pass. */
  all(rules: ValidationRule[]): ValidationRule {
    return this.withSpec({flag: 'all', constraint: [...rules]})
  }

  /** At least one of the given rules must pass. */
  either(rules: ValidationRule[]): ValidationRule {
    return this.withSpec({flag: 'either', constraint: [...rules]})
  }

  /**
   * A validator of your own; unlike other constraints it also runs for absent values (unless the rule is `optional()`).
   * With `bypassConcurrencyLimit` it runs at once instead of waiting for one of the 40 slots async validators share.
   * Throws a TypeError when `validator` is not a function.
   */
  custom<T = unknown>(validator: CustomValidator<T>, options?: {bypassConcurrencyLimit?: boolean}): ValidationRule {
    if (typeof validator !== 'function') throw new TypeError('rule.custom() needs a validator function')
    return this.withSpec({
      flag: 'custom',
      constraint: validator as CustomValidator,
      bypassConcurrencyLimit: options?.bypassConcurrencyLimit === true,
    })
  }

  /** Minimum: length for strings, count for arrays, value for numbers, date for dates (`'now'` allowed). */
  min(value: number | string | FieldReference): ValidationRule {
    return this.withSpec({flag: 'min', constraint: value})
  }

  /** Maximum: length for strings, count for arrays, value for numbers, date for dates (`'now'` allowed). */
  max(value: number | string | FieldReference): ValidationRule {
    return this.withSpec({flag: 'max', constraint: value})
  }

  /** Exact length of a string or item count of an array. */
  length(value: number | FieldReference): ValidationRule {
    return this.withSpec({flag: 'length', constraint: value})
  }

  /** The string must be a URL: absolute `http`/`https` unless the options say otherwise. */
  uri(options: UriValidationOptions = {}): ValidationRule {
    return this.withSpec({flag: 'uri', constraint: {...options}})
  }

  /** The string must be all upper case. */
  uppercase(): ValidationRule {
    return this.withSpec({flag: 'uppercase'})
  }

  /** The string must be all lower case. */
  lowercase(): ValidationRule {
    return this.withSpec({flag: 'lowercase'})
  }

  /**
   * The string must match `pattern` (or must not, with `invert`); `nameOrOptions` names the pattern for the message, or
   * gives the options.
   */
  regex(
    pattern: RegExp,
    nameOrOptions?: string | RegexValidationOptions,
    options?: RegexValidationOptions,
  ): ValidationRule {
    const opts = typeof nameOrOptions === 'object' ? nameOrOptions : options
    const name = (typeof nameOrOptions === 'string' ? nameOrOptions : opts?.name) ?? String(pattern)
    // A global or sticky regex keeps lastIndex between test() calls; use a stateless copy.
    const stateless =
      pattern.global || pattern.sticky ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')) : pattern
    return this.withSpec({flag: 'regex', constraint: {pattern: stateless, name, invert: opts?.invert === true}})
  }

  /** The trimmed value must be an email address. */
  email(): ValidationRule {
    return this.withSpec({flag: 'email'})
  }

  /** The number must be a whole number. */
  integer(): ValidationRule {
    return this.withSpec({flag: 'integer'})
  }

  /** The number may have at most this many decimals. */
  precision(digits: number | FieldReference): ValidationRule {
    return this.withSpec({flag: 'precision', constraint: digits})
  }

  /** The number must be 0 or more (reported like `min(0)`). */
  positive(): ValidationRule {
    return this.withSpec({flag: 'min', constraint: 0})
  }

  /** The number must be below 0 (reported like `lessThan(0)`). */
  negative(): ValidationRule {
    return this.withSpec({flag: 'lessThan', constraint: 0})
  }

  /** The number must be strictly greater than `value`. */
  greaterThan(value: number | FieldReference): ValidationRule {
    return this.withSpec({flag: 'greaterThan', constraint: value})
  }

  /** The number must be strictly less than `value`. */
  lessThan(value: number | FieldReference): ValidationRule {
    return this.withSpec({flag: 'lessThan', constraint: value})
  }

  /** Array items must not repeat (deep equality, ignoring `_key`). */
  unique(): ValidationRule {
    return this.withSpec({flag: 'unique'})
  }

  /**
   * The value must be a reference; a strong one must point at a published document (weak references only need a
   * `_ref`).
   */
  reference(): ValidationRule {
    return this.withSpec({flag: 'reference'})
  }

  /** An image or file value must have an uploaded asset (`asset._ref`). */
  assetRequired(): ValidationRule {
    return this.withSpec({flag: 'assetRequired'})
  }

  /** Failures of this rule are errors (the default level), optionally with a message of your own. */
  error(message?: ValidationMessage): ValidationRule {
    return this.with({level: 'error', message: message ?? this._message})
  }

  /** Failures of this rule are warnings (shown, but publishing is allowed), optionally with a message of your own. */
  warning(message?: ValidationMessage): ValidationRule {
    return this.with({level: 'warning', message: message ?? this._message})
  }

  /** Failures of this rule are informational notes, optionally with a message of your own. */
  info(message?: ValidationMessage): ValidationRule {
    return this.with({level: 'info', message: message ?? this._message})
  }

  /**
   * A pointer to a sibling field's value, usable as an argument of `min`, `max`, `length` and the other comparisons;
   * same as the static `ValidationRule.valueOfField`.
   */
  valueOfField(path: string | string[]): FieldReference {
    return ValidationRule.valueOfField(path)
  }

  /**
   * Whether the outcome may depend on more than the value itself: a custom validator (which
   * can read the document) or a `valueOfField` argument. Incremental validation re-runs these.
   * @internal
   */
  get isContextDependent(): boolean {
    return this._specs.some((spec) => {
      if (spec.flag === 'custom') return true
      if (spec.flag === 'all' || spec.flag === 'either') return spec.constraint.some((rule) => rule.isContextDependent)
      return 'constraint' in spec && isFieldReference(spec.constraint)
    })
  }

  /** Whether evaluating the rule may return a promise. @internal */
  get mayBeAsync(): boolean {
    return this._specs.some((spec) => {
      if (spec.flag === 'custom' || spec.flag === 'reference' || spec.flag === 'slug') return true
      if (spec.flag === 'all' || spec.flag === 'either') return spec.constraint.some((rule) => rule.mayBeAsync)
      return false
    })
  }

  /** Whether every possibly-async part is a custom validator that asked to bypass the limit. @internal */
  get bypassesConcurrencyLimit(): boolean {
    let sawAsync = false
    const visit = (rule: ValidationRule): boolean =>
      rule._specs.every((spec) => {
        if (spec.flag === 'custom') {
          sawAsync = true
          return spec.bypassConcurrencyLimit
        }
        if (spec.flag === 'reference' || spec.flag === 'slug') return false
        if (spec.flag === 'all' || spec.flag === 'either') return spec.constraint.every(visit)
        return true
      })
    return visit(this) && sawAsync
  }
}

/** Whether a rule argument points at a sibling field. */
export function isFieldReference(value: unknown): value is FieldReference {
  return typeof value === 'object' && value !== null && (value as {type?: unknown}).type === 'fieldReference'
}
