import {useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode} from 'react'
import {Virtuoso, type VirtuosoHandle} from 'react-virtuoso'
import type {Schema} from '../../types'
import {
  Button,
  ChevronDownIcon,
  CloseIcon,
  Dialog,
  ErrorIcon,
  IconButton,
  Menu,
  MenuItem,
  SearchIcon,
  TextInput,
} from '../../ui'
import {useTranslation} from '../i18n'
import type {RecentSearchesStore} from './recentSearches'
import {isValidSearchTerms} from './isValidSearchTerms'
import {SEARCH_DIALOG_MAX_WIDTH, SEARCH_RESULT_ROW_HEIGHT} from './searchConstants'
import type {SearchDefinitions} from './searchDefinitions'
import {SearchFilterBar} from './SearchFilterBar'
import {SEARCH_ORDERINGS} from './searchOrderings'
import {SearchResultRow} from './SearchResultRow'
import type {RecentSearch, SearchHit, SearchTerms} from './types'
import {useSearchState, type SearchFunction} from './useSearchState'

/** Props of {@link SearchDialog}. @beta */
export interface SearchDialogProps {
  onClose: () => void
  /** Opens a hit's document (the studio sends the edit intent). */
  onOpenDocument: (document: {_id: string; _type: string}) => void
  schema: Schema
  definitions: SearchDefinitions
  /** The document types offered in the type picker. */
  documentTypes: string[]
  search: SearchFunction
  recentSearches: RecentSearchesStore
  /** Fill the screen (narrow widths) instead of a centred dialog. */
  fullscreen?: boolean
  /** Show each hit's score (`_debug_search_score`). */
  debug?: boolean
  /** Debounce of new searches (default 300 ms). */
  debounceMs?: number
  /** The terms it opens with; none by default. */
  initialTerms?: Partial<SearchTerms>
}

/**
 * The global search dialog: a query input with a clear button and a spinner,
 * the type picker and filter chips, then either recent searches (no valid terms yet) or the
 * ordering menu and the results in a virtual list (57 px rows), a no-results or an error
 * message. ArrowUp/ArrowDown move through the results, Enter opens the active one, Escape closes.
 * @beta
 */
export function SearchDialog(props: SearchDialogProps) {
  const {schema, definitions, search, recentSearches, fullscreen = false, debug = false} = props
  const {t} = useTranslation()
  const [state, dispatch] = useSearchState({
    definitions,
    schema,
    search,
    fullscreen,
    debug,
    debounceMs: props.debounceMs,
    initialTerms: props.initialTerms,
  })
  const [recent, setRecent] = useState<RecentSearch[]>(() => recentSearches.get())
  // The active row belongs to the terms it was chosen for: new terms start at the top.
  const [activeRow, setActiveRow] = useState<{terms: unknown; index: number}>({terms: null, index: 0})
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<VirtuosoHandle>(null)
  const {terms, result, ordering} = state
  const valid = isValidSearchTerms(terms, definitions)
  const hits = result.hits
  const active = activeRow.terms === terms ? activeRow.index : 0
  const setActive = (index: number) => setActiveRow({terms, index})

  useEffect(() => listRef.current?.scrollIntoView({index: active}), [active])

  const open = (hit: SearchHit) => {
    setRecent(recentSearches.add(terms))
    props.onOpenDocument({_id: hit.hit._id, _type: hit.hit._type})
    props.onClose()
  }
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!valid || hits.length === 0) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const next = Math.min(hits.length - 1, Math.max(0, active + (event.key === 'ArrowDown' ? 1 : -1)))
      setActive(next)
      dispatch({type: 'LAST_ACTIVE_INDEX_SET', index: next})
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault()
      open(hits[active])
    }
  }
  const optionId = (index: number) => `vellum-search-result-${index}`

  const content = useMemo(() => {
    if (!valid) return null
    if (result.error)
      return (
        <SearchMessage
          alert
          icon={<ErrorIcon />}
          title={t('search:error.unspecified-error-title')}
          text={t('search:error.unspecified-error-help-description')}
        />
      )
    if (result.loaded && hits.length === 0)
      return (
        <SearchMessage
          icon={<SearchIcon />}
          title={t('search:no-results-title')}
          text={t('search:no-results-help-description')}
        />
      )
    return null
  }, [valid, result.error, result.loaded, hits.length, t])

  return (
    <Dialog
      aria-label={t('search:dialog.aria-label')}
      onClose={props.onClose}
      closeOnOutsideClick
      initialFocus={inputRef}
      className="vellum-search-dialog"
      data-fullscreen={fullscreen || undefined}
      width={fullscreen ? 'none' : SEARCH_DIALOG_MAX_WIDTH}
    >
      <div className="vellum-search-content" onKeyDown={onKeyDown}>
        <div className="vellum-search-query">
          <TextInput
            ref={inputRef}
            className="vellum-search-query-input"
            role="combobox"
            aria-label={t('search:query.aria-label')}
            aria-expanded={valid && hits.length > 0}
            aria-controls="vellum-search-results"
            aria-activedescendant={valid && hits[active] ? optionId(active) : undefined}
            aria-autocomplete="list"
            placeholder={t('search:query.placeholder')}
            icon={<SearchIcon />}
            loading={result.loading}
            value={terms.query}
            onChange={(event) => dispatch({type: 'TERMS_QUERY_SET', query: event.currentTarget.value})}
            suffix={
              terms.query !== '' ? (
                <IconButton
                  icon={<CloseIcon />}
                  label={t('search:query.clear')}
                  onClick={() => {
                    dispatch({type: 'TERMS_QUERY_SET', query: ''})
                    inputRef.current?.focus()
                  }}
                />
              ) : undefined
            }
          />
          {fullscreen && <Button mode="bleed" text={t('dialog.close')} onClick={props.onClose} />}
        </div>
        <SearchFilterBar
          state={state}
          dispatch={dispatch}
          schema={schema}
          documentTypes={props.documentTypes}
          search={search}
          small={fullscreen}
        />
        {valid ? (
          <>
            <div className="vellum-search-results-header">
              {result.loaded && !result.error ? (
                <span className="vellum-search-results-count" role="status">
                  {t(state.nextCursor ? 'search:results.count-more' : 'search:results.count', {count: hits.length})}
                </span>
              ) : null}
              <Menu
                button={
                  <Button
                    mode="bleed"
                    text={t(ordering.titleKey)}
                    iconRight={<ChevronDownIcon />}
                    aria-label={t('search:ordering.button')}
                  />
                }
              >
                {Object.values(SEARCH_ORDERINGS).map((option) => (
                  <MenuItem
                    key={option.name}
                    text={t(option.titleKey)}
                    selected={option.name === ordering.name}
                    onClick={() => dispatch({type: 'ORDERING_SET', ordering: option})}
                  />
                ))}
              </Menu>
            </div>
            {content ?? (
              <div
                id="vellum-search-results"
                className="vellum-search-results"
                role="listbox"
                aria-label={t('search:results.aria-label')}
                style={{'--vellum-search-rows': hits.length} as CSSProperties}
              >
                <Virtuoso
                  ref={listRef}
                  className="vellum-search-results-list"
                  data={hits}
                  fixedItemHeight={SEARCH_RESULT_ROW_HEIGHT}
                  computeItemKey={(_, hit) => hit.hit._id}
                  endReached={() => {
                    if (state.nextCursor && !result.loading) dispatch({type: 'PAGE_INCREMENT'})
                  }}
                  itemContent={(index, hit) => (
                    <SearchResultRow
                      id={optionId(index)}
                      hit={hit}
                      schema={schema}
                      query={terms.query}
                      active={index === active}
                      debug={state.debug}
                      maxScore={hits[0]?.score ?? 0}
                      onOpen={() => open(hit)}
                      onActivate={() => setActive(index)}
                    />
                  )}
                />
              </div>
            )}
          </>
        ) : (
          <RecentSearches
            recent={recent}
            schema={schema}
            onPick={(search, index) =>
              dispatch({
                type: 'TERMS_SET',
                terms: {query: search.terms.query, types: search.terms.typeNames},
                filters: search.filters,
                recentIndex: index,
              })
            }
            onRemove={(index) => setRecent(recentSearches.remove(index))}
            onClear={() => setRecent(recentSearches.clear())}
            fullscreen={fullscreen}
          />
        )}
      </div>
    </Dialog>
  )
}

