import {cleanup, screen, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it} from 'vitest'
import {
  CheckboxListInput,
  checkChoicePatches,
  defaultInputFor,
  listChoices,
  SelectInput,
  TagsInput,
  uncheckValuePatches,
} from '../../../../src/form'
import {createSchema} from '../../../../src/schema'
import type {ArraySchemaType, FieldDefinition, ObjectSchemaType} from '../../../../src/types'
import {docType, marker, renderForm, someone} from '../../support'

afterEach(cleanup)

const colours = [
  {title: 'Red', value: 'red'},
  {title: 'Green', value: 'green'},
  {title: 'Blue', value: 'blue'},
]
const type = docType([
  {name: 'colours', type: 'array', of: [{type: 'string'}], options: {list: colours}},
  {name: 'sizes', type: 'array', of: [{type: 'number'}], options: {list: [1, 2, 3], layout: 'grid'}},
] as FieldDefinition[])
const doc = {_id: 'd', _type: 'doc'}
const group = (name: string) => screen.getByRole('group', {name})
const box = (name: string) => screen.getByRole('checkbox', {name}) as HTMLInputElement
const checked = (groupName: string) =>
  within(group(groupName))
    .getAllByRole('checkbox')
    .map((checkbox) => [checkbox.closest('label')!.textContent, (checkbox as HTMLInputElement).checked])

describe('CheckboxListInput', () => {
  it('shows a checkbox per choice, checked when the array holds its value', () => {
    renderForm(type, {value: {...doc, colours: ['blue', 'red']}})
    expect(checked('Colours')).toEqual([
      ['Red', true],
      ['Green', false],
      ['Blue', true],
    ])
  })

  it('inserts a checked value where the list puts it', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, colours: ['red', 'blue']}})
    await user.click(box('Green'))
    expect(form.lastPatches()).toEqual([
      {type: 'setIfMissing', path: ['colours'], value: []},
      {type: 'insert', path: ['colours', 1], position: 'before', items: ['green']},
    ])
    expect(form.value()).toEqual({...doc, colours: ['red', 'green', 'blue']})
  })

  it('creates the array for the first checked value, and appends a value that comes last', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    await user.click(box('Green'))
    expect(form.lastPatches()).toEqual([
      {type: 'setIfMissing', path: ['colours'], value: []},
      {type: 'insert', path: ['colours', -1], position: 'after', items: ['green']},
    ])
    await user.click(box('Blue'))
    await user.click(box('Red'))
    expect(form.value()).toEqual({...doc, colours: ['red', 'green', 'blue']})
  })

  it('unchecks by unsetting the item, and unsets the array it empties', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, colours: ['red', 'blue']}})
    await user.click(box('Red'))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['colours', 0]}])
    await user.click(box('Blue'))
    expect(form.lastPatches()).toEqual([
      {type: 'unset', path: ['colours', 0]},
      {type: 'unset', path: ['colours']},
    ])
    expect(form.value()).toEqual(doc)
  })

  it('toggles from the keyboard', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: doc})
    box('Red').focus()
    await user.keyboard(' ')
    expect(form.value()).toEqual({...doc, colours: ['red']})
  })

  it('shows values that are not in the list, checked, and removes one when unchecked', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, colours: ['purple', 'red', 7]}})
    expect(checked('Colours')).toEqual([
      ['Red', true],
      ['Green', false],
      ['Blue', false],
      ['"purple" (not in the list)', true],
      ['7 (not in the list)', true],
    ])
    await user.click(box('"purple" (not in the list)'))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['colours', 0]}])
    // Unknown values keep their place when a listed one is checked.
    await user.click(box('Blue'))
    expect(form.value()).toEqual({...doc, colours: ['red', 7, 'blue']})
  })

  it('stores numbers for a list of numbers', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, sizes: [3]}})
    await user.click(box('1'))
    expect(form.value()).toEqual({...doc, sizes: [1, 3]})
  })

  it('lays a grid out in at most 4 columns, the list as a stack or a row', () => {
    const gridType = (columns?: number) =>
      docType([
        {
          name: 'pick',
          type: 'array',
          of: [{type: 'string'}],
          options: {list: ['a', 'b', 'c', 'd', 'e'], layout: 'grid', ...(columns ? {columns} : {})},
        },
      ] as FieldDefinition[])
    const layoutOf = () => group('Pick').querySelector('.vellum-form-checkbox-list') as HTMLElement
    for (const [columns, expected] of [
      [undefined, 4],
      [2, 2],
      [9, 4],
    ] as const) {
      renderForm(gridType(columns), {value: doc})
      expect(layoutOf().getAttribute('data-layout')).toBe('grid')
      expect(layoutOf().style.gridTemplateColumns).toBe(`repeat(${expected}, minmax(0, 1fr))`)
      cleanup()
    }
    renderForm(
      docType([
        {name: 'pick', type: 'array', of: [{type: 'string'}], options: {list: ['a'], direction: 'horizontal'}},
      ] as FieldDefinition[]),
      {value: doc},
    )
    expect(layoutOf().getAttribute('data-layout')).toBe('list')
    expect(layoutOf().getAttribute('data-direction')).toBe('horizontal')
  })

  it('shows validation and presence', () => {
    renderForm(type, {
      value: {...doc, colours: ['red']},
      validation: [marker(['colours'], 'Must have at least 2 items')],
      presence: [someone('Ada', ['colours'])],
    })
    expect(
      within(group('Colours'))
        .getAllByRole('checkbox')
        .every((checkbox) => checkbox.getAttribute('aria-invalid') === 'true'),
    ).toBe(true)
    expect(within(group('Colours')).getByRole('img', {name: '1 error'})).toBeVisible()
    expect(within(group('Colours')).getByRole('img', {name: 'Ada'})).toBeVisible()
  })

  it('is disabled when read-only', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, colours: ['red', 'gone']}, readOnly: true})
    expect(
      within(group('Colours'))
        .getAllByRole('checkbox')
        .every((checkbox) => (checkbox as HTMLInputElement).disabled),
    ).toBe(true)
    await user.click(box('Green'))
    expect(form.events).toEqual([])
  })

  it('offers to reset a value that is not an array', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {value: {...doc, colours: 'red'}})
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Invalid property value')
    await user.click(within(alert).getByRole('button', {name: 'Reset value'}))
    expect(form.lastPatches()).toEqual([{type: 'unset', path: ['colours']}])
    expect(box('Red').checked).toBe(false)
  })
})

