import {describe, expect, it, vi} from 'vitest'
import {FormStateBuilder, type ArrayOfObjectsFormNode, type FieldMember, type ObjectFormNode} from '../../../src/form'
import {applyPatches} from '../../../src/mutations'
import type {Patch} from '../../../src/types'
import {docType} from '../support'

const field = (node: ObjectFormNode, name: string) =>
  (node.members.find((member) => member.kind === 'field' && member.name === name) as FieldMember).field
const setAt = (path: Patch['path'], value: unknown): Patch => ({type: 'set', path, value}) as Patch

const sections = Array.from({length: 3}, (_, index) => ({
  _key: `k${index}`,
  _type: 'section',
  heading: `Section ${index}`,
  meta: {label: `L${index}`},
}))
const sectionFields = [
  {name: 'heading', type: 'string'},
  {name: 'meta', type: 'object', fields: [{name: 'label', type: 'string'}]},
]

describe('subtree reuse between builds', () => {
  it('returns the untouched subtrees of the last build as they were, and rebuilds the edited path', () => {
    const type = docType([
      {name: 'title', type: 'string'},
      {name: 'sections', type: 'array', of: [{type: 'object', name: 'section', fields: sectionFields}]},
    ])
    const builder = new FormStateBuilder()
    let value: Record<string, unknown> = {_id: 'a', _type: 'doc', title: 'T', sections}
    const first = builder.build({schemaType: type, value})
    value = applyPatches(value, [setAt(['sections', {_key: 'k1'}, 'meta', 'label'], 'Edited')])
    const second = builder.build({schemaType: type, value})
    const before = field(first, 'sections') as ArrayOfObjectsFormNode
    const after = field(second, 'sections') as ArrayOfObjectsFormNode
    expect(after).not.toBe(before)
    expect(after.members[0]).toBe(before.members[0])
    expect(after.members[2]).toBe(before.members[2])
    expect(after.members[1]).not.toBe(before.members[1])
    const item = after.members[1]!
    expect(item.kind === 'item' && field(field(item.item, 'meta') as ObjectFormNode, 'label').value).toBe('Edited')
    expect(field(second, 'title')).toBe(field(first, 'title'))
  })

  it('takes the other items of an edited array as they were, but not when their markers, focus or places change', () => {
    const type = docType([
      {name: 'sections', type: 'array', of: [{type: 'object', name: 'section', fields: sectionFields}]},
    ])
    const builder = new FormStateBuilder()
    let value: Record<string, unknown> = {_id: 'a', _type: 'doc', sections}
    const items = (node: ObjectFormNode) => (field(node, 'sections') as ArrayOfObjectsFormNode).members
    const first = builder.build({schemaType: type, value})
    value = applyPatches(value, [setAt(['sections', {_key: 'k1'}, 'heading'], 'Typed')])
    const typed = builder.build({schemaType: type, value})
    expect(items(typed)[0]).toBe(items(first)[0])
    expect(items(typed)[2]).toBe(items(first)[2])
    // A marker on the third item: the array's markers changed, so its items are looked at again.
    const marker = {level: 'error' as const, message: 'Required', path: ['sections', {_key: 'k2'}, 'heading']}
    const marked = builder.build({schemaType: type, value, validation: [marker]})
    const third = items(marked)[2]!
    expect(third.kind === 'item' && third.item.validation.map((each) => each.message)).toEqual(['Required'])
    expect(items(marked)[0]).toBe(items(typed)[0])
    // Focus moving into the first item rebuilds it, and only it.
    const focused = builder.build({
      schemaType: type,
      value,
      validation: [marker],
      focusPath: ['sections', {_key: 'k0'}, 'heading'],
    })
    const firstItem = items(focused)[0]!
    expect(firstItem.kind === 'item' && field(firstItem.item, 'heading').focused).toBe(true)
    expect(items(focused)[1]).toBe(items(marked)[1])
    // Items that moved are built at their new places.
    const list = value.sections as unknown[]
    value = {...value, sections: [list[1], list[2], list[0]]}
    const moved = builder.build({
      schemaType: type,
      value,
      validation: [marker],
      focusPath: ['sections', {_key: 'k0'}, 'heading'],
    })
    expect(items(moved).map((member) => [member.key, member.index])).toEqual([
      ['k1', 0],
      ['k2', 1],
      ['k0', 2],
    ])
  })

  it('does not walk an unchanged subtree at all', () => {
    const type = docType([
      {name: 'title', type: 'string'},
      {name: 'sections', type: 'array', of: [{type: 'object', name: 'section', fields: sectionFields}]},
    ])
    let reads = 0
    const watched = {_key: 'w', _type: 'section', meta: {label: 'L'}}
    Object.defineProperty(watched, 'heading', {enumerable: true, get: () => (reads++, 'Watched')})
    const builder = new FormStateBuilder()
    let value: Record<string, unknown> = {_id: 'a', _type: 'doc', title: 'T', sections: [watched]}
    const first = builder.build({schemaType: type, value})
    // The item's fields, as a form showing the item reads them (an item's fields are built
    // when first read).
    const [item] = (field(first, 'sections') as ArrayOfObjectsFormNode).members
    expect(item?.kind === 'item' && field(item.item, 'heading').value).toBe('Watched')
    const readsAfterFirstBuild = reads
    expect(readsAfterFirstBuild).toBeGreaterThan(0)
    value = applyPatches(value, [setAt(['title'], 'Typed')])
    builder.build({schemaType: type, value})
    expect(reads).toBe(readsAfterFirstBuild)
  })

  it('rebuilds a subtree whose markers, focus or read-only flag changed', () => {
    const type = docType([{name: 'seo', type: 'object', fields: [{name: 'description', type: 'string'}]}])
    const builder = new FormStateBuilder()
    const value = {_id: 'a', _type: 'doc', seo: {description: 'D'}}
    const first = builder.build({schemaType: type, value})
    const withMarker = builder.build({
      schemaType: type,
      value,
      validation: [{level: 'error', message: 'Too short', path: ['seo', 'description']}],
    })
    expect(field(withMarker, 'seo')).not.toBe(field(first, 'seo'))
    expect(field(withMarker, 'seo').validation).toHaveLength(1)
    const focused = builder.build({
      schemaType: type,
      value,
      validation: withMarker.validation,
      focusPath: ['seo', 'description'],
    })
    expect(field(field(focused, 'seo') as ObjectFormNode, 'description').focused).toBe(true)
    const unfocused = builder.build({schemaType: type, value, validation: withMarker.validation})
    expect(field(field(unfocused, 'seo') as ObjectFormNode, 'description').focused).toBe(false)
    const readOnly = builder.build({schemaType: type, value, validation: withMarker.validation, readOnly: true})
    expect(field(field(readOnly, 'seo') as ObjectFormNode, 'description').readOnly).toBe(true)
  })

  it('keeps asking hidden and readOnly callbacks below an unchanged value, as they read the whole document', () => {
    const hidden = vi.fn(({document}: {document?: Record<string, unknown>}) => document?.title === 'hide')
    const type = docType([
      {name: 'title', type: 'string'},
      {name: 'seo', type: 'object', fields: [{name: 'description', type: 'string', hidden}]},
    ])
    const builder = new FormStateBuilder()
    const seo = {description: 'D'}
    const first = builder.build({schemaType: type, value: {_id: 'a', _type: 'doc', title: 'show', seo}})
    expect((field(first, 'seo') as ObjectFormNode).members).toHaveLength(1)
    const second = builder.build({schemaType: type, value: {_id: 'a', _type: 'doc', title: 'hide', seo}})
    expect((field(second, 'seo') as ObjectFormNode).members).toHaveLength(0)
    expect(hidden).toHaveBeenCalledTimes(2)
  })
})
