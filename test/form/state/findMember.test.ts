import {describe, expect, it} from 'vitest'
import {findMember, prepareFormState} from '../../../src/form'
import {docType} from '../support'

describe('findMember', () => {
  const type = docType(
    [
      {name: 'title', type: 'string', fieldset: 'main'},
      {name: 'secret', type: 'string', hidden: true},
      {name: 'links', type: 'array', of: [{type: 'object', name: 'link', fields: [{name: 'href', type: 'string'}]}]},
      {name: 'tags', type: 'array', of: [{type: 'string'}]},
      {name: 'count', type: 'number'},
    ],
    {definition: {fieldsets: [{name: 'main'}]} as never},
  )
  const state = prepareFormState({
    schemaType: type,
    value: {links: [{_key: 'k', _type: 'link', href: 'x'}], tags: ['a']},
  })

  it('finds fields (through fieldsets) and array items by key or index', () => {
    expect(findMember(state, ['title'])).toMatchObject({kind: 'field', name: 'title'})
    expect(findMember(state, ['links', {_key: 'k'}, 'href'])).toMatchObject({
      kind: 'field',
      field: {value: 'x', path: ['links', {_key: 'k'}, 'href']},
    })
    expect(findMember(state, ['tags', 0])).toMatchObject({kind: 'item', item: {value: 'a'}})
  })

  it('says what is missing', () => {
    expect(() => findMember(state, ['nope'])).toThrow('Field not found: "nope"')
    expect(() => findMember(state, ['secret'])).toThrow('Field not found: "secret"')
    expect(() => findMember(state, ['links', {_key: 'gone'}])).toThrow('No array item at key "gone"')
    expect(() => findMember(state, ['tags', 4])).toThrow('No array item at index 4')
    expect(() => findMember(state, ['count', 'x'])).toThrow(/holds a number/)
    expect(() => findMember(state, [])).toThrow(/at least one segment/)
  })
})
