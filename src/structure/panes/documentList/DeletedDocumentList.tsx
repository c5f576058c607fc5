import {useCallback, useEffect, useMemo, useState} from 'react'
import {getPublishedId} from '../../../document'
import {StateLink} from '../../../studio'
import type {ContentDocument, DeletedDocument, ObjectSchemaType} from '../../../types'
import {Button, Spinner} from '../../../ui'
import {useDocumentPreview} from '../../document/useDocumentPreview'
import {formatChunkTime} from '../../history/HistoryMenu'
import {useUsers} from '../../history/useUsers'
import {useStructureTranslation} from '../../i18n'
import type {StructureRouterState} from '../../router'
import {useDocumentServices} from '../../services/useDocumentServices'

/** Deleted documents fetched per page. */
export const DELETED_DOCUMENTS_PAGE_SIZE = 50

/** One deleted document of the list: the newest deletion of its draft or published version. */
export interface DeletedListEntry {
  /** Its published id (the document pane's id). */
  id: string
  deleted: DeletedDocument
}

/** Props of {@link DeletedDocumentList}. */
export interface DeletedDocumentListProps {
  /** The list's schema type: its deleted documents are listed. */
  schemaType: ObjectSchemaType
  /**
   * Where a row's link goes: the document opened to the right at the `rev` time id of its last
   * version (`{end time in ms}/{revision}`), shown read-only with Restore.
   */
  rowState: (entry: DeletedListEntry, timeId: string) => StructureRouterState
}

interface DeletedPages {
  status: 'loading' | 'loaded' | 'error'
  entries: DeletedListEntry[]
  nextCursor: string | null
  error?: unknown
}

/**
 * The recently deleted documents of a type, newest deletion first, 50 at a time with 'Load
 * more': each row titled by its type's preview of its last version, with when and by whom it
 * was deleted; a row opens that version (read-only, with Restore) to the right. A document
 * whose draft or published version exists again is left out (a discarded draft of a
 * published document is not a deleted document).
 */
