import {isRecord} from '../../document'
import type {NamedSchema} from '../../schema'
import type {ConfigIssue} from './ConfigIssue'
import {getPrintableType} from './getPrintableType'
import type {Template} from './Template'

/**
 * Checks the resolved templates (spec/forms.md "Initial value templates"): each is an object
 * with an `id` unique among the templates, a `schemaType` the schema has, a `value` that is a
 * plain object or a resolver function (a static value's `_type`, if any, must be the schema
 * type), and `parameters`, if any, an array of named parameters. Every problem is an error.
 *
 * @param templates - The templates after every plugin's `schema.templates` was applied.
 * @param schema - The workspace's schema.
 * @param path - The workspace's path, for the issues.
 * @param issues - Where issues go.
 * @returns The templates that passed.
 */
export function checkTemplates(templates: readonly unknown[], schema: NamedSchema, path: string[], issues: ConfigIssue[]): Template[] {
  const valid: Template[] = []
  const ids = new Map<string, {index: number; title: unknown}>()
  const fail = (message: string) => issues.push({severity: 'error', message, path, property: 'schema.templates'})
  templates.forEach((template, index) => {
    if (!isRecord(template)) {
      fail(`Expected every template to be an object, but the template at index ${index} is ${getPrintableType(template)}`)
      return
    }
    const {id, title, schemaType, value, parameters} = template
    if (typeof id !== 'string' || id === '') {
      fail(`Template at index ${index}${typeof title === 'string' ? ` ("${title}")` : ''} is missing an \`id\``)
      return
    }
    const duplicate = ids.get(id)
    if (duplicate !== undefined) {
      fail(`Template "${String(title)}" at index ${index} has the same ID ("${id}") as template "${String(duplicate.title)}" at index ${duplicate.index}`)
      return
    }
    ids.set(id, {index, title})
    if (typeof schemaType !== 'string' || !schema.has(schemaType)) {
      fail(`Could not find matching schema type \`${String(schemaType)}\` for template \`${id}\``)
      return
    }
    if (typeof value !== 'function' && !isPlainObject(value)) {
      fail(`Template "${id}" has an invalid "value" property; should be a function or an object`)
      return
    }
    if (isRecord(value) && value._type !== undefined && value._type !== schemaType) {
      fail(`Template "${id}" has a value with \`_type\` "${String(value._type)}", which does not match its schema type "${schemaType}"`)
      return
    }
    if (parameters !== undefined && !checkParameters(parameters, id, fail)) return
    valid.push(template as unknown as Template)
  })
  return valid
}

function checkParameters(parameters: unknown, id: string, fail: (message: string) => void): boolean {
  if (!Array.isArray(parameters)) {
    fail(`Template "${id}" has an invalid "parameters" property; must be an array`)
    return false
  }
  const badIndex = parameters.findIndex((parameter) => !isRecord(parameter) || typeof parameter.name !== 'string' || parameter.name === '')
  if (badIndex !== -1) {
    fail(`Template "${id}" has a parameter at index ${badIndex} that is missing its "name"-property`)
    return false
  }
  return true
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
