import {createElement, useMemo} from 'react'
import type {Chunk} from '../../store'
import {Button, ChevronDownIcon, Menu, MenuDivider, MenuItem} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {CHUNK_ICONS} from './chunkIcons'
import {formatChunkTime} from './HistoryMenu'

/** Props of {@link CompareWithMenu}. */
export interface CompareWithMenuProps {
  /** The chunks that may start the range (older than the version compared), oldest first. */
  chunks: readonly Chunk[]
  /** The id of the chunk the range starts at; null while comparing with the published version (or nothing). */
  selectedChunkId: string | null
  /** Offer 'The published version' (not for live-edit types, whose published document is the current one). */
  offerPublished: boolean
  /** More history can be loaded. */
  canLoadMore: boolean
  loading: boolean
  onSelect: (chunk: Chunk) => void
  /** Goes back to comparing with the published version. */
  onSelectPublished: () => void
  onLoadMore: () => void
}

/**
 * The review-changes panel's choice of the earlier version to compare with: the published
 * version, or the version after any older chunk of the timeline (newest first, with its type,
 * time and icon), paged like the history menu.
 */
export function CompareWithMenu(props: CompareWithMenuProps) {
  const {chunks, selectedChunkId, offerPublished, canLoadMore, loading, onSelect, onSelectPublished, onLoadMore} = props
  const {t} = useStructureTranslation()
  const newestFirst = useMemo(() => [...chunks].reverse(), [chunks])
  const selected = selectedChunkId === null ? undefined : chunks.find((chunk) => chunk.id === selectedChunkId)
  const version = selected
    ? `${t(`history.chunk.${selected.type}`)}, ${formatChunkTime(selected.endTimestamp)}`
    : offerPublished
      ? t('changes.compare-with.published')
      : t('changes.compare-with.choose')
  return (
    <Menu
      placement="bottom-start"
      minWidth={260}
      maxWidth={340}
      aria-label={t('changes.compare-with.label')}
      button={<Button mode="ghost" iconRight={<ChevronDownIcon />} text={t('changes.compare-with', {version})} />}
    >
      {offerPublished ? (
        <MenuItem
          text={t('changes.compare-with.published')}
          selected={selectedChunkId === null}
          onClick={onSelectPublished}
        />
      ) : null}
      {newestFirst.map((chunk) => (
        <MenuItem
          key={chunk.id}
          icon={createElement(CHUNK_ICONS[chunk.type])}
          selected={chunk.id === selectedChunkId}
          textValue={t(`history.chunk.${chunk.type}`)}
          text={
            <span className="vellum-history-chunk" data-chunk-type={chunk.type}>
              <span className="vellum-history-chunk-type">{t(`history.chunk.${chunk.type}`)}</span>
              <span className="vellum-history-chunk-meta">
                <time dateTime={chunk.endTimestamp}>{formatChunkTime(chunk.endTimestamp)}</time>
              </span>
            </span>
          }
          onClick={() => onSelect(chunk)}
        />
      ))}
      {canLoadMore ? (
        <>
          <MenuDivider />
          <MenuItem text={t('history.load-more')} keepOpen disabled={loading} onClick={onLoadMore} />
        </>
      ) : null}
    </Menu>
  )
}
