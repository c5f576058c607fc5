import {firstValueFrom, filter, type Observable} from 'rxjs'
import {describe, expect, it} from 'vitest'
import type {ReferencePreviewState, ReferenceTemplateOption} from '../../../src/form'
import {groupHitsByPair, panesWithDocumentBeside} from '../../../src/structure/document/formReferenceServices'
import {lakeReferences} from '../../form/inputs/reference/referenceSupport'

const first = <T>(source: unknown, until: (value: T) => boolean = () => true) =>
  firstValueFrom((source as Observable<T>).pipe(filter(until)))

describe('formReferenceServices: search', () => {
  it('finds documents of the target types, one hit per draft/published pair', async () => {
    const t = await lakeReferences()
    const hits = await t.references.search({query: 'a', types: ['author']})
    expect(hits.map((hit) => hit.id).sort()).toEqual(['ada', 'alan', 'grace'])
    expect(hits.find((hit) => hit.id === 'grace')).toEqual({id: 'grace', type: 'author', published: false, draft: true})
    expect(hits.find((hit) => hit.id === 'ada')).toMatchObject({published: true})
    // An edited document is found once, by its published id.
    expect(hits.find((hit) => hit.id === 'alan')).toMatchObject({published: true})
  })

  it('asks the text search for at most 100 hits with the types and the filter', async () => {
    const t = await lakeReferences()
    const requests: unknown[] = []
    const textSearch = t.client.textSearch.bind(t.client)
    t.client.textSearch = (request, options) => {
      requests.push(request)
      return textSearch(request, options)
    }
    const hits = await t.references.search({
      query: 'a',
      types: ['author'],
      filter: 'role == $role',
      params: {role: 'Admiral'},
    })
    expect(hits.map((hit) => hit.id)).toEqual(['grace'])
    expect(requests[0]).toMatchObject({
      query: {string: 'a'},
      filter: '_type in $__types && (role == $role)',
      params: {role: 'Admiral', __types: ['author']},
      limit: 100,
    })
  })

  it('rejects with the server’s error for a filter that is not GROQ', async () => {
    const t = await lakeReferences()
    await expect(t.references.search({query: 'a', types: ['author'], filter: 'role ==== ('})).rejects.toThrow()
  })
})

describe('formReferenceServices: previews and availability', () => {
  it('previews the draft when there is one, with the pair’s status', async () => {
    const t = await lakeReferences()
    const reference = t.type('post').fields.find((field) => field.name === 'author')!.type
    const state = await first<ReferencePreviewState>(t.references.observePreview('alan', reference), (s) => !s.loading)
    expect(state).toMatchObject({preview: {title: 'Alan M. Turing'}, type: 'author', published: true, draft: true})
  })

  it('answers READABLE, NOT_FOUND and PERMISSION_DENIED', async () => {
    const t = await lakeReferences()
    expect(await first(t.references.observeAvailability('grace'))).toBe('READABLE')
    expect(await first(t.references.observeAvailability('nobody'))).toBe('NOT_FOUND')
    const restricted = await lakeReferences({grants: [{filter: '_type != "author"', permissions: ['read']}]})
    expect(await first(restricted.references.observeAvailability('ada'))).toBe('PERMISSION_DENIED')
  })
})

describe('formReferenceServices: templates', () => {
  it('offers the target types’ templates with the user’s create permission', async () => {
    const t = await lakeReferences()
    expect(await first<ReferenceTemplateOption[]>(t.references.observeTemplates(['author']))).toEqual([
      {id: 'author', title: 'Author', schemaType: 'author', granted: true},
    ])
    const reader = await lakeReferences({grants: [{filter: '_id in path("**")', permissions: ['read']}]})
    const [option] = await first<ReferenceTemplateOption[]>(reader.references.observeTemplates(['author']))
    expect(option).toMatchObject({id: 'author', granted: false})
    expect(option!.reason).toMatch(/create/)
  })
})

describe('panesWithDocumentBeside', () => {
  const request = {id: 'new-1', type: 'author', template: {id: 'author'}}

  it('opens the document right of the pane showing the current document, closing those after it', () => {
    const panes = [{id: 'post'}, {id: 'p1', params: {type: 'post'}}, {id: 'other'}]
    expect(panesWithDocumentBeside(panes, 'p1', request)).toEqual([
      {id: 'post'},
      {id: 'p1', params: {type: 'post'}},
      {id: '__edit__new-1', params: {type: 'author', template: 'author'}},
    ])
  })

  it('opens it at the end when no segment shows the current document', () => {
    expect(panesWithDocumentBeside([{id: 'post'}], 'root-doc', {id: 'x', type: 'author'})).toEqual([
      {id: 'post'},
      {id: '__edit__x', params: {type: 'author'}},
    ])
  })

  it('groups hits by pair in the order of each pair’s best hit', () => {
    expect(
      groupHitsByPair([
        {id: 'drafts.b', type: 't'},
        {id: 'a', type: 't'},
        {id: 'b', type: 't'},
      ]),
    ).toEqual([
      {id: 'b', type: 't', published: true, draft: true},
      {id: 'a', type: 't', published: true, draft: false},
    ])
  })
})
