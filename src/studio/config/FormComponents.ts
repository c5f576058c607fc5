import type {ComponentType} from 'react'
import type {ComponentMiddleware, FormComponentProps} from '../../form'

/**
 * The names of the form's replaceable parts.
 * @public
 */
export type FormComponentName = 'input' | 'field' | 'item' | 'preview' | 'block' | 'inlineBlock' | 'annotation'

/** Every form part's name, in a stable order. */
export const FORM_COMPONENT_NAMES: readonly FormComponentName[] = [
  'input',
  'field',
  'item',
  'preview',
  'block',
  'inlineBlock',
  'annotation',
]

/**
 * A form component override: the form layer's props of its part (`InputProps`, `FieldProps`,
 * `ItemProps`, `PreviewProps`) plus `renderDefault`, which renders the rest of the chain. The
 * rich-text parts (`block`, `inlineBlock`, `annotation`) take open props until the rich-text
 * input defines theirs.
 *
 * @example
 * ```tsx
 * const CountedInput: FormComponentMiddleware<'input'> = (props) => (
 *   <div>{props.renderDefault(props)}<small>{String(props.value ?? '').length} characters</small></div>
 * )
 * ```
 * @public
 */
export type FormComponentMiddleware<K extends FormComponentName = FormComponentName> =
  K extends keyof FormComponentProps
    ? ComponentMiddleware<FormComponentProps[K]>
    : // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rich-text parts have no props yet
      ComponentType<any>

/**
 * `form.components`: overrides of the form's parts for every type, each given `renderDefault`.
 * @public
 */
export type FormComponents = {[K in FormComponentName]?: FormComponentMiddleware<K>}

/**
 * A workspace's form overrides once configuration is resolved: per part (the rich-text parts
 * included), innermost (first plugin's) first. What the form itself takes is
 * `FormComponentsMiddleware` in `vellum/form`.
 * @public
 */
export type WorkspaceFormComponents = {[K in FormComponentName]: Array<FormComponentMiddleware<K>>}
