import {pathToString} from '../../document'
import type {Path} from '../../types'
import {isPlainObject} from './isPlainObject'
import type {StoreTemplate} from './StoreTemplate'
import {TemplateError} from './TemplateError'
import {withItemKeys} from './withItemKeys'

/** The properties a reference may hold (spec), plus `_key` in arrays. */
const REFERENCE_PROPERTIES = new Set([
  '_ref',
  '_type',
  '_weak',
  '_strengthenOnPublish',
  '_dataset',
  '_projectId',
  '_key',
])

const at = (path: Path) => `at path "${pathToString(path)}"`

function checkReference(value: Record<string, unknown>, path: Path): void {
  if (value._type === undefined && value.type !== undefined) {
    throw new Error(`Reference is missing "_type", but has a "type" property ${at(path)}`)
  }
  const disallowed = Object.keys(value).filter((key) => !REFERENCE_PROPERTIES.has(key))
  if (disallowed.length > 0) {
    const noun = disallowed.length > 1 ? 'properties' : 'property'
    throw new Error(
      `Disallowed ${noun} found in reference: ${disallowed.map((key) => `"${key}"`).join(', ')} ${at(path)}`,
    )
  }
}

// Returns a copy in which array items have keys and references their `_type`.
function checkValue(value: unknown, path: Path, ancestors: Set<object>, inArray: boolean): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${value} is not a JSON number ${at(path)}`)
    return value
  }
  if (typeof value !== 'object') throw new Error(`a ${typeof value} is not JSON data ${at(path)}`)
  if (ancestors.has(value)) throw new Error(`the value contains itself ${at(path)}`)
  if (Array.isArray(value)) {
    if (inArray) throw new Error(`multidimensional arrays are not supported ${at(path)}`)
    ancestors.add(value)
    const items = value.map((item: unknown, index) => checkValue(item, [...path, index], ancestors, true))
    ancestors.delete(value)
    return withItemKeys(items)
  }
  if (!isPlainObject(value))
    throw new Error(`a ${value.constructor?.name ?? 'non-plain object'} is not JSON data ${at(path)}`)
  if (value._ref !== undefined) checkReference(value, path)
  ancestors.add(value)
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) copy[key] = checkValue(item, [...path, key], ancestors, false)
  }
  ancestors.delete(value)
  if (copy._ref !== undefined && copy._type === undefined) copy._type = 'reference'
  return copy
}

/**
 * Checks a template's resolved value and returns a copy ready to become a document: a plain
 * object of JSON data whose `_type`, if any, is the template's schema type, with no arrays
 * directly inside arrays, and references holding only reference properties (`_type` added
 * where missing). Object items of arrays get a `_key` where they lack one (or repeat one).
 *
 * @throws TemplateError `invalidInitialValue`: `Template "{id}" initial value: {problem}`.
 */
export function validateInitialValue(
  value: unknown,
  template: Pick<StoreTemplate, 'id' | 'schemaType'>,
): Record<string, unknown> {
  const fail = (problem: string, cause?: unknown) =>
    new TemplateError('invalidInitialValue', `Template "${template.id}" initial value: ${problem}`, {
      templateId: template.id,
      cause,
    })
  if (!isPlainObject(value)) throw fail('resolved to a non-object')
  if (value._type !== undefined && value._type !== template.schemaType) {
    throw fail(
      `includes "_type"-property (${String(value._type)}) that does not match template (${template.schemaType})`,
    )
  }
  try {
    return checkValue(value, [], new Set(), false) as Record<string, unknown>
  } catch (error) {
    throw fail((error as Error).message, error)
  }
}
