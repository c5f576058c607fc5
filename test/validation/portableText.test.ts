import {describe, expect, it} from 'vitest'
import type {ValidationRule} from '../../src/validation'
import {brief, doc, docSchema, validate} from './fixtures'

const schema = docSchema({
  name: 'body',
  type: 'array',
  of: [
    {
      type: 'block',
      of: [
        {
          type: 'object',
          name: 'mention',
          fields: [{name: 'who', type: 'string', validation: (r: ValidationRule) => r.required()}],
        },
      ],
    },
    {type: 'image', name: 'figure'},
  ],
} as never)

const span = (key: string, text: string, marks: string[] = []) => ({_key: key, _type: 'span', text, marks})
const block = (key: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  _key: key,
  _type: 'block',
  style: 'normal',
  markDefs: [],
  children,
  ...extra,
})

describe('portable text', () => {
  it('accepts well-formed blocks with decorators and annotations', async () => {
    const body = [
      block('a', [span('s1', 'bold', ['strong']), span('s2', 'link', ['l1'])], {
        markDefs: [{_key: 'l1', _type: 'link', href: 'https://example.com'}],
      }),
      {_key: 'f', _type: 'figure'},
    ]
    expect(await validate(schema, doc('doc', {body}))).toEqual([])
  })

  it('requires _key, children and markDefs on every block', async () => {
    const markers = await validate(schema, doc('doc', {body: [{_type: 'block'}]}))
    expect(brief(markers)).toEqual([
      ['error', 'body[0]', 'Block must have a "_key"'],
      ['error', 'body[0]', 'Block must have a "children" array'],
      ['error', 'body[0]', 'Block must have a "markDefs" array'],
    ])
  })

  it('flags marks that are neither decorators nor annotation keys', async () => {
    const markers = await validate(schema, doc('doc', {body: [block('a', [span('s', 'x', ['shout'])])]}))
    expect(brief(markers)).toEqual([
      ['error', 'body[a].children[s].marks', 'Mark "shout" is not allowed or has no matching annotation'],
    ])
  })

  it('flags styles and list types the block does not offer', async () => {
    const markers = await validate(
      schema,
      doc('doc', {body: [block('a', [span('s', 'x')], {style: 'h9', listItem: 'roman'})]}),
    )
    expect(brief(markers)).toEqual([
      ['error', 'body[a].listItem', 'Value did not match any allowed values'],
      ['error', 'body[a].style', 'Value did not match any allowed values'],
    ])
  })

  it('validates inline objects and annotations with their own types', async () => {
    const body = [
      block('a', [span('s', 'x'), {_key: 'm', _type: 'mention'}], {
        markDefs: [{_key: 'l', _type: 'link', href: 'ftp://nope'}],
      }),
    ]
    expect(brief(await validate(schema, doc('doc', {body})))).toEqual([
      ['error', 'body[a].children[m].who', 'Required'],
      ['error', 'body[a].markDefs[l].href', 'Does not match allowed protocols/schemes'],
    ])
  })

  it('warns about children and annotations of types the block does not allow', async () => {
    const body = [block('a', [{_key: 'v', _type: 'video'}], {markDefs: [{_key: 'c', _type: 'comment'}]})]
    expect(brief(await validate(schema, doc('doc', {body})))).toEqual([
      ['warning', 'body[a].children[v]', 'Could not find schema type "video", skipping validation'],
      ['warning', 'body[a].markDefs[c]', 'Could not find schema type "comment", skipping validation'],
    ])
  })
})
