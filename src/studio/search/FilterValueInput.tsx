import {useEffect, useState} from 'react'
import {isRecord} from '../../document'
import {Button, Select, Switch, TextInput} from '../../ui'
import {useTranslation} from '../i18n'
import type {SearchOperator} from './searchDefinitions'
import type {SearchFunction} from './useSearchState'
import {DateFilterField} from './DateFilterField'
import {REFERENCE_PICKER_LIMIT} from './searchConstants'
import {DATE_LAST_UNITS} from './operators/dateValues'

/** Props of {@link FilterValueInput}. */
export interface FilterValueInputProps {
  operator: SearchOperator
  value: unknown
  onChange: (value: unknown) => void
  /** For reference filters: the search the document picker asks (limit 100). */
  search?: SearchFunction
  /** For reference filters: the document types the picker offers. */
  referenceTypes?: string[]
}

const parseNumber = (text: string): number | null => {
  const number = Number.parseFloat(text)
  return Number.isFinite(number) ? number : null
}
const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {})
/**
 * The value editor of a filter, chosen by its operator's input kind: a text, a number, a
 * number range (array counts too), true/false, a date (typed, or picked in a calendar; with an
 * include-time switch), a date range, 'last N days/months/years', or a document picker for references. A plugin operator
 * brings its own `inputComponent`.
 */
export function FilterValueInput({operator, value, onChange, search, referenceTypes}: FilterValueInputProps) {
  const {t} = useTranslation()
  if (operator.inputComponent) {
    const Input = operator.inputComponent
    return <Input value={value} onChange={onChange} />
  }
  const v = record(value)
  switch (operator.inputKind) {
    case 'none':
      return null
    case 'string':
    case 'stringList':
    case 'arrayList':
      return (
        <TextInput
          aria-label={t('search:filter.value')}
          value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )
    case 'number':
      return (
        <TextInput
          type="number"
          aria-label={t('search:filter.value')}
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(event) => onChange(parseNumber(event.currentTarget.value))}
        />
      )
    case 'numberRange':
      return (
        <div className="vellum-search-filter-range">
          {(['from', 'to'] as const).map((end) => (
            <TextInput
              key={end}
              type="number"
              aria-label={t(end === 'from' ? 'search:filter.from' : 'search:filter.to')}
              value={typeof v[end] === 'number' ? String(v[end]) : ''}
              onChange={(event) => onChange({...v, [end]: parseNumber(event.currentTarget.value)})}
            />
          ))}
        </div>
      )
    case 'boolean':
      return (
        <Select
          aria-label={t('search:filter.value')}
          value={value === false ? 'false' : 'true'}
          onChange={(event) => onChange(event.currentTarget.value === 'true')}
        >
          <option value="true">{t('search:filter.boolean-true')}</option>
          <option value="false">{t('search:filter.boolean-false')}</option>
        </Select>
      )
    case 'date':
    case 'datetime': {
      const includeTime = operator.inputKind === 'datetime' && v.includeTime === true
      return (
        <div className="vellum-search-filter-date">
          <DateFilterField
            value={v.date}
            includeTime={includeTime}
            label={t('search:filter.date')}
            onChange={(date) => onChange({...v, includeTime, date})}
          />
          {operator.inputKind === 'datetime' && (
            <Switch
              label={t('search:filter.include-time')}
              checked={includeTime}
              onChange={(event) => onChange({...v, includeTime: event.currentTarget.checked})}
            />
          )}
        </div>
      )
    }
    case 'dateRange':
    case 'datetimeRange': {
      const includeTime = operator.inputKind === 'datetimeRange' && v.includeTime === true
      return (
        <div className="vellum-search-filter-range">
          {(['from', 'to'] as const).map((end) => (
            <DateFilterField
              key={end}
              value={v[end]}
              includeTime={includeTime}
              label={t(end === 'from' ? 'search:filter.from' : 'search:filter.to')}
              onChange={(date) => onChange({...v, includeTime, [end]: date})}
            />
          ))}
          {operator.inputKind === 'datetimeRange' && (
            <Switch
              label={t('search:filter.include-time')}
              checked={includeTime}
              onChange={(event) => onChange({...v, includeTime: event.currentTarget.checked})}
            />
          )}
        </div>
      )
    }
    case 'dateLast':
      return (
        <div className="vellum-search-filter-last">
          <TextInput
            type="number"
            min={0}
            aria-label={t('search:filter.last-amount')}
            value={typeof v.unitValue === 'number' ? String(v.unitValue) : ''}
            onChange={(event) => onChange({...v, unitValue: parseNumber(event.currentTarget.value)})}
          />
          <Select
            aria-label={t('search:filter.last-unit')}
            value={typeof v.unit === 'string' ? v.unit : 'day'}
            onChange={(event) => onChange({...v, unit: event.currentTarget.value})}
          >
            {DATE_LAST_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`search:filter.unit.${unit}`)}
              </option>
            ))}
          </Select>
        </div>
      )
    case 'reference':
    case 'imageAsset':
    case 'fileAsset':
      return (
        <ReferencePicker
          value={value}
          onChange={onChange}
          search={search}
          types={
            operator.inputKind === 'imageAsset'
              ? ['sanity.imageAsset']
              : operator.inputKind === 'fileAsset'
                ? ['sanity.fileAsset']
                : referenceTypes
          }
        />
      )
    default:
      return null
  }
}

interface ReferencePickerProps {
  value: unknown
  onChange: (value: unknown) => void
  search?: SearchFunction
  types?: string[]
}

/** Picks a document for a reference filter: type to search (100 hits at most), pick one. */
function ReferencePicker({value, onChange, search, types}: ReferencePickerProps) {
  const {t} = useTranslation()
  const [query, setQuery] = useState('')
  const [options, setOptions] = useState<Array<{id: string; type: string; title: string}>>([])
  const typeKey = types?.join(',') ?? ''
  useEffect(() => {
    if (!search || query.trim() === '') return
    const controller = new AbortController()
    const names = typeKey ? typeKey.split(',') : undefined
    search(
      {
        query: {string: query},
        ...(names ? {filter: '_type in $__types', params: {__types: names}} : {}),
        includeAttributes: ['_id', '_type', 'title', 'name', 'originalFilename'],
        limit: REFERENCE_PICKER_LIMIT,
      },
      {signal: controller.signal},
    ).then(
      (result) => {
        if (controller.signal.aborted) return
        setOptions(
          result.hits.map((hit) => {
            const {title, name, originalFilename} = hit.attributes
            const label = [title, name, originalFilename].find((text) => typeof text === 'string')
            return {id: hit.id, type: hit.type, title: typeof label === 'string' ? label : hit.id}
          }),
        )
      },
      () => setOptions([]),
    )
    return () => controller.abort()
  }, [query, search, typeKey])
  const picked = isRecord(value) && typeof value._ref === 'string' ? value._ref : null
  return (
    <div className="vellum-search-reference-picker">
      {picked && <p className="vellum-search-reference-picked">{t('search:filter.reference-picked', {id: picked})}</p>}
      <TextInput
        aria-label={t('search:filter.reference-search')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <ul className="vellum-search-reference-options">
        {(query.trim() === '' ? [] : options).map((option) => (
          <li key={option.id}>
            <Button
              mode="bleed"
              text={option.title}
              onClick={() => {
                onChange({_ref: option.id, _type: option.type})
                setQuery('')
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
