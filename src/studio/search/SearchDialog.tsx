import {useEffect, useMemo, useRef, useState} from 'react'
import {Virtuoso, type VirtuosoHandle} from 'react-virtuoso'
import type {Schema} from '../../types'
import {Button, CloseIcon, Dialog, IconButton, Menu, MenuItem, SearchIcon, TextInput} from '../../ui'
import {useTranslation} from '../i18n'
import type {RecentSearchesStore} from './recentSearches'
import {isValidSearchTerms} from './isValidSearchTerms'
import {
  SEARCH_DIALOG_MAX_HEIGHT,
  SEARCH_DIALOG_MAX_WIDTH,
  SEARCH_DIALOG_TOP,
  SEARCH_RESULT_ROW_HEIGHT,
  RECENT_SEARCH_ROW_HEIGHT,
} from './searchConstants'
import type {SearchDefinitions} from './searchDefinitions'
import {SearchFilterBar} from './SearchFilterBar'
import {SEARCH_ORDERINGS} from './searchOrderings'
import {SearchResultRow} from './SearchResultRow'
import type {RecentSearch, SearchHit} from './types'
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
}

/**
 * The global search dialog (shell spec §2): a query input with a clear button and a spinner,
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

  const frame = fullscreen
    ? {
        position: 'fixed' as const,
        inset: 0,
        width: '100vw',
        height: '100vh',
        maxWidth: 'none',
        maxHeight: 'none',
        margin: 0,
      }
    : {
        position: 'fixed' as const,
        top: SEARCH_DIALOG_TOP,
        left: '50%',
        transform: 'translateX(-50%)',
        width: `min(${SEARCH_DIALOG_MAX_WIDTH}px, calc(100vw - 32px))`,
        maxHeight: `min(${SEARCH_DIALOG_MAX_HEIGHT}px, 88vh)`,
      }

  const resultsHeight = Math.min(hits.length * SEARCH_RESULT_ROW_HEIGHT, fullscreen ? 10_000 : 480)
  const content = useMemo(() => {
    if (!valid) return null
    if (result.error)
      return (
        <div className="vellum-search-message" role="alert">
          <h2>{t('search:error.unspecified-error-title')}</h2>
          <p>{t('search:error.unspecified-error-help-description')}</p>
        </div>
      )
    if (result.loaded && hits.length === 0)
      return (
        <div className="vellum-search-message">
          <h2>{t('search:no-results-title')}</h2>
          <p>{t('search:no-results-help-description')}</p>
        </div>
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
      style={{
        ...frame,
        display: 'flex',
        flexDirection: 'column',
        animation: 'vellum-search-in 0.4s cubic-bezier(0.2, 1.4, 0.4, 1)',
      }}
    >
      <div onKeyDown={onKeyDown} style={{display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1}}>
        <TextInput
          ref={inputRef}
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
              <Menu
                button={<Button mode="bleed" text={t(ordering.titleKey)} aria-label={t('search:ordering.button')} />}
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
                role="listbox"
                aria-label={t('search:results.aria-label')}
                style={{height: resultsHeight, flex: fullscreen ? 1 : undefined}}
              >
                <Virtuoso
                  ref={listRef}
                  data={hits}
                  fixedItemHeight={SEARCH_RESULT_ROW_HEIGHT}
                  style={{height: '100%'}}
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
    return fullscreen ? <p className="vellum-search-message">{t('search:instructions')}</p> : null
  return (
    <section className="vellum-search-recent" aria-label={t('search:recent.title')}>
      <h2 className="vellum-search-recent-title">{t('search:recent.title')}</h2>
      <ul>
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
            <li
              key={`${search.created}-${index}`}
              style={{height: RECENT_SEARCH_ROW_HEIGHT, display: 'flex', alignItems: 'center'}}
            >
              <Button mode="bleed" text={label} onClick={() => onPick(search, index)} />
              <IconButton
                icon={<CloseIcon />}
                label={t('search:recent.remove', {label})}
                onClick={() => onRemove(index)}
              />
            </li>
          )
        })}
      </ul>
      <Button mode="bleed" text={t('search:recent.clear')} onClick={onClear} />
    </section>
  )
}
