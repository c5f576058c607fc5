import {describe, expect, it, vi} from 'vitest'
import {
  ALL_FIELDS_GROUP_NAME,
  FormStateBuilder,
  prepareFormState,
  set,
  type ArrayOfObjectsFormNode,
  type ArrayOfObjectsItemMember,
  type ArrayOfPrimitivesFormNode,
  type FieldError,
  type FieldMember,
  type FieldSetMember,
  type FormNodePresence,
  type ObjectFormNode,
} from '../../../src/form'
import {applyPatches} from '../../../src/mutations'
import type {ValidationMarker} from '../../../src/types'
import {docType} from '../support'

const fieldOf = (node: ObjectFormNode, name: string) =>
  node.members.find((member) => member.kind !== 'fieldSet' && member.name === name) as
    FieldMember | FieldError | undefined
const marker = (
  path: ValidationMarker['path'],
  message: string,
  level: ValidationMarker['level'] = 'error',
): ValidationMarker => ({level, message, path})
const presence = (userId: string, path: FormNodePresence['path']): FormNodePresence => ({
  sessionId: `s-${userId}`,
  user: {id: userId, displayName: userId},
  path,
  lastActiveAt: '2025-01-01T00:00:00Z',
})

describe('prepareFormState', () => {
  it('lists fields in schema order with their values, paths, ids and levels', () => {
    const type = docType([
      {name: 'title', type: 'string'},
      {name: 'seo', type: 'object', fields: [{name: 'description', type: 'text'}]},
    ])
    const state = prepareFormState({
      schemaType: type,
      value: {_id: 'a', _type: 'doc', title: 'Hi', seo: {description: 'D'}},
      idPrefix: 'f',
    })
    expect(state.members.map((member) => member.key)).toEqual(['field-title', 'field-seo'])
    const title = fieldOf(state, 'title') as FieldMember
    expect(title.field).toMatchObject({
      id: 'f-title',
      path: ['title'],
      value: 'Hi',
      level: 1,
      readOnly: false,
      focused: false,
    })
    const seo = (fieldOf(state, 'seo') as FieldMember).field as ObjectFormNode
    expect(seo.members[0]).toMatchObject({
      kind: 'field',
      field: {path: ['seo', 'description'], value: 'D', level: 2, id: 'f-seo.description'},
    })
    expect(state.id).toBe('f')
  })

  it('attaches validation and presence at a path and below it', () => {
    const type = docType([
      {name: 'title', type: 'string'},
      {name: 'seo', type: 'object', fields: [{name: 'description', type: 'text'}]},
    ])
    const validation = [
      marker(['title'], 'Required'),
      marker(['seo', 'description'], 'Too long', 'warning'),
      marker(['other'], 'x'),
    ]
    const state = prepareFormState({
      schemaType: type,
      value: {},
      validation,
      presence: [presence('ada', ['seo', 'description'])],
    })
    expect((fieldOf(state, 'title') as FieldMember).field.validation).toEqual([validation[0]])
    const seo = fieldOf(state, 'seo') as FieldMember
    expect(seo.field.validation).toEqual([validation[1]])
    expect(seo.field.presence.map((item) => item.user.id)).toEqual(['ada'])
    expect(state.validation).toHaveLength(3)
  })

  it('leaves out hidden fields, evaluating callbacks with document, parent, value and user', () => {
    const hidden = vi.fn(
      ({document, parent, value, currentUser}) =>
        document?.kind === 'short' && parent !== undefined && value === undefined && currentUser?.id === 'u1',
    )
    const type = docType([
      {name: 'kind', type: 'string'},
      {name: 'body', type: 'text', hidden},
      {name: 'secret', type: 'string', hidden: true},
    ])
    const currentUser = {id: 'u1', roles: []}
    const long = prepareFormState({schemaType: type, value: {kind: 'long'}, currentUser})
    expect(long.members.map((member) => member.key)).toEqual(['field-kind', 'field-body'])
    const short = prepareFormState({schemaType: type, value: {kind: 'short'}, currentUser})
    expect(short.members.map((member) => member.key)).toEqual(['field-kind'])
  })

  it('caches callback answers while what they see is unchanged', () => {
    const readOnly = vi.fn(() => true)
    const type = docType([{name: 'title', type: 'string', readOnly}])
    const builder = new FormStateBuilder()
    const value = {title: 'x'}
    const first = builder.build({schemaType: type, value})
    builder.build({schemaType: type, value, validation: [marker(['title'], 'Required')]})
    expect(readOnly).toHaveBeenCalledTimes(1)
    expect((fieldOf(first, 'title') as FieldMember).field.readOnly).toBe(true)
    builder.build({schemaType: type, value: {title: 'y'}})
    expect(readOnly).toHaveBeenCalledTimes(2)
  })

  it('treats a throwing callback as false and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const type = docType([
      {
        name: 'title',
        type: 'string',
        hidden: () => {
          throw new Error('boom')
        },
      },
    ])
    const state = prepareFormState({schemaType: type, value: {}})
    expect(state.members).toHaveLength(1)
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('The hidden callback of "title" threw'),
      expect.any(Error),
    )
    error.mockRestore()
  })

  it('makes fields read-only from the form, the field or its fieldset', () => {
    const type = docType(
      [
        {name: 'a', type: 'string'},
        {name: 'b', type: 'string', readOnly: true},
        {name: 'c', type: 'string', fieldset: 'locked'},
      ],
      {definition: {fieldsets: [{name: 'locked', readOnly: true}]} as never},
    )
    const state = prepareFormState({schemaType: type, value: {}})
    const fieldset = state.members[2] as FieldSetMember
    expect([
      (fieldOf(state, 'a') as FieldMember).field.readOnly,
      (fieldOf(state, 'b') as FieldMember).field.readOnly,
      (fieldset.fieldSet.members[0] as FieldMember).field.readOnly,
    ]).toEqual([false, true, true])
    const all = prepareFormState({schemaType: type, value: {}, readOnly: true})
    expect((fieldOf(all, 'a') as FieldMember).field.readOnly).toBe(true)
  })

  it('groups fieldset fields into one member at the place of the first', () => {
    const type = docType(
      [
        {name: 'a', type: 'string', fieldset: 'meta'},
        {name: 'b', type: 'string'},
        {name: 'c', type: 'number', fieldset: 'meta'},
        {name: 'd', type: 'string', fieldset: 'gone', hidden: true},
      ],
      {
        definition: {
          fieldsets: [
            {name: 'meta', title: 'Meta', options: {collapsible: true, collapsed: true, columns: 2}},
            {name: 'gone'},
          ],
        } as never,
      },
    )
    const state = prepareFormState({schemaType: type, value: {}, validation: [marker(['c'], 'Bad')]})
    expect(state.members.map((member) => member.key)).toEqual(['fieldset-meta', 'field-b'])
    const meta = (state.members[0] as FieldSetMember).fieldSet
    expect(meta).toMatchObject({
      name: 'meta',
      title: 'Meta',
      path: ['meta'],
      collapsible: true,
      collapsed: true,
      columns: 2,
    })
    expect(meta.members.map((member) => member.name)).toEqual(['a', 'c'])
    expect(meta.validation.map((item) => item.message)).toEqual(['Bad'])
    const expanded = prepareFormState({schemaType: type, value: {}, collapsedFieldSets: {meta: false}})
    expect((expanded.members[0] as FieldSetMember).fieldSet.collapsed).toBe(false)
  })

  it('selects the default field group, marks members outside it and hides hidden groups', () => {
    const type = docType(
      [
        {name: 'title', type: 'string', group: 'content'},
        {name: 'slugish', type: 'string', group: ['seo', 'content']},
        {name: 'free', type: 'string'},
      ],
      {
        definition: {
          groups: [
            {name: 'content', title: 'Content', default: true},
            {name: 'seo', title: 'SEO'},
            {name: 'admin', hidden: true},
          ],
        } as never,
      },
    )
    const state = prepareFormState({schemaType: type, value: {}})
    expect(state.groups.map((group) => [group.name, group.selected])).toEqual([
      [ALL_FIELDS_GROUP_NAME, false],
      ['content', true],
      ['seo', false],
    ])
    expect(state.members.map((member) => member.inSelectedGroup)).toEqual([true, true, false])
    const seo = prepareFormState({schemaType: type, value: {}, fieldGroupState: {'': 'seo'}})
    expect(seo.members.map((member) => member.inSelectedGroup)).toEqual([false, true, false])
    const unknown = prepareFormState({schemaType: type, value: {}, fieldGroupState: {'': 'admin'}})
    expect(unknown.groups.find((group) => group.selected)?.name).toBe('content')
  })

  it('lists fields of the value the schema does not define', () => {
    const type = docType([{name: 'title', type: 'string'}])
    const state = prepareFormState({
      schemaType: type,
      value: {_id: 'a', _type: 'doc', title: 'x', legacy: 1, old: {a: 1}},
    })
    expect(state.unknownFields).toEqual(['legacy', 'old'])
  })

  it('turns a value of another JSON type into an INCOMPATIBLE_TYPE member with a converter where one applies', () => {
    const type = docType([
      {name: 'count', type: 'number'},
      {name: 'title', type: 'string'},
      {name: 'flag', type: 'boolean'},
      {name: 'tags', type: 'array', of: [{type: 'string'}]},
    ])
    const state = prepareFormState({schemaType: type, value: {count: '42', title: 12, flag: 'maybe', tags: 'x'}})
    const errors = state.members as FieldError[]
    expect(errors.map((member) => [member.kind, member.error.type])).toEqual([
      ['error', 'INCOMPATIBLE_TYPE'],
      ['error', 'INCOMPATIBLE_TYPE'],
      ['error', 'INCOMPATIBLE_TYPE'],
      ['error', 'INCOMPATIBLE_TYPE'],
    ])
    const convert = (member: FieldError) =>
      member.error.type === 'INCOMPATIBLE_TYPE' && member.error.converter
        ? member.error.converter.convert(member.error.value)
        : 'none'
    expect(errors.map(convert)).toEqual([42, '12', 'none', 'none'])
    expect(errors[0]!.error).toMatchObject({resolvedValueType: 'string', value: '42'})
  })

  it('reports broken arrays of objects: mixed, missing keys, duplicate keys', () => {
    const type = docType([
      {name: 'list', type: 'array', of: [{type: 'object', name: 'entry', fields: [{name: 'a', type: 'string'}]}]},
    ])
    const errorOf = (list: unknown[]) =>
      ((prepareFormState({schemaType: type, value: {list}}).members[0] as FieldError).error as {type: string}).type
    expect(errorOf([{_key: 'a', _type: 'entry'}, 'text'])).toBe('MIXED_ARRAY')
    expect(errorOf([{_key: 'a', _type: 'entry'}, {_type: 'entry'}])).toBe('MISSING_KEYS')
    expect(
      errorOf([
        {_key: 'a', _type: 'entry'},
        {_key: 'a', _type: 'entry'},
      ]),
    ).toBe('DUPLICATE_KEYS')
    const duplicates = prepareFormState({schemaType: type, value: {list: [{_key: 'a'}, {_key: 'b'}, {_key: 'a'}]}})
      .members[0] as FieldError
    expect(duplicates.error).toMatchObject({duplicates: [['a', [0, 2]]]})
    // Keys listed in the order they first appear, each with every index it is at.
    const several = prepareFormState({
      schemaType: type,
      value: {list: [{_key: 'a'}, {_key: 'b'}, {_key: 'b'}, {_key: 'a'}, {_key: 'a'}]},
    }).members[0] as FieldError
    expect(several.error).toMatchObject({
      duplicates: [
        ['a', [0, 3, 4]],
        ['b', [1, 2]],
      ],
    })
    // The same array checked again (a keystroke elsewhere) gives the same answer, without a new scan.
    const list = [{_key: 'x'}, {_key: 'x'}]
    const first = (prepareFormState({schemaType: type, value: {list}}).members[0] as FieldError).error
    const again = (prepareFormState({schemaType: type, value: {list, other: 1}}).members[0] as FieldError).error
    expect(again).toBe(first)
  })

  it('builds array members: objects by key (collapsed), primitives by index, undeclared types as errors', () => {
    const type = docType([
      {name: 'links', type: 'array', of: [{type: 'object', name: 'link', fields: [{name: 'href', type: 'url'}]}]},
      {name: 'tags', type: 'array', of: [{type: 'string'}]},
    ])
    const value = {
      links: [
        {_key: 'a', _type: 'link', href: 'https://x'},
        {_key: 'b', _type: 'video'},
      ],
      tags: ['one', 'two'],
    }
    const state = prepareFormState({
      schemaType: type,
      value,
      validation: [marker(['links', {_key: 'a'}, 'href'], 'Bad'), marker(['tags', 1], 'Dup')],
    })
    const links = (state.members[0] as FieldMember).field as ArrayOfObjectsFormNode
    expect(links.members[0]).toMatchObject({
      kind: 'item',
      key: 'a',
      index: 0,
      collapsed: true,
      item: {path: ['links', {_key: 'a'}], level: 2},
    })
    expect(links.members[0]!.kind === 'item' && links.members[0]!.item.validation.map((item) => item.message)).toEqual([
      'Bad',
    ])
    expect(links.members[1]).toMatchObject({
      kind: 'error',
      key: 'b',
      error: {type: 'INVALID_ITEM_TYPE', resolvedItemType: 'video'},
    })
    const tags = (state.members[1] as FieldMember).field as ArrayOfPrimitivesFormNode
    expect(
      tags.members.map(
        (member) =>
          member.kind === 'item' && [member.key, member.item.path, member.item.value, member.item.validation.length],
      ),
    ).toEqual([
      ['0', ['tags', 0], 'one', 0],
      ['1', ['tags', 1], 'two', 1],
    ])
  })

  it('marks the node the focus path points at', () => {
    const type = docType([{name: 'seo', type: 'object', fields: [{name: 'title', type: 'string'}]}])
    const state = prepareFormState({schemaType: type, value: {}, focusPath: ['seo', 'title']})
    const seo = (state.members[0] as FieldMember).field as ObjectFormNode
    expect([seo.focused, (seo.members[0] as FieldMember).field.focused]).toEqual([false, true])
  })
})

