import {cleanup, fireEvent, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {pathToString} from '../../src/document'
import type {ComponentMiddleware, InputProps} from '../../src/form'
import {docType, marker, renderForm, someone} from './support'

afterEach(cleanup)

/** A custom input registered through `form.components.input`: counts its renders per path. */
function renderCounter() {
  const renders = new Map<string, number>()
  const CountingInput: ComponentMiddleware<InputProps> = (props) => {
    const key = pathToString(props.path)
    renders.set(key, (renders.get(key) ?? 0) + 1)
    return props.renderDefault(props)
  }
  return {renders, components: {input: [CountingInput]}}
}

describe('render isolation', () => {
  it('re-renders only the field a keystroke changes and its ancestors', () => {
    const type = docType(
      [
        {name: 'title', type: 'string'},
        {name: 'subtitle', type: 'string'},
        {name: 'count', type: 'number'},
        {name: 'seo', type: 'seo'},
        {name: 'meta', type: 'object', fieldset: 'extra', fields: [{name: 'note', type: 'text'}]},
      ],
      {
        extra: [
          {
            name: 'seo',
            type: 'object',
            fields: [
              {name: 'description', type: 'string'},
              {name: 'keywords', type: 'string'},
            ],
          },
        ],
        definition: {fieldsets: [{name: 'extra', title: 'Extra'}]} as never,
      },
    )
    const {renders, components} = renderCounter()
    renderForm(type, {value: {_id: 'd', _type: 'doc', seo: {_type: 'seo', description: 'a'}}, services: {components}})
    const before = new Map(renders)
    expect([...before.keys()].sort()).toEqual([
      '',
      'count',
      'meta',
      'meta.note',
      'seo',
      'seo.description',
      'seo.keywords',
      'subtitle',
      'title',
    ])

    const description = screen.getByRole('textbox', {name: 'Description'})
    for (const text of ['ab', 'abc', 'abcd']) fireEvent.change(description, {target: {value: text}})

    const added = (key: string) => (renders.get(key) ?? 0) - (before.get(key) ?? 0)
    // The changed field and its ancestors render once per keystroke...
    expect([added('seo.description'), added('seo'), added('')]).toEqual([3, 3, 3])
    // ...and nothing else renders at all.
    for (const sibling of ['title', 'subtitle', 'count', 'seo.keywords', 'meta', 'meta.note'])
      expect([sibling, added(sibling)]).toEqual([sibling, 0])
  })

  it('re-renders nothing when validation runs again with the same markers, and one field when its markers change', () => {
    const type = docType([
      {name: 'title', type: 'string'},
      {name: 'body', type: 'text'},
    ])
    const {renders, components} = renderCounter()
    const form = renderForm(type, {
      value: {_id: 'd', _type: 'doc'},
      services: {components},
      validation: [marker(['title'], 'Required')],
    })
    const before = new Map(renders)
    form.update({validation: [marker(['title'], 'Required')]})
    expect(renders).toEqual(before)
    form.update({validation: [marker(['title'], 'Required'), marker(['body'], 'Too short', 'warning')]})
    expect([renders.get('body')! - before.get('body')!, renders.get('title')! - before.get('title')!]).toEqual([1, 0])
  })

  it('re-renders only the field someone moves into', () => {
    const type = docType([
      {name: 'title', type: 'string'},
      {name: 'body', type: 'text'},
    ])
    const {renders, components} = renderCounter()
    const form = renderForm(type, {value: {_id: 'd', _type: 'doc'}, services: {components}})
    const before = new Map(renders)
    form.update({presence: [someone('Ada', ['body'])]})
    expect([renders.get('body')! - before.get('body')!, renders.get('title')! - before.get('title')!]).toEqual([1, 0])
  })

  it('keeps fields with document-wide hidden callbacks still while their answer holds', () => {
    const type = docType([
      {name: 'title', type: 'string'},
      {name: 'body', type: 'text', hidden: ({document}) => document?.title === 'hide'},
    ])
    const {renders, components} = renderCounter()
    renderForm(type, {value: {_id: 'd', _type: 'doc'}, services: {components}})
    const before = new Map(renders)
    fireEvent.change(screen.getByRole('textbox', {name: 'Title'}), {target: {value: 'hid'}})
    expect(renders.get('body')).toBe(before.get('body'))
    fireEvent.change(screen.getByRole('textbox', {name: 'Title'}), {target: {value: 'hide'}})
    expect(screen.queryByRole('textbox', {name: 'Body'})).toBeNull()
  })
})
