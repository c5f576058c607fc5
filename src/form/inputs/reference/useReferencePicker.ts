import {useCallback, useState} from 'react'
import type {Path, ReferenceOptions} from '../../../types'
import {useFormServices} from '../../services/useFormServices'
import {useFormTranslation} from '../../translation/useFormTranslation'
import type {FormReferenceServices, ReferenceSearchHit} from './FormReferenceServices'
import {useReferenceSearch, type ReferenceSearch} from './useReferenceSearch'
import {useResolveReferenceFilter} from './useResolveReferenceFilter'

/** What {@link useReferencePicker} gives a reference input. */
export interface ReferencePicker {
  search: ReferenceSearch
  /** The message of a field filter that gave no usable filter, until a hit is picked. */
  filterError: string | null
  /**
   * Whether a picked hit may be stored: it must be one of the current results and of a target
   * type. Otherwise a toast says why. Either way the results close.
   */
  accept: (hit: ReferenceSearchHit) => boolean
}

/**
 * The search of a reference input (same-dataset or cross-dataset): searches `types` through
 * `services` with the field's filter, shows a bad filter as `filterError` and a failed search
 * as the 'Reference search failed' toast, and checks a picked hit against the results.
 */
export function useReferencePicker(
  services: Pick<FormReferenceServices, 'search'> | undefined,
  types: readonly string[],
  options: ReferenceOptions | undefined,
  path: Path,
): ReferencePicker {
  const {toast} = useFormServices()
  const t = useFormTranslation()
  const [filterError, setFilterError] = useState<string | null>(null)
  const resolveFilter = useResolveReferenceFilter(options, path)
  const onSearchError = useCallback(
    (error: unknown) => {
      if (error instanceof Error && error.name === 'ReferenceFilterError') {
        setFilterError(error.message)
        return
      }
      const message = error instanceof Error ? error.message : String(error)
      if (toast) toast.push({status: 'error', title: t('reference.search.failed'), description: message})
      else console.error(error)
    },
    [toast, t],
  )
  const search = useReferenceSearch(services, types, resolveFilter, onSearchError)
  const accept = (hit: ReferenceSearchHit): boolean => {
    const inResults = search.state.hits.some((candidate) => candidate.id === hit.id && candidate.type === hit.type)
    search.reset()
    if (!inResults || !types.includes(hit.type)) {
      const title = inResults
        ? t('reference.search.invalid-type', {type: hit.type})
        : t('reference.search.not-in-results')
      if (toast) toast.push({status: 'error', title})
      else console.error(title)
      return false
    }
    setFilterError(null)
    return true
  }
  return {search, filterError, accept}
}
