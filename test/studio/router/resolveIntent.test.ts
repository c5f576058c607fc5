import {describe, expect, it, vi} from 'vitest'
import {resolveIntent} from '../../../src/studio/router'
import {editorTool, tool} from './support'

describe('resolveIntent', () => {
  const posts = editorTool('posts', ['post'])
  const everything = editorTool('structure', ['post', 'author'])

  it('opens the intent in the first tool that can handle it, with the state it asks for', () => {
    expect(resolveIntent('edit', {id: 'abc', type: 'author'}, [tool('vision'), posts, everything])).toEqual({
      tool: everything,
      toolState: {panes: ['author', 'abc']},
    })
  })

  it('prefers the active tool when it can handle the intent, handing it its own state', () => {
    const getIntentState = vi.fn(() => ({panes: ['post', 'abc'], view: 'kept'}))
    const active = editorTool('structure', ['post'], {getIntentState})
    const result = resolveIntent('edit', {id: 'abc', type: 'post'}, [posts, active], active, {
      activeToolState: {view: 'kept'},
      payload: {x: 1},
    })
    expect(result?.tool).toBe(active)
    expect(result?.toolState).toEqual({panes: ['post', 'abc'], view: 'kept'})
    expect(getIntentState).toHaveBeenCalledWith('edit', {id: 'abc', type: 'post'}, {view: 'kept'}, {x: 1})
  })

  it('passes over the active tool when it cannot handle the intent', () => {
    const media = tool('media', {canHandleIntent: () => false})
    expect(resolveIntent('edit', {id: 'abc', type: 'post'}, [media, posts], media)?.tool).toBe(posts)
  })

  it('ignores an active tool that is not one of the tools', () => {
    const elsewhere = editorTool('elsewhere', ['post'])
    expect(resolveIntent('edit', {id: 'abc', type: 'post'}, [posts], elsewhere)?.tool).toBe(posts)
  })

  it('scores create by the template param and edit by the mode param', () => {
    const generic = tool('generic', {canHandleIntent: () => true, getIntentState: () => ({generic: true})})
    const templates = tool('templates', {canHandleIntent: () => ({template: true})})
    const modes = tool('modes', {canHandleIntent: () => ({mode: true})})
    const tools = [generic, templates, modes]
    expect(resolveIntent('create', {type: 'post', template: 'post-en'}, tools)?.tool).toBe(templates)
    expect(resolveIntent('edit', {id: 'a', type: 'post', mode: 'presentation'}, tools)?.tool).toBe(modes)
    // Without the weighted param every tool scores zero and order decides.
    expect(resolveIntent('create', {type: 'post'}, tools)).toEqual({tool: generic, toolState: {generic: true}})
  })

  it('counts only params the intent carries', () => {
    const claimsTemplate = tool('claims', {canHandleIntent: () => ({template: true})})
    const later = tool('later', {canHandleIntent: () => ({template: true, type: true})})
    expect(resolveIntent('create', {type: 'post', template: ''}, [claimsTemplate, later])?.tool).toBe(later)
  })

  it('breaks a tie on the weighted params by the other params a tool matches', () => {
    const typeOnly = tool('typeOnly', {canHandleIntent: () => ({template: true})})
    const typeAndTemplate = tool('both', {canHandleIntent: () => ({template: true, type: true})})
    expect(resolveIntent('create', {type: 'post', template: 't'}, [typeOnly, typeAndTemplate])?.tool).toBe(
      typeAndTemplate,
    )
  })

  it('opens a tool without getIntentState at its root', () => {
    const simple = tool('simple', {canHandleIntent: () => true})
    expect(resolveIntent('create', {type: 'post'}, [simple])).toEqual({tool: simple, toolState: {}})
  })

  it('gives null when no tool can handle the intent', () => {
    expect(resolveIntent('edit', {id: 'abc', type: 'page'}, [tool('vision'), posts])).toBeNull()
    expect(resolveIntent('edit', {id: 'abc', type: 'page'}, [])).toBeNull()
  })

  it('hands the payload to canHandleIntent', () => {
    const canHandleIntent = vi.fn(() => true)
    resolveIntent('create', {type: 'post'}, [tool('t', {canHandleIntent})], null, {payload: {title: 'Hi'}})
    expect(canHandleIntent).toHaveBeenCalledWith('create', {type: 'post'}, {title: 'Hi'})
  })
})
