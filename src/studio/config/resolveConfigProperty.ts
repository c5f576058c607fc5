import {getOwn, isRecord} from '../../document'
import {ConfigPropertyError} from './ConfigPropertyError'
import type {FlatPlugin} from './flattenPlugins'
import {getPrintableType} from './getPrintableType'

/** How a property composes across plugins. */
export type ConfigPropertyKind =
  /** An array (appended) or a reducer `(prev, context) => next`. */
  | 'list'
  /** A reducer `(prev, context) => next` only. */
  | 'reducer'
  /** A boolean; the last plugin setting it wins. */
  | 'boolean'
  /** A boolean or a function of a context; the last plugin setting it wins. */
  | 'boolean-or-function'

const EXPECTED: Record<ConfigPropertyKind, string> = {
  list: 'an array or a function',
  reducer: 'a function',
  boolean: 'a boolean',
  'boolean-or-function': 'a boolean or a function',
}

/**
 * Reads a dotted property (`document.comments.enabled`) of one plugin's configuration.
 *
 * @returns The value, or undefined when the plugin does not set it.
 * @throws Error when a step on the way is set but is not an object (`document: 5`).
 */
export function readConfigProperty(config: object, propertyName: string): unknown {
  let value: unknown = config
  const steps = propertyName.split('.')
  for (let index = 0; index < steps.length; index++) {
    if (value === undefined) return undefined
    if (!isRecord(value)) {
      throw new Error(
        `Expected \`${steps.slice(0, index).join('.')}\` to be an object, but received ${getPrintableType(value)}`,
      )
    }
    value = getOwn(value, steps[index] as string)
  }
  return value
}

/**
 * Checks one plugin's value of a property against the kind of property it is.
 *
 * @throws Error `Expected \`tools\` to be an array or a function, but received string` and the like.
 */
function checkValue(value: unknown, propertyName: string, kind: ConfigPropertyKind): void {
  const valid =
    kind === 'list'
      ? Array.isArray(value) || typeof value === 'function'
      : kind === 'reducer'
        ? typeof value === 'function'
        : kind === 'boolean'
          ? typeof value === 'boolean'
          : typeof value === 'boolean' || typeof value === 'function'
  if (!valid)
    throw new Error(`Expected \`${propertyName}\` to be ${EXPECTED[kind]}, but received ${getPrintableType(value)}`)
}

/** Options of {@link resolveConfigProperty}. */
export interface ResolveConfigPropertyOptions<T, TContext> {
  /** The flattened plugins, in application order. */
  plugins: readonly FlatPlugin[]
  /** Dotted property name, e.g. `document.actions`. */
  propertyName: string
  /** `list` (array or reducer) or `reducer` (function only). */
  kind: 'list' | 'reducer'
  /** What the first plugin's value applies to; the list is not changed. */
  initialValue: readonly T[]
  /** What reducers receive as their second argument. */
  context: TContext
}

/**
 * Reduces a list property over the plugins: arrays are appended, reducers get the list so far
 * and the context and return the next list.
 *
 * @returns The resolved list (a new array).
 * @throws {@link ConfigPropertyError} naming the property and the plugin path when a plugin's
 *   value has the wrong type, its reducer throws, or its reducer returns something not an array.
 */
export function resolveConfigProperty<T, TContext>(options: ResolveConfigPropertyOptions<T, TContext>): T[] {
  const {plugins, propertyName, kind, context} = options
  let value: T[] = [...options.initialValue]
  for (const {config, path} of plugins) {
    try {
      const option = readConfigProperty(config, propertyName)
      if (option === undefined) continue
      checkValue(option, propertyName, kind)
      if (Array.isArray(option)) {
        value = [...value, ...(option as T[])]
        continue
      }
      const next: unknown = (option as (prev: T[], context: TContext) => unknown)(value, context)
      if (!Array.isArray(next)) {
        throw new Error(
          `Expected the \`${propertyName}\` function to return an array, but it returned ${getPrintableType(next)}`,
        )
      }
      value = next as T[]
    } catch (cause) {
      throw new ConfigPropertyError({propertyName, path, cause})
    }
  }
  return value
}

/**
 * Finds the last plugin that sets a single-valued property (`search.partialIndexing.enabled`,
 * `document.comments.enabled`, …), checking every plugin's value on the way.
 *
 * @returns The value and the plugin path that set it, or undefined when no plugin sets it.
 * @throws {@link ConfigPropertyError} when a plugin's value has the wrong type.
 */
export function findLastConfigValue(
  plugins: readonly FlatPlugin[],
  propertyName: string,
  kind: 'boolean' | 'boolean-or-function',
): {value: unknown; path: string[]} | undefined {
  let found: {value: unknown; path: string[]} | undefined
  for (const {config, path} of plugins) {
    try {
      const value = readConfigProperty(config, propertyName)
      if (value === undefined) continue
      checkValue(value, propertyName, kind)
      found = {value, path}
    } catch (cause) {
      throw new ConfigPropertyError({propertyName, path, cause})
    }
  }
  return found
}

/**
 * Checks that every plugin's value of a property has the right type, without running any
 * reducer. Properties resolved later, per document, are checked this way when the
 * configuration is resolved, so a wrong type is reported up front.
 *
 * @returns One error per plugin whose value is wrong.
 */
export function checkConfigProperty(
  plugins: readonly FlatPlugin[],
  propertyName: string,
  kind: ConfigPropertyKind,
): ConfigPropertyError[] {
  const errors: ConfigPropertyError[] = []
  for (const {config, path} of plugins) {
    try {
      const value = readConfigProperty(config, propertyName)
      if (value !== undefined) checkValue(value, propertyName, kind)
    } catch (cause) {
      errors.push(new ConfigPropertyError({propertyName, path, cause}))
    }
  }
  return errors
}
