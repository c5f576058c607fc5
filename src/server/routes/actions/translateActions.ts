import {getPublishedId, getVersionFromId, isDraftId, isRecord, DRAFTS_PREFIX} from '../../../document'
import {applyTransaction, MutationError} from '../../../mutations'
import type {ContentDocument, Mutation, PatchOperations} from '../../../types'
import {actionError, invalidAction} from './actionError'
import {strengthenReferences} from './strengthenReferences'

/** The action types of the Actions API this server carries out. */
export const DOCUMENT_ACTION_TYPES = [
  'sanity.action.document.create',
  'sanity.action.document.edit',
  'sanity.action.document.publish',
  'sanity.action.document.unpublish',
  'sanity.action.document.discard',
  'sanity.action.document.delete',
  'sanity.action.document.replaceDraft',
  'sanity.action.document.version.create',
  'sanity.action.document.version.discard',
  'sanity.action.document.version.replace',
] as const

/** Reads a document as the caller sees it before the transaction: null when missing or not readable. */
export type DocumentReader = (id: string) => ContentDocument | null

/** Actions as one transaction of mutations. */
export interface TranslatedActions {
  mutations: Mutation[]
  /** For each mutation, the index of the action it came from (errors name the action). */
  origins: number[]
  /**
   * What the translation depended on of each stored document — its revision (null: missing)
   * where it used the content, else only whether it existed — so the commit can refuse when
   * that changed before it ran, and concurrent edits of one draft do not refuse each other.
   */
  reads: Map<string, StoredRead>
}

/** What a translation depended on of one stored document. */
export type StoredRead = {revision: string | null} | {exists: boolean}

/** Whether a document as read now still is what a translation depended on. */
export function stillAsRead(document: ContentDocument | null, read: StoredRead): boolean {
  return 'exists' in read ? (document !== null) === read.exists : (document?._rev ?? null) === read.revision
}

const PATCH_OPERATIONS = ['setIfMissing', 'set', 'unset', 'diffMatchPatch', 'inc', 'dec', 'insert']

/** The attributes the lake stamps, left out when a document is copied under another id. */
function contentOf(document: ContentDocument): Record<string, unknown> {
  const {_id, _rev, _updatedAt, ...content} = document
  return content
}

/** Translates one request's actions; see {@link translateActions}. */
class Translation {
  readonly mutations: Mutation[] = []
  readonly origins: number[] = []
  readonly reads = new Map<string, StoredRead>()
  /** Documents as the mutations so far leave them, so later actions see earlier ones. */
  private readonly pending = new Map<string, ContentDocument | null>()

  constructor(private readonly readStored: DocumentReader) {}

  /** A document whose content the translation uses. */
  read(id: string): ContentDocument | null {
    return this.lookup(id, 'content')
  }

  /** Whether a document exists, when nothing else of it matters. */
  exists(id: string): boolean {
    return this.lookup(id, 'existence') !== null
  }

  /** A document as the transaction so far leaves it, recording no dependency (the lake applies the same mutations). */
  private peek(id: string): ContentDocument | null {
    return this.pending.has(id) ? this.pending.get(id)! : this.readStored(id)
  }

  private lookup(id: string, dependsOn: 'content' | 'existence'): ContentDocument | null {
    if (this.pending.has(id)) return this.pending.get(id)!
    const document = this.readStored(id)
    const known = this.reads.get(id)
    if (dependsOn === 'content' && (known === undefined || 'exists' in known))
      this.reads.set(id, {revision: document?._rev ?? null})
    else if (known === undefined) this.reads.set(id, {exists: document !== null})
    return document
  }

  push(index: number, mutations: Mutation[]): void {
    try {
      const applied = applyTransaction((id) => this.peek(id), mutations, {
        transactionId: 'pending',
        timestamp: new Date().toISOString(),
      })
      for (const [id, document] of applied.documents) this.pending.set(id, document)
    } catch (error) {
      // The lake applies the same mutations and reports the failure with its own status.
      if (!(error instanceof MutationError)) throw error
    }
    for (const mutation of mutations) {
      this.mutations.push(mutation)
      this.origins.push(index)
    }
  }
}

function field(action: Record<string, unknown>, index: number, name: string): string {
  const value = action[name]
  if (typeof value !== 'string' || value === '') throw invalidAction(index, `"${name}" must be a non-empty string`)
  return value
}

