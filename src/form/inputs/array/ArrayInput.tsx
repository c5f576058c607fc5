import type {ArrayOfObjectsInputProps, ArrayOfPrimitivesInputProps} from '../../resolve/InputProps'
import {holdsObjects} from '../../state/fieldMemberError'
import {ArrayOfObjectsInput} from './ArrayOfObjectsInput'
import {ArrayOfPrimitivesInput} from './ArrayOfPrimitivesInput'

/**
 * The form's input of an `array` field: {@link ArrayOfObjectsInput} when the array's member
 * types are objects (its items addressed by `_key`), {@link ArrayOfPrimitivesInput} when they
 * are strings, numbers or booleans (addressed by index) — the same rule form state builds the
 * array's members by.
 * @beta
 */
export function ArrayInput(props: ArrayOfObjectsInputProps | ArrayOfPrimitivesInputProps) {
  if (holdsObjects(props.schemaType.of)) return <ArrayOfObjectsInput {...(props as ArrayOfObjectsInputProps)} />
  return <ArrayOfPrimitivesInput {...(props as ArrayOfPrimitivesInputProps)} />
}
