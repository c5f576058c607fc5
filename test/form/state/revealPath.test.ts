import {describe, expect, it} from 'vitest'
import {ALL_FIELDS_GROUP_NAME, prepareFormState, revealPath} from '../../../src/form'
import {docType} from '../support'

describe('revealPath', () => {
  const type = docType(
    [
      {name: 'title', type: 'string', group: 'content'},
      {name: 'seoTitle', type: 'string', group: 'seo', fieldset: 'meta'},
      {
        name: 'box',
        type: 'object',
        options: {collapsible: true, collapsed: true},
        fields: [{name: 'inner', type: 'string'}],
      },
      {name: 'links', type: 'array', of: [{type: 'object', name: 'link', fields: [{name: 'href', type: 'string'}]}]},
    ],
    {
      definition: {
        groups: [{name: 'content', default: true}, {name: 'seo'}],
        fieldsets: [{name: 'meta', options: {collapsed: true}}],
      } as never,
    },
  )
  const state = prepareFormState({schemaType: type, value: {links: [{_key: 'k', _type: 'link'}]}})

  it('opens a collapsed fieldset and selects a group holding the field', () => {
    expect(revealPath(state, ['seoTitle'])).toEqual([
      {kind: 'fieldSet', path: ['meta']},
      {kind: 'group', path: [], groupName: 'seo'},
    ])
  })

  it('selects All fields for a field in no group', () => {
    expect(revealPath(state, ['box', 'inner'])).toEqual([
      {kind: 'group', path: [], groupName: ALL_FIELDS_GROUP_NAME},
      {kind: 'path', path: ['box']},
    ])
  })

  it('expands the array item on the way', () => {
    expect(revealPath(state, ['links', {_key: 'k'}, 'href'])).toContainEqual({
      kind: 'path',
      path: ['links', {_key: 'k'}],
    })
  })

  it('needs nothing for a visible field, and stops at unknown fields', () => {
    expect(revealPath(state, ['title'])).toEqual([])
    expect(revealPath(state, ['nope', 'deeper'])).toEqual([])
  })
})
