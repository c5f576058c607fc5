import {describe, expect, it} from 'vitest'
import {
  ConfigPropertyError,
  resolveConfig,
  type DocumentActionComponent,
  type DocumentBadgeComponent,
  type PluginOptions,
  type SearchFilterDefinition,
  type SearchOperatorDefinition,
} from '../../../src/studio'
import {errorsOf, named, plugin, single} from './support'

/** A plugin named `bad` setting a dotted property: `withProperty('document.actions', 'x')`. */
function withProperty(property: string, value: unknown): PluginOptions {
  const steps = property.split('.')
  const nested = steps.reduceRight<unknown>((inner, step) => ({[step]: inner}), value) as Record<string, unknown>
  return {name: 'bad', ...nested}
}

const action = (label: string): DocumentActionComponent => {
  const component: DocumentActionComponent = () => ({label})
  component.action = label
  return component
}
const badge =
  (label: string): DocumentBadgeComponent =>
  () => ({label})

describe('property types', () => {
  it.each([
    'schema.types',
    'schema.templates',
    'tools',
    'i18n.locales',
    'i18n.bundles',
    'document.actions',
    'document.badges',
    'document.inspectors',
    'document.languageFilter',
    'form.file.assetSources',
    'form.image.assetSources',
    'search.filters',
    'search.operators',
  ])('requires %s to be an array or a function', (property) => {
    expect(errorsOf(single({plugins: [withProperty(property, 'nope')]}))).toEqual([
      `An error occurred while resolving \`${property}\` from default > bad: Expected \`${property}\` to be an array or a function, but received string`,
    ])
  })

  it('requires document.newDocumentOptions to be a function', () => {
    expect(errorsOf(single({plugins: [withProperty('document.newDocumentOptions', [])]}))).toEqual([
      'An error occurred while resolving `document.newDocumentOptions` from default > bad: Expected `document.newDocumentOptions` to be a function, but received array',
    ])
  })

  it('requires document.comments.enabled to be a boolean or a function', () => {
    expect(errorsOf(single({plugins: [withProperty('document.comments.enabled', 'yes')]}))).toEqual([
      'An error occurred while resolving `document.comments.enabled` from default > bad: Expected `document.comments.enabled` to be a boolean or a function, but received string',
    ])
  })

  it.each([
    'search.partialIndexing.enabled',
    'search.enableNewSearch',
    'form.file.directUploads',
    'form.image.directUploads',
  ])('requires %s to be a boolean', (property) => {
    expect(errorsOf(single({plugins: [withProperty(property, 1)]}))).toEqual([
      `An error occurred while resolving \`${property}\` from default > bad: Expected \`${property}\` to be a boolean, but received number`,
    ])
  })

  it('says which step of a dotted property is not an object', () => {
    expect(errorsOf(single({plugins: [{name: 'bad', document: 5} as unknown as PluginOptions]}))).toContain(
      'An error occurred while resolving `document.actions` from default > bad: Expected `document` to be an object, but received number',
    )
  })

  it('reports every bad property of every plugin at once', () => {
    const errors = errorsOf(
      single({
        plugins: [withProperty('tools', 1), withProperty('document.badges', null)],
        document: {actions: {} as never},
      }),
    )
    expect(errors).toEqual([
      expect.stringContaining('`tools` from default > bad'),
      expect.stringContaining(
        '`document.actions` from default: Expected `document.actions` to be an array or a function, but received object',
      ),
      expect.stringContaining(
        '`document.badges` from default > bad: Expected `document.badges` to be an array or a function, but received null',
      ),
    ])
  })
})

