import {isRecord} from '../../document'
import type {Schema} from '../../types'
import type {Template} from './Template'
import {TemplateError} from './TemplateError'

// How a message names a template: its id, else its title, else its place in the list.
function describe(template: Record<string, unknown>, index: number): string {
  if (typeof template.id === 'string' && template.id !== '') return `"${template.id}"`
  if (typeof template.title === 'string' && template.title !== '') return `"${template.title}"`
  return `at index ${index}`
}

function checkParameter(schema: Schema, parameter: unknown, name: string, index: number, templateId: string | undefined): void {
  const problem = (message: string) => new TemplateError('invalidTemplate', message, {templateId})
  if (!isRecord(parameter) || typeof parameter.name !== 'string' || parameter.name === '') {
    throw problem(`Template ${name} has a parameter at index ${index} that is missing its "name"-property`)
  }
  if (parameter.name === 'template') throw problem(`Template parameters cannot be named "template", see parameter #${index} for template ${name}`)
  if (typeof parameter.type !== 'string' || !schema.has(parameter.type)) {
    throw problem(`Template parameter "${parameter.name}" has an invalid/unknown type: "${String(parameter.type)}"`)
  }
}

/**
 * Checks a workspace's templates against its schema and returns them ready to use (a
 * template without `value` gets `{_type: schemaType}`). Every template must be an object
 * with a string `id` (unique among them), `title` and `schemaType`; the schema type must
 * exist; `value` must be an object or a resolver; `parameters` a list of named parameters
 * of existing types (none named `template`).
 *
 * @throws TemplateError `invalidTemplate`, `invalidValue` or `missingSchemaType` naming the
 * first template that breaks a rule, e.g. `Template "post-by-author" has an invalid "value"
 * property; should be a function or an object`.
 */
export function prepareTemplates(schema: Schema, templates: readonly Template[]): Template[] {
  if (!Array.isArray(templates)) throw new TemplateError('invalidTemplate', 'Templates must be a list')
  const ids = new Map<string, number>()
  return templates.map((template: unknown, index): Template => {
    if (!isRecord(template)) throw new TemplateError('invalidTemplate', `Template at index ${index} is not an object`)
    const name = describe(template, index)
    const templateId = typeof template.id === 'string' ? template.id : undefined
    const fail = (kind: 'invalidTemplate' | 'invalidValue' | 'missingSchemaType', message: string) => new TemplateError(kind, message, {templateId})

    if (template.values !== undefined && template.value === undefined) {
      throw fail('invalidValue', `Template ${name} is missing "value" property, but contained "values". Typo?`)
    }
    const missing = (['id', 'title'] as const).filter((key) => typeof template[key] !== 'string' || template[key] === '')
    if (missing.length > 0) throw fail('invalidTemplate', `Template ${name} is missing required properties: ${missing.join(', ')}`)
    if (typeof template.schemaType !== 'string' || template.schemaType === '') {
      throw fail('missingSchemaType', `Template ${name} is missing required properties: schemaType`)
    }
    if (!schema.has(template.schemaType)) throw fail('missingSchemaType', `Could not find schema type "${template.schemaType}" for template ${name}`)
    if (template.value !== undefined && typeof template.value !== 'function' && !isRecord(template.value)) {
      throw fail('invalidValue', `Template ${name} has an invalid "value" property; should be a function or an object`)
    }
    if (template.parameters !== undefined) {
      if (!Array.isArray(template.parameters)) throw fail('invalidTemplate', `Template ${name} has an invalid "parameters" property; must be an array`)
      template.parameters.forEach((parameter: unknown, i) => checkParameter(schema, parameter, name, i, templateId))
    }

    const id = template.id as string
    const duplicate = ids.get(id)
    if (duplicate !== undefined) {
      const other = templates[duplicate]!
      throw fail('invalidTemplate', `Template "${String(template.title)}" at index ${index} has the same ID ("${id}") as template "${other.title}" at index ${duplicate}`)
    }
    ids.set(id, index)
    const prepared = template as unknown as Template
    return prepared.value === undefined ? {...prepared, value: {_type: prepared.schemaType}} : prepared
  })
}

