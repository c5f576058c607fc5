import {describe, expectTypeOf, it} from 'vitest'
import {
  defineConfig,
  defineType,
  type Config,
  type SingleWorkspace,
  type StudioProps,
  type WorkspaceOptions,
} from 'vellum'
import {structureTool} from 'vellum/structure'

// defineConfig through `vellum`: one workspace or several, what each needs, and that the
// result is what <Studio config> takes.

const post = defineType({name: 'post', type: 'document', fields: []})

describe('defineConfig', () => {
  it('takes one workspace and returns it as a single workspace', () => {
    const config = defineConfig({
      projectId: 'local',
      dataset: 'production',
      schema: {types: [post]},
      plugins: [structureTool()],
    })
    expectTypeOf(config).toEqualTypeOf<SingleWorkspace>()
    expectTypeOf(config).toExtend<Config>()
    expectTypeOf(config).toExtend<StudioProps['config']>()
  })

  it('makes name and basePath optional for a single workspace only', () => {
    expectTypeOf<SingleWorkspace['name']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<SingleWorkspace['basePath']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<WorkspaceOptions['name']>().toEqualTypeOf<string>()
    expectTypeOf<WorkspaceOptions['basePath']>().toEqualTypeOf<string>()
  })

  it('takes several workspaces, each with a name and a basePath', () => {
    const config = defineConfig([
      {name: 'production', basePath: '/production', projectId: 'local', dataset: 'production'},
      {name: 'staging', basePath: '/staging', projectId: 'local', dataset: 'staging', title: 'Staging'},
    ])
    expectTypeOf(config).toEqualTypeOf<WorkspaceOptions[]>()
    expectTypeOf(config).toExtend<Config>()
    // @ts-expect-error a workspace among several needs a basePath
    defineConfig([{name: 'production', projectId: 'local', dataset: 'production'}])
    // @ts-expect-error a workspace among several needs a name
    defineConfig([{basePath: '/production', projectId: 'local', dataset: 'production'}])
  })

  it('requires a project and a dataset', () => {
    // @ts-expect-error no dataset
    defineConfig({projectId: 'local'})
    // @ts-expect-error no project
    defineConfig({dataset: 'production'})
  })

  it('refuses properties a workspace does not have', () => {
    // @ts-expect-error `datasets` is not a workspace property
    defineConfig({projectId: 'local', dataset: 'production', datasets: ['production']})
    // @ts-expect-error schema types are definitions, not strings
    defineConfig({projectId: 'local', dataset: 'production', schema: {types: ['post']}})
  })

  it('types list reducers with their context', () => {
    defineConfig({
      projectId: 'local',
      dataset: 'production',
      schema: {types: (previous, context) => [...previous, ...(context.dataset === 'production' ? [post] : [])]},
      document: {
        actions: (previous, context) => {
          expectTypeOf(context.schemaType).toEqualTypeOf<string>()
          expectTypeOf(context.documentId).toEqualTypeOf<string | undefined>()
          return previous.filter((action) => action.action !== 'delete')
        },
      },
    })
  })
})
