import {createElement, useCallback, useMemo} from 'react'
import type {Chunk, TimelineState} from '../../store'
import {Button, ChevronDownIcon, createIcon, Menu, MenuDivider, MenuItem} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {CHUNK_ICONS} from './chunkIcons'
import type {ChangeAuthor} from '../changes/ChangeListContext'
import {useUsers} from './useUsers'

/** A clock: history. */
const HistoryIcon = createIcon(
  'HistoryIcon',
  <>
    <circle cx={12} cy={12} r={7.5} />
    <path d="M12 8v4.2l2.8 1.8" />
  </>,
)

/** Props of {@link HistoryMenu}. */
export interface HistoryMenuProps {
  /** The timeline's state; null until the menu is first opened. */
  state: TimelineState | null
  /** The id of the chunk shown (a selected revision), null for the current version. */
  selectedChunkId: string | null
  /** Called when the menu opens or closes (opening starts fetching the history). */
  onOpenChange: (open: boolean) => void
  open: boolean
  /** Shows the document as it was after a chunk; the latest chunk is the current version. */
  onSelect: (chunk: Chunk) => void
  /** Fetches the next 50 older transactions. */
  onLoadMore: () => void
  /** Names of the chunks' authors; unknown ones read 'Unknown user'. */
  resolveAuthor?: (id: string) => ChangeAuthor | undefined
}

const noAuthor = () => undefined

/** A chunk's time, short and in the reader's locale. */
export function formatChunkTime(timestamp: string): string {
  return new Date(timestamp).toLocaleString(undefined, {dateStyle: 'medium', timeStyle: 'short'})
}

/**
 * The document pane header's history menu: the document's history as chunks, newest first —
 * what happened (created, edited, published, unpublished, discarded, deleted) with its icon,
 * when, and by whom — paged 50 transactions at a time ('Load older history'). 'No document
 * history' when there is none; a history fetch error is shown and stops the timeline.
 */
export function HistoryMenu(props: HistoryMenuProps) {
  const {state, selectedChunkId, open, onOpenChange, onSelect, onLoadMore, resolveAuthor = noAuthor} = props
  const {t} = useStructureTranslation()
  const chunks = useMemo(() => [...(state?.chunks ?? [])].reverse(), [state?.chunks])
  const name = (id: string) => resolveAuthor(id)?.displayName ?? t('history.unknown-author')
  let body
  if (!state || (state.loading && chunks.length === 0)) {
    body = <MenuItem text={t('history.loading')} disabled />
  } else if (state.error && chunks.length === 0) {
    body = <MenuItem text={t('history.error', {message: state.error.message})} tone="critical" disabled />
  } else if (chunks.length === 0) {
    body = <MenuItem text={t('history.empty')} disabled />
  } else {
    body = (
      <>
        {chunks.map((chunk, index) => (
          <MenuItem
            key={chunk.id}
            icon={createElement(CHUNK_ICONS[chunk.type])}
            selected={selectedChunkId === null ? index === 0 : selectedChunkId === chunk.id}
            textValue={t(`history.chunk.${chunk.type}`)}
            text={
              <span className="vellum-history-chunk" data-chunk-type={chunk.type}>
                <span className="vellum-history-chunk-type">
                  {t(`history.chunk.${chunk.type}`)}
                  {index === 0 ? ` · ${t('history.current')}` : ''}
                </span>
                <span className="vellum-history-chunk-meta">
                  <time dateTime={chunk.endTimestamp}>{formatChunkTime(chunk.endTimestamp)}</time>
                  {' · '}
                  {chunk.authors.map(name).join(', ')}
                </span>
              </span>
            }
            onClick={() => onSelect(chunk)}
          />
        ))}
        {state.error ? (
          <MenuItem text={t('history.error', {message: state.error.message})} tone="critical" disabled />
        ) : !state.reachedEarliestEntry ? (
          <>
            <MenuDivider />
            <MenuItem text={t('history.load-more')} keepOpen disabled={state.loading} onClick={onLoadMore} />
          </>
        ) : null}
      </>
    )
  }
  return (
    <Menu
      open={open}
      onOpenChange={onOpenChange}
      placement="bottom-end"
      minWidth={280}
      maxWidth={360}
      className="vellum-history-menu"
      aria-label={t('history.menu-label')}
      button={<Button mode="bleed" icon={<HistoryIcon />} iconRight={<ChevronDownIcon />} text={t('history.menu')} />}
    >
      {body}
    </Menu>
  )
}

/**
 * The {@link HistoryMenu} of a document pane: its authors' names and pictures are fetched
 * through the workspace client.
 */
export function DocumentHistoryMenu(props: Omit<HistoryMenuProps, 'resolveAuthor'>) {
  const chunks = props.state?.chunks
  const users = useUsers(useMemo(() => (chunks ?? []).flatMap((chunk) => chunk.authors), [chunks]))
  const resolveAuthor = useCallback((id: string) => users.get(id), [users])
  return <HistoryMenu {...props} resolveAuthor={resolveAuthor} />
}
