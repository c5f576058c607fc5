import type {StoreNewDocumentOption} from './StoreNewDocumentOption'
import type {StoreTemplate} from './StoreTemplate'

/**
 * The new-document options a create menu starts with: one per template that takes no
 * parameters (a template with parameters needs someone to supply them), in template order,
 * with the template's title, description and icon.
 */
export function defaultNewDocumentOptions<TIcon>(
  templates: readonly StoreTemplate<TIcon>[],
): StoreNewDocumentOption<TIcon>[] {
  return templates
    .filter((template) => !template.parameters?.length)
    .map((template) => {
      const option: StoreNewDocumentOption<TIcon> = {templateId: template.id, title: template.title}
      if (template.description !== undefined) option.description = template.description
      if (template.icon !== undefined) option.icon = template.icon
      return option
    })
}
