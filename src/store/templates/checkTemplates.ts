import {isRecord} from '../../document'
import type {ComponentSlot, Schema} from '../../types'
import {isPlainObject} from './isPlainObject'
import type {StoreTemplate} from './StoreTemplate'
import {TemplateError, unknownSchemaTypeError} from './TemplateError'
import {validateInitialValue} from './validateInitialValue'

/**
 * What {@link checkTemplates} found: the templates that passed, ready to use, and one error per template that did not.
 * @beta
 */
export interface CheckedTemplates<TIcon = ComponentSlot> {
  /** The templates that passed, in the order given. */
  templates: StoreTemplate<TIcon>[]
  /** One error per template that did not pass, naming it and what is wrong. */
  errors: TemplateError[]
}

// How a message names a template: its id, else its title, else its place in the list.
function describe(template: Record<string, unknown>, index: number): string {
  if (typeof template.id === 'string' && template.id !== '') return `"${template.id}"`
  if (typeof template.title === 'string' && template.title !== '') return `"${template.title}"`
  return `at index ${index}`
}

function parameterProblem(schema: Schema, parameter: unknown, name: string, index: number): string | undefined {
  if (!isRecord(parameter) || typeof parameter.name !== 'string' || parameter.name === '') {
    return `Template ${name} has a parameter at index ${index} that is missing its "name"-property`
  }
  // `template` is the parameter new-document links already use for the template id.
  if (parameter.name === 'template')
    return `Template parameters cannot be named "template", see parameter #${index} for template ${name}`
  if (typeof parameter.type !== 'string' || !schema.has(parameter.type)) {
    return `Template parameter "${parameter.name}" has an invalid/unknown type: "${String(parameter.type)}"`
  }
  return undefined
}

// The first thing wrong with one template, if anything. `ids` maps every id seen so far to
// its first index; it is filled in here, so a duplicate is found even when the first
// template with the id is itself invalid (both need fixing).
function templateProblem(
  schema: Schema,
  template: unknown,
  index: number,
  templates: readonly unknown[],
  ids: Map<string, number>,
): TemplateError | undefined {
  if (!isRecord(template)) return new TemplateError('invalidTemplate', `Template at index ${index} is not an object`)
  const name = describe(template, index)
  const templateId = typeof template.id === 'string' && template.id !== '' ? template.id : undefined
  const fail = (kind: 'invalidTemplate' | 'invalidValue' | 'missingSchemaType', message: string) =>
    new TemplateError(kind, message, {templateId})

  if (template.values !== undefined && template.value === undefined) {
    return fail('invalidValue', `Template ${name} is missing "value" property, but contained "values". Typo?`)
  }
  const missing = (['id', 'title'] as const).filter((key) => typeof template[key] !== 'string' || template[key] === '')
  if (missing.length > 0 || templateId === undefined)
    return fail('invalidTemplate', `Template ${name} is missing required properties: ${missing.join(', ')}`)
  const firstIndex = ids.get(templateId)
  if (firstIndex === undefined) ids.set(templateId, index)

  const {schemaType, value, parameters} = template
  if (typeof schemaType !== 'string' || schemaType === '')
    return fail('missingSchemaType', `Template ${name} is missing required properties: schemaType`)
  if (!schema.has(schemaType)) return unknownSchemaTypeError(schemaType, templateId)
  if (value !== undefined && typeof value !== 'function' && !isPlainObject(value)) {
    return fail('invalidValue', `Template ${name} has an invalid "value" property; should be a function or an object`)
  }
  if (isPlainObject(value)) {
    // A static value is checked now, not when the first document is created from it.
    try {
      validateInitialValue(value, {id: templateId, schemaType})
    } catch (error) {
      return error as TemplateError
    }
  }
  if (parameters !== undefined) {
    if (!Array.isArray(parameters))
      return fail('invalidTemplate', `Template ${name} has an invalid "parameters" property; must be an array`)
    for (const [parameterIndex, parameter] of (parameters as unknown[]).entries()) {
      const problem = parameterProblem(schema, parameter, name, parameterIndex)
      if (problem) return fail('invalidTemplate', problem)
    }
  }
  if (firstIndex !== undefined) {
    const first = templates[firstIndex] as Record<string, unknown>
    return fail(
      'invalidTemplate',
      `Template "${String(template.title)}" at index ${index} has the same ID ("${templateId}") as template "${String(first.title)}" at index ${firstIndex}`,
    )
  }
  return undefined
}

/**
 * Checks a workspace's initial value templates against its schema and reports every problem rather than stopping at the first. Every template
 * must be an object with a string `id` (unique among them), `title` and `schemaType`; the
 * schema type must exist; `value` must be a plain object or a resolver, and a static value
 * must pass {@link validateInitialValue} (its `_type`, if any, being the schema type);
 * `parameters` must be a list of named parameters of existing types (none named `template`).
 *
 * @param schema - The schema the templates create documents of.
 * @param templates - The templates as configured; anything may be in the list.
 * @typeParam TIcon - The UI layer's component type, which icons are taken to be.
 * @returns The templates that passed, in order, ready to use (one without `value` gets
 *   `{_type: schemaType}`), and one {@link TemplateError} per template that did not
 *   (`invalidTemplate`, `invalidValue`, `missingSchemaType` or `invalidInitialValue`).
 * @example
 * ```ts
 * const {templates, errors} = checkTemplates(schema, [...defaultTemplatesForSchema(schema), postByAuthor])
 * for (const error of errors) console.error(error.message)
 * ```
 * @beta
 */
export function checkTemplates<TIcon = ComponentSlot>(
  schema: Schema,
  templates: readonly unknown[],
): CheckedTemplates<TIcon> {
  if (!Array.isArray(templates))
    return {templates: [], errors: [new TemplateError('invalidTemplate', 'Templates must be a list')]}
  const ids = new Map<string, number>()
  const checked: CheckedTemplates<TIcon> = {templates: [], errors: []}
  templates.forEach((template: unknown, index) => {
    const problem = templateProblem(schema, template, index, templates, ids)
    if (problem) {
      checked.errors.push(problem)
      return
    }
    const valid = template as StoreTemplate<TIcon>
    checked.templates.push(valid.value === undefined ? {...valid, value: {_type: valid.schemaType}} : valid)
  })
  return checked
}

/**
 * Checks templates like {@link checkTemplates} and returns them ready to use, throwing at
 * the first problem: for callers that cannot go on with part of the list.
 *
 * @throws TemplateError naming the first template that breaks a rule, e.g. `Template
 * "post-by-author" has an invalid "value" property; should be a function or an object`.
 */
export function prepareTemplates<TIcon>(
  schema: Schema,
  templates: readonly StoreTemplate<TIcon>[],
): StoreTemplate<TIcon>[] {
  const {templates: prepared, errors} = checkTemplates<TIcon>(schema, templates)
  if (errors[0]) throw errors[0]
  return prepared
}
