import type {Diff, ObjectLikeDiff} from '../../diff'
import {isObjectSchemaType, startCase} from '../../schema'
import type {ObjectField} from '../../types'
import {ChangeGroup, FieldChange} from './FieldChange'

/** One field's change, or the changes of the fields of one fieldset. */
type Entry =
  | {kind: 'field'; name: string; diff: Diff; field: ObjectField | undefined}
  | {kind: 'fieldset'; name: string; title: string; fields: Array<{name: string; diff: Diff; field: ObjectField}>}

/** A field's title: its type's title, else its name start-cased. */
export function fieldTitle(name: string, field: ObjectField | undefined): string {
  return field?.type.title ?? startCase(name)
}

/** Whether a field is always hidden (a hidden field's changes are not shown). */
function isHidden(field: ObjectField | undefined): boolean {
  return field?.type.hidden === true
}

/**
 * The changed fields of an object, in schema order; fields of a fieldset together as one group
 * with its own revert. Unchanged and hidden fields are left out.
 */
export function ObjectFieldChanges({diff, nested = false}: {diff: ObjectLikeDiff; nested?: boolean}) {
  const schemaType = diff.schemaType && isObjectSchemaType(diff.schemaType) ? diff.schemaType : undefined
  const entries: Entry[] = []
  const fieldsets = new Map<string, Extract<Entry, {kind: 'fieldset'}>>()
  for (const [name, child] of Object.entries(diff.fields)) {
    if (!child.isChanged) continue
    const field = schemaType?.fields.find((candidate) => candidate.name === name)
    if (isHidden(field)) continue
    const fieldset = field?.fieldset ? schemaType?.fieldsets.find((each) => each.name === field.fieldset) : undefined
    if (field && fieldset && fieldset.hidden !== true) {
      let entry = fieldsets.get(fieldset.name)
      if (!entry) {
        entry = {kind: 'fieldset', name: fieldset.name, title: fieldset.title ?? startCase(fieldset.name), fields: []}
        fieldsets.set(fieldset.name, entry)
        entries.push(entry)
      }
      entry.fields.push({name, diff: child, field})
    } else {
      entries.push({kind: 'field', name, diff: child, field})
    }
  }
  return (
    <div className="vellum-changes-fields" data-nested={nested || undefined}>
      {entries.map((entry) =>
        entry.kind === 'field' ? (
          <FieldChange
            key={entry.name}
            diff={entry.diff}
            title={fieldTitle(entry.name, entry.field)}
            readOnly={entry.field?.type.readOnly === true}
          />
        ) : (
          <ChangeGroup
            key={`fieldset:${entry.name}`}
            title={entry.title}
            diffs={entry.fields.map((each) => each.diff)}
            readOnly={entry.fields.every((each) => each.field.type.readOnly === true)}
          >
            {entry.fields.map((each) => (
              <FieldChange
                key={each.name}
                diff={each.diff}
                title={fieldTitle(each.name, each.field)}
                readOnly={each.field.type.readOnly === true}
              />
            ))}
          </ChangeGroup>
        ),
      )}
    </div>
  )
}