function optionalString(action: Record<string, unknown>, index: number, name: string): string | undefined {
  if (action[name] === undefined) return undefined
  return field(action, index, name)
}

function optionalBoolean(action: Record<string, unknown>, index: number, name: string): boolean {
  const value = action[name]
  if (value !== undefined && typeof value !== 'boolean') throw invalidAction(index, `"${name}" must be true or false`)
  return value === true
}

/** A draft (`drafts.<id>`) or version (`versions.<release>.<id>`) id of the published id. */
function checkVersionOf(index: number, name: string, id: string, publishedId: string, draftOnly = false): void {
  const ok = draftOnly
    ? id === `${DRAFTS_PREFIX}${publishedId}`
    : (isDraftId(id) || getVersionFromId(id) !== undefined) && getPublishedId(id) === publishedId
  if (!ok)
    throw invalidAction(
      index,
      draftOnly
        ? `"${name}" must be "${DRAFTS_PREFIX}${publishedId}"`
        : `"${name}" must be "${DRAFTS_PREFIX}${publishedId}" or "versions.<release>.${publishedId}", got "${id}"`,
    )
}

function checkPublishedId(index: number, id: string): void {
  if (isDraftId(id) || getVersionFromId(id) !== undefined)
    throw invalidAction(index, `"publishedId" must be a published id, not the draft or version id "${id}"`)
}

function documentAttributes(action: Record<string, unknown>, index: number, name: string): Record<string, unknown> {
  const value = action[name]
  if (!isRecord(value)) throw invalidAction(index, `"${name}" must be a document (an object with "_type")`)
  if (typeof value._type !== 'string' || value._type === '')
    throw invalidAction(index, `"${name}._type" must be a non-empty string`)
  return value
}

function conflict(index: number, type: string, id: string, description: string) {
  return actionError(409, {type, description: `Action ${index}: ${description}`, id}, index)
}

function missing(index: number, id: string, description: string) {
  return actionError(404, {type: 'documentNotFoundError', description: `Action ${index}: ${description}`, id}, index)
}

/** A patch guarding on a revision the caller gave: the lake refuses the transaction with 409 when it differs. */
function guard(id: string, revision: string | undefined): Mutation[] {
  return revision === undefined ? [] : [{patch: {id, ifRevisionID: revision}}]
}