interface SearchMessageProps {
  icon: ReactNode
  title: string
  text: string
  /** An error: announced at once. */
  alert?: boolean
}

/** A centred message in place of the results: instructions, no results, or an error. */
function SearchMessage({icon, title, text, alert}: SearchMessageProps) {
  return (
    <div className="vellum-search-message" role={alert ? 'alert' : undefined}>
      <span className="vellum-search-message-icon" aria-hidden>
        {icon}
      </span>
      <h2 className="vellum-search-message-title">{title}</h2>
      <p className="vellum-search-message-text">{text}</p>
    </div>
  )
}

interface RecentSearchesProps {
  recent: RecentSearch[]
  schema: Schema
  onPick: (search: RecentSearch, index: number) => void
  onRemove: (index: number) => void
  onClear: () => void
  fullscreen: boolean
}

/** The recent searches of the dataset, newest first, each to run again or remove. */
function RecentSearches({recent, schema, onPick, onRemove, onClear, fullscreen}: RecentSearchesProps) {
  const {t} = useTranslation()
  if (recent.length === 0)
    return fullscreen ? (
      <SearchMessage icon={<SearchIcon />} title={t('search:dialog.aria-label')} text={t('search:instructions')} />
    ) : null
  return (
    <section className="vellum-search-recent" aria-label={t('search:recent.title')}>
      <h2 className="vellum-search-recent-title">{t('search:recent.title')}</h2>
      <ul className="vellum-search-recent-list">
        {recent.map((search, index) => {
          const types = search.terms.typeNames.map((name) => schema.get(name)?.title ?? name).join(', ')
          const label = [
            search.terms.query,
            types,
            search.filters.length ? t('search:recent.filters', {count: search.filters.length}) : '',
          ]
            .filter(Boolean)
            .join(' · ')
          return (
            <li key={`${search.created}-${index}`} className="vellum-search-recent-item">
              <Button mode="bleed" icon={<SearchIcon />} text={label} onClick={() => onPick(search, index)} />
              <IconButton
                className="vellum-search-recent-remove"
                icon={<CloseIcon />}
                label={t('search:recent.remove', {label})}
                onClick={() => onRemove(index)}
              />
            </li>
          )
        })}
      </ul>
      <div className="vellum-search-recent-footer">
        <Button mode="bleed" text={t('search:recent.clear')} onClick={onClear} />
      </div>
    </section>
  )
}
