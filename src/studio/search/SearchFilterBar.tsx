import {useState, type Dispatch} from 'react'
import type {Schema} from '../../types'
import {
  AddIcon,
  Button,
  CheckmarkIcon,
  ChevronDownIcon,
  CloseIcon,
  IconButton,
  Popover,
  SearchIcon,
  Select,
  TextInput,
  Tooltip,
} from '../../ui'
import {useTranslation} from '../i18n'
import {FilterValueInput} from './FilterValueInput'
import {getFilterKey, isFilterForTypes} from './searchDefinitions'
import {
  FIELD_DESCRIPTION_MAX_LENGTH,
  FIELD_TITLE_MAX_LENGTH,
  TOOLTIP_TYPE_LIMIT,
  TYPE_LIST_MAX_LENGTH,
  TYPE_PILL_MAX_LENGTH,
  TYPE_PILL_MAX_LENGTH_SMALL,
  truncate,
} from './searchConstants'
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
        className="vellum-search-popover"
        content={<TypePicker types={types} documentTypes={documentTypes} dispatch={dispatch} typeTitle={typeTitle} />}
      >
        <Button
          mode="ghost"
          className="vellum-search-types-button"
          data-selected={types.length > 0 || undefined}
          text={typeLabel}
          iconRight={<ChevronDownIcon />}
          aria-label={t('search:document-types.button')}
        />
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
      <Popover
        placement="bottom-start"
        className="vellum-search-popover"
        data-wide
        content={<FilterPicker state={state} dispatch={dispatch} schema={schema} />}
      >
        <Button mode="bleed" icon={<AddIcon />} text={t('search:filters.add')} />
      </Popover>
      {filters.length > 0 && (
        <Button
          mode="bleed"
          className="vellum-search-filter-bar-end"
          text={t('search:filters.clear')}
          onClick={() => dispatch({type: 'TERMS_FILTERS_CLEAR'})}
        />
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
  const toggle = (name: string, selected: boolean) =>
    dispatch({type: selected ? 'TERMS_TYPE_REMOVE' : 'TERMS_TYPE_ADD', typeName: name})
  return (
    <>
      <PopoverFilter
        label={t('search:document-types.filter')}
        value={typed}
        onChange={setTyped}
        empty={shown.length === 0 ? t('search:document-types-no-matches-found') : undefined}
      />
      <ul
        role="listbox"
        aria-multiselectable
        aria-label={t('search:document-types.button')}
        className="vellum-search-option-list"
      >
        {shown.map((name) => {
          const selected = types.includes(name)
          return (
            <li
              key={name}
              role="option"
              aria-selected={selected}
              className="vellum-search-option vellum-search-type-option"
              tabIndex={0}
              onClick={() => toggle(name, selected)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault()
                  toggle(name, selected)
                }
              }}
            >
              <span className="vellum-search-option-check" aria-hidden>
                <CheckmarkIcon />
              </span>
              <span className="vellum-search-option-text">
                <span className="vellum-search-option-title">{truncate(typeTitle(name), TYPE_LIST_MAX_LENGTH)}</span>
              </span>
            </li>
          )
        })}
      </ul>
      {types.length > 0 && (
        <div className="vellum-search-popover-footer">
          <Button
            mode="bleed"
            text={t('search:document-types.clear')}
            onClick={() => dispatch({type: 'TERMS_TYPES_CLEAR'})}
          />
        </div>
      )}
    </>
  )
}

interface FilterPickerProps {
  state: SearchState
  dispatch: Dispatch<SearchAction>
  schema: Schema
}

/**
 * The add-filter picker: a filter box, the pinned filters, then the fields valid for the
 * narrowed types, each with a tooltip of its path, description and document types.
 */
function FilterPicker({state, dispatch, schema}: FilterPickerProps) {
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
  const typeTitle = (name: string) => schema.get(name)?.title ?? name
  const onKey = (event: React.KeyboardEvent, pick: () => void) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      pick()
    }
  }
  return (
    <>
      <PopoverFilter
        label={t('search:filters.filter')}
        value={typed}
        onChange={setTyped}
        empty={pinnedShown.length + fieldsShown.length === 0 ? t('search:filter-no-matches-found') : undefined}
      />
      <ul role="listbox" aria-label={t('search:filters.add')} className="vellum-search-option-list">
        {pinnedShown.map((filter) => {
          const pick = () => add({filterName: filter.name})
          return (
            <li
              key={filter.name}
              role="option"
              aria-selected={false}
              tabIndex={0}
              className="vellum-search-option vellum-search-field-option"
              onClick={pick}
              onKeyDown={(event) => onKey(event, pick)}
            >
              <span className="vellum-search-option-text">
                <span className="vellum-search-option-title">
                  {filter.type === 'pinned' ? t(filter.titleKey) : filter.name}
                </span>
              </span>
            </li>
          )
        })}
        {pinnedShown.length > 0 && fieldsShown.length > 0 && (
          <li role="separator" className="vellum-search-option-separator" />
        )}
        {fieldsShown.map((field) => {
          const pick = () => add({filterName: field.filterName, fieldId: field.id})
          const types = field.documentTypes.map(typeTitle)
          return (
            <Tooltip
              key={field.id}
              placement="right"
              delay={400}
              content={
                <FieldTooltip
                  path={field.fieldPath}
                  description={fieldDescription(schema, field.documentTypes[0], field.fieldPath)}
                  types={types}
                />
              }
            >
              <li
                role="option"
                aria-selected={false}
                tabIndex={0}
                className="vellum-search-option vellum-search-field-option"
                onClick={pick}
                onKeyDown={(event) => onKey(event, pick)}
              >
                <span className="vellum-search-option-text">
                  <span className="vellum-search-option-title">
                    {truncate([...field.titlePath, field.title].join(' / '), FIELD_TITLE_MAX_LENGTH)}
                  </span>
                  <span className="vellum-search-option-subtitle">{listTypes(types)}</span>
                </span>
              </li>
            </Tooltip>
          )
        })}
      </ul>
    </>
  )
}

