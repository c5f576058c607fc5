// Small search definitions for the reducer and recent-search tests: two fields, a pinned
// filter and three operators, written as a plugin would write them.
import type {SearchFieldDefinition} from '../../../src/types'
import type {SearchDefinitions, SearchOperator} from '../../../src/studio/search'

/** A discovered field: `field('title', 'string', ['post', 'page'])`. */
export function field(fieldPath: string, filterName: string, documentTypes: string[]): SearchFieldDefinition {
  const name = fieldPath.split('.').pop()!
  return {
    id: `${fieldPath}-${filterName}`,
    documentTypes,
    fieldPath,
    filterName,
    name,
    title: name,
    titlePath: [],
    type: filterName,
  }
}

const operator = (
  name: string,
  inputKind: string,
  initialValue: unknown,
  groq: (path: string, value: unknown) => string | null,
): SearchOperator => ({
  name,
  nameKey: name,
  inputKind,
  initialValue,
  groqFilter: ({fieldPath, value}) => (fieldPath ? groq(fieldPath, value) : null),
})

/** Definitions over `fields`: string fields with equal/not-equal/defined, and a pinned `updatedAt`. */
export function definitionsOf(fields: SearchFieldDefinition[]): SearchDefinitions {
  const operators: SearchOperator[] = [
    operator('stringEqual', 'string', '', (path, value) =>
      typeof value === 'string' && value ? `${path} == ${JSON.stringify(value)}` : null,
    ),
    operator('stringNotEqual', 'string', '', (path, value) =>
      typeof value === 'string' && value ? `${path} != ${JSON.stringify(value)}` : null,
    ),
    operator('defined', 'none', undefined, (path) => `defined(${path})`),
  ]
  const items = (...names: string[]) => names.map((name) => ({type: 'item' as const, name}))
  return {
    fields: new Map(fields.map((f) => [f.id, f])),
    filters: new Map([
      ['string', {type: 'field', name: 'string', operators: items('stringEqual', 'stringNotEqual', 'defined')}],
      [
        'updatedAt',
        {type: 'pinned', name: 'updatedAt', titleKey: 'x', fieldPath: '_updatedAt', operators: items('defined')},
      ],
    ]),
    operators: new Map(operators.map((op) => [op.name, op])),
  }
}

/** A storage over a plain map, as `localStorage` behaves. */
export function memoryStorage(): {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  items: Map<string, string>
} {
  const items = new Map<string, string>()
  return {items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value)}
}
