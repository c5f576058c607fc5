import {useState, type Dispatch} from 'react'
import type {Schema} from '../../types'
import {AddIcon, Button, CloseIcon, IconButton, Popover, Select, TextInput} from '../../ui'
import {useTranslation} from '../i18n'
import {FilterValueInput} from './FilterValueInput'
import {getFilterKey, isFilterForTypes} from './searchDefinitions'
import {TYPE_PILL_MAX_LENGTH, TYPE_PILL_MAX_LENGTH_SMALL, truncate} from './searchConstants'
import type {SearchAction, SearchState} from './searchReducer'
import type {SearchFilter} from './types'
import type {SearchFunction} from './useSearchState'

/** Props of {@link SearchFilterBar}. */
export interface SearchFilterBarProps {
  state: SearchState
  dispatch: Dispatch<SearchAction>
  schema: Schema
  documentTypes: string[]
  search?: SearchFunction
  small?: boolean
}

/** Whether every part of the typed text (split on spaces) is in one of the texts, case-insensitively. */
const matchesText = (typed: string, ...texts: string[]) => {
  const haystack = texts.join(' ').toLowerCase()
  return typed
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((part) => haystack.includes(part))
}

/**
 * The bar under the query: the document-type picker and the chosen types as pills, a chip per
 * filter (its editor opens on click, and at once for a filter just added; Backspace or Delete
 * removes it), the add-filter picker and Clear filters.
 */
export function SearchFilterBar({state, dispatch, schema, documentTypes, search, small}: SearchFilterBarProps) {
  const {t} = useTranslation()
  const {types, filters, query} = state.terms
  const pillMax = (small ? TYPE_PILL_MAX_LENGTH_SMALL : TYPE_PILL_MAX_LENGTH) - query.length
  const typeTitle = (name: string) => schema.get(name)?.title ?? name
  const typeLabel = types.length
    ? truncate(types.map(typeTitle).join(', '), Math.max(pillMax, 8))
    : t('search:document-types.all')
  return (
    <div className="vellum-search-filter-bar" role="group" aria-label={t('search:filters.aria-label')}>
      <Popover
        placement="bottom-start"
        content={<TypePicker types={types} documentTypes={documentTypes} dispatch={dispatch} typeTitle={typeTitle} />}
      >
        <Button mode="ghost" text={typeLabel} aria-label={t('search:document-types.button')} />
      </Popover>
      {filters.map((filter) => (
        <FilterChip
          key={getFilterKey(filter)}
          filter={filter}
          state={state}
          dispatch={dispatch}
          schema={schema}
          search={search}
        />
      ))}
      <Popover placement="bottom-start" content={<FilterPicker state={state} dispatch={dispatch} />}>
        <Button mode="bleed" icon={<AddIcon />} text={t('search:filters.add')} />
      </Popover>
      {filters.length > 0 && (
        <Button mode="bleed" text={t('search:filters.clear')} onClick={() => dispatch({type: 'TERMS_FILTERS_CLEAR'})} />
      )}
    </div>
  )
}

interface TypePickerProps {
  types: string[]
  documentTypes: string[]
  dispatch: Dispatch<SearchAction>
  typeTitle: (name: string) => string
}

/** The document-type picker: a filter box (title or name, case-insensitive) and a checkbox per type. */
function TypePicker({types, documentTypes, dispatch, typeTitle}: TypePickerProps) {
  const {t} = useTranslation()
  const [typed, setTyped] = useState('')
  const shown = documentTypes.filter((name) => matchesText(typed, typeTitle(name), name))
  return (
    <div className="vellum-search-type-picker" style={{width: 300}}>
      <TextInput
        aria-label={t('search:document-types.filter')}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
      {shown.length === 0 && <p>{t('search:document-types-no-matches-found')}</p>}
      <ul
        role="listbox"
        aria-multiselectable
        aria-label={t('search:document-types.button')}
        style={{maxHeight: 500, overflow: 'auto'}}
      >
        {shown.map((name) => {
          const selected = types.includes(name)
          return (
            <li
              key={name}
              role="option"
              aria-selected={selected}
              className="vellum-search-type-option"
              style={{height: 37}}
              tabIndex={0}
              onClick={() => dispatch({type: selected ? 'TERMS_TYPE_REMOVE' : 'TERMS_TYPE_ADD', typeName: name})}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault()
                  dispatch({type: selected ? 'TERMS_TYPE_REMOVE' : 'TERMS_TYPE_ADD', typeName: name})
                }
              }}
            >
              {typeTitle(name)}
            </li>
          )
        })}
      </ul>
      {types.length > 0 && (
        <Button
          mode="bleed"
          text={t('search:document-types.clear')}
          onClick={() => dispatch({type: 'TERMS_TYPES_CLEAR'})}
        />
      )}
    </div>
  )
}

