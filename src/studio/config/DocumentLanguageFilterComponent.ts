import type {ComponentType} from 'react'

/**
 * A control in the document header that narrows which fields show, e.g. the language picker of
 * a field-level translation plugin.
 * @public
 */
export type DocumentLanguageFilterComponent = ComponentType<{documentId: string; schemaType: string}>
