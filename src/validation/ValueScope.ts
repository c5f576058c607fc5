import type {I18n, TranslationParams} from '../i18n'
import type {
  ContentDocument,
  Path,
  SchemaType,
  ValidationClient,
  ValidationContext,
  ValidationLevel,
  ValidationMessage,
} from '../types'

/**
 * One problem a validator found, before it becomes a marker: `path` is relative to the
 * validated value; `level` is set only when the validator (or a nested rule) chose one.
 * @internal
 */
export interface Failure {
  message: string
  path?: Path
  level?: ValidationLevel
}

/** What a validator returns: nothing wrong (`null`), one failure or several, possibly later. @internal */
export type ValidatorOutcome = Failure | Failure[] | null
/** A value, or a promise of it: validators answer synchronously when they can. @internal */
export type MaybePromise<T> = T | Promise<T>

/** Everything one validation run shares. @internal */
export interface RunEnvironment {
  document: ContentDocument | undefined
  locale: string
  i18n: I18n
  getClient?: (options: {apiVersion: string}) => ValidationClient
  getDocumentExists?: (options: {id: string}) => Promise<boolean>
  signal?: AbortSignal
}

/** The value a rule is being evaluated for, and where it sits. @internal */
export interface ValueScope {
  value: unknown
  path: Path
  parent: unknown
  type: SchemaType | undefined
  env: RunEnvironment
}

const NOT_LOCALIZED = 'Unknown validation error (not localized)'

/**
 * A built-in message of the `validation` namespace in the run's locale. A key no bundle has
 * becomes 'Unknown validation error (not localized)'.
 * @internal
 */
export function localize(env: RunEnvironment, key: string, params?: TranslationParams): string {
  const fullKey = `validation:${key}`
  const message = env.i18n.t(fullKey, params)
  return message === fullKey ? notLocalized(env) : message
}

/**
 * A schema author's message: a string, or the entry for the run's locale (then its language,
 * then en-US) of a per-locale map.
 * @internal
 */
export function pickMessage(env: RunEnvironment, message: ValidationMessage): string {
  if (typeof message === 'string') return message
  const language = env.locale.split('-')[0] ?? env.locale
  const picked = message[env.locale] ?? message[language] ?? message['en-US']
  return typeof picked === 'string' ? picked : notLocalized(env)
}

function notLocalized(env: RunEnvironment): string {
  const fullKey = 'validation:generic.not-localized'
  const message = env.i18n.t(fullKey)
  return message === fullKey ? NOT_LOCALIZED : message
}

/** The context a schema author's function receives for this value. @internal */
export function toValidationContext(scope: ValueScope): ValidationContext {
  const {env} = scope
  return {
    document: env.document,
    parent: scope.parent,
    // A copy: the engine's own path arrays must not be changed by a validator.
    path: [...scope.path],
    type: scope.type,
    getClient: env.getClient,
    getDocumentExists: env.getDocumentExists,
    locale: env.locale,
    signal: env.signal,
  }
}

/** Whether a value is a promise or another thenable. @internal */
export function isPromiseLike<T>(value: unknown): value is PromiseLike<T> {
  return typeof value === 'object' && value !== null && typeof (value as {then?: unknown}).then === 'function'
}