export function DeletedDocumentList({schemaType, rowState}: DeletedDocumentListProps) {
  const {t} = useStructureTranslation()
  const {client} = useDocumentServices()
  const [pages, setPages] = useState<DeletedPages>({status: 'loading', entries: [], nextCursor: null})
  const [cursor, setCursor] = useState<string | undefined>(undefined)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let cancelled = false
    const load = async () => {
      const page = await client.history.deleted({
        type: schemaType.name,
        limit: DELETED_DOCUMENTS_PAGE_SIZE,
        ...(cursor === undefined ? {} : {before: cursor}),
      })
      const ids = [...new Set(page.documents.map((deleted) => getPublishedId(deleted.documentId)))]
      // Whatever exists again (created anew, or a draft deleted while its published version stays).
      const existing =
        ids.length === 0
          ? []
          : await client.fetch<string[]>(
              '*[_id in $ids || _id in $drafts]._id',
              {ids, drafts: ids.map((id) => `drafts.${id}`)},
              {perspective: 'raw'},
            )
      return {page, existing: new Set(existing.map(getPublishedId))}
    }
    load().then(
      ({page, existing}) => {
        if (cancelled) return
        setPages((previous) => {
          const entries = cursor === undefined ? [] : [...previous.entries]
          const seen = new Set(entries.map((entry) => entry.id))
          for (const deleted of page.documents) {
            const id = getPublishedId(deleted.documentId)
            if (seen.has(id) || existing.has(id)) continue
            seen.add(id)
            entries.push({id, deleted})
          }
          return {status: 'loaded', entries, nextCursor: page.nextCursor}
        })
      },
      (error: unknown) => {
        if (!cancelled) setPages((previous) => ({...previous, status: 'error', error}))
      },
    )
    return () => {
      cancelled = true
    }
  }, [client, schemaType.name, cursor, attempt])

  const authors = useUsers(useMemo(() => pages.entries.map((entry) => entry.deleted.deletedBy), [pages.entries]))
  // Each asks for a page: it shows as loading until the page is here.
  const loadMore = useCallback(() => {
    setPages((previous) => ({...previous, status: 'loading'}))
    setCursor(pages.nextCursor ?? undefined)
  }, [pages.nextCursor])
  const retry = useCallback(() => {
    setPages((previous) => ({...previous, status: 'loading'}))
    setAttempt((count) => count + 1)
  }, [])

  if (pages.status === 'error' && pages.entries.length === 0) {
    return (
      <div className="vellum-structure-pane-message" data-tone="critical" role="alert">
        <p className="vellum-structure-pane-message-title">{t('document-list.deleted.error')}</p>
        <p>{pages.error instanceof Error ? pages.error.message : String(pages.error)}</p>
        <Button text={t('document-list.error.retry')} onClick={retry} />
      </div>
    )
  }
  if (pages.status === 'loading' && pages.entries.length === 0) {
    return (
      <div className="vellum-structure-pane-message">
        <Spinner label={t('document-list.deleted.loading')} />
      </div>
    )
  }
  if (pages.entries.length === 0 && pages.nextCursor === null)
    return <p className="vellum-structure-pane-message">{t('document-list.deleted.empty')}</p>
  return (
    <div className="vellum-structure-deleted-list">
      <ul className="vellum-structure-deleted-rows" aria-label={t('document-list.deleted.label')}>
        {pages.entries.map((entry) => (
          <DeletedDocumentRow
            key={entry.id}
            entry={entry}
            schemaType={schemaType}
            author={authors.get(entry.deleted.deletedBy)?.displayName}
            rowState={rowState}
          />
        ))}
      </ul>
      {pages.nextCursor !== null ? (
        <div className="vellum-structure-deleted-more">
          <Button
            text={t('document-list.deleted.load-more')}
            mode="ghost"
            loading={pages.status === 'loading'}
            onClick={loadMore}
          />
        </div>
      ) : null}
    </div>
  )
}

interface DeletedDocumentRowProps {
  entry: DeletedListEntry
  schemaType: ObjectSchemaType
  author: string | undefined
  rowState: DeletedDocumentListProps['rowState']
}

/** One deleted document: its last version fetched for its title and the time id of its link. */
function DeletedDocumentRow({entry, schemaType, author, rowState}: DeletedDocumentRowProps) {
  const {t} = useStructureTranslation()
  const {client} = useDocumentServices()
  const [lastVersion, setLastVersion] = useState<ContentDocument | null | undefined>(undefined)
  const {documentId, revision, deletedAt} = entry.deleted
  useEffect(() => {
    let cancelled = false
    client.history.documents([documentId], {revision}).then(
      ([document]) => !cancelled && setLastVersion(document ?? null),
      () => !cancelled && setLastVersion(null),
    )
    return () => {
      cancelled = true
    }
  }, [client, documentId, revision])
  const {title} = useDocumentPreview(lastVersion ?? undefined, schemaType)
  // The version's own time names its chunk in the timeline; the deletion's time is later.
  const versionTime = Date.parse(lastVersion?._updatedAt ?? deletedAt)
  const when = formatChunkTime(deletedAt)
  return (
    <li>
      <StateLink
        state={rowState(entry, `${versionTime}/${revision}`)}
        className="vellum-structure-document-row"
        data-document-id={entry.id}
        aria-busy={lastVersion === undefined || undefined}
      >
        <span className="vellum-structure-document-row-text">
          <span className="vellum-structure-document-row-title">
            {lastVersion === undefined ? t('document-list.row-loading') : (title ?? t('document-list.untitled'))}
          </span>
          <span className="vellum-structure-document-row-subtitle">
            {author
              ? t('document-list.deleted.by', {time: when, name: author})
              : t('document-list.deleted.at', {time: when})}
          </span>
        </span>
      </StateLink>
    </li>
  )
}