describe('defaults', () => {
  const [workspace] = resolveConfig(single()).workspaces

  it('offers the built-in asset source for files and images', () => {
    expect(workspace!.form.file.assetSources).toEqual([
      {name: 'sanity-default', title: 'Uploaded files', i18nKey: 'asset-source.file.title'},
    ])
    expect(workspace!.form.image.assetSources).toEqual([
      {name: 'sanity-default', title: 'Uploaded images', i18nKey: 'asset-source.image.title'},
    ])
  })

  it('turns on direct uploads and comments, and off partial indexing and the new search', () => {
    expect(workspace!.form.file.directUploads).toBe(true)
    expect(workspace!.form.image.directUploads).toBe(true)
    expect(workspace!.document.comments.enabled({documentType: 'post'})).toBe(true)
    expect(workspace!.search.partialIndexing).toEqual({enabled: false})
    expect(workspace!.search.enableNewSearch).toBe(false)
    expect(workspace!.tasks).toEqual({enabled: true})
  })

  it('starts with no tools, actions, badges, inspectors or language filters', () => {
    expect(workspace!.tools).toEqual([])
    const context = {schemaType: 'post', documentId: 'p1'}
    expect(workspace!.document.actions(context)).toEqual([])
    expect(workspace!.document.badges(context)).toEqual([])
    expect(workspace!.document.inspectors(context)).toEqual([])
    expect(workspace!.document.languageFilter(context)).toEqual([])
  })

  it('starts search filters and operators from the built-in ones it is given', () => {
    const pinned: SearchFilterDefinition = {
      type: 'pinned',
      name: 'updatedAt',
      titleKey: 'search.filter-pinned.updated-at',
      fieldPath: '_updatedAt',
      operators: [],
    }
    const equal: SearchOperatorDefinition = {
      name: 'stringEqual',
      nameKey: 'search.operator.string-equal.name',
      initialValue: null,
      groqFilter: () => null,
    }
    const custom: SearchFilterDefinition = {
      type: 'field',
      name: 'color',
      operators: [{type: 'item', name: 'stringEqual'}],
    }
    const {workspaces} = resolveConfig(single({search: {filters: [custom]}}), {
      search: {filters: [pinned], operators: [equal]},
    })
    expect(workspaces[0]!.search.filters).toEqual([pinned, custom])
    expect(workspaces[0]!.search.operators).toEqual([equal])
  })
})

describe('single-valued settings', () => {
  it('takes the last plugin that sets one, the workspace last', () => {
    const config = single({
      plugins: [withProperty('form.image.directUploads', false), withProperty('search.partialIndexing.enabled', true)],
      search: {enableNewSearch: true},
    })
    const [workspace] = resolveConfig(config).workspaces
    expect(workspace!.form.image.directUploads).toBe(false)
    expect(workspace!.form.file.directUploads).toBe(true)
    expect(workspace!.search.partialIndexing.enabled).toBe(true)
    expect(workspace!.search.enableNewSearch).toBe(true)
    const overridden = resolveConfig({...config, form: {image: {directUploads: true}}}).workspaces[0]!
    expect(overridden.form.image.directUploads).toBe(true)
  })

  it('decides comments per document with a function', () => {
    const config = single({
      plugins: [withProperty('document.comments.enabled', false)],
      document: {comments: {enabled: ({documentType}) => documentType !== 'settings'}},
    })
    const [workspace] = resolveConfig(config).workspaces
    expect(workspace!.document.comments.enabled({documentType: 'post'})).toBe(true)
    expect(workspace!.document.comments.enabled({documentType: 'settings'})).toBe(false)
    const off = resolveConfig(single({plugins: [withProperty('document.comments.enabled', false)]})).workspaces[0]!
    expect(off.document.comments.enabled({documentType: 'post'})).toBe(false)
  })

  it('names the plugin whose comments function throws or does not return a boolean', () => {
    const throwing = resolveConfig(
      single({
        plugins: [
          withProperty('document.comments.enabled', () => {
            throw new Error('offline')
          }),
        ],
      }),
    ).workspaces[0]!
    expect(() => throwing.document.comments.enabled({documentType: 'post'})).toThrow(
      'An error occurred while resolving `document.comments.enabled` from default > bad: offline',
    )
    const vague = resolveConfig(single({plugins: [withProperty('document.comments.enabled', () => 'yes')]}))
      .workspaces[0]!
    expect(() => vague.document.comments.enabled({documentType: 'post'})).toThrow(
      'Expected the `document.comments.enabled` function to return a boolean, but it returned string',
    )
  })
})

