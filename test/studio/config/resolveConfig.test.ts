import {describe, expect, it, vi} from 'vitest'
import {ConfigResolutionError, resolveConfig, type Config, type StudioClientOptions} from '../../../src/studio'
import type {AnyDefinition} from '../../../src/types'
import {darkTheme, lightTheme} from '../../../src/ui'
import {doc, errorsOf, named, plugin, single, workspace} from './support'

describe('resolveConfig', () => {
  describe('the only workspace', () => {
    const {workspaces, schemaErrors, issues} = resolveConfig(single({schema: {types: [doc('post')]}}))
    const [resolved] = workspaces

    it('is named default, titled from its name, and lives at the root', () => {
      expect(resolved).toMatchObject({type: 'workspace', name: 'default', title: 'Default', basePath: '/'})
      expect(schemaErrors).toEqual([])
      expect(issues).toEqual([])
    })

    it('talks to the default server with its project and dataset', () => {
      expect(resolved).toMatchObject({projectId: 'local', dataset: 'production', apiHost: 'http://127.0.0.1:3400'})
    })

    it('fills in sign-in, theme and tasks defaults', () => {
      expect(resolved!.auth).toEqual({mode: 'append', redirectOnSingle: false, loginMethod: 'dual'})
      expect(resolved!.theme).toEqual({light: lightTheme, dark: darkTheme})
      expect(resolved!.tasks.enabled).toBe(true)
    })

    it('compiles the schema under the workspace name', () => {
      expect(resolved!.schema.name).toBe('default')
      expect(resolved!.schema.get('post')?.jsonType).toBe('object')
    })
  })

  it('resolves several workspaces under the studio root path', () => {
    const config = [
      workspace('blog', '/blog', {title: 'The blog', subtitle: 'Posts', apiHost: 'https://cms.example.com/'}),
      workspace('shop', '/shop'),
    ]
    const {workspaces} = resolveConfig(config, {basePath: '/studio/'})
    expect(workspaces.map((each) => [each.name, each.title, each.basePath])).toEqual([
      ['blog', 'The blog', '/studio/blog'],
      ['shop', 'Shop', '/studio/shop'],
    ])
    expect(workspaces[0]!.subtitle).toBe('Posts')
    expect(workspaces[0]!.apiHost).toBe('https://cms.example.com')
  })

  it('compiles a workspace’s schema once for the same definitions, and again when they change', () => {
    const post = doc('post')
    let extra: AnyDefinition[] = []
    const config = single({schema: {types: (previous: AnyDefinition[]) => [...previous, post, ...extra]}})
    const first = resolveConfig(config).workspaces[0]!.schema
    // Resolved again for a signed-in user: same definitions, so the same compiled schema.
    const again = resolveConfig(config, {currentUser: {id: 'u1', name: 'Ada', roles: []}}).workspaces[0]!.schema
    expect(again).toBe(first)
    // The types reducer now gives one more definition: a new schema with the new type.
    extra = [doc('page')]
    const grown = resolveConfig(config).workspaces[0]!.schema
    expect(grown).not.toBe(first)
    expect(grown.get('page')?.name).toBe('page')
    expect(first.get('page')).toBeUndefined()
  })

  it('keeps each workspace’s plugins to itself', () => {
    const config = [
      workspace('a', '/a', {
        plugins: [plugin('media', {tools: [{name: 'media', title: 'Media', component: named('Media')}]})],
      }),
      workspace('b', '/b'),
    ]
    const {workspaces} = resolveConfig(config)
    expect(workspaces.map((each) => each.tools.length)).toEqual([1, 0])
  })

  it('keeps the theme and icon it is given', () => {
    const Icon = named('Icon')
    const [resolved] = resolveConfig(single({icon: Icon, theme: {dark: lightTheme}})).workspaces
    expect(resolved!.icon).toBe(Icon)
    expect(resolved!.theme).toEqual({light: lightTheme, dark: lightTheme})
  })

  describe('workspace settings', () => {
    it('requires a project id and a dataset', () => {
      expect(errorsOf({...single(), projectId: undefined, dataset: ''} as unknown as Config)).toEqual([
        'Workspace `default` needs a `projectId` (a non-empty string)',
        'Workspace `default` needs a `dataset` (a non-empty string)',
      ])
    })

    it('refuses a project id or dataset the server would not accept', () => {
      expect(errorsOf(single({projectId: 'my project', dataset: 'Production'}))).toEqual([
        'Workspace `default` has an invalid `projectId` "my project": use only letters, digits and dashes',
        'Workspace `default` has an invalid `dataset` "Production": use 1-64 lowercase letters, digits, "_" or "-", starting with a letter or digit',
      ])
    })

    it('refuses an apiHost that is not an absolute http(s) URL', () => {
      expect(errorsOf(single({apiHost: 'localhost:3400'}))).toEqual([
        'Workspace `default` has an invalid `apiHost` "localhost:3400": use an absolute http(s) URL, such as http://127.0.0.1:3400',
      ])
      expect(errorsOf(single({apiHost: '/api'}))).toHaveLength(1)
    })

    it('checks sign-in settings', () => {
      const config = single({
        auth: {
          mode: 'merge' as never,
          redirectOnSingle: 'yes' as never,
          providers: [{name: 'google', title: 'Google'} as never],
        },
      })
      expect(errorsOf(config)).toEqual([
        'The auth provider at index 0 needs a `name`, a `title` and a `url` (strings)',
        "Expected `auth.mode` of workspace `default` to be one of 'append', 'replace', but received string",
        'Expected `auth.redirectOnSingle` of workspace `default` to be a boolean, but received string',
      ])
      const providers = [{name: 'google', title: 'Google', url: 'https://accounts.example.com'}]
      expect(resolveConfig(single({auth: {providers, mode: 'replace'}})).workspaces[0]!.auth).toEqual({
        providers,
        mode: 'replace',
        redirectOnSingle: false,
        loginMethod: 'dual',
      })
    })

    it('checks title, icon, theme and tasks', () => {
      const config = single({
        title: 5 as never,
        icon: 'star' as never,
        theme: 'dark' as never,
        tasks: {enabled: 'no' as never},
      })
      expect(errorsOf(config)).toEqual([
        'Expected `theme` of workspace `default` to be an object, but received string',
        'Expected `title` of workspace `default` to be a string, but received number',
        'Expected `icon` of workspace `default` to be a component, but received string',
        'Expected `tasks.enabled` of workspace `default` to be a boolean, but received string',
      ])
      expect(resolveConfig(single({tasks: {enabled: false}})).workspaces[0]!.tasks.enabled).toBe(false)
    })

    it('gathers the errors of every workspace into one error', () => {
      const error = (() => {
        try {
          resolveConfig([workspace('a', '/a', {dataset: 'A'}), workspace('b', '/b', {tools: 'x' as never})])
        } catch (thrown) {
          return thrown as ConfigResolutionError
        }
      })()
      expect(error).toBeInstanceOf(ConfigResolutionError)
      expect(error!.errors.map((issue) => issue.path)).toEqual([['a'], ['b']])
      expect(error!.message).toBe(
        'The studio configuration has 2 errors:\n' +
          '- Workspace `a` has an invalid `dataset` "A": use 1-64 lowercase letters, digits, "_" or "-", starting with a letter or digit\n' +
          '- An error occurred while resolving `tools` from b: Expected `tools` to be an array or a function, but received string',
      )
    })
  })

  describe('schema', () => {
    it('returns the problems of a schema with errors for the schema errors screen', () => {
      const broken = doc('post', {fields: [{name: 'title', type: 'strng'}]})
      const {workspaces, schemaErrors} = resolveConfig([
        workspace('blog', '/blog', {schema: {types: [broken]}}),
        workspace('shop', '/shop'),
      ])
      expect(workspaces.map((each) => each.name)).toEqual(['shop'])
      expect(schemaErrors).toEqual([
        {
          name: 'blog',
          title: 'Blog',
          basePath: '/blog',
          problems: [
            expect.objectContaining({severity: 'error', path: ['post', 'title'], helpId: 'schema-type-unknown'}),
          ],
        },
      ])
      expect(schemaErrors[0]!.problems[0]!.message).toContain('Unknown type "strng"')
    })

    it('composes schema types from plugins before compiling', () => {
      const config = single({
        plugins: [plugin('authors', {schema: {types: [doc('author')]}})],
        schema: {types: (prev, context) => [...prev, doc(`post_${context.dataset}`)]},
      })
      expect(resolveConfig(config).workspaces[0]!.templates.map((template) => template.id)).toEqual([
        'author',
        'post_production',
      ])
    })

    it('keeps schema warnings on the schema for the configuration issues dialog', () => {
      const preview = {select: {title: 'headline'}}
      const {workspaces, issues} = resolveConfig(single({schema: {types: [doc('post', {preview})]}}))
      expect(workspaces[0]!.schema.problems).toEqual([
        expect.objectContaining({
          severity: 'warning',
          path: ['post'],
          message: 'Preview "title" selects "headline", which is not a field of "post"',
        }),
      ])
      expect(issues).toEqual([])
    })
  })

  describe('getClient', () => {
    it('makes clients lazily through the given factory, one per API version', () => {
      const createClient = vi.fn((options: StudioClientOptions) => ({options}))
      const [resolved] = resolveConfig(single({apiHost: 'https://cms.example.com'}), {createClient}).workspaces
      expect(createClient).not.toHaveBeenCalled()
      const client = resolved!.getClient({apiVersion: '2021-06-07'})
      expect(client.options).toEqual({
        projectId: 'local',
        dataset: 'production',
        apiHost: 'https://cms.example.com',
        apiVersion: '2021-06-07',
        useCdn: false,
        withCredentials: true,
      })
      expect(resolved!.getClient({apiVersion: '2021-06-07'})).toBe(client)
      expect(resolved!.getClient({apiVersion: '2023-11-13'})).not.toBe(client)
      expect(createClient).toHaveBeenCalledTimes(2)
    })

    it('requires an API version, and a factory', () => {
      const [withFactory] = resolveConfig(single(), {createClient: () => ({})}).workspaces
      expect(() => withFactory!.getClient({} as never)).toThrow('Missing required `apiVersion` option')
      const [without] = resolveConfig(single()).workspaces
      expect(() => without!.getClient({apiVersion: '2021-06-07'})).toThrow(
        'No client factory: `getClient` needs the `createClient` option of `resolveConfig`',
      )
    })

    it('is in the context reducers receive, with the current user', () => {
      const user = {id: 'u1', name: 'Ada', roles: [{name: 'administrator', title: 'Administrator'}]}
      const config = single({
        tools: (prev, context) => {
          const client = context.getClient({apiVersion: '2021-06-07'}) as {options: StudioClientOptions}
          return context.currentUser?.roles.some((role) => role.name === 'administrator')
            ? [...prev, {name: 'admin', title: client.options.dataset, component: named('Admin')}]
            : prev
        },
      })
      const createClient = (options: StudioClientOptions) => ({options})
      expect(
        resolveConfig(config, {createClient, currentUser: user}).workspaces[0]!.tools.map((each) => each.title),
      ).toEqual(['production'])
      expect(resolveConfig(config, {createClient}).workspaces[0]!.tools).toEqual([])
      expect(resolveConfig(config, {createClient, currentUser: user}).workspaces[0]!.currentUser).toBe(user)
    })
  })
})
