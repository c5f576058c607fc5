import {describe, expect, it} from 'vitest'
import {LakeError} from '../../src/lake/LakeError'
import {PERMISSIONS, type Permission} from '../../src/lake/grants'
import {checkPermission, compileGrants} from '../../src/lake/grantsEvaluate'
import {BUILT_IN_ROLES, defineRole, getRole, grantsForRoles, type RoleDefinition} from '../../src/lake/roles'

const doc = (_id: string, fields: Record<string, unknown> = {}) => ({_id, _type: 'post', ...fields})

const published = doc('post-1')
const draft = doc('drafts.post-1')
const version = doc('versions.spring.post-1')

const allowedFor = (roleName: string, permission: Permission, document: {_id: string}) =>
  checkPermission(compileGrants(grantsForRoles([roleName])), permission, document)

// Expected answers for [published, draft, version], from spec/lifecycle.md §6 and issue 4.
const everywhere = [true, true, true]
const nowhere = [false, false, false]
const unpublishedOnly = [false, true, true]
const matrix: Record<string, Record<Permission, boolean[]>> = {
  administrator: {read: everywhere, create: everywhere, update: everywhere, history: everywhere},
  editor: {read: everywhere, create: everywhere, update: everywhere, history: everywhere},
  developer: {read: everywhere, create: everywhere, update: everywhere, history: everywhere},
  contributor: {read: everywhere, create: unpublishedOnly, update: unpublishedOnly, history: unpublishedOnly},
  viewer: {read: everywhere, create: nowhere, update: nowhere, history: everywhere},
}

describe('built-in roles', () => {
  it('each have a title, a description and a row in the permission table below', () => {
    expect(BUILT_IN_ROLES.map((role) => role.name).sort()).toEqual(Object.keys(matrix).sort())
    for (const role of BUILT_IN_ROLES) {
      expect(role.title).toMatch(/^[A-Z]/)
      expect(role.description).toBeTruthy()
    }
  })

  const cases = Object.entries(matrix).flatMap(([role, byPermission]) =>
    PERMISSIONS.flatMap((permission) =>
      [published, draft, version].map((document, index) => ({
        role,
        permission,
        document,
        expected: byPermission[permission][index]!,
      })),
    ),
  )

  it.each(cases)('$role: $permission on $document._id is $expected', ({role, permission, document, expected}) => {
    expect(allowedFor(role, permission, document)).toBe(expected)
  })

  it('cover every role × permission × document kind (5 × 4 × 3)', () => {
    expect(cases).toHaveLength(60)
  })

  it('are frozen so a caller cannot widen them', () => {
    expect(Object.isFrozen(BUILT_IN_ROLES)).toBe(true)
    expect(Object.isFrozen(getRole('viewer'))).toBe(true)
    expect(Object.isFrozen(getRole('viewer')!.grants[0])).toBe(true)
  })
})

describe('getRole', () => {
  it('finds a built-in role by name', () => {
    expect(getRole('contributor')?.title).toBe('Contributor')
  })

  it('gives undefined for an unknown name', () => {
    expect(getRole('nobody')).toBeUndefined()
  })
})

describe('grantsForRoles', () => {
  const postWriter = defineRole({
    name: 'post-writer',
    title: 'Post writer',
    grants: [{filter: '_type == "post"', permissions: ['update', 'read', 'create']}],
  })

  it('unites the grants of several roles', () => {
    const grants = grantsForRoles(['viewer', 'post-writer'], [postWriter])
    const compiled = compileGrants(grants)
    expect(checkPermission(compiled, 'history', doc('a', {_type: 'page'}))).toBe(true)
    expect(checkPermission(compiled, 'update', doc('a'))).toBe(true)
    expect(checkPermission(compiled, 'update', doc('a', {_type: 'page'}))).toBe(false)
  })

  it('lists identical grants once, whatever the order of their permissions', () => {
    const same: RoleDefinition = {
      name: 'same',
      title: 'Same',
      grants: [{filter: '_type == "post"', permissions: ['create', 'read', 'update']}],
    }
    expect(grantsForRoles(['post-writer', 'same', 'post-writer'], [postWriter, same])).toEqual([
      {filter: '_type == "post"', permissions: ['read', 'create', 'update']},
    ])
    expect(grantsForRoles(['administrator', 'editor', 'developer'])).toHaveLength(1)
  })

  it('adds no grants for an unknown role name', () => {
    expect(grantsForRoles(['removed-role'])).toEqual([])
    expect(grantsForRoles(['viewer', 'removed-role'])).toEqual(grantsForRoles(['viewer']))
  })

  it('gives no grants for no roles', () => {
    expect(grantsForRoles([])).toEqual([])
  })
})

