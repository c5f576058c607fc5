import type {ComponentType} from 'react'

/** The names of the form's replaceable parts. */
export type FormComponentName = 'input' | 'field' | 'item' | 'preview' | 'block' | 'inlineBlock' | 'annotation'

/** Every form part's name, in a stable order. */
export const FORM_COMPONENT_NAMES: readonly FormComponentName[] = ['input', 'field', 'item', 'preview', 'block', 'inlineBlock', 'annotation']

/**
 * A form component override. Its props are the form layer's (`InputProps`, `FieldProps`, …)
 * plus `renderDefault`; the form layer defines them, so they are open here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props belong to the form layer
export type FormComponentMiddleware = ComponentType<any>

/** `form.components`: overrides of the form's parts for every type, each given `renderDefault`. */
export type FormComponents = {[K in FormComponentName]?: FormComponentMiddleware}

/** Resolved form overrides per part, innermost (first plugin) first. */
export type FormComponentsMiddleware = {[K in FormComponentName]: FormComponentMiddleware[]}
