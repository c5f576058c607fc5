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
  | {flag: 'all' | 'either'; constraint: readonly Rule[]}
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
 * An immutable, chainable set of validation constraints. Every method returns a new `Rule`;
 * the receiver is never changed, so a rule can be shared and extended freely.
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
export class Rule implements RuleContract {
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

  private with(patch: Partial<Omit<RuleState, 'type'>>): Rule {
    return new Rule(this._type, {
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
  withSpec(spec: RuleSpec): Rule {
    return this.with({specs: [...this._specs, spec]})
  }

  required(): Rule {
    return this.with({presence: 'required'})
  }

  optional(): Rule {
    return this.with({presence: 'optional'})
  }

  valid(values: unknown | unknown[]): Rule {
    return this.withSpec({flag: 'valid', constraint: Array.isArray(values) ? [...values] : [values]})
  }

  all(rules: Rule[]): Rule {
    return this.withSpec({flag: 'all', constraint: [...rules]})
  }

  either(rules: Rule[]): Rule {
    return this.withSpec({flag: 'either', constraint: [...rules]})
  }

  custom<T = unknown>(validator: CustomValidator<T>, options?: {bypassConcurrencyLimit?: boolean}): Rule {
    if (typeof validator !== 'function') throw new TypeError('rule.custom() needs a validator function')
    return this.withSpec({
      flag: 'custom',
      constraint: validator as CustomValidator,
      bypassConcurrencyLimit: options?.bypassConcurrencyLimit === true,
    })
  }

  min(value: number | string | FieldReference): Rule {
    return this.withSpec({flag: 'min', constraint: value})
  }

  max(value: number | string | FieldReference): Rule {
    return this.withSpec({flag: 'max', constraint: value})
  }

  length(value: number | FieldReference): Rule {
    return this.withSpec({flag: 'length', constraint: value})
  }

  uri(options: UriValidationOptions = {}): Rule {
    return this.withSpec({flag: 'uri', constraint: {...options}})
  }

  uppercase(): Rule {
    return this.withSpec({flag: 'uppercase'})
  }

  lowercase(): Rule {
    return this.withSpec({flag: 'lowercase'})
  }

  regex(pattern: RegExp, nameOrOptions?: string | RegexValidationOptions, options?: RegexValidationOptions): Rule {
    const opts = typeof nameOrOptions === 'object' ? nameOrOptions : options
    const name = (typeof nameOrOptions === 'string' ? nameOrOptions : opts?.name) ?? String(pattern)
    // A global or sticky regex keeps lastIndex between test() calls; use a stateless copy.
    const stateless =
      pattern.global || pattern.sticky ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')) : pattern
    return this.withSpec({flag: 'regex', constraint: {pattern: stateless, name, invert: opts?.invert === true}})
  }

  email(): Rule {
    return this.withSpec({flag: 'email'})
  }

  integer(): Rule {
    return this.withSpec({flag: 'integer'})
  }

  precision(digits: number | FieldReference): Rule {
    return this.withSpec({flag: 'precision', constraint: digits})
  }

  /** The number must be 0 or more (reported like `min(0)`). */
  positive(): Rule {
    return this.withSpec({flag: 'min', constraint: 0})
  }

  /** The number must be below 0 (reported like `lessThan(0)`). */
  negative(): Rule {
    return this.withSpec({flag: 'lessThan', constraint: 0})
  }

  greaterThan(value: number | FieldReference): Rule {
    return this.withSpec({flag: 'greaterThan', constraint: value})
  }

  lessThan(value: number | FieldReference): Rule {
    return this.withSpec({flag: 'lessThan', constraint: value})
  }

  unique(): Rule {
    return this.withSpec({flag: 'unique'})
  }

  reference(): Rule {
    return this.withSpec({flag: 'reference'})
  }

  assetRequired(): Rule {
    return this.withSpec({flag: 'assetRequired'})
  }

  error(message?: ValidationMessage): Rule {
    return this.with({level: 'error', message: message ?? this._message})
  }

  warning(message?: ValidationMessage): Rule {
    return this.with({level: 'warning', message: message ?? this._message})
  }

  info(message?: ValidationMessage): Rule {
    return this.with({level: 'info', message: message ?? this._message})
  }

  valueOfField(path: string | string[]): FieldReference {
    return Rule.valueOfField(path)
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
    const visit = (rule: Rule): boolean =>
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
