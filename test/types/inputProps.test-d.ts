import {describe, expectTypeOf, it} from 'vitest'
import {defineConfig, type FormComponentMiddleware, type Patch, type Path, type StringSchemaType} from 'vellum'
import {
  FormBuilder,
  PatchEvent,
  set,
  unset,
  useTypedText,
  type ArrayOfObjectsInputProps,
  type ArrayOfPrimitivesInputProps,
  type BooleanInputProps,
  type FormBuilderProps,
  type InputProps,
  type NumberInputProps,
  type ObjectInputProps,
  type StringInputProps,
  type TypedTextProps,
} from 'vellum/form'

// The props an input author's component is given, through `vellum/form`: the value type per
// input, the patches it emits, and a custom input registered as a form component override.

describe('input props', () => {
  it('types the value of each primitive input', () => {
    expectTypeOf<StringInputProps['value']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<StringInputProps['schemaType']>().toEqualTypeOf<StringSchemaType>()
    expectTypeOf<NumberInputProps['value']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<BooleanInputProps['value']>().toEqualTypeOf<boolean | undefined>()
    expectTypeOf<ObjectInputProps['value']>().toEqualTypeOf<Record<string, unknown> | undefined>()
    expectTypeOf<ArrayOfObjectsInputProps['value']>().toEqualTypeOf<unknown[] | undefined>()
    expectTypeOf<StringInputProps['path']>().toEqualTypeOf<Path>()
  })

  it('gives object and array inputs their members', () => {
    expectTypeOf<ObjectInputProps>().toHaveProperty('members')
    expectTypeOf<ObjectInputProps>().toHaveProperty('groups')
    expectTypeOf<ArrayOfObjectsInputProps>().toHaveProperty('onItemExpand')
    expectTypeOf<StringInputProps>().not.toHaveProperty('members')
  })

  it('emits patches, patch events or lists of them', () => {
    expectTypeOf(set('Hello', ['title'])).toEqualTypeOf<Patch>()
    expectTypeOf(unset()).toEqualTypeOf<Patch>()
    const onChange = {} as StringInputProps['onChange']
    onChange(set('Hello'))
    onChange(set('Hello'), unset(['subtitle']))
    onChange([set('Hello'), unset(['subtitle'])])
    onChange(PatchEvent.from(set('Hello')))
    // @ts-expect-error inputs emit patches, not values
    onChange('Hello')
  })

  it('is one of the inputs’ props', () => {
    expectTypeOf<InputProps>().toEqualTypeOf<
      | StringInputProps
      | NumberInputProps
      | BooleanInputProps
      | ObjectInputProps
      | ArrayOfObjectsInputProps
      | ArrayOfPrimitivesInputProps
    >()
  })
})

describe('a custom input', () => {
  it('is a form component override given renderDefault', () => {
    const CountedInput: FormComponentMiddleware<'input'> = (props) => {
      expectTypeOf(props).toExtend<InputProps>()
      expectTypeOf(props.renderDefault).parameter(0).toEqualTypeOf<InputProps>()
      return props.renderDefault(props)
    }
    defineConfig({projectId: 'local', dataset: 'production', form: {components: {input: CountedInput}}})
  })

  it('keeps typed text with useTypedText', () => {
    const typed = useTypedText<HTMLInputElement>('Hello', (_previous, next) => void next)
    expectTypeOf(typed).toEqualTypeOf<TypedTextProps<HTMLInputElement>>()
    expectTypeOf(typed.defaultValue).toEqualTypeOf<string>()
  })
})

describe('FormBuilder', () => {
  it('takes an object schema type, a value and a patch event handler', () => {
    expectTypeOf<FormBuilderProps['onChange']>().toEqualTypeOf<(event: PatchEvent) => void>()
    expectTypeOf<FormBuilderProps['value']>().toEqualTypeOf<Record<string, unknown> | undefined>()
    expectTypeOf(FormBuilder).parameter(0).toEqualTypeOf<FormBuilderProps>()
    // @ts-expect-error a form edits an object type
    const broken: FormBuilderProps = {schemaType: {} as StringSchemaType, value: undefined, onChange: () => {}}
    void broken
  })
})
