import {isRecord, pathToString} from '../../document'
import type {ConditionalProperty, Fieldset, ObjectField, ObjectSchemaType, Path} from '../../types'
import {ALL_FIELDS_GROUP_NAME} from '../constants'
import {collapsedAt, entriesBelow, isFocused, nodeId, type FormBuildContext, type NodeInput} from './FormBuildContext'
import {escapeElementIdText} from './pathToElementId'
import type {
  FieldError,
  FieldMember,
  FieldSetMember,
  FieldSetState,
  FormFieldGroup,
  ObjectFormNode,
  ObjectMember,
} from './FormNode'
import {fieldMemberError} from './fieldMemberError'
// eslint-disable-next-line import-x/no-cycle -- recursion: an object's fields may be objects and arrays again
import {prepareFieldNode} from './prepareFieldNode'
import {reusableSubtree} from './reusableSubtree'
import {reuseList, reuseNode} from './reuseNode'

/**
 * Builds the node of an object: its visible fields in schema order, each fieldset as one
 * member at the place of its first visible field, fields whose value cannot be edited as
 * errors, the visible field groups with the selected one, and the fields of the value the
 * schema does not know. @internal
 */
export function prepareObjectNode(
  context: FormBuildContext,
  input: NodeInput<ObjectSchemaType, ObjectFormNode>,
): ObjectFormNode {
  const reusable = reusableSubtree(context, input)
  if (reusable) return reusable
  const {schemaType, path, level, readOnly, previous} = input
  const value = isRecord(input.value) ? input.value : undefined
  const groups = prepareGroups(context, schemaType, value, path, previous?.groups)
  const selectedGroup = groups.find((group) => group.selected)?.name
  const previousMembers = indexMembers(previous?.members)
  const {fieldsets, known} = typeIndex(schemaType)
  const fieldsetFields = new Map<string, Array<FieldMember | FieldError>>()
  const members: Array<ObjectMember | {placeholderFor: string}> = []

  schemaType.fields.forEach((field, index) => {
    const fieldValue = value?.[field.name]
    const fieldset = field.fieldset === undefined ? undefined : fieldsets.get(field.fieldset)
    // Cache keys and what callbacks see are made only for callbacks: a field without any (most
    // fields; every span of a long rich-text body) needs neither.
    const fieldsetKey = fieldset && hasCallback(fieldset) ? pathToString([...path, fieldset.name]) : ''
    const fieldPathKey = hasCallback(field.type) ? pathToString([...path, field.name]) : ''
    // A fieldset's callbacks see the object as their value.
    if (fieldset && answer(context, `hidden:fieldset ${fieldsetKey}`, fieldset.hidden, value, value)) return
    if (answer(context, `hidden:${fieldPathKey}`, field.type.hidden, value, fieldValue)) return

    const fieldReadOnly =
      readOnly ||
      (fieldset !== undefined &&
        answer(context, `readOnly:fieldset ${fieldsetKey}`, fieldset.readOnly, value, value)) ||
      answer(context, `readOnly:${fieldPathKey}`, field.type.readOnly, value, fieldValue)
    const member = prepareFieldMember(context, field, index, {
      value: fieldValue,
      path,
      level,
      readOnly: fieldReadOnly,
      input,
      previous: previousMembers.get(`field-${field.name}`),
      selectedGroup,
    })
    if (!fieldset) {
      members.push(member)
      return
    }
    let list = fieldsetFields.get(fieldset.name)
    if (!list) {
      fieldsetFields.set(fieldset.name, (list = []))
      members.push({placeholderFor: fieldset.name})
    }
    list.push(member)
  })

  const resolved = members.map((member) => {
    if (!('placeholderFor' in member)) return member
    const fieldset = fieldsets.get(member.placeholderFor)!
    return prepareFieldSetMember(
      context,
      fieldset,
      fieldsetFields.get(fieldset.name)!,
      input,
      previousMembers.get(`fieldset-${fieldset.name}`),
    )
  })

  const unknownFields = value ? Object.keys(value).filter((key) => !key.startsWith('_') && !known.has(key)) : []

  return reuseNode(previous, {
    id: nodeId(context, path),
    path: previous?.path ?? path,
    schemaType,
    value,
    level,
    readOnly,
    focused: isFocused(context, path),
    validation: input.validation,
    presence: input.presence,
    members: resolved,
    groups,
    unknownFields,
  })
}

