import {describe, expect, it} from 'vitest'
import {defaultTemplates, resolveConfig, type Template} from '../../../src/studio'
import {createSchema, defineField, defineType} from '../../../src/schema'
import {doc, errorsOf, plugin, single} from './support'

const seo = defineType({name: 'seo', type: 'object', fields: [defineField({name: 'metaTitle', type: 'string'})]})
const types = [doc('post', {title: 'Blog post'}), doc('author', {initialValue: {name: 'Anonymous'}}), seo]
const postByAuthor: Template = {
  id: 'post-by-author',
  title: 'Post by author',
  schemaType: 'post',
  parameters: [{name: 'authorId', type: 'string'}],
  value: (params) => ({author: {_type: 'reference', _ref: params?.authorId}}),
}

describe('templates', () => {
  it('has one template per document type by default, in schema order', () => {
    const [workspace] = resolveConfig(single({schema: {types}})).workspaces
    expect(workspace!.templates).toEqual([
      {id: 'post', schemaType: 'post', title: 'Blog post', value: {_type: 'post'}},
      {id: 'author', schemaType: 'author', title: 'Author', value: {name: 'Anonymous'}},
    ])
  })

  it('leaves out object types and the built-in asset documents', () => {
    const ids = defaultTemplates(createSchema(types)).map((template) => template.id)
    expect(ids).toEqual(['post', 'author'])
    expect(ids).not.toContain('sanity.imageAsset')
  })

  it('adds custom templates after the defaults, and lets a reducer drop some', () => {
    const config = single({
      schema: {types, templates: [postByAuthor]},
      plugins: [plugin('no-authors', {schema: {templates: (prev) => prev.filter((template) => template.schemaType !== 'author')}})],
    })
    expect(resolveConfig(config).workspaces[0]!.templates.map((template) => template.id)).toEqual(['post', 'post-by-author'])
  })

  it('gives template reducers the schema', () => {
    const config = single({
      schema: {
        types,
        templates: (prev, {schema}) => [...prev, ...prev.map((template) => ({...template, id: `${template.id}-copy`, title: `${schema.get(template.schemaType)?.title} copy`}))],
      },
    })
    expect(resolveConfig(config).workspaces[0]!.templates.map((template) => template.title)).toEqual(['Blog post', 'Author', 'Blog post copy', 'Author copy'])
  })

  it('refuses templates with a missing or duplicate id', () => {
    const nameless = {...postByAuthor, id: ''}
    const duplicate = {...postByAuthor, id: 'post', title: 'Another post'}
    expect(errorsOf(single({schema: {types, templates: [nameless, duplicate]}}))).toEqual([
      'Template at index 2 ("Post by author") is missing an `id`',
      'Template "Another post" at index 3 has the same ID ("post") as template "Blog post" at index 0',
    ])
  })

  it('refuses a template whose schema type is not in the schema', () => {
    expect(errorsOf(single({schema: {types, templates: [{...postByAuthor, schemaType: 'article'}]}}))).toEqual([
      'Could not find matching schema type `article` for template `post-by-author`',
    ])
  })

  it('refuses a value that is neither an object nor a function, and a value of another _type', () => {
    const config = single({
      schema: {
        types,
        templates: [
          {...postByAuthor, id: 'a', value: 'post' as never},
          {...postByAuthor, id: 'b', value: [] as never},
          {...postByAuthor, id: 'c', value: {_type: 'author'}},
        ],
      },
    })
    expect(errorsOf(config)).toEqual([
      'Template "a" has an invalid "value" property; should be a function or an object',
      'Template "b" has an invalid "value" property; should be a function or an object',
      'Template "c" has a value with `_type` "author", which does not match its schema type "post"',
    ])
  })

  it('refuses parameters that are not a list of named parameters', () => {
    const config = single({
      schema: {types, templates: [{...postByAuthor, id: 'a', parameters: {} as never}, {...postByAuthor, id: 'b', parameters: [{type: 'string'} as never]}]},
    })
    expect(errorsOf(config)).toEqual([
      'Template "a" has an invalid "parameters" property; must be an array',
      'Template "b" has a parameter at index 0 that is missing its "name"-property',
    ])
  })
})

