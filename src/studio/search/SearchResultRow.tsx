import type {ReactNode} from 'react'
import type {Schema} from '../../types'
import {tokenizeQuery} from './highlightText'
import {DocumentIcon} from '../../ui'
import {RelativeTime, useTranslation} from '../i18n'
import type {SearchHit} from './types'

/** Props of {@link SearchResultRow}. */
export interface SearchResultRowProps {
  hit: SearchHit
  schema: Schema
  query: string
  active: boolean
  debug: boolean
  id: string
  /** The best hit's score, which the debug score is coloured against. */
  maxScore?: number
  onOpen: () => void
  onActivate: () => void
}

/** The title of a hit: its preview's title attribute (a top-level field), else its id. */
export function hitTitle(hit: SearchHit, schema: Schema): string {
  const path = schema.get(hit.hit._type)?.preview?.select?.title
  const value = path ? hit.hit[path] : (hit.hit.title ?? hit.hit.name)
  return typeof value === 'string' && value.trim() !== '' ? value : hit.hit._id
}

/** Marks the query's words (as word prefixes) in a text. */
function highlight(text: string, query: string): ReactNode {
  const words = tokenizeQuery(query)
  if (!words.length) return text
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    'giu',
  )
  const parts = text.split(pattern)
  return parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part))
}

/** The score's tone against the best hit's: critical at 0.1 or below, primary at 0.5 or above. */
function scoreTone(score: number, maxScore: number): 'critical' | 'primary' | undefined {
  const share = maxScore > 0 ? score / maxScore : 0
  if (share <= 0.1) return 'critical'
  if (share >= 0.5) return 'primary'
  return undefined
}

/**
 * One search result (57 px): a document icon, the document's title with the query's words
 * marked, its type and when it was last edited, a dot for its status (a draft, or published),
 * and with `_debug_search_score` its score (critical at 0.1 or below, primary at 0.5 or above,
 * of the best).
 */
export function SearchResultRow(props: SearchResultRowProps) {
  const {hit, schema, query, active, debug, id, onOpen, onActivate} = props
  const {t} = useTranslation()
  const type = schema.get(hit.hit._type)
  const updatedAt = typeof hit.hit._updatedAt === 'string' ? hit.hit._updatedAt : undefined
  const draft = hit.hit._id.startsWith('drafts.')
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      className="vellum-search-result"
      data-active={active || undefined}
      onClick={onOpen}
      onMouseEnter={onActivate}
    >
      <span className="vellum-search-result-icon" aria-hidden>
        <DocumentIcon />
      </span>
      <span className="vellum-search-result-text">
        <span className="vellum-search-result-title">{highlight(hitTitle(hit, schema), query)}</span>
        <span className="vellum-search-result-meta">
          {type?.title ?? hit.hit._type}
          {updatedAt && (
            <>
              {' · '}
              <RelativeTime time={updatedAt} />
            </>
          )}
        </span>
      </span>
      {debug && (
        <span
          className="vellum-search-result-score"
          data-testid="search-score"
          data-tone={scoreTone(hit.score, props.maxScore ?? hit.score)}
        >
          {hit.score.toFixed(2)}
        </span>
      )}
      <span
        className="vellum-search-result-status"
        data-status={draft ? 'draft' : 'published'}
        role="img"
        aria-label={t(draft ? 'search:result.status.draft' : 'search:result.status.published')}
        title={t(draft ? 'search:result.status.draft' : 'search:result.status.published')}
      />
    </div>
  )
}