/** Whether a type or fieldset has a `hidden` or `readOnly` callback. */
function hasCallback(owner: {hidden?: ConditionalProperty; readOnly?: ConditionalProperty}): boolean {
  return typeof owner.hidden === 'function' || typeof owner.readOnly === 'function'
}

/**
 * A conditional property's answer (see `ConditionalCache.evaluate`); the context a callback
 * sees is made only when it is a callback.
 */
function answer(
  context: FormBuildContext,
  key: string,
  property: ConditionalProperty | undefined,
  parent: Record<string, unknown> | undefined,
  value: unknown,
): boolean {
  if (typeof property !== 'function') return property === true
  return context.conditional.evaluate(key, property, {
    document: context.document,
    parent,
    value,
    currentUser: context.currentUser,
  })
}

/** An object type's fieldsets by name and its field names, made once per type. */
function typeIndex(schemaType: ObjectSchemaType): TypeIndex {
  let index = typeIndexes.get(schemaType)
  if (!index) {
    index = {
      fieldsets: new Map(schemaType.fieldsets.map((fieldset) => [fieldset.name, fieldset])),
      known: new Set(schemaType.fields.map((field) => field.name)),
    }
    typeIndexes.set(schemaType, index)
  }
  return index
}

interface TypeIndex {
  fieldsets: ReadonlyMap<string, Fieldset>
  known: ReadonlySet<string>
}

const typeIndexes = new WeakMap<ObjectSchemaType, TypeIndex>()

interface FieldMemberInput {
  value: unknown
  /** The object's path. */
  path: Path
  /** The object's level. */
  level: number
  readOnly: boolean
  input: NodeInput<ObjectSchemaType, ObjectFormNode>
  previous: ObjectMember | undefined
  selectedGroup: string | undefined
}

function prepareFieldMember(
  context: FormBuildContext,
  field: ObjectField,
  index: number,
  args: FieldMemberInput,
): FieldMember | FieldError {
  const {value, readOnly, previous, input} = args
  const depth = args.path.length
  const path = previous && previous.kind !== 'fieldSet' ? previous.field.path : [...args.path, field.name]
  const groups = field.group ?? []
  const inSelectedGroup =
    args.selectedGroup === undefined ||
    args.selectedGroup === ALL_FIELDS_GROUP_NAME ||
    groups.includes(args.selectedGroup)
  const validation = entriesBelow(input.validation, depth, field.name)
  const presence = entriesBelow(input.presence, depth, field.name)
  const level = args.level + 1
  const error = fieldMemberError(field.type, value)
  if (error) {
    const previousField = previous?.kind === 'error' ? previous.field : undefined
    const fieldNode = reuseNode(previousField, {
      id: nodeId(context, path),
      path,
      schemaType: field.type,
      value,
      level,
      readOnly,
      focused: isFocused(context, path),
      validation,
      presence,
    })
    return reuseNode(previous?.kind === 'error' ? previous : undefined, {
      kind: 'error',
      key: `field-${field.name}`,
      name: field.name,
      index,
      groups,
      inSelectedGroup,
      error,
      field: fieldNode,
    })
  }
  const collapsible =
    field.type.jsonType === 'object' &&
    (field.type.options?.collapsible === true || field.type.options?.collapsed === true)
  const collapsed = collapsible && collapsedAt(context, path, field.type.options?.collapsed === true)
  const node = prepareFieldNode(context, {
    schemaType: field.type,
    value,
    path,
    level,
    readOnly,
    validation,
    presence,
    previous: previous?.kind === 'field' ? previous.field : undefined,
  })
  return reuseNode(previous?.kind === 'field' ? previous : undefined, {
    kind: 'field',
    key: `field-${field.name}`,
    name: field.name,
    index,
    groups,
    inSelectedGroup,
    collapsible,
    collapsed,
    field: node,
  })
}