describe('defineRole', () => {
  const problemsOf = (definition: unknown): string[] => {
    try {
      defineRole(definition as RoleDefinition)
    } catch (error) {
      expect(error).toBeInstanceOf(LakeError)
      expect((error as LakeError).kind).toBe('badRequest')
      return (error as LakeError).details.problems as string[]
    }
    throw new Error('expected defineRole to throw')
  }

  it('accepts a role with filters on _type and on fields, and normalizes it', () => {
    const role = defineRole({
      name: 'approved_writer',
      title: '  Approved writer ',
      description: 'Edits approved posts',
      grants: [
        {filter: '_type == "post" && status == "approved"', permissions: ['update', 'read', 'read']},
        {filter: 'count(tags[@ == "featured"]) > 0', permissions: ['history']},
      ],
    })
    expect(role).toEqual({
      name: 'approved_writer',
      title: 'Approved writer',
      description: 'Edits approved posts',
      grants: [
        {filter: '_type == "post" && status == "approved"', permissions: ['read', 'update']},
        {filter: 'count(tags[@ == "featured"]) > 0', permissions: ['history']},
      ],
    })
    const compiled = compileGrants(role.grants)
    expect(checkPermission(compiled, 'update', doc('p', {status: 'approved'}))).toBe(true)
    expect(checkPermission(compiled, 'update', doc('p', {status: 'draft'}))).toBe(false)
    expect(checkPermission(compiled, 'history', doc('p', {tags: ['featured']}))).toBe(true)
    expect(checkPermission(compiled, 'history', doc('p', {tags: ['other']}))).toBe(false)
  })

  it('accepts a role without grants', () => {
    expect(defineRole({name: 'nothing', title: 'Nothing', grants: []}).grants).toEqual([])
  })

  it.each([
    ['', 'name "" must start with a letter'],
    ['9lives', 'name "9lives" must start with a letter'],
    ['has space', 'name "has space" must start with a letter'],
    ['a'.repeat(65), 'at most 64 characters'],
  ])('refuses the name %j', (name, message) => {
    const [problem] = problemsOf({name, title: 'T', grants: []})
    expect(problem).toContain(message)
  })

  it('refuses the name of a built-in role', () => {
    expect(problemsOf({name: 'editor', title: 'Editor', grants: []})).toEqual(['name "editor" is a built-in role'])
  })

  it('refuses a missing, blank or overlong title and a non-string description', () => {
    expect(problemsOf({name: 'r', grants: []})).toEqual(['title must be a non-empty string'])
    expect(problemsOf({name: 'r', title: '  ', grants: []})).toEqual(['title must be a non-empty string'])
    expect(problemsOf({name: 'r', title: 'x'.repeat(101), grants: []})).toEqual([
      'title must be at most 100 characters',
    ])
    expect(problemsOf({name: 'r', title: 'R', description: 3, grants: []})).toEqual(['description must be a string'])
  })

  it('refuses grants that are not a list, and a role that is not an object', () => {
    expect(problemsOf({name: 'r', title: 'R'})).toEqual(['grants must be a list of {filter, permissions}'])
    expect(problemsOf(null)).toEqual(['a role must be an object with name, title and grants'])
    expect(problemsOf([])).toEqual(['a role must be an object with name, title and grants'])
  })

  it('lists every problem of every grant, naming the grant', () => {
    const problems = problemsOf({
      name: 'broken',
      title: 'Broken',
      grants: [
        {filter: '_type ==', permissions: ['read', 'delete']},
        {filter: '_type == "post"', permissions: []},
        {filter: '', permissions: ['manage']},
        'read everything',
      ],
    })
    expect(problems).toEqual([
      expect.stringMatching(/^grants\[0\]\.filter is not valid GROQ: .*position 8/),
      'grants[0].permissions has unknown permission "delete" (known: read, create, update, history)',
      'grants[1].permissions must be a non-empty list of read, create, update, history',
      'grants[2].filter must be a non-empty GROQ filter string',
      'grants[2].permissions has unknown permission "manage" (known: read, create, update, history)',
      'grants[3] must be an object with a filter and permissions',
    ])
  })

  it.each([
    ['count(*[_type == "post"]) > 0', 'cannot query the dataset with "*"'],
    ['author->name == "Ann"', 'cannot follow references with "->"'],
    ['^._id == "x"', 'cannot use "^"'],
    ['_type == $type', 'cannot use parameters'],
    ['defined(documents::get("x"))', 'cannot use documents:: functions'],
    ['geo::contains(area, point)', 'cannot be evaluated: not implemented'],
  ])('refuses the filter %s, which does not test one document on its own', (filter, message) => {
    const problems = problemsOf({name: 'r', title: 'R', grants: [{filter, permissions: ['read']}]})
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(`grants[0].filter ${message}`)
  })

  it('puts the role name and every problem in the error message', () => {
    expect(() => defineRole({name: 'bad', title: '', grants: [{filter: 'x ==', permissions: ['read']}]})).toThrow(
      /^Invalid role "bad":\n- title must be a non-empty string\n- grants\[0\]\.filter is not valid GROQ/,
    )
  })
})
