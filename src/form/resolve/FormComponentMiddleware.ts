import type {ComponentType, ReactElement} from 'react'
import type {FieldProps} from '../field/FieldProps'
import type {InputProps} from './InputProps'
import type {ItemProps} from './ItemProps'
import type {PreviewProps} from './PreviewProps'

/** The prop every form component override receives: renders what the slot would render without it. */
export interface RenderDefaultProps<P> {
  /**
   * Renders the next component in the chain — the next override, then the schema type's own
   * component, then the form's default for the type. Pass props on, changed or not.
   */
  renderDefault: (props: P) => ReactElement
}

/** A form component override for a slot with props `P`. */
export type FormComponentMiddleware<P> = ComponentType<P & RenderDefaultProps<P>>

/** The props of each replaceable form part. */
export interface FormComponentProps {
  input: InputProps
  field: FieldProps
  item: ItemProps
  preview: PreviewProps
}

/** The names of the form's replaceable parts. */
export type FormComponentSlot = keyof FormComponentProps

/** Every form part's name, in a stable order. */
export const FORM_COMPONENT_SLOTS: readonly FormComponentSlot[] = ['input', 'field', 'item', 'preview']

/**
 * `form.components` after configuration is resolved: the overrides of each part, innermost
 * (first plugin's) first. The last one is rendered first and wraps the others.
 */
export type FormComponentsMiddleware = {[K in FormComponentSlot]?: ReadonlyArray<FormComponentMiddleware<FormComponentProps[K]>>}
