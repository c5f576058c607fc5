import {afterEach, describe, expect, it, vi} from 'vitest'
import {resolveConfig, type Tool} from '../../../src/studio'
import {errorsOf, plugin, single, tool} from './support'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('tools', () => {
  it('refuses a tool named "tool"', () => {
    expect(errorsOf(single({tools: [tool('tool')]}))).toEqual([
      'A tool cannot have the name "tool". Please enter a different name.',
    ])
  })

  it('skips a tool without a name, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const {workspaces, issues} = resolveConfig(
      single({name: 'blog', tools: [{...tool(''), title: 'Media'}, tool('vision')]}),
    )
    expect(workspaces[0]!.tools.map((each) => each.name)).toEqual(['vision'])
    const message = 'Skipped the tool at index 0 (titled "Media"): a tool needs a `name`'
    expect(issues).toEqual([{severity: 'warning', message, path: ['blog'], property: 'tools'}])
    expect(warn).toHaveBeenCalledWith(message)
  })

  it('keeps the first of several tools with one name, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const first = tool('vision', {title: 'Vision'})
    const config = single({
      plugins: [plugin('a', {tools: [first]}), plugin('b', {tools: [tool('vision', {title: 'Other vision'})]})],
      tools: [tool('media')],
    })
    const {workspaces, issues} = resolveConfig(config)
    expect(workspaces[0]!.tools.map((each) => each.title)).toEqual(['Vision', 'media'])
    expect(workspaces[0]!.tools[0]).toBe(first)
    const message = 'Found more than one tool named "vision": kept the one at index 0 and skipped the one at index 1'
    expect(issues.map((issue) => issue.message)).toEqual([message])
    expect(warn).toHaveBeenCalledWith(message)
  })

  it('refuses a tool without a component, and one that is not an object', () => {
    expect(errorsOf(single({tools: [{name: 'media', title: 'Media'} as Tool, 'vision' as unknown as Tool]}))).toEqual([
      'The tool "media" has no `component` to render',
      'Expected every tool to be an object, but the tool at index 1 is string',
    ])
  })

  it('keeps the tool objects and their routers as configured', () => {
    const router = {
      decode: (path: string) => (path === '' ? {} : {id: path}),
      encode: (state: Record<string, unknown>) => String(state.id ?? ''),
    }
    const structure = tool('structure', {router, options: {defaultPane: 'post'}})
    const [workspace] = resolveConfig(single({tools: [structure]})).workspaces
    expect(workspace!.tools[0]).toBe(structure)
    expect(workspace!.tools[0]!.router?.decode('p1')).toEqual({id: 'p1'})
  })
})
