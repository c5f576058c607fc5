import {describe, expect, it} from 'vitest'
import type {Grant} from '../../src/lake/grants'
import {compileGrants, type GrantedDocument} from '../../src/lake/grantsEvaluate'
import {
  checkPairPermission,
  PAIR_PERMISSION_ACTIONS,
  type GrantedPair,
  type PairPermissionAction,
} from '../../src/lake/grantsPair'
import {grantsForRoles} from '../../src/lake/roles'

const doc = (_id: string, fields: Record<string, unknown> = {}): GrantedDocument => ({_id, _type: 'post', ...fields})
const grantsOf = (...roles: string[]) => compileGrants(grantsForRoles(roles))
const grant = (filter: string, ...permissions: Grant['permissions']): Grant => ({filter, permissions})

const draft = doc('drafts.post-1', {title: 'Draft', _createdAt: '2024-01-01T00:00:00Z', _rev: 'r2'})
const published = doc('post-1', {title: 'Published', _createdAt: '2024-01-01T00:00:00Z', _rev: 'r1'})
const pairs: Record<string, GrantedPair> = {
  both: {draft, published},
  'draft only': {draft, published: null},
  'published only': {draft: null, published},
}

// Which actions each role may take, per pair state (spec/lifecycle.md §6 and the rules in
// checkPairPermission's documentation). Actions not listed are denied.
const allActions = [...PAIR_PERMISSION_ACTIONS]
const expectations: Record<string, Record<string, PairPermissionAction[]>> = {
  editor: {both: allActions, 'draft only': allActions, 'published only': allActions, 'live-edit': allActions},
  viewer: {
    both: [],
    // Nothing to check: publishing without a draft or unpublishing without a published document
    // is refused by the operation itself, not by grants.
    'draft only': ['unpublish'],
    'published only': ['discardDraft', 'publish'],
    'live-edit': ['discardDraft', 'publish', 'unpublish'],
  },
  contributor: {
    both: ['update', 'create', 'discardDraft', 'duplicate'],
    'draft only': ['update', 'create', 'delete', 'discardDraft', 'unpublish', 'duplicate'],
    'published only': ['update', 'create', 'discardDraft', 'publish', 'duplicate'],
    'live-edit': ['discardDraft', 'publish', 'unpublish'],
  },
}

describe('checkPairPermission for built-in roles', () => {
  const cases = Object.entries(expectations).flatMap(([role, byState]) =>
    Object.entries(byState).flatMap(([state, allowed]) =>
      PAIR_PERMISSION_ACTIONS.map((action) => ({role, state, action, granted: allowed.includes(action)})),
    ),
  )

  it.each(cases)('$role: $action with $state → $granted', ({role, state, action, granted}) => {
    const liveEdit = state === 'live-edit'
    const pair = liveEdit ? pairs.both! : pairs[state]!
    const result = checkPairPermission(grantsOf(role), action, pair, {liveEdit})
    expect(result.granted).toBe(granted)
    if (!granted) expect(result.reason).toMatch(new RegExp(`^Unable to ${action}: not allowed to `))
  })

  it('administrator and developer answer as editor', () => {
    for (const role of ['administrator', 'developer']) {
      for (const action of PAIR_PERMISSION_ACTIONS) {
        expect(checkPairPermission(grantsOf(role), action, pairs.both!).granted).toBe(true)
        expect(checkPairPermission(grantsOf(role), action, pairs.both!, {liveEdit: true}).granted).toBe(true)
      }
    }
  })
})

describe('checkPairPermission reasons', () => {
  const contributor = grantsOf('contributor')
  const viewer = grantsOf('viewer')

  it("lists each missing permission as 'not allowed to …' after 'Unable to {action}'", () => {
    expect(checkPairPermission(contributor, 'publish', pairs.both!)).toEqual({
      granted: false,
      reason:
        'Unable to publish: not allowed to update the published document; not allowed to replace the published document with the draft',
    })
    expect(checkPairPermission(contributor, 'publish', pairs['draft only']!).reason).toBe(
      'Unable to publish: not allowed to create the published document',
    )
    expect(checkPairPermission(contributor, 'delete', pairs.both!).reason).toBe(
      'Unable to delete: not allowed to delete the published document',
    )
    expect(checkPairPermission(contributor, 'unpublish', pairs['published only']!).reason).toBe(
      'Unable to unpublish: not allowed to delete the published document',
    )
    expect(checkPairPermission(viewer, 'unpublish', pairs['published only']!).reason).toBe(
      'Unable to unpublish: not allowed to delete the published document; not allowed to create a draft from the published document',
    )
    expect(checkPairPermission(viewer, 'delete', pairs.both!).reason).toBe(
      'Unable to delete: not allowed to delete the draft document; not allowed to delete the published document',
    )
  })

  it('says a sentence once even when two checks fail with it', () => {
    expect(checkPairPermission(viewer, 'update', pairs['published only']!).reason).toBe(
      'Unable to update: not allowed to create the draft document; not allowed to update the draft document',
    )
    expect(checkPairPermission(viewer, 'update', pairs['draft only']!).reason).toBe(
      'Unable to update: not allowed to update the draft document',
    )
  })

  it('names live-edit checks on the published document', () => {
    expect(checkPairPermission(contributor, 'update', pairs.both!, {liveEdit: true}).reason).toBe(
      'Unable to update: not allowed to update the published document',
    )
    expect(checkPairPermission(contributor, 'duplicate', pairs.both!, {liveEdit: true}).reason).toBe(
      'Unable to duplicate: not allowed to create the duplicate document',
    )
    expect(
      checkPairPermission(contributor, 'create', {draft: null, published: doc('new')}, {liveEdit: true}).reason,
    ).toBe('Unable to create: not allowed to create the published document')
  })

  it("answers 'No document grants' without grants", () => {
    expect(checkPairPermission(compileGrants([]), 'publish', pairs.both!)).toEqual({
      granted: false,
      reason: 'No document grants',
    })
  })

  it('grants a pair with neither document: there is nothing to check', () => {
    for (const action of PAIR_PERMISSION_ACTIONS) {
      expect(checkPairPermission(compileGrants([]), action, {draft: null, published: undefined})).toEqual({
        granted: true,
        reason: `Nothing to check for ${action}`,
      })
    }
  })

  it('says what was allowed when granted', () => {
    expect(checkPairPermission(contributor, 'discardDraft', pairs.both!)).toEqual({
      granted: true,
      reason: 'Allowed to discardDraft',
    })
  })
})