function translateOne(t: Translation, action: Record<string, unknown>, index: number): void {
  const type = action.actionType
  switch (type) {
    case 'sanity.action.document.create': {
      const publishedId = field(action, index, 'publishedId')
      checkPublishedId(index, publishedId)
      const attributes = documentAttributes(action, index, 'attributes')
      const id = attributes._id === undefined ? `${DRAFTS_PREFIX}${publishedId}` : attributes._id
      if (typeof id !== 'string') throw invalidAction(index, '"attributes._id" must be a string')
      checkVersionOf(index, 'attributes._id', id, publishedId)
      const ifExists = action.ifExists ?? 'fail'
      if (ifExists !== 'fail' && ifExists !== 'ignore')
        throw invalidAction(index, '"ifExists" must be "fail" or "ignore"')
      if (t.exists(publishedId))
        throw conflict(
          index,
          'documentAlreadyExistsError',
          publishedId,
          `the published document "${publishedId}" already exists`,
        )
      if (t.exists(id)) {
        if (ifExists === 'ignore') return
        throw conflict(index, 'documentAlreadyExistsError', id, `the document "${id}" already exists`)
      }
      t.push(index, [{create: {...attributes, _id: id, _type: attributes._type as string}}])
      return
    }
    case 'sanity.action.document.edit': {
      const publishedId = field(action, index, 'publishedId')
      checkPublishedId(index, publishedId)
      const draftId = field(action, index, 'draftId')
      checkVersionOf(index, 'draftId', draftId, publishedId)
      const patch = action.patch
      if (!isRecord(patch)) throw invalidAction(index, '"patch" must be an object of patch operations (set, unset, …)')
      const unknown = Object.keys(patch).filter((key) => !PATCH_OPERATIONS.includes(key) && key !== 'ifRevisionID')
      if (unknown.length > 0)
        throw invalidAction(
          index,
          `"patch" has unknown operations ${unknown.join(', ')}; use ${PATCH_OPERATIONS.join(', ')}`,
        )
      const ifRevisionID = patch.ifRevisionID
      if (ifRevisionID !== undefined && typeof ifRevisionID !== 'string')
        throw invalidAction(index, '"patch.ifRevisionID" must be a string')
      const mutations: Mutation[] = []
      if (!t.exists(draftId)) {
        const published = t.read(publishedId)
        // The draft starts as the published document (the commit checks it is still the one read).
        if (published) mutations.push({create: {...contentOf(published), _id: draftId, _type: published._type}})
      }
      mutations.push({
        patch: {...(patch as PatchOperations), id: draftId, ...(ifRevisionID === undefined ? {} : {ifRevisionID})},
      })
      t.push(index, mutations)
      return
    }
    case 'sanity.action.document.publish': {
      const publishedId = field(action, index, 'publishedId')
      checkPublishedId(index, publishedId)
      const draftId = field(action, index, 'draftId')
      checkVersionOf(index, 'draftId', draftId, publishedId, true)
      const ifDraft = optionalString(action, index, 'ifDraftRevisionId')
      const ifPublished = optionalString(action, index, 'ifPublishedRevisionId')
      const draft = t.read(draftId)
      if (!draft) throw missing(index, draftId, `there is no draft "${draftId}" to publish`)
      const published = t.exists(publishedId)
      if (ifPublished !== undefined && !published)
        throw conflict(
          index,
          'documentRevisionIDDoesNotMatchError',
          publishedId,
          `the published document "${publishedId}" does not exist (expected revision "${ifPublished}")`,
        )
      const value = {...strengthenReferences(contentOf(draft)), _id: publishedId, _type: draft._type}
      t.push(index, [
        ...guard(draftId, ifDraft),
        ...guard(publishedId, ifPublished),
        published ? {createOrReplace: value} : {create: value},
        {delete: {id: draftId}},
      ])
      return
    }
    case 'sanity.action.document.unpublish': {
      const publishedId = field(action, index, 'publishedId')
      checkPublishedId(index, publishedId)
      const draftId = field(action, index, 'draftId')
      checkVersionOf(index, 'draftId', draftId, publishedId, true)
      const published = t.read(publishedId)
      if (!published) throw missing(index, publishedId, `the document "${publishedId}" is not published`)
      t.push(index, [
        {delete: {id: publishedId}},
        {createIfNotExists: {...contentOf(published), _id: draftId, _type: published._type}},
      ])
      return
    }
    case 'sanity.action.document.discard':
    case 'sanity.action.document.version.discard': {
      const name = type === 'sanity.action.document.discard' ? 'draftId' : 'versionId'
      const id = field(action, index, name)
      if (name === 'draftId' ? !isDraftId(id) : getVersionFromId(id) === undefined)
        throw invalidAction(
          index,
          `"${name}" must be a ${name === 'draftId' ? 'draft id (drafts.<id>)' : 'version id (versions.<release>.<id>)'}`,
        )
      if (optionalBoolean(action, index, 'purge'))
        throw invalidAction(index, '"purge" (deleting the history too) is not offered by this server; leave it out')
      if (!t.exists(id)) throw missing(index, id, `there is no document "${id}" to discard`)
      t.push(index, [{delete: {id}}])
      return
    }
    case 'sanity.action.document.delete': {
      const publishedId = field(action, index, 'publishedId')
      checkPublishedId(index, publishedId)
      const includeDrafts = action.includeDrafts ?? []
      if (!Array.isArray(includeDrafts) || includeDrafts.some((id) => typeof id !== 'string'))
        throw invalidAction(index, '"includeDrafts" must be an array of draft or version ids')
      for (const id of includeDrafts as string[]) checkVersionOf(index, 'includeDrafts', id, publishedId)
      if (optionalBoolean(action, index, 'purge'))
        throw invalidAction(index, '"purge" (deleting the history too) is not offered by this server; leave it out')
      const draftId = `${DRAFTS_PREFIX}${publishedId}`
      if (!includeDrafts.includes(draftId) && t.exists(draftId))
        throw conflict(
          index,
          'documentHasDraftsError',
          draftId,
          `the draft "${draftId}" exists: list it in "includeDrafts" to delete it too`,
        )
      t.push(
        index,
        [publishedId, ...(includeDrafts as string[])].map((id) => ({delete: {id}})),
      )
      return
    }
    case 'sanity.action.document.replaceDraft': {
      const publishedId = field(action, index, 'publishedId')
      checkPublishedId(index, publishedId)
      const attributes = documentAttributes(action, index, 'attributes')
      const id = attributes._id === undefined ? `${DRAFTS_PREFIX}${publishedId}` : attributes._id
      if (typeof id !== 'string') throw invalidAction(index, '"attributes._id" must be a string')
      checkVersionOf(index, 'attributes._id', id, publishedId, true)
      if (!t.exists(id) && !t.exists(publishedId))
        throw missing(index, publishedId, `neither "${id}" nor "${publishedId}" exists`)
      t.push(index, [{createOrReplace: {...attributes, _id: id, _type: attributes._type as string}}])
      return
    }
    case 'sanity.action.document.version.create': {
      const publishedId = field(action, index, 'publishedId')
      checkPublishedId(index, publishedId)
      if (action.document !== undefined) {
        const document = documentAttributes(action, index, 'document')
        if (typeof document._id !== 'string' || getVersionFromId(document._id) === undefined)
          throw invalidAction(index, '"document._id" must be a version id (versions.<release>.<id>)')
        checkVersionOf(index, 'document._id', document._id, publishedId)
        if (t.exists(document._id))
          throw conflict(
            index,
            'documentAlreadyExistsError',
            document._id,
            `the version "${document._id}" already exists`,
          )
        t.push(index, [{create: {...document, _id: document._id, _type: document._type as string}}])
        return
      }
      const baseId = field(action, index, 'baseId')
      const versionId = field(action, index, 'versionId')
      if (getVersionFromId(versionId) === undefined)
        throw invalidAction(index, '"versionId" must be a version id (versions.<release>.<id>)')
      checkVersionOf(index, 'versionId', versionId, publishedId)
      if (getPublishedId(baseId) !== publishedId)
        throw invalidAction(index, `"baseId" must be an id of "${publishedId}"`)
      const ifBase = optionalString(action, index, 'ifBaseRevisionId')
      const base = t.read(baseId)
      if (!base) throw missing(index, baseId, `there is no document "${baseId}" to create the version from`)
      if (t.exists(versionId))
        throw conflict(index, 'documentAlreadyExistsError', versionId, `the version "${versionId}" already exists`)
      t.push(index, [...guard(baseId, ifBase), {create: {...contentOf(base), _id: versionId, _type: base._type}}])
      return
    }
    case 'sanity.action.document.version.replace': {
      const document = documentAttributes(action, index, 'document')
      if (typeof document._id !== 'string' || getVersionFromId(document._id) === undefined)
        throw invalidAction(index, '"document._id" must be a version id (versions.<release>.<id>)')
      if (!t.exists(document._id))
        throw missing(index, document._id, `there is no version "${document._id}" to replace`)
      t.push(index, [{createOrReplace: {...document, _id: document._id, _type: document._type as string}}])
      return
    }
    default:
      if (
        typeof type === 'string' &&
        (type.startsWith('sanity.action.release.') || type === 'sanity.action.document.version.unpublish')
      )
        throw invalidAction(index, `"${type}" needs content releases, which this server does not offer`)
      throw invalidAction(
        index,
        `unknown "actionType" ${JSON.stringify(type)}; use one of ${DOCUMENT_ACTION_TYPES.join(', ')}`,
      )
  }
}

