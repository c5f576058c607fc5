import {cleanup, fireEvent, screen, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it} from 'vitest'
import {numberConstraints, numberInputMode, parseNumberInput} from '../../../src/form'
import {createSchema} from '../../../src/schema'
import type {SchemaType} from '../../../src/types'
import {docType, marker, renderForm, someone} from '../support'

afterEach(cleanup)

const type = docType([
  {name: 'price', type: 'number', placeholder: '0.00'},
  {name: 'count', type: 'number', validation: (rule) => rule.integer().min(0)},
  {name: 'offset', type: 'number', validation: (rule) => rule.precision(0)},
  {name: 'weight', type: 'number', validation: (rule) => rule.min(0)},
])
const doc = {_id: 'd', _type: 'doc'}
const input = (name: string) => screen.getByRole('spinbutton', {name}) as HTMLInputElement

describe('NumberInput', () => {
  it('parses text as a float and emits set', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    await user.type(input('Price'), '12.5')
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['price'], value: 12.5}])
    expect(form.value()).toMatchObject({price: 12.5})
  })

  it('unsets the field when emptied', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, price: 3}})
    expect(input('Price').value).toBe('3')
    await user.clear(input('Price'))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['price']}])
    expect(form.value()).toEqual(doc)
  })

  it('ignores numbers outside the safe integer range', () => {
    const form = renderForm(type, {value: doc})
    fireEvent.change(input('Price'), {target: {value: String(Number.MAX_SAFE_INTEGER) + '0'}})
    fireEvent.change(input('Price'), {target: {value: '-1e300'}})
    expect(form.events).toEqual([])
    fireEvent.change(input('Price'), {target: {value: String(Number.MAX_SAFE_INTEGER)}})
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['price'], value: Number.MAX_SAFE_INTEGER}])
  })

  it('asks for a keyboard that fits the rules', () => {
    renderForm(type, {value: doc})
    expect(input('Price').inputMode).toBe('text')
    expect(input('Count').inputMode).toBe('numeric')
    expect(input('Offset').inputMode).toBe('numeric')
    expect(input('Weight').inputMode).toBe('decimal')
  })

  it('shows validation and presence', () => {
    renderForm(type, {
      value: {...doc, count: 1.5},
      validation: [marker(['count'], 'Must be an integer')],
      presence: [someone('Ada', ['count'])],
    })
    expect(input('Count').getAttribute('aria-invalid')).toBe('true')
    const field = input('Count').closest('.vellum-form-field') as HTMLElement
    expect(within(field).getByRole('img', {name: '1 error'})).toBeVisible()
    expect(within(field).getByRole('img', {name: 'Ada'})).toBeVisible()
  })

  it('is read-only', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, price: 1}, readOnly: true})
    expect(input('Price').readOnly).toBe(true)
    await user.type(input('Price'), '2')
    expect(form.events).toEqual([])
  })

  it('keeps what was typed and moves on with Tab', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, price: 1}})
    input('Price').focus()
    fireEvent.change(input('Price'), {target: {value: '2'}})
    await user.keyboard('{Tab}')
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['price'], value: 2}])
    expect(document.activeElement).toBe(input('Count'))
  })

  it('offers to convert stored text that spells a number', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, price: ' 42.5 ', count: 'many'}})
    await user.click(screen.getByRole('button', {name: 'Convert to number'}))
    expect(form.lastPatches()).toEqual([{type: 'set', path: ['price'], value: 42.5}])
    // 'many' spells no number: only a reset is offered.
    expect(screen.queryByRole('button', {name: 'Convert to number'})).toBeNull()
    await user.click(screen.getByRole('button', {name: 'Reset value'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['count']}])
  })

  it('sets 0 for an emptied array item, which cannot be absent', async () => {
    const {NumberInput} = await import('../../../src/form')
    const {render} = await import('@testing-library/react')
    const schema = createSchema([{name: 'n', type: 'number'}])
    const patches: unknown[] = []
    const noop = () => {}
    render(
      <NumberInput
        id="n"
        path={['scores', 2]}
        schemaType={schema.get('number') as never}
        value={7}
        level={2}
        readOnly={false}
        focused={false}
        validation={[]}
        presence={[]}
        onChange={(...args) => patches.push(...args)}
        elementProps={{id: 'n', ref: noop, onFocus: noop, onBlur: noop, 'aria-describedby': undefined}}
      />,
    )
    fireEvent.change(screen.getByRole('spinbutton'), {target: {value: ''}})
    expect(patches).toEqual([{type: 'set', path: [], value: 0}])
  })
})

describe('number parsing and keyboards', () => {
  it('parses floats; empty, non-numbers and non-finite numbers give null', () => {
    expect(parseNumberInput('1.25')).toBe(1.25)
    expect(parseNumberInput('-3')).toBe(-3)
    expect(parseNumberInput('')).toBeNull()
    expect(parseNumberInput('abc')).toBeNull()
    expect(parseNumberInput('1e999')).toBeNull()
  })

  it('reads integer, precision and minimum rules', () => {
    const schema = createSchema([
      {name: 'positive', type: 'number', validation: (rule) => rule.positive()},
      {name: 'either', type: 'number', validation: (rule) => [rule.min(-5), rule.precision(2)]},
    ])
    expect(numberConstraints(schema.get('positive') as SchemaType)).toEqual({onlyIntegers: false, onlyPositive: true})
    expect(numberInputMode(numberConstraints(schema.get('either') as SchemaType))).toBe('text')
  })
})
