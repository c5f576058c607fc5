import {describe, expect, it} from 'vitest'
import {ensureParentObjects, set, unset} from '../../../src/form'
import {docType} from '../support'

const type = docType(
  [
    {name: 'seo', type: 'seo'},
    {name: 'inline', type: 'object', fields: [{name: 'a', type: 'string'}]},
    {name: 'blocks', type: 'array', of: [{type: 'seo'}]},
  ],
  {
    extra: [
      {
        name: 'seo',
        type: 'object',
        fields: [
          {name: 'title', type: 'string'},
          {name: 'inner', type: 'seo'},
        ],
      },
    ],
  },
)

describe('ensureParentObjects', () => {
  it('creates each named object a patch writes into with its _type', () => {
    expect(ensureParentObjects(type, {}, [set('x', ['seo', 'inner', 'title'])])).toEqual([
      {type: 'setIfMissing', path: ['seo'], value: {_type: 'seo'}},
      {type: 'setIfMissing', path: ['seo', 'inner'], value: {_type: 'seo'}},
      {type: 'set', path: ['seo', 'inner', 'title'], value: 'x'},
    ])
  })

  it('adds each parent once for several patches', () => {
    const patches = ensureParentObjects(type, {}, [set('x', ['seo', 'title']), set('y', ['seo', 'inner'])])
    expect(patches.filter((patch) => patch.type === 'setIfMissing')).toHaveLength(1)
  })

  it('leaves unsets, anonymous objects and array items alone', () => {
    expect(ensureParentObjects(type, {}, [unset(['seo', 'title'])])).toEqual([unset(['seo', 'title'])])
    expect(ensureParentObjects(type, {}, [set('x', ['inline', 'a'])])).toEqual([set('x', ['inline', 'a'])])
    const value = {blocks: [{_key: 'k', _type: 'seo'}]}
    expect(ensureParentObjects(type, value, [set('x', ['blocks', {_key: 'k'}, 'inner', 'title'])])).toEqual([
      {type: 'setIfMissing', path: ['blocks', {_key: 'k'}, 'inner'], value: {_type: 'seo'}},
      set('x', ['blocks', {_key: 'k'}, 'inner', 'title']),
    ])
  })
})
