// How the studio configuration uses the store's templates: `schema.templates` and
// `document.newDocumentOptions` compose across plugins, and what the store's checks find
// becomes configuration errors. The checks themselves are tested in test/store/templates.
import {describe, expect, it} from 'vitest'
import {ConfigResolutionError, resolveConfig, type Config, type Template} from '../../../src/studio'
import {TemplateError} from '../../../src/store/templates'
import {doc, errorsOf, plugin, single} from './support'

const types = [doc('post', {title: 'Blog post'}), doc('author', {initialValue: {title: 'Anonymous'}})]
const postByAuthor: Template = {
  id: 'post-by-author',
  title: 'Post by author',
  schemaType: 'post',
  parameters: [{name: 'authorId', type: 'string'}],
  value: (params) => ({author: {_type: 'reference', _ref: params.authorId}}),
}

/** The issues of severity error `resolveConfig` throws for a config. */
function errorIssuesOf(config: Config) {
  try {
    resolveConfig(config)
  } catch (error) {
    if (error instanceof ConfigResolutionError) return error.errors
    throw error
  }
  throw new Error('resolveConfig did not throw')
}

describe('templates', () => {
  it('has one template per document type by default, in schema order', () => {
    const [workspace] = resolveConfig(single({schema: {types}})).workspaces
    expect(workspace!.templates).toEqual([
      {id: 'post', schemaType: 'post', title: 'Blog post', value: {_type: 'post'}},
      {id: 'author', schemaType: 'author', title: 'Author', value: {_type: 'author'}},
    ])
  })

  it('adds custom templates after the defaults, and lets a reducer drop some', () => {
    const config = single({
      schema: {types, templates: [postByAuthor]},
      plugins: [
        plugin('no-authors', {
          schema: {templates: (prev) => prev.filter((template) => template.schemaType !== 'author')},
        }),
      ],
    })
    expect(resolveConfig(config).workspaces[0]!.templates.map((template) => template.id)).toEqual([
      'post',
      'post-by-author',
    ])
  })

  it('gives template reducers the schema', () => {
    const config = single({
      schema: {
        types,
        templates: (prev, {schema}) => [
          ...prev,
          ...prev.map((template) => ({
            ...template,
            id: `${template.id}-copy`,
            title: `${schema.get(template.schemaType)?.title} copy`,
          })),
        ],
      },
    })
    expect(resolveConfig(config).workspaces[0]!.templates.map((template) => template.title)).toEqual([
      'Blog post',
      'Author',
      'Blog post copy',
      'Author copy',
    ])
  })

  it('reports every invalid template as an error of schema.templates', () => {
    const nameless = {...postByAuthor, id: ''}
    const duplicate = {...postByAuthor, id: 'post', title: 'Another post'}
    const issues = errorIssuesOf(
      single({
        name: 'blog',
        schema: {types, templates: [nameless, duplicate, {...postByAuthor, schemaType: 'article'}]},
      }),
    )
    expect(issues.map((issue) => issue.message)).toEqual([
      'Template "Post by author" is missing required properties: id',
      'Template "Another post" at index 3 has the same ID ("post") as template "Blog post" at index 0',
      'Could not find matching schema type `article` for template `post-by-author`',
    ])
    expect(issues.map((issue) => [issue.path, issue.property])).toEqual(Array(3).fill([['blog'], 'schema.templates']))
    expect(issues[2]!.cause).toBeInstanceOf(TemplateError)
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

  it('lets a reducer add options for a creation context', () => {
    const config = single({
      schema: {types, templates: [postByAuthor]},
      document: {
        newDocumentOptions: (prev, {creationContext}) =>
          creationContext.type === 'document'
            ? [...prev, {templateId: 'post-by-author', parameters: {authorId: creationContext.documentId}}]
            : prev,
      },
    })
    const [workspace] = resolveConfig(config).workspaces
    expect(workspace!.newDocumentOptions).toHaveLength(2)
    const options = workspace!.document.resolveNewDocumentOptions({
      type: 'document',
      documentId: 'a1',
      schemaType: 'author',
    })
    expect(options[2]).toMatchObject({
      id: 'post-by-author-2',
      templateId: 'post-by-author',
      parameters: {authorId: 'a1'},
    })
  })

  it('keeps only the schema type of a structure list', () => {
    const [workspace] = resolveConfig(single({schema: {types}})).workspaces
    expect(
      workspace!.document
        .resolveNewDocumentOptions({type: 'structure', schemaType: 'author'})
        .map((option) => option.templateId),
    ).toEqual(['author'])
    expect(workspace!.document.resolveNewDocumentOptions({type: 'structure'})).toHaveLength(2)
  })

  it('reports every invalid global option as an error of document.newDocumentOptions', () => {
    const config = single({
      schema: {types},
      document: {
        newDocumentOptions: (prev) => [...prev, {templateId: 'page'}, {templateId: 'post', schemaType: 'page'}],
      },
    })
    const issues = errorIssuesOf(config)
    expect(issues.map((issue) => [issue.message, issue.property])).toEqual([
      ['Could not find template with ID `page`', 'document.newDocumentOptions'],
      ['Could not find matching schema type `page` for template `post`', 'document.newDocumentOptions'],
    ])
  })

  it('throws from the resolver when an option only goes wrong in one place', () => {
    const config = single({
      schema: {types},
      document: {
        newDocumentOptions: (prev, {creationContext}) =>
          creationContext.type === 'structure' ? [{templateId: 'gone'}] : prev,
      },
    })
    const [workspace] = resolveConfig(config).workspaces
    expect(() => workspace!.document.resolveNewDocumentOptions({type: 'structure', schemaType: 'post'})).toThrow(
      expect.objectContaining({kind: 'unknownTemplateId', message: 'Could not find template with ID `gone`'}),
    )
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
    expect(errorsOf(config)).toEqual([
      'An error occurred while resolving `document.newDocumentOptions` from default > create-menu: menu broke',
    ])
  })
})
