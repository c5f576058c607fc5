import {isRecord} from '../../document'
import type {ComponentSlot, Schema} from '../../types'
import {isPlainObject} from './isPlainObject'
import type {StoreNewDocumentItem, StoreNewDocumentOption} from './StoreNewDocumentOption'
import type {StoreTemplate} from './StoreTemplate'
import {TemplateError, unknownSchemaTypeError} from './TemplateError'

/** What {@link checkNewDocumentOptions} found: an item per option that passed, and an error per option that did not. */
export interface CheckedNewDocumentOptions<TIcon = ComponentSlot> {
  items: StoreNewDocumentItem<TIcon>[]
  errors: TemplateError[]
}

function invalid(message: string): TemplateError {
  return new TemplateError('invalidNewDocumentOption', message)
}

// The option's item, or what is wrong with it.
function itemFor<TIcon>(
  option: unknown,
  index: number,
  templates: ReadonlyMap<string, StoreTemplate<TIcon>>,
  schema: Schema,
): StoreNewDocumentItem<TIcon> | TemplateError {
  if (!isRecord(option)) return invalid(`New-document option at index ${index} is not an object`)
  const {templateId} = option
  if (typeof templateId !== 'string' || templateId === '')
    return invalid(`New-document option at index ${index} has no \`templateId\``)
  const template = templates.get(templateId)
  if (!template)
    return new TemplateError('unknownTemplateId', `Could not find template with ID \`${templateId}\``, {templateId})
  const schemaTypeName = option.schemaType ?? template.schemaType
  const schemaType = schemaTypeName === template.schemaType ? schema.get(template.schemaType) : undefined
  if (!schemaType) return unknownSchemaTypeError(String(schemaTypeName), templateId)
  if (option.parameters !== undefined && !isPlainObject(option.parameters)) {
    return invalid(`New-document option at index ${index} has an invalid "parameters" property; must be an object`)
  }
  if (
    option.initialDocumentId !== undefined &&
    (typeof option.initialDocumentId !== 'string' || option.initialDocumentId === '')
  ) {
    return invalid(
      `New-document option at index ${index} has an invalid "initialDocumentId" property; must be a non-empty string`,
    )
  }

  const given = option as unknown as StoreNewDocumentOption<TIcon>
  // Empty strings fall back too: a reducer may blank a field to take the template's.
  const title = given.title || template.title
  const item: StoreNewDocumentItem<TIcon> = {
    id: `${templateId}-${index}`,
    templateId,
    schemaType: template.schemaType,
    title,
  }
  // The type's title says something only when the title does not already.
  const subtitle = given.subtitle || (schemaType.title === title ? undefined : schemaType.title)
  const description = given.description || template.description
  const icon = given.icon ?? template.icon
  if (subtitle) item.subtitle = subtitle
  if (description) item.description = description
  if (icon) item.icon = icon
  if (given.initialDocumentId !== undefined) item.initialDocumentId = given.initialDocumentId
  if (given.parameters !== undefined) item.parameters = given.parameters
  return item
}

/**
 * Checks new-document options against the templates and schema (each must refer to a
 * known template and its schema type) and turns those that pass into create-menu items,
 * reporting every problem rather than stopping at the first.
 *
 * An item's title, description and icon fall back to the template's; its subtitle to the
 * schema type's title when that differs from the title. Items are numbered
 * `<templateId>-<index>` by their place in `options`.
 *
 * @param options - The options, e.g. after every plugin's reducer ran; anything may be in the list.
 * @param templates - The workspace's checked templates.
 * @param schema - The workspace's schema.
 * @returns An item per valid option, in order, and a {@link TemplateError} per invalid one:
 *   `unknownTemplateId` (``Could not find template with ID `page` ``), `missingSchemaType`
 *   (the template's type is not in the schema, or the option names another type) or
 *   `invalidNewDocumentOption` (not an object, no `templateId`, bad `parameters` or
 *   `initialDocumentId`).
 * @example
 * ```ts
 * const {items, errors} = checkNewDocumentOptions([...defaultNewDocumentOptions(templates), {templateId: 'post-by-author', parameters: {authorId: 'ada'}}], templates, schema)
 * ```
 */
export function checkNewDocumentOptions<TIcon>(
  options: readonly unknown[],
  templates: readonly StoreTemplate<TIcon>[],
  schema: Schema,
): CheckedNewDocumentOptions<TIcon> {
  const byId = new Map(templates.map((template) => [template.id, template]))
  const checked: CheckedNewDocumentOptions<TIcon> = {items: [], errors: []}
  options.forEach((option, index) => {
    const result = itemFor(option, index, byId, schema)
    if (result instanceof TemplateError) checked.errors.push(result)
    else checked.items.push(result)
  })
  return checked
}

/**
 * Turns new-document options into create-menu items like {@link checkNewDocumentOptions},
 * throwing at the first invalid option: for a menu that is built when it opens.
 *
 * @throws TemplateError `unknownTemplateId`, `missingSchemaType` or `invalidNewDocumentOption`.
 */
export function resolveNewDocumentOptions<TIcon>(
  options: readonly StoreNewDocumentOption<TIcon>[],
  templates: readonly StoreTemplate<TIcon>[],
  schema: Schema,
): StoreNewDocumentItem<TIcon>[] {
  const {items, errors} = checkNewDocumentOptions(options, templates, schema)
  if (errors[0]) throw errors[0]
  return items
}
