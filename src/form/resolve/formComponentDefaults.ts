import {DefaultField} from '../field/DefaultField'
import {DefaultItem} from '../inputs/array/DefaultItem'
import {DefaultPreview} from '../inputs/array/DefaultPreview'
import type {FormComponentDefaults} from './createFormComponentResolver'
import {defaultInputFor} from './defaultInputFor'

/**
 * The form's own components: the default input of each type, the default field around every
 * input, the default array item row ({@link DefaultItem}) around every array item, and the
 * default preview ({@link DefaultPreview}) of every previewed value.
 */
export const FORM_COMPONENT_DEFAULTS: FormComponentDefaults = {
  input: defaultInputFor,
  field: () => DefaultField,
  item: () => DefaultItem,
  preview: () => DefaultPreview,
}
