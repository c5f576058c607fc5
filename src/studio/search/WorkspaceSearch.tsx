import {useCallback, useMemo} from 'react'
import {getPublishedId} from '../../document'
import {useRouter} from '../router'
import {useMediaQuery} from '../navbar/useMediaQuery'
import type {WorkspaceContextValue} from '../shell/WorkspaceContext'
import {createRecentSearchesStore} from './recentSearches'
import {DEBUG_SCORE_HASH, SEARCH_FULLSCREEN_BREAKPOINT} from './searchConstants'
import {SearchDialog} from './SearchDialog'
import {createSearchDefinitions} from './searchFilters'
import {getDocumentTypeNames} from './createSearchRequest'
import type {SearchFunction} from './useSearchState'

/** Props of {@link WorkspaceSearch}. @beta */
export interface WorkspaceSearchProps {
  context: WorkspaceContextValue
  onClose: () => void
}

const localStorageOrUndefined = () => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

/**
 * The search dialog of a signed-in workspace: its schema's fields and the workspace's
 * `search.filters` and `search.operators`, searches through the workspace's client, recent
 * searches in local storage per project and dataset, and a hit opened with the edit intent.
 * @beta
 */
export function WorkspaceSearch({context, onClose}: WorkspaceSearchProps) {
  const {workspace, services} = context
  const router = useRouter()
  const fullscreen = useMediaQuery(`(max-width: ${SEARCH_FULLSCREEN_BREAKPOINT - 1}px)`)
  const {schema} = workspace
  const definitions = useMemo(
    () => createSearchDefinitions({schema, filters: workspace.search.filters, operators: workspace.search.operators}),
    [schema, workspace.search.filters, workspace.search.operators],
  )
  const documentTypes = useMemo(() => getDocumentTypeNames(schema), [schema])
  const recentSearches = useMemo(
    () =>
      createRecentSearchesStore({
        storage: localStorageOrUndefined(),
        projectId: workspace.projectId,
        dataset: workspace.dataset,
        documentTypes,
        definitions,
      }),
    [workspace.projectId, workspace.dataset, documentTypes, definitions],
  )
  const search: SearchFunction = useCallback(
    (request, options) => services.client.textSearch(request, {signal: options.signal, tag: 'search.global'}),
    [services.client],
  )
  const debug = typeof window !== 'undefined' && window.location.hash.includes(DEBUG_SCORE_HASH)
  return (
    <SearchDialog
      onClose={onClose}
      onOpenDocument={(document) =>
        router.navigateIntent({intent: 'edit', params: {id: getPublishedId(document._id), type: document._type}})
      }
      schema={schema}
      definitions={definitions}
      documentTypes={documentTypes}
      search={search}
      recentSearches={recentSearches}
      fullscreen={fullscreen}
      debug={debug}
    />
  )
}
