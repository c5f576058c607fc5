import {isRecord} from '../../document'
import type {NamedSchema} from '../../schema'
import type {ConfigContext, NewDocumentOptionsContext} from './ConfigContext'
import type {FlatPlugin} from './flattenPlugins'
import {getPrintableType} from './getPrintableType'
import {resolveConfigProperty} from './resolveConfigProperty'
import type {NewDocumentCreationContext, NewDocumentItem, NewDocumentOption, Template} from './Template'

/** Options of {@link resolveNewDocumentOptions}. */
export interface ResolveNewDocumentOptionsOptions<TClient> {
  plugins: readonly FlatPlugin[]
  /** The workspace's checked templates. */
  templates: readonly Template[]
  schema: NamedSchema
  context: ConfigContext<TClient>
}

/** What {@link resolveNewDocumentOptions} found: the options, and what was wrong with any. */
export interface NewDocumentOptionsResult {
  items: NewDocumentItem[]
  /** One message per option that names an unknown template or schema type (those are left out). */
  errors: string[]
}

/**
 * Resolves the new-document options for one place in the studio. The list starts with one
 * option per template that takes no parameters; each plugin's `document.newDocumentOptions`
 * reducer then changes it. Every option must name a known template, and the template's schema
 * type (and the option's own `schemaType`, when given) must be in the schema.
 *
 * Titles, descriptions and icons fall back to the template's; the subtitle falls back to the
 * schema type's title when that differs from the title. Items are numbered
 * `<templateId>-<index>`. In a `structure` context with a schema type only that type's
 * options are returned.
 *
 * @throws ConfigPropertyError when a reducer throws or returns something not an array.
 */
export function resolveNewDocumentOptions<TClient>(options: ResolveNewDocumentOptionsOptions<TClient>, creationContext: NewDocumentCreationContext): NewDocumentOptionsResult {
  const {plugins, templates, schema, context} = options
  const templateById = new Map(templates.map((template) => [template.id, template]))
  const initialValue = templates
    .filter((template) => !template.parameters?.length)
    .map((template): NewDocumentOption => {
      const option: NewDocumentOption = {templateId: template.id, title: template.title}
      if (template.description !== undefined) option.description = template.description
      if (template.icon !== undefined) option.icon = template.icon
      return option
    })
  const resolved = resolveConfigProperty<unknown, NewDocumentOptionsContext<TClient>>({
    plugins,
    propertyName: 'document.newDocumentOptions',
    kind: 'reducer',
    initialValue,
    context: {...context, creationContext},
  })

  const items: NewDocumentItem[] = []
  const errors: string[] = []
  resolved.forEach((option, index) => {
    if (!isRecord(option)) {
      errors.push(`Expected every new-document option to be an object, but the option at index ${index} is ${getPrintableType(option)}`)
      return
    }
    const {templateId} = option
    if (typeof templateId !== 'string' || templateId === '') {
      errors.push(`The new-document option at index ${index} has no \`templateId\``)
      return
    }
    const template = templateById.get(templateId)
    if (!template) {
      errors.push(`Could not find template with ID \`${templateId}\``)
      return
    }
    const schemaTypeName = option.schemaType ?? template.schemaType
    const schemaType = schemaTypeName === template.schemaType ? schema.get(schemaTypeName) : undefined
    if (!schemaType) {
      errors.push(`Could not find matching schema type \`${String(schemaTypeName)}\` for template \`${template.id}\``)
      return
    }
    const given = option as unknown as NewDocumentOption
    const title = given.title || template.title
    const item: NewDocumentItem = {id: `${templateId}-${index}`, templateId, schemaType: template.schemaType, title}
    // The type's title says something only when the option's own title does not already.
    const subtitle = given.subtitle || (schemaType.title === title ? undefined : schemaType.title)
    const description = given.description || template.description
    const icon = given.icon ?? template.icon
    if (subtitle) item.subtitle = subtitle
    if (description) item.description = description
    if (icon) item.icon = icon
    if (given.initialDocumentId !== undefined) item.initialDocumentId = given.initialDocumentId
    if (given.parameters !== undefined) item.parameters = given.parameters
    items.push(item)
  })

  const onlyType = creationContext.type === 'structure' ? creationContext.schemaType : undefined
  return {items: onlyType ? items.filter((item) => item.schemaType === onlyType) : items, errors}
}