/** The add-filter picker: a filter box, the pinned filters, then the fields valid for the narrowed types. */
function FilterPicker({state, dispatch}: {state: SearchState; dispatch: Dispatch<SearchAction>}) {
  const {t} = useTranslation()
  const [typed, setTyped] = useState('')
  const {definitions, terms} = state
  const firstOperator = (filterName: string) =>
    definitions.filters.get(filterName)?.operators.find((item) => item.type === 'item')?.name
  const pinned = [...definitions.filters.values()].filter((filter) => filter.type === 'pinned')
  const fields = [...definitions.fields.values()].filter((field) =>
    isFilterForTypes({filterName: field.filterName, fieldId: field.id, operatorType: ''}, terms.types, definitions),
  )
  const add = (filter: Omit<SearchFilter, 'operatorType'>) => {
    const operatorType = firstOperator(filter.filterName)
    if (operatorType) dispatch({type: 'TERMS_FILTERS_ADD', filter: {...filter, operatorType}})
  }
  const pinnedShown = pinned.filter((filter) => filter.type === 'pinned' && matchesText(typed, t(filter.titleKey)))
  const fieldsShown = fields.filter((field) => matchesText(typed, field.title, ...field.titlePath, field.fieldPath))
  return (
    <div
      className="vellum-search-filter-picker"
      style={{width: 'min(calc(100vw - 40px), 420px)', maxHeight: 500, overflow: 'auto'}}
    >
      <TextInput
        aria-label={t('search:filters.filter')}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
      {pinnedShown.length + fieldsShown.length === 0 && <p>{t('search:filter-no-matches-found')}</p>}
      <ul role="listbox" aria-label={t('search:filters.add')}>
        {pinnedShown.map((filter) => (
          <li
            key={filter.name}
            role="option"
            aria-selected={false}
            tabIndex={0}
            style={{height: 45}}
            onClick={() => add({filterName: filter.name})}
          >
            {filter.type === 'pinned' ? t(filter.titleKey) : filter.name}
          </li>
        ))}
        {fieldsShown.map((field) => (
          <li
            key={field.id}
            role="option"
            aria-selected={false}
            tabIndex={0}
            style={{height: 45}}
            title={`${field.fieldPath} · ${field.documentTypes.slice(0, 10).join(', ')}${field.documentTypes.length > 10 ? ` +${field.documentTypes.length - 10}` : ''}`}
            onClick={() => add({filterName: field.filterName, fieldId: field.id})}
          >
            {[...field.titlePath, field.title].join(' / ')}
          </li>
        ))}
      </ul>
    </div>
  )
}

interface FilterChipProps {
  filter: SearchFilter
  state: SearchState
  dispatch: Dispatch<SearchAction>
  schema: Schema
  search?: SearchFunction
}

/** A filter's chip: its field and operator; click to edit; Backspace or Delete removes it. */
function FilterChip({filter, state, dispatch, search, schema}: FilterChipProps) {
  const {t} = useTranslation()
  const key = getFilterKey(filter)
  const [open, setOpen] = useState(state.lastAddedFilter === key)
  const {definitions} = state
  const definition = definitions.filters.get(filter.filterName)
  const field = filter.fieldId ? definitions.fields.get(filter.fieldId) : undefined
  const operator = definitions.operators.get(filter.operatorType)
  const title = definition?.type === 'pinned' ? t(definition.titleKey) : (field?.title ?? filter.filterName)
  if (!definition || !operator) {
    return (
      <span className="vellum-search-filter-chip" data-invalid>
        {t('search:error.display-filter-title')}
      </span>
    )
  }
  const referenceTypes = field ? referenceTargets(schema, field.documentTypes[0], field.fieldPath) : undefined
  const remove = () => dispatch({type: 'TERMS_FILTERS_REMOVE', filterKey: key})
  return (
    <span className="vellum-search-filter-chip">
      <Popover
        open={open}
        onOpenChange={setOpen}
        placement="bottom-start"
        content={
          <div className="vellum-search-filter-editor" style={{width: 300}}>
            <Select
              aria-label={t('search:filter.operator')}
              value={filter.operatorType}
              onChange={(event) =>
                dispatch({type: 'TERMS_FILTERS_SET_OPERATOR', filterKey: key, operatorType: event.currentTarget.value})
              }
            >
              {definition.operators.map((item, index) =>
                item.type === 'item' ? (
                  <option key={item.name} value={item.name}>
                    {t(definitions.operators.get(item.name)?.nameKey ?? item.name)}
                  </option>
                ) : (
                  <option key={`divider-${index}`} disabled>
                    ──────
                  </option>
                ),
              )}
            </Select>
            <FilterValueInput
              operator={operator}
              value={filter.value}
              onChange={(value) => dispatch({type: 'TERMS_FILTERS_SET_VALUE', filterKey: key, value})}
              search={search}
              referenceTypes={referenceTypes}
            />
          </div>
        }
      >
        <Button
          mode="ghost"
          text={`${title}: ${t(operator.nameKey)}`}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' || event.key === 'Delete') {
              event.preventDefault()
              remove()
            }
          }}
        />
      </Popover>
      <IconButton icon={<CloseIcon />} label={t('search:filter.remove', {title})} onClick={remove} />
    </span>
  )
}

/** The document types a reference field may point to (by walking its path in one document type). */
function referenceTargets(schema: Schema, documentType: string | undefined, fieldPath: string): string[] | undefined {
  let type = documentType ? schema.get(documentType) : undefined
  for (const step of fieldPath.replace(/\[\]/g, '').split('.')) {
    const fields = (type as {fields?: Array<{name: string; type: typeof type}>} | undefined)?.fields
    type = fields?.find((field) => field.name === step)?.type
    const of = (type as {of?: Array<typeof type>} | undefined)?.of
    if (of && !fields) type = of[0]
  }
  type Target = {name?: string; type?: unknown}
  const ofArray = (type as {of?: Array<{to?: Target[]}>} | undefined)?.of
  const to = (type as {to?: Target[]} | undefined)?.to ?? ofArray?.find((member) => member.to)?.to
  return to?.map((target) => target.name ?? String(target.type))
}