/** The first {@link TOOLTIP_TYPE_LIMIT} type titles, then '+N'. */
function listTypes(types: string[]): string {
  const shown = types.slice(0, TOOLTIP_TYPE_LIMIT).join(', ')
  return types.length > TOOLTIP_TYPE_LIMIT ? `${shown} +${types.length - TOOLTIP_TYPE_LIMIT}` : shown
}

/** A field's tooltip in the filter picker: its path, description (256 characters at most) and types. */
function FieldTooltip({path, description, types}: {path: string; description?: string; types: string[]}) {
  return (
    <span className="vellum-search-field-tooltip">
      <code>{path}</code>
      {description && <span>{truncate(description, FIELD_DESCRIPTION_MAX_LENGTH)}</span>}
      <span>{listTypes(types)}</span>
    </span>
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
        className="vellum-search-popover"
        onOpenChange={setOpen}
        placement="bottom-start"
        content={
          <div className="vellum-search-filter-editor">
            <h3 className="vellum-search-filter-editor-title">{title}</h3>
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
          aria-label={`${title}: ${t(operator.nameKey)}`}
          text={
            <span className="vellum-search-filter-chip-label">
              <span className="vellum-search-filter-chip-field">{title}</span>{' '}
              <span className="vellum-search-filter-chip-operator">{t(operator.nameKey)}</span>
            </span>
          }
          onKeyDown={(event) => {
            if (event.key === 'Backspace' || event.key === 'Delete') {
              event.preventDefault()
              remove()
            }
          }}
        />
      </Popover>
      <IconButton
        className="vellum-search-filter-chip-remove"
        icon={<CloseIcon />}
        label={t('search:filter.remove', {title})}
        onClick={remove}
      />
    </span>
  )
}

/** The type of the field at a path in one document type (array members by their first member type). */
function fieldTypeAt(schema: Schema, documentType: string | undefined, fieldPath: string): unknown {
  let type: unknown = documentType ? schema.get(documentType) : undefined
  for (const step of fieldPath.replace(/\[\]/g, '').split('.')) {
    const fields = (type as {fields?: Array<{name: string; type: unknown}>} | undefined)?.fields
    type = fields?.find((field) => field.name === step)?.type
    const of = (type as {of?: unknown[]} | undefined)?.of
    if (of && !fields) type = of[0]
  }
  return type
}

/** A field's description (by walking its path in one document type), if its type has one. */
function fieldDescription(schema: Schema, documentType: string | undefined, fieldPath: string): string | undefined {
  const description = (fieldTypeAt(schema, documentType, fieldPath) as {description?: unknown} | undefined)?.description
  return typeof description === 'string' && description.trim() !== '' ? description : undefined
}

/** The document types a reference field may point to (by walking its path in one document type). */
function referenceTargets(schema: Schema, documentType: string | undefined, fieldPath: string): string[] | undefined {
  const type = fieldTypeAt(schema, documentType, fieldPath)
  type Target = {name?: string; type?: unknown}
  const ofArray = (type as {of?: Array<{to?: Target[]}>} | undefined)?.of
  const to = (type as {to?: Target[]} | undefined)?.to ?? ofArray?.find((member) => member.to)?.to
  return to?.map((target) => target.name ?? String(target.type))
}

/** The filter box at the top of the type and filter pickers, and what they say when nothing matches. */
function PopoverFilter(props: {label: string; value: string; onChange: (value: string) => void; empty?: string}) {
  return (
    <>
      <div className="vellum-search-popover-filter">
        <TextInput
          aria-label={props.label}
          placeholder={props.label}
          icon={<SearchIcon />}
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        />
      </div>
      {props.empty !== undefined && <p className="vellum-search-popover-empty">{props.empty}</p>}
    </>
  )
}
