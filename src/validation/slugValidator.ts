import {getDraftId, getPublishedId, isRecord, pathToString} from '../document'
import type {Path, SlugOptions, ValidationContext} from '../types'
import {
  isPromiseLike,
  localize,
  toValidationContext,
  type Failure,
  type MaybePromise,
  type ValidatorOutcome,
  type ValueScope,
} from './ValueScope'

/** The API version the default uniqueness query is pinned to, as hosted content lakes answer it. */
export const SLUG_API_VERSION = '2023-11-13'

/**
 * What `options.isUnique` receives besides the slug: the validation context plus the default check.
 * @public
 */
export interface SlugIsUniqueContext extends ValidationContext {
  /** The built-in check (a query for other documents of the type with the same slug). */
  defaultIsUnique: (slug: string, context: ValidationContext) => Promise<boolean>
}

/**
 * The slug rules: the value must be an object with a non-empty `current`, unique among
 * documents of the same type other than this document's draft and published versions —
 * decided by `options.isUnique(slug, context)` when given, else by a query through
 * `context.getClient`. A slug inside an array cannot be located by a query: it gets a warning
 * (unless `options.disableArrayWarning`) and only a custom `isUnique` runs.
 * @internal
 */
export function validateSlug(scope: ValueScope): MaybePromise<ValidatorOutcome> {
  const {value, env, type, path} = scope
  if (!isRecord(value)) return {message: localize(env, 'slug.not-object')}
  const current = value.current
  if (typeof current !== 'string' || current.trim() === '') return {message: localize(env, 'slug.missing-current')}

  const options = (type?.options ?? {}) as SlugOptions
  const inArray = path.some((segment) => typeof segment !== 'string')
  const warning: Failure | null =
    inArray && !options.disableArrayWarning ? {message: localize(env, 'slug.in-array'), level: 'warning'} : null

  const context = toValidationContext(scope)
  let unique: MaybePromise<boolean>
  if (options.isUnique) {
    unique = options.isUnique(current, {...context, defaultIsUnique} satisfies SlugIsUniqueContext)
  } else if (inArray) {
    return warning
  } else {
    unique = defaultIsUnique(current, context)
  }
  const finish = (isUnique: boolean): ValidatorOutcome => {
    const failures: Failure[] = warning ? [warning] : []
    if (!isUnique) failures.push({message: localize(env, 'slug.not-unique')})
    return failures.length > 0 ? failures : null
  }
  return isPromiseLike<boolean>(unique) ? Promise.resolve(unique).then(finish) : finish(unique)
}

/**
 * Asks the lake whether another document of the same type uses the slug. Answers `true`
 * (unique) when there is no client or no document id to exclude.
 */
async function defaultIsUnique(slug: string, context: ValidationContext): Promise<boolean> {
  const document = context.document
  if (!context.getClient || !document || typeof document._id !== 'string') return true
  const slugPath: Path = [...context.path, 'current']
  const query = `!defined(*[_type == $docType && !(_id in [$draft, $published]) && ${pathToString(slugPath)} == $slug][0]._id)`
  const params = {
    docType: document._type,
    draft: getDraftId(document._id),
    published: getPublishedId(document._id),
    slug,
  }
  const client = context.getClient({apiVersion: SLUG_API_VERSION})
  const result = await client.fetch<boolean>(query, params, {tag: 'validation.slug-is-unique'})
  return result === true
}
