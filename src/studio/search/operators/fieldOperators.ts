import {isRecord} from '../../../document'
import type {SearchOperator} from '../searchDefinitions'
import {allOf, fieldPredicate, literal, toNumber, toRef, toText} from './groqFragments'

/** The value of a number range operator; either end may be open. @beta */
export interface NumberRangeFilterValue {
  from: number | null
  to: number | null
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

function operator(
  name: string,
  inputKind: string,
  initialValue: unknown,
  groq: (fieldPath: string, value: unknown) => string | null,
): SearchOperator {
  return {
    name,
    nameKey: `search:operator.${kebab(name)}.name`,
    descriptionKey: `search:operator.${kebab(name)}.description`,
    inputKind,
    initialValue,
    groqFilter: ({fieldPath, value}) => (fieldPath ? groq(fieldPath, value) : null),
  }
}

/** An operator comparing the field (through arrays too) with a value made from the filter's value. */
function compareOperator<T>(
  name: string,
  inputKind: string,
  initialValue: unknown,
  parse: (value: unknown) => T | null,
  build: (path: string, value: T) => string,
  negate = false,
): SearchOperator {
  return operator(name, inputKind, initialValue, (fieldPath, value) => {
    const parsed = parse(value)
    if (parsed === null) return null
    const predicate = fieldPredicate(fieldPath, (path) => build(path, parsed))
    return negate ? `!(${predicate})` : predicate
  })
}

/**
 * The pattern of a 'contains' operator: each word of the text as a word prefix (`hell` finds
 * "Hello"), all of them required; GROQ's `match` takes a list of patterns for that.
 */
function matchPattern(text: string): string {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.endsWith('*') ? word : `${word}*`))
  return words.length === 1 ? literal(words[0]!) : `[${words.map((word) => literal(word)).join(', ')}]`
}

const toBoolean = (value: unknown) => (typeof value === 'boolean' ? value : null)

function numberRange(value: unknown): NumberRangeFilterValue | null {
  if (!isRecord(value)) return null
  const range = {from: toNumber(value.from), to: toNumber(value.to)}
  return range.from === null && range.to === null ? null : range
}

const rangeFragment = (path: string, {from, to}: NumberRangeFilterValue) =>
  allOf(from === null ? null : `${path} >= ${from}`, to === null ? null : `${path} <= ${to}`)!

/** Whether the field has a value, and whether it has none. */
export const definedOperators: SearchOperator[] = [
  compareOperator(
    'defined',
    'none',
    undefined,
    () => true,
    (path) => `defined(${path})`,
  ),
  compareOperator(
    'notDefined',
    'none',
    undefined,
    () => true,
    (path) => `defined(${path})`,
    true,
  ),
]

/** Text operators of string, text, e-mail and URL fields: is, is not, contains (word prefixes), does not contain. */
export const stringOperators: SearchOperator[] = [
  compareOperator('stringEqual', 'string', '', toText, (path, text) => `${path} == ${literal(text)}`),
  compareOperator('stringNotEqual', 'string', '', toText, (path, text) => `${path} == ${literal(text)}`, true),
  compareOperator('stringMatches', 'string', '', toText, (path, text) => `${path} match ${matchPattern(text)}`),
  compareOperator(
    'stringNotMatches',
    'string',
    '',
    toText,
    (path, text) => `${path} match ${matchPattern(text)}`,
    true,
  ),
]

/** Operators of a string with a list of options: is, is not (a value from the list). */
export const stringListOperators: SearchOperator[] = [
  compareOperator('stringListEqual', 'stringList', null, toText, (path, text) => `${path} == ${literal(text)}`),
  compareOperator(
    'stringListNotEqual',
    'stringList',
    null,
    toText,
    (path, text) => `${path} == ${literal(text)}`,
    true,
  ),
]

/** Operators of slug fields, on the slug's `current`. */
export const slugOperators: SearchOperator[] = [
  compareOperator('slugEqual', 'string', '', toText, (path, text) => `${path}.current == ${literal(text)}`),
  compareOperator('slugNotEqual', 'string', '', toText, (path, text) => `${path}.current == ${literal(text)}`, true),
  compareOperator('slugMatches', 'string', '', toText, (path, text) => `${path}.current match ${matchPattern(text)}`),
  compareOperator(
    'slugNotMatches',
    'string',
    '',
    toText,
    (path, text) => `${path}.current match ${matchPattern(text)}`,
    true,
  ),
]

