import type {ReactNode} from 'react'
import type {Schema} from '../../types'
import {tokenizeQuery} from './highlightText'
import {SEARCH_RESULT_ROW_HEIGHT} from './searchConstants'
import type {SearchHit} from './types'

/** Props of {@link SearchResultRow}. */
export interface SearchResultRowProps {
  hit: SearchHit
  schema: Schema
  query: string
  active: boolean
  debug: boolean
  id: string
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

/**
 * One search result: the document's title with the query's words marked, its type, and with
 * `_debug_search_score` its score (critical at 0.1 or below, primary at 0.5 or above, of the best).
 */
export function SearchResultRow({hit, schema, query, active, debug, id, onOpen, onActivate}: SearchResultRowProps) {
  const type = schema.get(hit.hit._type)
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      className="vellum-search-result"
      data-active={active || undefined}
      style={{height: SEARCH_RESULT_ROW_HEIGHT, boxSizing: 'border-box'}}
      onClick={onOpen}
      onMouseEnter={onActivate}
    >
      <span className="vellum-search-result-title">{highlight(hitTitle(hit, schema), query)}</span>
      <span className="vellum-search-result-type">{type?.title ?? hit.hit._type}</span>
      {debug && (
        <span className="vellum-search-result-score" data-testid="search-score">
          {hit.score.toFixed(2)}
        </span>
      )}
    </div>
  )
}
