import {describe, expect, it} from 'vitest'
import {checkPermission, compileGrants, type GrantedDocument} from '../../src/lake/grantsEvaluate'
import {DEBUG_ROLE_NAMES, debugRoleGrants, parseDebugRoles, type DebugRoleName} from '../../src/lake/grantsDebug'
import {grantsForRoles} from '../../src/lake/roles'

const doc = (_id: string, fields: Record<string, unknown> = {}): GrantedDocument => ({_id, _type: 'post', ...fields})
const can = (
  roles: DebugRoleName[],
  permission: 'read' | 'create' | 'update' | 'history',
  document: GrantedDocument,
  restrictedTypes?: string[],
) =>
  checkPermission(compileGrants(debugRoleGrants(roles, restrictedTypes ? {restrictedTypes} : {})), permission, document)

describe('parseDebugRoles', () => {
  it('reads _debug_roles from the hash, with or without #', () => {
    expect(parseDebugRoles('#_debug_roles=contributor')).toEqual(['contributor'])
    expect(parseDebugRoles('_debug_roles=viewer,restricted')).toEqual(['viewer', 'restricted'])
  })

  it('finds the parameter among other hash parameters and decodes it', () => {
    expect(parseDebugRoles('#show_own&_debug_roles=read%2Cwrite&fake_others')).toEqual(['read', 'write'])
    expect(parseDebugRoles('#_debug_roles= viewer , requiresApproval ')).toEqual(['viewer', 'requiresApproval'])
  })

  it('drops unknown and repeated names', () => {
    expect(parseDebugRoles('#_debug_roles=contributor,nobody,contributor')).toEqual(['contributor'])
    expect(parseDebugRoles('#_debug_roles=')).toEqual([])
    expect(parseDebugRoles('#_debug_roles')).toEqual([])
    expect(parseDebugRoles('#_debug_roles=%E0%A4%A')).toEqual([])
  })

  it('is undefined without the parameter', () => {
    expect(parseDebugRoles('')).toBeUndefined()
    expect(parseDebugRoles('#sid=abcdefghijklmnopqrstu')).toBeUndefined()
    expect(parseDebugRoles('#x_debug_roles=viewer')).toBeUndefined()
  })
})

describe('debugRoleGrants', () => {
  it('maps the built-in role names to the built-in grants', () => {
    for (const name of ['administrator', 'editor', 'developer', 'contributor', 'viewer'] as const) {
      expect(debugRoleGrants([name])).toEqual(grantsForRoles([name]))
    }
  })

  it('maps read to the viewer grants', () => {
    expect(debugRoleGrants(['read'])).toEqual(grantsForRoles(['viewer']))
  })

  it('lets write read, create and update everything but not see history', () => {
    expect(can(['write'], 'update', doc('post-1'))).toBe(true)
    expect(can(['write'], 'create', doc('drafts.post-1'))).toBe(true)
    expect(can(['write'], 'history', doc('post-1'))).toBe(false)
  })

  it('lets restricted edit drafts of some types only', () => {
    expect(can(['restricted'], 'read', doc('page-1', {_type: 'page'}))).toBe(true)
    expect(can(['restricted'], 'update', doc('drafts.post-1'))).toBe(true)
    expect(can(['restricted'], 'update', doc('versions.r.post-1'))).toBe(true)
    expect(can(['restricted'], 'update', doc('post-1'))).toBe(false)
    expect(can(['restricted'], 'update', doc('drafts.page-1', {_type: 'page'}))).toBe(false)
    expect(can(['restricted'], 'update', doc('drafts.page-1', {_type: 'page'}), ['page'])).toBe(true)
    expect(can(['restricted'], 'update', doc('drafts.post-1'), ['page'])).toBe(false)
  })

  it('lets requiresApproval edit unlocked documents only', () => {
    expect(can(['requiresApproval'], 'update', doc('post-1'))).toBe(true)
    expect(can(['requiresApproval'], 'update', doc('post-1', {locked: false}))).toBe(true)
    expect(can(['requiresApproval'], 'update', doc('post-1', {locked: true}))).toBe(false)
    expect(can(['requiresApproval'], 'history', doc('post-1', {locked: true}))).toBe(true)
  })

  it('unites several debug roles', () => {
    expect(can(['viewer', 'write'], 'history', doc('post-1'))).toBe(true)
    expect(can(['viewer', 'write'], 'update', doc('post-1'))).toBe(true)
  })

  it('gives every debug role grants that compile', () => {
    for (const name of DEBUG_ROLE_NAMES) expect(() => compileGrants(debugRoleGrants([name]))).not.toThrow()
    expect(debugRoleGrants([])).toEqual([])
  })
})