describe('per-document properties', () => {
  it('reduces actions for the document they are asked for', () => {
    const publish = action('publish')
    const archive = action('archive')
    const config = single({
      plugins: [plugin('core', {document: {actions: [publish]}})],
      document: {actions: (prev, context) => (context.schemaType === 'post' ? [...prev, archive] : prev)},
    })
    const [workspace] = resolveConfig(config).workspaces
    expect(workspace!.document.actions({schemaType: 'post', documentId: 'p1'})).toEqual([publish, archive])
    expect(workspace!.document.actions({schemaType: 'author'})).toEqual([publish])
  })

  it('gives reducers the whole context: project, dataset, schema, document', () => {
    let seen: Record<string, unknown> = {}
    const config = single({
      dataset: 'staging',
      document: {
        badges: (prev, context) => {
          seen = {
            dataset: context.dataset,
            schema: context.schema.name,
            schemaType: context.schemaType,
            documentId: context.documentId,
            user: context.currentUser,
          }
          return [...prev, badge('live')]
        },
      },
    })
    const [workspace] = resolveConfig(config).workspaces
    expect(workspace!.document.badges({schemaType: 'post', documentId: 'p1'})).toHaveLength(1)
    expect(seen).toEqual({dataset: 'staging', schema: 'default', schemaType: 'post', documentId: 'p1', user: null})
  })

  it('names the plugin path when a per-document reducer throws', () => {
    const config = single({
      name: 'blog',
      plugins: [
        plugin('review', {
          document: {
            inspectors: () => {
              throw new Error('no inspectors')
            },
          },
        }),
      ],
    })
    const [workspace] = resolveConfig(config).workspaces
    const call = () => workspace!.document.inspectors({schemaType: 'post'})
    expect(call).toThrow(ConfigPropertyError)
    expect(call).toThrow('An error occurred while resolving `document.inspectors` from blog > review: no inspectors')
  })

  it('appends language filters like any list', () => {
    const Filter = named('LanguageFilter')
    const [workspace] = resolveConfig(
      single({plugins: [plugin('i18n', {document: {languageFilter: [Filter]}})]}),
    ).workspaces
    expect(workspace!.document.languageFilter({schemaType: 'post'})).toEqual([Filter])
  })
})

describe('asset sources', () => {
  it('composes asset sources: a plugin adds one, the workspace drops the built-in one', () => {
    const unsplash = {name: 'unsplash', title: 'Unsplash', component: named('Unsplash')}
    const config = single({
      plugins: [plugin('unsplash', {form: {image: {assetSources: [unsplash]}}})],
      form: {image: {assetSources: (prev) => prev.filter((source) => source.name !== 'sanity-default')}},
    })
    expect(resolveConfig(config).workspaces[0]!.form.image.assetSources).toEqual([unsplash])
  })

  it('refuses sources without a name, and other than the built-in one without a component', () => {
    const config = single({form: {file: {assetSources: [{title: 'Nameless'} as never, {name: 'dropbox'}]}}})
    expect(errorsOf(config)).toEqual([
      'Unknown asset source found in `form.file.assetSources` at index 1: expected an asset source with a `name`, but received an object without a `name`',
      'Unknown asset source found in `form.file.assetSources`: the asset source "dropbox" has no `component` to render',
    ])
  })
})

describe('search definitions', () => {
  it('refuses filters and operators without a name', () => {
    expect(errorsOf(single({search: {filters: [{type: 'field'} as never], operators: ['x' as never]}}))).toEqual([
      'Expected every item of `search.filters` to be an object with a `name`, but the item at index 0 has no `name`',
      'Expected every item of `search.operators` to be an object with a `name`, but the item at index 0 is string',
    ])
  })
})