describe('checkPairPermission checks documents as they will be', () => {
  it('publish checks the draft content under the published id, so changing the type can be refused', () => {
    const postsOnly = compileGrants([grant('_type == "post"', 'read', 'create', 'update')])
    const retyped = {draft: doc('drafts.post-1', {_type: 'page'}), published}
    expect(checkPairPermission(postsOnly, 'publish', pairs.both!).granted).toBe(true)
    expect(checkPairPermission(postsOnly, 'publish', retyped)).toEqual({
      granted: false,
      reason:
        'Unable to publish: not allowed to delete the draft document; not allowed to replace the published document with the draft',
    })
  })

  it('publish of a new document needs create, not update, on the published id', () => {
    const createPublished = compileGrants([grant('_id in path("drafts.**")', 'update'), grant('true', 'create')])
    expect(checkPairPermission(createPublished, 'publish', pairs['draft only']!).granted).toBe(true)
    expect(checkPairPermission(createPublished, 'publish', pairs.both!).granted).toBe(false)
  })

  it('unpublish keeps an existing draft, so it needs no create on the draft id', () => {
    const deletePublished = compileGrants([grant('!(_id in path("drafts.**"))', 'update')])
    expect(checkPairPermission(deletePublished, 'unpublish', pairs.both!).granted).toBe(true)
    expect(checkPairPermission(deletePublished, 'unpublish', pairs['published only']!).granted).toBe(false)
  })

  it('update of a document without a draft checks the draft it will create', () => {
    const draftsOfPosts = compileGrants([grant('_id in path("drafts.**") && _type == "post"', 'create', 'update')])
    expect(checkPairPermission(draftsOfPosts, 'update', pairs['published only']!).granted).toBe(true)
    expect(
      checkPairPermission(draftsOfPosts, 'update', {draft: null, published: doc('page-1', {_type: 'page'})}).granted,
    ).toBe(false)
  })

  it('duplicate checks a copy without timestamps or _rev, with the new id', () => {
    const fresh = compileGrants([
      grant('!defined(_createdAt) && !defined(_rev) && string::startsWith(_id, "drafts.copy-")', 'create'),
    ])
    expect(checkPairPermission(fresh, 'duplicate', pairs.both!, {duplicateId: 'copy-1'}).granted).toBe(true)
    expect(checkPairPermission(fresh, 'duplicate', pairs.both!, {duplicateId: 'drafts.copy-1'}).granted).toBe(true)
    expect(checkPairPermission(fresh, 'duplicate', pairs.both!).granted).toBe(false)
  })

  it('duplicate copies the draft, or for live-edit types the published document', () => {
    const draftTitle = compileGrants([grant('title == "Draft"', 'create')])
    expect(checkPairPermission(draftTitle, 'duplicate', pairs.both!).granted).toBe(true)
    expect(checkPairPermission(draftTitle, 'duplicate', pairs.both!, {liveEdit: true}).granted).toBe(false)
    expect(checkPairPermission(draftTitle, 'duplicate', pairs['published only']!).granted).toBe(false)
  })

  it('live-edit acts on the published document only, ignoring a leftover draft', () => {
    const publishedOnly = compileGrants([grant('!(_id in path("drafts.**"))', 'read', 'create', 'update')])
    for (const action of PAIR_PERMISSION_ACTIONS) {
      expect(checkPairPermission(publishedOnly, action, pairs.both!, {liveEdit: true}).granted).toBe(true)
    }
  })

  it('live-edit update of a document that only has a draft creates the published document', () => {
    const createOnly = compileGrants([grant('!(_id in path("drafts.**"))', 'create')])
    expect(checkPairPermission(createOnly, 'update', pairs['draft only']!, {liveEdit: true}).granted).toBe(true)
    expect(checkPairPermission(createOnly, 'update', pairs.both!, {liveEdit: true}).granted).toBe(false)
  })
})