function prepareFieldSetMember(
  context: FormBuildContext,
  fieldset: Fieldset,
  fields: Array<FieldMember | FieldError>,
  input: NodeInput<ObjectSchemaType, ObjectFormNode>,
  previous: ObjectMember | undefined,
): FieldSetMember {
  const previousFieldSet = previous?.kind === 'fieldSet' ? previous.fieldSet : undefined
  const path = previousFieldSet?.path ?? [...input.path, fieldset.name]
  const collapsible = fieldset.options?.collapsible === true || fieldset.options?.collapsed === true
  const collapsed =
    collapsible && (context.collapsedFieldSets[pathToString(path)] ?? fieldset.options?.collapsed === true)
  const names = new Set(fieldset.fieldNames)
  const depth = input.path.length
  const below = <T extends {path: Path}>(entries: readonly T[]) =>
    entries.filter((entry) => entry.path.length > depth && names.has(entry.path[depth] as string))
  const fieldSet: FieldSetState = reuseNode(previousFieldSet, {
    // Escaped like paths: a fieldset named `a-title` must not get the id of the title of one named `a`.
    id: `${nodeId(context, input.path)}--fieldset-${escapeElementIdText(fieldset.name)}`,
    name: fieldset.name,
    title: fieldset.title ?? fieldset.name,
    ...(fieldset.description === undefined ? {} : {description: fieldset.description}),
    path,
    level: input.level + 1,
    collapsible,
    collapsed,
    columns: fieldset.options?.columns ?? 1,
    members: fields,
    validation: below(input.validation),
    presence: below(input.presence),
  })
  return reuseNode(previous?.kind === 'fieldSet' ? previous : undefined, {
    kind: 'fieldSet',
    key: `fieldset-${fieldset.name}`,
    inSelectedGroup: fields.some((member) => member.inSelectedGroup),
    fieldSet,
  })
}

function prepareGroups(
  context: FormBuildContext,
  schemaType: ObjectSchemaType,
  value: Record<string, unknown> | undefined,
  path: Path,
  previous: readonly FormFieldGroup[] | undefined,
): readonly FormFieldGroup[] {
  if (schemaType.groups.length === 0) return previous && previous.length === 0 ? previous : []
  const pathKey = pathToString(path)
  const condition = {document: context.document, parent: value, value, currentUser: context.currentUser}
  const visible = schemaType.groups.filter(
    (group) => !context.conditional.evaluate(`hidden:group ${pathKey} ${group.name}`, group.hidden, condition),
  )
  const defaultGroup = visible.find((group) => group.default)?.name ?? ALL_FIELDS_GROUP_NAME
  const chosen = context.fieldGroupState[pathKey]
  const selected =
    chosen !== undefined && (chosen === ALL_FIELDS_GROUP_NAME || visible.some((group) => group.name === chosen))
      ? chosen
      : defaultGroup
  const all: FormFieldGroup = {
    name: ALL_FIELDS_GROUP_NAME,
    selected: selected === ALL_FIELDS_GROUP_NAME,
    default: defaultGroup === ALL_FIELDS_GROUP_NAME,
  }
  const groups = [
    all,
    ...visible.map((group) => ({
      name: group.name,
      title: group.title ?? group.name,
      ...(group.icon === undefined ? {} : {icon: group.icon}),
      selected: selected === group.name,
      default: defaultGroup === group.name,
    })),
  ]
  return reuseList(previous, groups)
}

/** Members of the last build by key, fieldsets' fields included. */
function indexMembers(members: readonly ObjectMember[] | undefined): Map<string, ObjectMember> {
  const index = new Map<string, ObjectMember>()
  for (const member of members ?? []) {
    index.set(member.key, member)
    if (member.kind === 'fieldSet') for (const field of member.fieldSet.members) index.set(field.key, field)
  }
  return index
}
