import {bench, describe} from 'vitest'
import {applyPatchOperations, applyPatches} from '../src/mutations'
import type {Patch} from '../src/types'

// A document with 10,000 values: 100 sections of 100 keyed items each.
const sections = Array.from({length: 100}, (_, section) => ({
  _key: `s${section}`,
  title: `Section ${section}`,
  items: Array.from({length: 99}, (_, index) => ({_key: `i${section}-${index}`, value: index})),
}))
const document = {_id: 'big', _type: 'bench', sections}

// A flat document with 10,000 fields: a set must copy the root object once.
const flat: Record<string, unknown> = {_id: 'flat', _type: 'bench'}
for (let index = 0; index < 10_000; index++) flat[`field${index}`] = index

const sequence: Patch[] = Array.from({length: 100}, (_, index): Patch => {
  const section = {_key: `s${index % 100}`}
  switch (index % 4) {
    case 0:
      return {type: 'set', path: ['sections', section, 'title'], value: `Title ${index}`}
    case 1:
      return {type: 'inc', path: ['sections', section, 'items', {_key: `i${index % 100}-3`}, 'value'], value: 1}
    case 2:
      return {
        type: 'insert',
        path: ['sections', section, 'items', -1],
        position: 'after',
        items: [{_key: `new${index}`, value: 0}],
      }
    default:
      return {type: 'unset', path: ['sections', section, 'items', 0]}
  }
})

describe('mutations', () => {
  bench('set one value in a 10,000-value document (wire patch)', () => {
    applyPatchOperations(document, {set: {'sections[_key=="s50"].items[_key=="i50-50"].value': 1}})
  })

  bench('set one value in a 10,000-value document (path patch)', () => {
    applyPatches(document, [{type: 'set', path: ['sections', 50, 'items', 50, 'value'], value: 1}])
  })

  bench('set one field of a flat 10,000-field document', () => {
    applyPatchOperations(flat, {set: {field5000: -1}})
  })

  bench('apply 100 patches in sequence', () => {
    applyPatches(document, sequence)
  })
})
