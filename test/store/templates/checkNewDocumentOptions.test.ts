import {describe, expect, it} from 'vitest'
import {
  checkNewDocumentOptions,
  defaultNewDocumentOptions,
  resolveNewDocumentOptions,
  type StoreTemplate,
} from '../../../src/store/templates'
import {doc, schemaOf, thrown} from './support'

const schema = schemaOf(doc('post', {title: 'Blog post'}), doc('author'))
const icon = () => null
const templates: StoreTemplate[] = [
  {id: 'post', schemaType: 'post', title: 'Blog post', description: 'A post', icon},
  {id: 'author', schemaType: 'author', title: 'Author'},
  {id: 'post-by-author', schemaType: 'post', title: 'Post by author', parameters: [{name: 'authorId', type: 'string'}]},
]
const check = (options: unknown[]) => checkNewDocumentOptions(options, templates, schema)

describe('defaultNewDocumentOptions', () => {
  it('offers every template without parameters, with its title, description and icon', () => {
    expect(defaultNewDocumentOptions(templates)).toEqual([
      {templateId: 'post', title: 'Blog post', description: 'A post', icon},
      {templateId: 'author', title: 'Author'},
    ])
  })
})

describe('checkNewDocumentOptions', () => {
  it('numbers items and fills them in from the template and its schema type', () => {
    const {items, errors} = check([
      {templateId: 'post'},
      {templateId: 'post-by-author', parameters: {authorId: 'a1'}, initialDocumentId: 'p-new'},
    ])
    expect(errors).toEqual([])
    expect(items).toEqual([
      {id: 'post-0', templateId: 'post', schemaType: 'post', title: 'Blog post', description: 'A post', icon},
      // The type's title is the subtitle only where it says something the title does not.
      {
        id: 'post-by-author-1',
        templateId: 'post-by-author',
        schemaType: 'post',
        title: 'Post by author',
        subtitle: 'Blog post',
        initialDocumentId: 'p-new',
        parameters: {authorId: 'a1'},
      },
    ])
  })

  it("lets an option override the template's title, subtitle, description and icon", () => {
    const own = () => null
    const [item] = check([
      {templateId: 'author', title: 'Writer', subtitle: 'People', description: 'Someone', icon: own},
    ]).items
    expect(item).toEqual({
      id: 'author-0',
      templateId: 'author',
      schemaType: 'author',
      title: 'Writer',
      subtitle: 'People',
      description: 'Someone',
      icon: own,
    })
  })

  it('refuses an option naming an unknown template', () => {
    expect(check([{templateId: 'page'}]).errors).toMatchObject([
      {kind: 'unknownTemplateId', templateId: 'page', message: 'Could not find template with ID `page`'},
    ])
  })

  it("refuses an option naming a schema type other than its template's, or a template whose type is gone", () => {
    expect(check([{templateId: 'post', schemaType: 'page'}]).errors).toMatchObject([
      {kind: 'missingSchemaType', message: 'Could not find matching schema type `page` for template `post`'},
    ])
    const stale: StoreTemplate = {id: 'page', schemaType: 'page', title: 'Page'}
    expect(checkNewDocumentOptions([{templateId: 'page'}], [stale], schema).errors).toMatchObject([
      {kind: 'missingSchemaType', message: 'Could not find matching schema type `page` for template `page`'},
    ])
  })

  it('refuses malformed options', () => {
    const messages = check([
      'post',
      {title: 'Loose'},
      {templateId: 'post', parameters: 'a1'},
      {templateId: 'post', initialDocumentId: 7},
    ]).errors.map((error) => [error.kind, error.message])
    expect(messages).toEqual([
      ['invalidNewDocumentOption', 'New-document option at index 0 is not an object'],
      ['invalidNewDocumentOption', 'New-document option at index 1 has no `templateId`'],
      [
        'invalidNewDocumentOption',
        'New-document option at index 2 has an invalid "parameters" property; must be an object',
      ],
      [
        'invalidNewDocumentOption',
        'New-document option at index 3 has an invalid "initialDocumentId" property; must be a non-empty string',
      ],
    ])
  })

  it('reports every invalid option and keeps the valid ones', () => {
    const {items, errors} = check([{templateId: 'gone'}, {templateId: 'author'}, {templateId: 'lost'}])
    expect(items.map((item) => item.id)).toEqual(['author-1'])
    expect(errors.map((error) => error.templateId)).toEqual(['gone', 'lost'])
  })
})

describe('resolveNewDocumentOptions', () => {
  it('gives the items, or throws the first problem', () => {
    expect(resolveNewDocumentOptions([{templateId: 'author'}], templates, schema)).toEqual([
      {id: 'author-0', templateId: 'author', schemaType: 'author', title: 'Author'},
    ])
    expect(
      thrown(() =>
        resolveNewDocumentOptions(
          [{templateId: 'author'}, {templateId: 'gone'}, {templateId: 'lost'}],
          templates,
          schema,
        ),
      ),
    ).toMatchObject({
      kind: 'unknownTemplateId',
      templateId: 'gone',
    })
  })
})
