import {useEffect, useState} from 'react'
import type {SchemaType} from '../../../types'
import {Autocomplete, type AutocompleteOption} from '../../../ui'
import type {InputElementProps} from '../../resolve/InputProps'
import {fieldElementIds} from '../../field/fieldElementIds'
import type {FormReferenceServices, ReferenceSearchHit} from './FormReferenceServices'
import {ReferencePreview} from './ReferencePreview'
import type {ReferenceSearch} from './useReferenceSearch'
import {useFormTranslation} from '../../translation/useFormTranslation'

/** Props of {@link ReferenceSearchField}. */
export interface ReferenceSearchFieldProps {
  /** Where the result rows' previews come from. */
  services: Pick<FormReferenceServices, 'observePreview'>
  /** The field's compiled type (a `reference` or a `crossDatasetReference`). */
  schemaType: SchemaType
  /** The input's DOM id (its field's title is `{id}-title`). */
  id: string
  elementProps: InputElementProps
  search: ReferenceSearch
  readOnly: boolean
  /** Called with the hit picked from the results. */
  onPick: (hit: ReferenceSearchHit) => void
  /** Focus the input when it appears (after Replace). */
  autoFocus?: boolean
}

/** Result rows rendered with new results; the rest follow a frame later. */
export const FIRST_RESULT_ROWS = 20

interface HitOption extends AutocompleteOption {
  hit: ReferenceSearchHit
}

/**
 * The reference input's search: a combobox labelled by the field's title. Typing searches the
 * target types (debounced, see `useReferenceSearch`); the results show as live previews of the
 * documents with their draft/published status; ArrowUp and ArrowDown move through them, Enter
 * picks one, Escape closes the list. 'No results for “…”' when nothing matches.
 */
export function ReferenceSearchField(props: ReferenceSearchFieldProps) {
  const {services, schemaType, id, elementProps, search, readOnly, onPick, autoFocus} = props
  const t = useFormTranslation()
  const {state} = search
  // New results show their first rows at once and the rest a frame later: each row is a live
  // preview, and 100 of them cost more than the rest of a search (about 60 ms).
  const [shownOf, setShownOf] = useState<{hits: readonly ReferenceSearchHit[]; count: number} | null>(null)
  const shown = shownOf?.hits === state.hits ? shownOf.count : FIRST_RESULT_ROWS
  useEffect(() => {
    if (state.hits.length <= FIRST_RESULT_ROWS) return
    const frame = requestAnimationFrame(() => setShownOf({hits: state.hits, count: state.hits.length}))
    return () => cancelAnimationFrame(frame)
  }, [state.hits])
  // After Replace the menu that was picked from gives focus back to its button as it closes,
  // which is after this field mounted: take it a frame later.
  useEffect(() => {
    if (!autoFocus) return
    const frame = requestAnimationFrame(() => document.getElementById(id)?.focus())
    return () => cancelAnimationFrame(frame)
  }, [autoFocus, id])
  const options: HitOption[] = state.hits.slice(0, shown).map((hit) => ({value: hit.id, label: state.query, hit}))
  return (
    <Autocomplete<HitOption>
      {...elementProps}
      id={id}
      aria-labelledby={fieldElementIds(id).title}
      aria-label={t('reference.search.label', {title: schemaType.title ?? schemaType.name})}
      className="vellum-form-reference-search"
      placeholder={t('reference.search.placeholder')}
      options={options}
      query={state.query}
      onQueryChange={(query) => (query.trim() === '' ? search.reset() : search.search(query))}
      filterOption={() => true}
      loading={state.status === 'loading'}
      loadingLabel={t('reference.search.loading')}
      emptyText={state.status === 'results' ? t('reference.search.no-results', {query: state.query}) : null}
      readOnly={readOnly}
      autoFocus={autoFocus}
      renderOption={(option) => <ReferencePreview services={services} id={option.hit.id} schemaType={schemaType} />}
      onSelect={(option) => onPick(option.hit)}
    />
  )
}