describe('structural sharing between builds', () => {
  const type = docType([
    {name: 'title', type: 'string'},
    {
      name: 'seo',
      type: 'object',
      fields: [
        {name: 'a', type: 'string'},
        {name: 'b', type: 'string'},
      ],
    },
    {name: 'list', type: 'array', of: [{type: 'object', name: 'entry', fields: [{name: 'x', type: 'string'}]}]},
  ])
  const value = {
    title: 't',
    seo: {a: 'a', b: 'b'},
    list: [
      {_key: 'k1', _type: 'entry', x: '1'},
      {_key: 'k2', _type: 'entry', x: '2'},
    ],
  }

  it('keeps every node a patch did not reach, and renews the patched path and its ancestors', () => {
    const builder = new FormStateBuilder()
    const first = builder.build({schemaType: type, value})
    const second = builder.build({schemaType: type, value: applyPatches(value, [set('A', ['seo', 'a'])])})
    const seo1 = fieldOf(first, 'seo') as FieldMember
    const seo2 = fieldOf(second, 'seo') as FieldMember
    expect(second).not.toBe(first)
    expect(seo2).not.toBe(seo1)
    expect(fieldOf(second, 'title')).toBe(fieldOf(first, 'title'))
    expect(fieldOf(second, 'list')).toBe(fieldOf(first, 'list'))
    const [a1, b1] = (seo1.field as ObjectFormNode).members
    const [a2, b2] = (seo2.field as ObjectFormNode).members
    expect(b2).toBe(b1)
    expect(a2).not.toBe(a1)
  })

  it('keeps nodes when validation is re-run with equal markers', () => {
    const builder = new FormStateBuilder()
    const first = builder.build({schemaType: type, value, validation: [marker(['title'], 'Required')]})
    const second = builder.build({schemaType: type, value, validation: [marker(['title'], 'Required')]})
    expect(second).toBe(first)
    const third = builder.build({schemaType: type, value, validation: [marker(['title'], 'Too short')]})
    expect(fieldOf(third, 'title')).not.toBe(fieldOf(first, 'title'))
    expect(fieldOf(third, 'seo')).toBe(fieldOf(first, 'seo'))
  })

  it('keeps array items that did not change', () => {
    const builder = new FormStateBuilder()
    const first = builder.build({schemaType: type, value})
    const second = builder.build({
      schemaType: type,
      value: applyPatches(value, [set('2b', ['list', {_key: 'k2'}, 'x'])]),
    })
    const list1 = (fieldOf(first, 'list') as FieldMember).field as ArrayOfObjectsFormNode
    const list2 = (fieldOf(second, 'list') as FieldMember).field as ArrayOfObjectsFormNode
    expect(list2.members[0]).toBe(list1.members[0])
    expect(list2.members[1]).not.toBe(list1.members[1])
  })

  it("gives an array item's fields as its own build saw them, however many builds later they are first read", () => {
    const entryValue = (x: string) => ({_id: 'd', _type: 'doc', list: [{_key: 'k1', _type: 'entry', x}]})
    const builder = new FormStateBuilder()
    const xPath = ['list', {_key: 'k1'}, 'x']
    const first = builder.build({
      schemaType: type,
      value: entryValue('1'),
      validation: [marker(xPath, 'Too short')],
      focusPath: xPath,
      collapsedPaths: {'list[_key=="k1"]': false},
      idPrefix: 'f',
    })
    const second = builder.build({schemaType: type, value: entryValue('2'), idPrefix: 'f'})
    const itemOf = (state: ObjectFormNode) =>
      ((fieldOf(state, 'list') as FieldMember).field as ArrayOfObjectsFormNode).members[0] as ArrayOfObjectsItemMember
    // Read in the opposite order to the builds.
    const x2 = itemOf(second).item.members[0] as FieldMember
    const x1 = itemOf(first).item.members[0] as FieldMember
    expect(x2.field).toMatchObject({path: xPath, value: '2', focused: false, validation: [], id: 'f-list_key-k1.x'})
    expect(x1.field).toMatchObject({
      path: xPath,
      value: '1',
      focused: true,
      validation: [marker(xPath, 'Too short')],
    })
    expect([itemOf(first).collapsed, itemOf(second).collapsed]).toEqual([false, true])
    expect(itemOf(first).item.groups).toEqual([])
    expect(itemOf(first).item.unknownFields).toEqual([])
    // Read again: the same members.
    expect(itemOf(first).item.members[0]).toBe(x1)
  })

  it('keeps an unchanged array item and its fields, read before or after the next build', () => {
    const builder = new FormStateBuilder()
    const first = builder.build({schemaType: type, value})
    const list1 = (fieldOf(first, 'list') as FieldMember).field as ArrayOfObjectsFormNode
    const k2Fields = (list1.members[1] as ArrayOfObjectsItemMember).item.members
    const second = builder.build({
      schemaType: type,
      value: applyPatches(value, [set('1b', ['list', {_key: 'k1'}, 'x'])]),
    })
    const list2 = (fieldOf(second, 'list') as FieldMember).field as ArrayOfObjectsFormNode
    expect(list2.members[1]).toBe(list1.members[1])
    expect((list2.members[1] as ArrayOfObjectsItemMember).item.members).toBe(k2Fields)
    const [x1, x2] = [list1, list2].map(
      (list) => ((list.members[0] as ArrayOfObjectsItemMember).item.members[0] as FieldMember).field.value,
    )
    expect([x1, x2]).toEqual(['1', '1b'])
  })
})
