import type {UriValidationOptions} from '../types'
import {localize, type ValidatorOutcome, type ValueScope} from './ValueScope'

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i
const WHITESPACE = /\s/
// Deliberately permissive: one "@", no whitespace, a dotted domain without empty labels.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
// Any base works for checking that a relative reference parses; it never shows up anywhere.
const RELATIVE_BASE = 'http://relative.invalid/'
const DEFAULT_SCHEMES: ReadonlyArray<string | RegExp> = ['http', 'https']

/**
 * Checks a URL string. Absolute URLs must parse, use an allowed scheme (http and https by
 * default) and carry no credentials unless `allowCredentials`; relative ones (`/a`, `a/b`,
 * `#x`, `//host/a`) pass only with `allowRelative` or `relativeOnly`.
 * @internal
 */
export function validateUri(scope: ValueScope, options: UriValidationOptions): ValidatorOutcome {
  const {value, env} = scope
  if (typeof value !== 'string') return null
  if (value === '' || WHITESPACE.test(value)) return {message: localize(env, 'string.url.invalid')}

  const relativeOnly = options.relativeOnly === true
  const allowRelative = relativeOnly || options.allowRelative === true

  if (!ABSOLUTE_URL.test(value)) {
    if (!allowRelative) return {message: localize(env, 'string.url.not-relative')}
    return URL.canParse(value, RELATIVE_BASE) ? null : {message: localize(env, 'string.url.invalid')}
  }
  if (relativeOnly) return {message: localize(env, 'string.url.not-absolute')}

  let url: URL
  try {
    url = new URL(value)
  } catch {
    return {message: localize(env, 'string.url.invalid')}
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase()
  const schemes =
    options.scheme === undefined ? DEFAULT_SCHEMES : Array.isArray(options.scheme) ? options.scheme : [options.scheme]
  const allowed = schemes.some((allowedScheme) =>
    typeof allowedScheme === 'string' ? allowedScheme.toLowerCase() === scheme : allowedScheme.test(scheme),
  )
  if (!allowed) return {message: localize(env, 'string.url.disallowed-scheme')}
  if (!options.allowCredentials && (url.username !== '' || url.password !== '')) {
    return {message: localize(env, 'string.url.includes-credentials')}
  }
  // "http:foo" parses, but a web URL without a host is not what anyone meant.
  if ((scheme === 'http' || scheme === 'https') && url.hostname === '')
    return {message: localize(env, 'string.url.invalid')}
  return null
}

/** The string must equal its upper-case (or lower-case) form. @internal */
export function validateCase(scope: ValueScope, wanted: 'uppercase' | 'lowercase'): ValidatorOutcome {
  const {value, env} = scope
  if (typeof value !== 'string') return null
  const converted = wanted === 'uppercase' ? value.toLocaleUpperCase() : value.toLocaleLowerCase()
  return converted === value ? null : {message: localize(env, `string.${wanted}`)}
}

/** The string must (or, inverted, must not) match the pattern. @internal */
export function validateRegex(
  scope: ValueScope,
  constraint: {pattern: RegExp; name: string; invert: boolean},
): ValidatorOutcome {
  const {value, env} = scope
  if (typeof value !== 'string') return null
  const matches = constraint.pattern.test(value)
  if (matches === !constraint.invert) return null
  return {
    message: localize(env, constraint.invert ? 'string.regex-match' : 'string.regex-does-not-match', {
      name: constraint.name,
    }),
  }
}

/** The trimmed string must look like an e-mail address. @internal */
export function validateEmail(scope: ValueScope): ValidatorOutcome {
  const {value, env} = scope
  if (typeof value !== 'string') return null
  return EMAIL.test(value.trim()) ? null : {message: localize(env, 'string.email')}
}
