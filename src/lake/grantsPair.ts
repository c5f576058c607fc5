import {getDraftId, getPublishedId} from '../document'
import type {Permission} from './grants'
import {
  checkDocumentPermission,
  type CompiledGrants,
  type GrantedDocument,
  type PermissionCheckResult,
} from './grantsEvaluate'

/**
 * The document operations whose permissions depend on both halves of a draft/published pair.
 * @public
 */
export type PairPermissionAction =
  'delete' | 'discardDraft' | 'publish' | 'unpublish' | 'update' | 'duplicate' | 'create'

/** Every {@link PairPermissionAction}. */
export const PAIR_PERMISSION_ACTIONS: readonly PairPermissionAction[] = Object.freeze([
  'delete',
  'discardDraft',
  'publish',
  'unpublish',
  'update',
  'duplicate',
  'create',
])

/**
 * The two halves of a document: either may be missing.
 * @public
 */
export interface GrantedPair {
  /** The draft (`drafts.<id>`); null or undefined when there is none. */
  draft: GrantedDocument | null | undefined
  /** The published document; null or undefined when there is none. */
  published: GrantedDocument | null | undefined
}

/**
 * Options of {@link checkPairPermission}.
 * @public
 */
export interface PairPermissionOptions {
  /** Whether the type is live-edit: then only the published document is acted on. */
  liveEdit?: boolean
  /**
   * The published id the duplicate will get. The grants are checked against the copy with this
   * id; when left out a placeholder id ({@link DUPLICATE_PLACEHOLDER_ID}) is used, which is
   * right for filters that test `drafts.`/`versions.` prefixes and content but not exact ids.
   */
  duplicateId?: string
}

/** The published id a duplicate is checked with when no `duplicateId` is given. */
export const DUPLICATE_PLACEHOLDER_ID = 'duplicate-placeholder-id'

interface Requirement {
  permission: Permission
  document: GrantedDocument | null | undefined
  /** Completes "not allowed to …". */
  description: string
}

/**
 * Checks whether the grants allow an operation on a draft/published pair. Each operation needs
 * some combination of update or create on the draft or the published document; live-edit
 * types need only the published document.
 *
 * Deleting a document needs `update` on it: the grant model has no separate delete permission.
 * A missing half is not checked ("a null document is granted"); the operation's own disabled
 * reasons (NOTHING_TO_DELETE, NOT_PUBLISHED, …) report what is missing. Documents that will
 * exist after the operation are checked with their future id: a draft published as `post-1`
 * is checked as `{...draft, _id: 'post-1'}`.
 *
 * | action | not live-edit | live-edit |
 * |---|---|---|
 * | update | draft exists: update on the draft; else create and update on the published document copied to the draft id (the first edit creates the draft) | published exists: update on it; else create on the draft copied to the published id |
 * | create | create on the new document (draft, else published) with the draft id | create on it with the published id |
 * | delete | update on the draft and on the published document | update on the published document |
 * | discardDraft | update on the draft | nothing to check (live-edit has no drafts) |
 * | publish | update on the draft (it is deleted); then, if published exists, update on it and on the draft's content under the published id, else create on the draft's content under the published id | nothing to check (live-edit publishes on every edit) |
 * | unpublish | update on the published document (it is deleted); create on its copy with the draft id unless a draft exists (the existing draft is kept) | nothing to check |
 * | duplicate | create on a copy of the draft (else published), without timestamps and `_rev`, with the draft id of the new document | create on a copy of the published document (else draft) with the new published id |
 *
 * @param compiled - grants from {@link compileGrants}
 * @param action - the operation
 * @param pair - the draft and published documents, each possibly null
 * @param options - live-edit and the duplicate's id
 * @returns `{granted: true}`, or `{granted: false, reason}` where the reason is
 *   `Unable to {action}: not allowed to …; not allowed to …`; with no grants at all the reason
 *   is "No document grants"
 * @example
 * ```ts
 * checkPairPermission(contributorGrants, 'publish', {draft, published: null})
 * // {granted: false, reason: 'Unable to publish: not allowed to create the published document'}
 * ```
 * @public
 */
