import type {StoreTemplate} from './StoreTemplate'
import {TemplateError} from './TemplateError'

/**
 * The template with an id.
 * @throws TemplateError `notFound`: `Template "{id}" not found`.
 */
export function getTemplateById<TIcon>(templates: readonly StoreTemplate<TIcon>[], id: string): StoreTemplate<TIcon> {
  const template = templates.find((candidate) => candidate.id === id)
  if (!template) throw new TemplateError('notFound', `Template "${id}" not found`, {templateId: id})
  return template
}
