import {cleanup, render, screen} from '@testing-library/react'
import {createElement, type ComponentType} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {
  createFormComponentResolver,
  FileInput,
  ImageInput,
  FORM_COMPONENT_DEFAULTS,
  MissingFormComponentError,
  NumberInput,
  ObjectInput,
  ReferenceInput,
  SelectInput,
  StringInput,
  defaultInputFor,
  type ComponentMiddleware,
  type InputProps,
  type RenderDefaultProps,
} from '../../../src/form'
import {createSchema} from '../../../src/schema'
import type {SchemaType} from '../../../src/types'

afterEach(cleanup)

type Props = {label: string}
const tag = (name: string) => {
  const Component = (props: Props & RenderDefaultProps<Props>) => (
    <span data-testid={name}>{props.renderDefault({label: `${props.label} > ${name}`})}</span>
  )
  return Component
}
const Default: ComponentType<Props> = ({label}) => <b>{`${label} > default`}</b>

describe('createFormComponentResolver', () => {
  const typeInput = tag('type')
  const parentInput = tag('parent')
  const schema = createSchema([
    {name: 'parentString', type: 'string', components: {input: parentInput}},
    {name: 'childString', type: 'parentString', components: {input: typeInput}},
    {name: 'plain', type: 'parentString'},
  ])

  const resolverWith = (middleware: ComponentMiddleware<Props>[]) =>
    createFormComponentResolver(
      {input: middleware as never},
      {...FORM_COMPONENT_DEFAULTS, input: () => Default as never},
    )

  it('chains configured overrides, then the type chain’s components, then the default', () => {
    const resolver = resolverWith([tag('plugin'), tag('workspace')])
    const Input = resolver.resolve('input', schema.get('childString')!)
    render(createElement(Input as unknown as ComponentType<Props>, {label: 'start'}))
    expect(screen.getByText('start > workspace > plugin > type > parent > default')).toBeVisible()
  })

  it('uses an inherited type component once', () => {
    const Input = resolverWith([]).resolve('input', schema.get('plain')!)
    render(createElement(Input as unknown as ComponentType<Props>, {label: 'start'}))
    expect(screen.getByText('start > parent > default')).toBeVisible()
  })

  it('returns the same component for a type every time', () => {
    const resolver = resolverWith([tag('plugin')])
    const type = schema.get('childString')!
    expect(resolver.resolve('input', type)).toBe(resolver.resolve('input', type))
    expect(resolverWith([]).resolve('input', schema.get('string')!)).toBe(Default)
  })

  it('throws the missing-component error when the chain reaches a type without a default', () => {
    const resolver = createFormComponentResolver({}, FORM_COMPONENT_DEFAULTS)
    // A span has no input of its own: the portable text editor edits it.
    const Missing = resolver.resolve('input', schema.get('span')!)
    expect(() => (Missing as (props: object) => unknown)({})).toThrow(MissingFormComponentError)
    expect(() => (Missing as (props: object) => unknown)({})).toThrow('No input component found for type "span" (span)')
  })
})

describe('defaultInputFor', () => {
  const schema = createSchema([
    {name: 'choice', type: 'string', options: {list: ['a', 'b']}},
    {name: 'rating', type: 'number', options: {list: [1, 2, 3], layout: 'radio'}},
    {name: 'seo', type: 'object', fields: [{name: 'a', type: 'string'}]},
  ])
  const inputOf = (name: string) =>
    defaultInputFor(schema.get(name) as SchemaType) as ComponentType<InputProps> | undefined

  it('picks list inputs by options, then the intrinsic type’s input', () => {
    expect(inputOf('choice')).toBe(SelectInput)
    expect(inputOf('rating')).toBe(SelectInput)
    expect(inputOf('string')).toBe(StringInput)
    expect(inputOf('number')).toBe(NumberInput)
    expect(inputOf('seo')).toBe(ObjectInput)
    expect(inputOf('file')).toBe(FileInput)
    expect(inputOf('image')).toBe(ImageInput)
    expect(inputOf('reference')).toBe(ReferenceInput)
  })
})
