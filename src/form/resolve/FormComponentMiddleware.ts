import type {FieldProps} from '../field/FieldProps'
import type {ComponentMiddleware} from './chainComponents'
import type {InputProps} from './InputProps'
import type {ItemProps} from './ItemProps'
import type {PreviewProps} from './PreviewProps'

/**
 * The props of each replaceable form part.
 * @public
 */
export interface FormComponentProps {
  /** Props of an input: the editor of one value. */
  input: InputProps
  /** Props of a field: the frame (title, description, status, actions) around an input. */
  field: FieldProps
  /** Props of an array item: its row, and the editor it opens. */
  item: ItemProps
  /** Props of a preview of a value. */
  preview: PreviewProps
}

/**
 * The names of the form's replaceable parts.
 * @public
 */
export type FormComponentSlot = keyof FormComponentProps

/** Every form part's name, in a stable order. */
export const FORM_COMPONENT_SLOTS: readonly FormComponentSlot[] = ['input', 'field', 'item', 'preview']

/**
 * `form.components` after configuration is resolved: the overrides of each part, innermost
 * (first plugin's) first. The last one is rendered first and wraps the others.
 * @public
 */
export type FormComponentsMiddleware = {
  [K in FormComponentSlot]?: ReadonlyArray<ComponentMiddleware<FormComponentProps[K]>>
}
