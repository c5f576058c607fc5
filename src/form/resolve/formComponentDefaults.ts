import {DefaultField} from '../field/DefaultField'
import type {FormComponentDefaults} from './createFormComponentResolver'
import {defaultInputFor} from './defaultInputFor'

/**
 * The form's own components: the default input of each type, the default field around every
 * input. Array items and previews have no default yet: the array and preview inputs bring
 * theirs, and a `renderDefault` reaching the end of those chains throws the missing-component
 * error.
 */
export const FORM_COMPONENT_DEFAULTS: FormComponentDefaults = {
  input: defaultInputFor,
  field: () => DefaultField,
  item: () => undefined,
  preview: () => undefined,
}