export function checkPairPermission(
  compiled: CompiledGrants,
  action: PairPermissionAction,
  pair: GrantedPair,
  options: PairPermissionOptions = {},
): PermissionCheckResult {
  const requirements = pairRequirements(action, pair, options)
  const checked = requirements.filter((requirement) => requirement.document)
  if (checked.length === 0) return {granted: true, reason: `Nothing to check for ${action}`}
  if (compiled.grants.length === 0) return {granted: false, reason: 'No document grants'}
  const denied = checked.filter(
    (requirement) => !checkDocumentPermission(compiled, requirement.permission, requirement.document).granted,
  )
  if (denied.length === 0) return {granted: true, reason: `Allowed to ${action}`}
  // The same sentence may come from two checks (e.g. create and update on a new draft).
  const reasons = [...new Set(denied.map((requirement) => `not allowed to ${requirement.description}`))]
  return {granted: false, reason: `Unable to ${action}: ${reasons.join('; ')}`}
}

function withId(document: GrantedDocument | null | undefined, id: string): GrantedDocument | undefined {
  return document ? {...document, _id: id} : undefined
}

function withoutTimestamps(document: GrantedDocument | null | undefined): GrantedDocument | null | undefined {
  if (!document) return document
  const {_createdAt: _created, _updatedAt: _updated, _rev: _revision, ...rest} = document
  return rest as GrantedDocument
}

function pairRequirements(
  action: PairPermissionAction,
  pair: GrantedPair,
  options: PairPermissionOptions,
): Requirement[] {
  const {draft, published} = pair
  const anyId = draft?._id ?? published?._id
  if (anyId === undefined) return []
  const publishedId = getPublishedId(anyId)
  const draftId = getDraftId(anyId)
  const liveEdit = options.liveEdit === true

  switch (action) {
    case 'update':
      if (liveEdit) {
        return published
          ? [{permission: 'update', document: published, description: 'update the published document'}]
          : [{permission: 'create', document: withId(draft, publishedId), description: 'create the published document'}]
      }
      if (draft) return [{permission: 'update', document: draft, description: 'update the draft document'}]
      return [
        {permission: 'create', document: withId(published, draftId), description: 'create the draft document'},
        {permission: 'update', document: withId(published, draftId), description: 'update the draft document'},
      ]
    case 'create': {
      const source = liveEdit ? (published ?? draft) : (draft ?? published)
      return liveEdit
        ? [{permission: 'create', document: withId(source, publishedId), description: 'create the published document'}]
        : [{permission: 'create', document: withId(source, draftId), description: 'create the draft document'}]
    }
    case 'delete':
      if (liveEdit) return [{permission: 'update', document: published, description: 'delete the published document'}]
      return [
        {permission: 'update', document: draft, description: 'delete the draft document'},
        {permission: 'update', document: published, description: 'delete the published document'},
      ]
    case 'discardDraft':
      if (liveEdit) return []
      return [{permission: 'update', document: draft, description: 'discard the draft document'}]
    case 'publish': {
      if (liveEdit || !draft) return []
      const result = withId(draft, publishedId)
      return [
        {permission: 'update', document: draft, description: 'delete the draft document'},
        ...(published
          ? [
              {permission: 'update', document: published, description: 'update the published document'} as const,
              {
                permission: 'update',
                document: result,
                description: 'replace the published document with the draft',
              } as const,
            ]
          : [{permission: 'create', document: result, description: 'create the published document'} as const]),
      ]
    }
    case 'unpublish':
      if (liveEdit || !published) return []
      return [
        {permission: 'update', document: published, description: 'delete the published document'},
        ...(draft
          ? []
          : [
              {
                permission: 'create',
                document: withId(published, draftId),
                description: 'create a draft from the published document',
              } as const,
            ]),
      ]
    case 'duplicate': {
      const source = withoutTimestamps(liveEdit ? (published ?? draft) : (draft ?? published))
      const newPublishedId = getPublishedId(options.duplicateId ?? DUPLICATE_PLACEHOLDER_ID)
      return liveEdit
        ? [
            {
              permission: 'create',
              document: withId(source, newPublishedId),
              description: 'create the duplicate document',
            },
          ]
        : [
            {
              permission: 'create',
              document: withId(source, getDraftId(newPublishedId)),
              description: 'create the duplicate draft document',
            },
          ]
    }
  }
}
