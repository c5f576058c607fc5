import {describe, expect, it} from 'vitest'
import {hasPortableTextField} from '../../../../src/form/inputs/portableText/isPortableTextArray'
import type {AnyDefinition} from '../../../../src/types'
import {docType} from '../../support'

// Which document types the studio preloads the rich-text editor for as one of their documents
// opens (preloadPortableTextEditorFor).

describe('hasPortableTextField', () => {
  it('finds a rich-text field at the top, in a nested object, and in an array of objects', () => {
    expect(hasPortableTextField(docType([{name: 'body', type: 'array', of: [{type: 'block'}]}]))).toBe(true)
    const nested = docType([
      {
        name: 'seo',
        type: 'object',
        fields: [{name: 'notes', type: 'array', of: [{type: 'block'}]}],
      },
    ])
    expect(hasPortableTextField(nested)).toBe(true)
    const inArray = docType([
      {
        name: 'sections',
        type: 'array',
        of: [{type: 'object', name: 'section', fields: [{name: 'text', type: 'array', of: [{type: 'block'}]}]}],
      },
    ])
    expect(hasPortableTextField(inArray)).toBe(true)
  })

  it('finds none in a document of strings, images and arrays of strings, and ends on a recursive type', () => {
    const plain = docType([
      {name: 'title', type: 'string'},
      {name: 'tags', type: 'array', of: [{type: 'string'}]},
      {name: 'cover', type: 'image'},
    ])
    expect(hasPortableTextField(plain)).toBe(false)
    const recursive = docType([{name: 'tree', type: 'node'}], {
      extra: [
        {
          name: 'node',
          type: 'object',
          fields: [
            {name: 'label', type: 'string'},
            {name: 'children', type: 'array', of: [{type: 'node'}]},
          ],
        } as AnyDefinition,
      ],
    })
    expect(hasPortableTextField(recursive)).toBe(false)
  })
})