/** Operators of Portable Text: its plain text contains, or does not contain, the words. */
export const portableTextOperators: SearchOperator[] = [
  compareOperator(
    'portableTextMatches',
    'string',
    '',
    toText,
    (path, text) => `pt::text(${path}) match ${matchPattern(text)}`,
  ),
  compareOperator(
    'portableTextNotMatches',
    'string',
    '',
    toText,
    (path, text) => `pt::text(${path}) match ${matchPattern(text)}`,
    true,
  ),
]

/** The boolean operator: is true, or is false. */
export const booleanOperators: SearchOperator[] = [
  compareOperator('booleanEqual', 'boolean', true, toBoolean, (path, value) => `${path} == ${value}`),
]

/** Number operators: comparisons and a range (inclusive; either end may be open). */
export const numberOperators: SearchOperator[] = [
  compareOperator('numberEqual', 'number', null, toNumber, (path, n) => `${path} == ${n}`),
  compareOperator('numberNotEqual', 'number', null, toNumber, (path, n) => `${path} != ${n}`),
  compareOperator('numberGt', 'number', null, toNumber, (path, n) => `${path} > ${n}`),
  compareOperator('numberGte', 'number', null, toNumber, (path, n) => `${path} >= ${n}`),
  compareOperator('numberLt', 'number', null, toNumber, (path, n) => `${path} < ${n}`),
  compareOperator('numberLte', 'number', null, toNumber, (path, n) => `${path} <= ${n}`),
  compareOperator('numberRange', 'numberRange', {from: null, to: null}, numberRange, rangeFragment),
]

/** Operators on an array's length: comparisons and a range. */
export const arrayCountOperators: SearchOperator[] = [
  compareOperator('arrayCountEqual', 'number', null, toNumber, (path, n) => `count(${path}) == ${n}`),
  compareOperator('arrayCountNotEqual', 'number', null, toNumber, (path, n) => `count(${path}) != ${n}`),
  compareOperator('arrayCountGt', 'number', null, toNumber, (path, n) => `count(${path}) > ${n}`),
  compareOperator('arrayCountGte', 'number', null, toNumber, (path, n) => `count(${path}) >= ${n}`),
  compareOperator('arrayCountLt', 'number', null, toNumber, (path, n) => `count(${path}) < ${n}`),
  compareOperator('arrayCountLte', 'number', null, toNumber, (path, n) => `count(${path}) <= ${n}`),
  compareOperator('arrayCountRange', 'numberRange', {from: null, to: null}, numberRange, (path, range) =>
    rangeFragment(`count(${path})`, range),
  ),
]

const toListItem = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? (toText(String(value)) === null ? null : value) : null

/** Operators of arrays of strings or numbers with a list of options: includes, does not include. */
export const arrayListOperators: SearchOperator[] = [
  compareOperator('arrayListIncludes', 'arrayList', null, toListItem, (path, item) => `${literal(item)} in ${path}`),
  compareOperator(
    'arrayListNotIncludes',
    'arrayList',
    null,
    toListItem,
    (path, item) => `${literal(item)} in ${path}`,
    true,
  ),
]

/** Operators of arrays of references: includes the document, does not include it. */
export const arrayReferenceOperators: SearchOperator[] = [
  compareOperator('arrayReferenceIncludes', 'reference', null, toRef, (path, id) => `${literal(id)} in ${path}[]._ref`),
  compareOperator(
    'arrayReferenceNotIncludes',
    'reference',
    null,
    toRef,
    (path, id) => `${literal(id)} in ${path}[]._ref`,
    true,
  ),
]

/** Operators of reference fields: is the document, is not. */
export const referenceOperators: SearchOperator[] = [
  compareOperator('referenceEqual', 'reference', null, toRef, (path, id) => `${path}._ref == ${literal(id)}`),
  compareOperator('referenceNotEqual', 'reference', null, toRef, (path, id) => `${path}._ref == ${literal(id)}`, true),
]

/**
 * The operators of the pinned 'Contains document, image or file' filter: the document
 * references the picked document, image or file anywhere in it. The field path is not used.
 */
export const referencesOperators: SearchOperator[] = [
  'referencesDocument',
  'referencesAssetImage',
  'referencesAssetFile',
].map((name) => ({
  name,
  nameKey: `search:operator.${kebab(name)}.name`,
  descriptionKey: `search:operator.${kebab(name)}.description`,
  inputKind: name === 'referencesDocument' ? 'reference' : name === 'referencesAssetImage' ? 'imageAsset' : 'fileAsset',
  initialValue: null,
  groqFilter: ({value}) => {
    const id = toRef(value)
    return id === null ? null : `references(${literal(id)})`
  },
}))