/**
 * Translates Actions API actions (`sanity.action.document.*`) into the mutations of ONE
 * transaction, reading documents as the caller sees them: create, edit (the draft starts as
 * the published document), publish (the draft's content, references strengthened, under the
 * published id; the draft deleted), unpublish (the published document becomes the draft
 * unless one exists), discard, delete (the published document and the drafts listed, refused
 * while an unlisted draft exists), replaceDraft, and the version actions create, discard and
 * replace. Each action sees what the ones before it did.
 *
 * @throws HttpError 400 (`invalidActionError`) for a malformed or unknown action, 404
 *   (`documentNotFoundError`) for one whose document is missing, 409 for one that finds a
 *   document that must not exist — each with the `actionError` body naming the action's index.
 */
export function translateActions(actions: unknown, read: DocumentReader): TranslatedActions {
  if (!Array.isArray(actions) || actions.length === 0)
    throw actionError(
      400,
      {type: 'invalidActionError', description: '"actions" must be a non-empty array of actions'},
      undefined,
    )
  const translation = new Translation(read)
  actions.forEach((action, index) => {
    if (!isRecord(action)) throw invalidAction(index, 'must be an object with an "actionType"')
    translateOne(translation, action, index)
  })
  return {mutations: translation.mutations, origins: translation.origins, reads: translation.reads}
}
