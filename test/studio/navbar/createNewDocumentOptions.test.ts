import {describe, expect, it} from 'vitest'
import {createSchema} from '../../../src/schema'
import {createNewDocumentOptions} from '../../../src/studio/navbar'
import type {AnyDefinition} from '../../../src/types'

const doc = (name: string, extra: Record<string, unknown> = {}) =>
  ({name, type: 'document', fields: [{name: 'title', type: 'string'}], ...extra}) as AnyDefinition
const schema = createSchema([doc('post'), doc('settings', {readOnly: true}), doc('author', {readOnly: () => false})])
const item = (schemaType: string, index = 0) => ({
  id: `${schemaType}-${index}`,
  templateId: schemaType,
  schemaType,
  title: schemaType,
})

describe('createNewDocumentOptions', () => {
  it('leaves out read-only document types, keeping types whose readOnly is decided per document', () => {
    const options = createNewDocumentOptions([item('post'), item('settings', 1), item('author', 2)], {schema})
    expect(options.map((option) => option.schemaType)).toEqual(['post', 'author'])
  })

  it('leaves out items whose type is not in the schema', () => {
    expect(createNewDocumentOptions([item('gone')], {schema})).toEqual([])
  })

  it('marks each option with whether the user may create it, allowing everything without a check', () => {
    expect(createNewDocumentOptions([item('post')], {schema}).map((option) => option.hasPermission)).toEqual([true])
    const options = createNewDocumentOptions([item('post'), item('author', 1)], {
      schema,
      hasPermission: (entry) => entry.schemaType === 'post',
    })
    expect(options.map((option) => [option.schemaType, option.hasPermission])).toEqual([
      ['post', true],
      ['author', false],
    ])
  })
})
