import type {ComponentSlot, Schema} from '../../types'
import type {Template} from './Template'
import {TemplateError} from './TemplateError'

/** An entry of the "create new document" menu: a template, with parameters and display overrides. */
export interface NewDocumentOption {
  templateId: string
  parameters?: Record<string, unknown>
  title?: string
  description?: string
  icon?: ComponentSlot
}

/** A {@link NewDocumentOption} with the template it names. */
export interface ResolvedNewDocumentOption extends NewDocumentOption {
  template: Template
  /** The template's schema type. */
  schemaType: string
  title: string
}

/**
 * Pairs new-document options with their templates; each must name a known template whose
 * schema type exists. A missing title is the template's.
 *
 * @throws TemplateError `unknownTemplateId` (`New document option refers to unknown template
 * ID "{id}"`) or `missingSchemaType`.
 */
export function resolveNewDocumentOptions(options: readonly NewDocumentOption[], templates: readonly Template[], schema: Schema): ResolvedNewDocumentOption[] {
  return options.map((option) => {
    const template = templates.find((candidate) => candidate.id === option.templateId)
    if (!template) {
      throw new TemplateError('unknownTemplateId', `New document option refers to unknown template ID "${option.templateId}"`, {templateId: option.templateId})
    }
    if (!schema.has(template.schemaType)) {
      throw new TemplateError('missingSchemaType', `Could not find schema type "${template.schemaType}" for template "${template.id}"`, {templateId: template.id})
    }
    return {...option, template, schemaType: template.schemaType, title: option.title ?? template.title}
  })
}
