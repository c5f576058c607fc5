import {evaluate, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import {LakeError} from '../../src/lake/LakeError'
import {grantProblems, isPermission, parseGrantFilter, type Grant} from '../../src/lake/grants'
import {
  checkDocumentPermission,
  checkPermission,
  compileGrants,
  filterReadable,
  readFilter,
  type GrantedDocument,
} from '../../src/lake/grantsEvaluate'
import {grantsForRoles} from '../../src/lake/roles'

const doc = (_id: string, fields: Record<string, unknown> = {}): GrantedDocument => ({_id, _type: 'post', ...fields})
const grant = (filter: string, ...permissions: Grant['permissions']): Grant => ({filter, permissions})

async function query(filter: string, dataset: GrantedDocument[]): Promise<string[]> {
  const result = (await (await evaluate(parse(`*[${filter}]._id`), {dataset})).get()) as string[]
  return result
}

const dataset = [
  doc('post-1', {title: 'Hello'}),
  doc('drafts.post-1', {title: 'Hello again'}),
  doc('versions.spring.post-1'),
  doc('author-1', {_type: 'author', name: 'Ann'}),
  doc('drafts.author-2', {_type: 'author', name: 'Bo', locked: true}),
  doc('page-1', {_type: 'page', tags: ['featured', 'news']}),
  doc('sanity.imageAsset-1', {_type: 'sanity.imageAsset'}),
]

describe('isPermission', () => {
  it('knows exactly read, create, update and history', () => {
    expect(['read', 'create', 'update', 'history'].every(isPermission)).toBe(true)
    expect(['delete', 'manage', 'editHistory', 'READ', 1].some(isPermission)).toBe(false)
  })
})

describe('parseGrantFilter', () => {
  it('parses a filter as one expression, so text cannot escape into the surrounding query', () => {
    expect(parseGrantFilter('true] | order(x)[true').problems[0]).toMatch(/^is not valid GROQ/)
    expect(parseGrantFilter('_type == "post"').tree).toEqual(parse('_type == "post"'))
  })
})

describe('grantProblems', () => {
  it('is empty for a usable grant', () => {
    expect(grantProblems(grant('_type == "post"', 'read'))).toEqual([])
  })

  it('names the grant with the given label', () => {
    expect(grantProblems({filter: 3, permissions: ['read']}, 'acl[1]')).toEqual([
      'acl[1].filter must be a non-empty GROQ filter string',
    ])
  })
})

describe('compileGrants', () => {
  it('throws a badRequest LakeError listing every problem', () => {
    const bad = [grant('_type =='), {filter: 'true', permissions: ['delete']}] as Grant[]
    expect(() => compileGrants(bad)).toThrow(LakeError)
    expect(() => compileGrants(bad)).toThrow(
      /^Invalid grants:\n- grants\[0\]\.filter is not valid GROQ.*\n- grants\[0\]\.permissions must be a non-empty list.*\n- grants\[1\]\.permissions has unknown permission "delete"/,
    )
  })

  it('compiles no grants to grants that allow nothing', () => {
    const compiled = compileGrants([])
    expect(checkPermission(compiled, 'read', doc('a'))).toBe(false)
    expect(readFilter(compiled)).toBeUndefined()
  })
})

describe('checkPermission', () => {
  it('is true when a grant with the permission matches the document', () => {
    const compiled = compileGrants([grant('_type == "post"', 'read', 'update'), grant('_type == "author"', 'read')])
    expect(checkPermission(compiled, 'update', doc('p'))).toBe(true)
    expect(checkPermission(compiled, 'read', doc('a', {_type: 'author'}))).toBe(true)
  })

  it('is false when the matching grant lacks the permission, or no grant matches', () => {
    const compiled = compileGrants([grant('_type == "post"', 'read', 'update'), grant('_type == "author"', 'read')])
    expect(checkPermission(compiled, 'update', doc('a', {_type: 'author'}))).toBe(false)
    expect(checkPermission(compiled, 'read', doc('x', {_type: 'page'}))).toBe(false)
    expect(checkPermission(compiled, 'history', doc('p'))).toBe(false)
  })

  it('tests fields, arrays and functions of the document', () => {
    const compiled = compileGrants([
      grant('defined(title) && title match "hello*"', 'read'),
      grant('"featured" in tags', 'update'),
      grant('string::startsWith(_id, "drafts.") && !(locked == true)', 'create'),
    ])
    expect(checkPermission(compiled, 'read', doc('p', {title: 'Hello world'}))).toBe(true)
    expect(checkPermission(compiled, 'read', doc('p', {title: 'Bye'}))).toBe(false)
    expect(checkPermission(compiled, 'read', doc('p'))).toBe(false)
    expect(checkPermission(compiled, 'update', doc('p', {tags: ['x', 'featured']}))).toBe(true)
    expect(checkPermission(compiled, 'update', doc('p', {tags: 'featured'}))).toBe(false)
    expect(checkPermission(compiled, 'create', doc('drafts.p'))).toBe(true)
    expect(checkPermission(compiled, 'create', doc('drafts.p', {locked: true}))).toBe(false)
    expect(checkPermission(compiled, 'create', doc('p'))).toBe(false)
  })

  it('evaluates identity() as the user the grants were compiled for', () => {
    const grants = [grant('owner._ref == identity()', 'update')]
    const mine = doc('p', {owner: {_type: 'reference', _ref: 'user-1'}})
    expect(checkPermission(compileGrants(grants, {identity: 'user-1'}), 'update', mine)).toBe(true)
    expect(checkPermission(compileGrants(grants, {identity: 'user-2'}), 'update', mine)).toBe(false)
    expect(checkPermission(compileGrants(grants), 'update', mine)).toBe(false)
  })

  it('evaluates now() at the given timestamp', () => {
    const grants = [grant('dateTime(embargo) < dateTime(now())', 'read')]
    const embargoed = doc('p', {embargo: '2030-01-01T00:00:00Z'})
    expect(
      checkPermission(compileGrants(grants, {timestamp: new Date('2029-12-31T00:00:00Z')}), 'read', embargoed),
    ).toBe(false)
    expect(
      checkPermission(compileGrants(grants, {timestamp: new Date('2030-01-02T00:00:00Z')}), 'read', embargoed),
    ).toBe(true)
  })

  it('treats a filter that is not a boolean as not matching', () => {
    const compiled = compileGrants([grant('title', 'read')])
    expect(checkPermission(compiled, 'read', doc('p', {title: 'yes'}))).toBe(false)
  })

  it('matches every document with _id in path("**"), drafts and versions included', () => {
    const compiled = compileGrants([grant('_id in path("**")', 'read')])
    expect(dataset.every((document) => checkPermission(compiled, 'read', document))).toBe(true)
  })
})

describe('checkDocumentPermission', () => {
  const compiled = compileGrants(grantsForRoles(['contributor']))

  it('grants a null or undefined document, even without grants', () => {
    expect(checkDocumentPermission(compiled, 'update', null)).toEqual({
      granted: true,
      reason: 'Null document, nothing to check',
    })
    expect(checkDocumentPermission(compileGrants([]), 'update', undefined).granted).toBe(true)
  })

  it('answers "No document grants" when there are no grants', () => {
    expect(checkDocumentPermission(compileGrants([]), 'read', doc('p'))).toEqual({
      granted: false,
      reason: 'No document grants',
    })
  })

  it('says which permission on which document was granted or denied', () => {
    expect(checkDocumentPermission(compiled, 'update', doc('drafts.p'))).toEqual({
      granted: true,
      reason: 'A grant allows update on drafts.p',
    })
    expect(checkDocumentPermission(compiled, 'update', doc('p'))).toEqual({
      granted: false,
      reason: 'No grant allows update on p',
    })
  })
})

describe('filterReadable', () => {
  it('keeps the readable documents, in order, as the same objects', () => {
    const compiled = compileGrants([grant('_type == "author"', 'read'), grant('_type == "post"', 'update')])
    const readable = filterReadable(compiled, dataset)
    expect(readable.map((document) => document._id)).toEqual(['author-1', 'drafts.author-2'])
    expect(readable[0]).toBe(dataset[3])
  })
})

describe('readFilter', () => {
  it('is undefined when nothing is readable', () => {
    expect(readFilter(compileGrants([grant('true', 'update', 'create')]))).toBeUndefined()
  })

  it("is 'true' when a read grant matches every document", () => {
    expect(readFilter(compileGrants([grant('_type == "a"', 'read'), grant('_id in path("**")', 'read')]))).toBe('true')
    expect(readFilter(compileGrants([grant(' true ', 'read')]))).toBe('true')
    expect(readFilter(compileGrants(grantsForRoles(['contributor'])))).toBe('true')
  })

  it('ORs the read filters, each in parentheses, once each', () => {
    const compiled = compileGrants([
      grant('_type == "a" || _type == "b"', 'read'),
      grant('_type == "c"', 'update'),
      grant('_type == "a" || _type == "b"', 'read', 'history'),
      grant('defined(title)', 'read'),
    ])
    expect(readFilter(compiled)).toBe('(_type == "a" || _type == "b") || (defined(title))')
  })

  it('keeps precedence when combined with another filter', async () => {
    const filter = readFilter(compileGrants([grant('_type == "author" || _type == "page"', 'read')]))!
    expect(await query(`_id in path("drafts.**") && ${filter}`, dataset)).toEqual(['drafts.author-2'])
  })

  it('cannot be cut short by a // comment in a filter', async () => {
    const compiled = compileGrants([
      grant('_type == "author" // authors only\n', 'read'),
      grant('_type == "page"', 'read'),
    ])
    const filter = readFilter(compiled)!
    expect(() => parse(`*[${filter}]`)).not.toThrow()
    expect(await query(filter, dataset)).toEqual(['author-1', 'drafts.author-2', 'page-1'])
  })

  it.each<[string, Grant[]]>([
    ['contributor', grantsForRoles(['contributor'])],
    ['a type', [grant('_type == "author"', 'read')]],
    [
      'drafts of a type and tagged pages',
      [grant('_id in path("drafts.**") && _type == "author"', 'read'), grant('"news" in tags', 'read')],
    ],
    ['versions', [grant('_id in path("versions.**")', 'read', 'update')]],
    ['unlocked documents', [grant('!(locked == true)', 'read')]],
  ])('selects in a real query the same documents as filterReadable: %s', async (_name, grants) => {
    const compiled = compileGrants(grants)
    const expected = filterReadable(compiled, dataset).map((document) => document._id)
    expect(await query(readFilter(compiled)!, dataset)).toEqual(expected)
  })
})
