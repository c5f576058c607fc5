import type {Diff, ValueDiff} from '../../diff'
import {Card, Text} from '../../ui'
import {useStructureTranslation} from '../i18n'
import {ArrayChange} from './ArrayChange'
import {BlockChange} from './BlockChange'
import {FileChange} from './FileChange'
import {formatValue, FromTo} from './FromTo'
import {ObjectFieldChanges} from './ObjectFieldChanges'
import {ReferenceChange} from './ReferenceChange'
import {TextSegments} from './StringChange'

/** The JSON type of a value, as a value error names it. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/**
 * One diff rendered by its type: text with inline segments; numbers, booleans and dates from →
 * to; arrays item by item; images side by side; references as previews; portable text block
 * by block; objects field by field. A value whose JSON type is not its schema type's shows a
 * 'Value error' card; a diff of an unknown kind, 'Can not display this diff'.
 */
export function DiffView({diff}: {diff: Diff}) {
  switch (diff.type) {
    case 'string':
      return <TextSegments segments={diff.segments} />
    case 'date':
      return (
        <FromTo
          from={diff.fromValue === undefined ? undefined : formatValue(diff.fromValue, diff.dateType)}
          to={diff.toValue === undefined ? undefined : formatValue(diff.toValue, diff.dateType)}
        />
      )
    case 'number':
    case 'boolean':
      return (
        <FromTo
          from={diff.fromValue === undefined ? undefined : formatValue(diff.fromValue)}
          to={diff.toValue === undefined ? undefined : formatValue(diff.toValue)}
        />
      )
    case 'value':
      return <ValueChange diff={diff} />
    case 'reference':
      return <ReferenceChange diff={diff} />
    case 'file':
      return <FileChange diff={diff} />
    case 'block':
      return <BlockChange diff={diff} />
    case 'array':
      return <ArrayChange diff={diff} />
    case 'object':
      return <ObjectFieldChanges diff={diff} nested />
    default:
      return <UnknownDiff />
  }
}

/** A whole value replaced (nulls, or values of another JSON type than before). */
function ValueChange({diff}: {diff: ValueDiff}) {
  const {t} = useStructureTranslation()
  const expected = diff.schemaType?.jsonType
  const wrong = [diff.toValue, diff.fromValue].find(
    (value) => value !== undefined && value !== null && expected !== undefined && jsonTypeOf(value) !== expected,
  )
  if (wrong !== undefined && expected !== undefined)
    return <ErrorCard title={t('changes.error.value', {actual: jsonTypeOf(wrong), expected})} />
  return (
    <FromTo
      from={diff.fromValue === undefined ? undefined : <code>{formatValue(diff.fromValue)}</code>}
      to={diff.toValue === undefined ? undefined : <code>{formatValue(diff.toValue)}</code>}
    />
  )
}

function UnknownDiff() {
  const {t} = useStructureTranslation()
  return <ErrorCard title={t('changes.error.unknown')} />
}

/** A critical card with a title: what a change that cannot be shown shows instead. */
export function ErrorCard({title, message}: {title: string; message?: string | undefined}) {
  return (
    <Card tone="critical" padding={2} radius={2} border className="vellum-changes-error" role="alert">
      <Text size={1} weight="semibold">
        {title}
      </Text>
      {message ? <Text size={1}>{message}</Text> : null}
    </Card>
  )
}