describe('checkbox list patches', () => {
  const choices = listChoices({jsonType: 'array', options: {list: ['a', 'b', 'c']}} as unknown as ArraySchemaType)

  it('inserts before the first later choice, or at the end', () => {
    expect(checkChoicePatches(['c', 'x', 'a'], choices, 1)).toEqual([
      {type: 'setIfMissing', path: [], value: []},
      {type: 'insert', path: [0], position: 'before', items: ['b']},
    ])
    expect(checkChoicePatches(['a', 'x'], choices, 2)[1]).toEqual({
      type: 'insert',
      path: [-1],
      position: 'after',
      items: ['c'],
    })
    expect(() => checkChoicePatches([], choices, 3)).toThrow(RangeError)
  })

  it('unsets every item holding the value, last first', () => {
    expect(uncheckValuePatches(['a', 'b', 'a'], 'a')).toEqual([
      {type: 'unset', path: [2]},
      {type: 'unset', path: [0]},
    ])
  })
})

describe('input rules for arrays', () => {
  const schema = createSchema([
    {
      name: 'doc',
      type: 'document',
      fields: [
        {name: 'checks', type: 'array', of: [{type: 'string'}], options: {list: ['a']}},
        {name: 'listAndTags', type: 'array', of: [{type: 'string'}], options: {list: ['a'], layout: 'tags'}},
        {name: 'tags', type: 'array', of: [{type: 'string'}], options: {layout: 'tags'}},
        {name: 'numberTags', type: 'array', of: [{type: 'number'}], options: {layout: 'tags'}},
        {
          name: 'objects',
          type: 'array',
          of: [{type: 'object', fields: [{name: 'a', type: 'string'}]}],
          options: {list: [{title: 'A', value: 'a'}]},
        },
        {name: 'choice', type: 'string', options: {list: ['a']}},
      ],
    },
  ])
  const field = (name: string) =>
    (schema.get('doc') as ObjectSchemaType).fields.find((candidate) => candidate.name === name)!.type

  it('gives list arrays checkboxes (before tags), string arrays in tags layout tags, and leaves other arrays alone', () => {
    expect(defaultInputFor(field('checks'))).toBe(CheckboxListInput)
    expect(defaultInputFor(field('listAndTags'))).toBe(CheckboxListInput)
    expect(defaultInputFor(field('tags'))).toBe(TagsInput)
    expect(defaultInputFor(field('numberTags'))).not.toBe(TagsInput)
    expect(defaultInputFor(field('objects'))).not.toBe(CheckboxListInput)
    expect(defaultInputFor(field('choice'))).toBe(SelectInput)
  })
})
