import type {ConditionalProperty, ConditionalPropertyContext} from '../../types'

interface Entry {
  callback: (context: ConditionalPropertyContext) => boolean
  context: ConditionalPropertyContext
  result: boolean
}

/**
 * Evaluates `hidden` and `readOnly` properties, remembering each callback's last answer per
 * place: the callback runs again only when the document, the parent, the value or the current
 * user it would see is a different object. A build of the form state uses one cache from start
 * to end ({@link ConditionalCache.build}); answers for places the build did not reach are
 * forgotten, so removed fields leave nothing behind.
 *
 * A callback that throws counts as `false` (the field shows and stays editable), and the error
 * is logged with the place it came from.
 */
export class ConditionalCache {
  #previous = new Map<string, Entry>()
  #current = new Map<string, Entry>()

  /** Runs one build of the form state against this cache. */
  build<T>(run: () => T): T {
    this.#current = new Map()
    try {
      return run()
    } finally {
      this.#previous = this.#current
    }
  }

  /**
   * The answer of a conditional property.
   *
   * @param key - The place and property, e.g. `hidden:seo.title`.
   */
  evaluate(key: string, property: ConditionalProperty | undefined, context: ConditionalPropertyContext): boolean {
    if (typeof property !== 'function') return property === true
    const cached = this.#current.get(key) ?? this.#previous.get(key)
    if (cached && cached.callback === property && sameContext(cached.context, context)) {
      this.#current.set(key, cached)
      return cached.result
    }
    let result: boolean
    try {
      result = property(context) === true
    } catch (error) {
      console.error(
        `The ${key.slice(0, key.indexOf(':'))} callback of "${key.slice(key.indexOf(':') + 1)}" threw; treating it as false`,
        error,
      )
      result = false
    }
    this.#current.set(key, {callback: property, context, result})
    return result
  }
}

function sameContext(a: ConditionalPropertyContext, b: ConditionalPropertyContext): boolean {
  return a.document === b.document && a.parent === b.parent && a.value === b.value && a.currentUser === b.currentUser
}