describe('new-document options', () => {
  it('offers every template without parameters by default', () => {
    const [workspace] = resolveConfig(single({schema: {types, templates: [postByAuthor]}})).workspaces
    expect(workspace!.newDocumentOptions).toEqual([
      {id: 'post-0', templateId: 'post', schemaType: 'post', title: 'Blog post'},
      {id: 'author-1', templateId: 'author', schemaType: 'author', title: 'Author'},
    ])
  })

  it('lets a reducer add options for templates with parameters, filling in from the template and type', () => {
    const config = single({
      schema: {types, templates: [postByAuthor]},
      document: {
        newDocumentOptions: (prev, {creationContext}) =>
          creationContext.type === 'document' ? [...prev, {templateId: 'post-by-author', parameters: {authorId: 'a1'}, initialDocumentId: 'p-new'}] : prev,
      },
    })
    const [workspace] = resolveConfig(config).workspaces
    expect(workspace!.newDocumentOptions).toHaveLength(2)
    const options = workspace!.document.resolveNewDocumentOptions({type: 'document', documentId: 'a1', schemaType: 'author'})
    expect(options[2]).toEqual({
      id: 'post-by-author-2',
      templateId: 'post-by-author',
      schemaType: 'post',
      title: 'Post by author',
      subtitle: 'Blog post',
      initialDocumentId: 'p-new',
      parameters: {authorId: 'a1'},
    })
  })

  it('keeps only the schema type of a structure list', () => {
    const [workspace] = resolveConfig(single({schema: {types}})).workspaces
    expect(workspace!.document.resolveNewDocumentOptions({type: 'structure', schemaType: 'author'}).map((option) => option.templateId)).toEqual(['author'])
    expect(workspace!.document.resolveNewDocumentOptions({type: 'structure'})).toHaveLength(2)
  })

  it('refuses an option naming an unknown template', () => {
    const config = single({schema: {types}, document: {newDocumentOptions: (prev) => [...prev, {templateId: 'page'}]}})
    expect(errorsOf(config)).toEqual(['Could not find template with ID `page`'])
  })

  it('refuses an option naming a schema type other than its template’s', () => {
    const config = single({schema: {types}, document: {newDocumentOptions: (prev) => [...prev, {templateId: 'post', schemaType: 'page'}]}})
    expect(errorsOf(config)).toEqual(['Could not find matching schema type `page` for template `post`'])
  })

  it('refuses an option without a template id', () => {
    const config = single({schema: {types}, document: {newDocumentOptions: (prev) => [...prev, {title: 'Loose'} as never]}})
    expect(errorsOf(config)).toEqual(['The new-document option at index 2 has no `templateId`'])
  })

  it('throws from the resolver when an option only goes wrong in one place', () => {
    const config = single({
      schema: {types},
      document: {newDocumentOptions: (prev, {creationContext}) => (creationContext.type === 'structure' ? [{templateId: 'gone'}] : prev)},
    })
    const [workspace] = resolveConfig(config).workspaces
    expect(() => workspace!.document.resolveNewDocumentOptions({type: 'structure', schemaType: 'post'})).toThrow('Could not find template with ID `gone`')
  })

  it('names the plugin path when a new-document options reducer throws', () => {
    const config = single({
      schema: {types},
      plugins: [
        plugin('create-menu', {
          document: {
            newDocumentOptions: () => {
              throw new Error('menu broke')
            },
          },
        }),
      ],
    })
    expect(errorsOf(config)).toEqual(['An error occurred while resolving `document.newDocumentOptions` from default > create-menu: menu broke'])
  })
})
