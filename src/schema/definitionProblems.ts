import type {IntrinsicTypeName, SchemaProblem} from '../types'
import {INTRINSIC_JSON_TYPES, isIntrinsicTypeName} from './builtinTypes'
import {isRecord, type LooseDefinition} from './looseDefinition'
import {problem, schemaHelpId} from './schemaHelpIds'

/** Names of types and array members: a letter or `_`, then letters, digits, `_`, `-` or `.` (for namespaced plugin types such as `mux.video`). */
const TYPE_NAME = /^[a-zA-Z_][a-zA-Z0-9_.-]*$/
/** Names of fields: like type names, without dots (a dot would read as a path). */
const FIELD_NAME = /^[a-zA-Z_][a-zA-Z0-9_-]*$/
/** Properties every stored value or document may have; a field must not take their names. */
const RESERVED_FIELD_NAMES = new Set(['_id', '_type', '_key', '_rev', '_ref', '_weak', '_createdAt', '_updatedAt'])
const OBJECT_WITH_FIELDS = new Set<IntrinsicTypeName>(['object', 'document', 'image', 'file'])

type Role = 'type' | 'field' | 'member'

/**
 * Finds the problems of a list of type definitions that can be seen without compiling them:
 * names, unknown and circular types, fields, fieldsets, groups, array members, reference
 * targets and deprecations. Problems of compiled types (preview selections) are found by
 * `previewProblems`.
 *
 * @param types - The definitions as given.
 * @param registry - Every named, non-intrinsic definition by name (built-ins and `types`).
 */
export function definitionProblems(
  types: readonly unknown[],
  registry: ReadonlyMap<string, LooseDefinition>,
): SchemaProblem[] {
  return new DefinitionChecker(registry).checkTypes(types)
}

class DefinitionChecker {
  readonly #registry: ReadonlyMap<string, LooseDefinition>
  readonly #problems: SchemaProblem[] = []

  constructor(registry: ReadonlyMap<string, LooseDefinition>) {
    this.#registry = registry
  }

  checkTypes(types: readonly unknown[]): SchemaProblem[] {
    const seen = new Set<string>()
    types.forEach((definition, index) => {
      const unnamed = [`<unnamed type at index ${index}>`]
      if (!isRecord(definition)) {
        this.#error(unnamed, 'A type definition must be an object', schemaHelpId.typeInvalid)
        return
      }
      const {name} = definition
      if (typeof name !== 'string' || name === '') {
        this.#error(unnamed, 'A type needs a name', schemaHelpId.typeMissingNameOrType)
        return
      }
      const path = [name]
      if (!TYPE_NAME.test(name)) {
        this.#error(
          path,
          `"${name}" is not a valid type name: use letters, digits, "_", "-" and ".", starting with a letter or "_"`,
          schemaHelpId.typeNameInvalid,
        )
      } else if (isIntrinsicTypeName(name) || name.startsWith('sanity.')) {
        this.#error(path, `"${name}" is a built-in type name and cannot be redefined`, schemaHelpId.typeNameReserved)
      }
      if (seen.has(name)) {
        this.#error(path, `There is more than one type named "${name}"`, schemaHelpId.typeNameDuplicate)
        return
      }
      seen.add(name)
      if (typeof definition.type === 'string' && this.#isCircular(name)) {
        this.#error(path, `Type "${name}" extends itself (${this.#chain(name).join(' → ')})`, schemaHelpId.typeCircular)
        return
      }
      this.#checkDefinition(definition, path, 'type')
    })
    return this.#problems
  }

  #checkDefinition(definition: LooseDefinition, path: string[], role: Role): void {
    const {type} = definition
    if (typeof type !== 'string' || type === '') {
      this.#error(
        path,
        role === 'type' ? 'A type needs a type to extend' : `A ${role} needs a type`,
        schemaHelpId.typeMissingNameOrType,
      )
      return
    }
    const intrinsic = this.#intrinsicOf(type)
    if (!intrinsic) {
      if (!this.#known(type))
        this.#error(path, `Unknown type "${type}"${this.#suggestion(type)}`, schemaHelpId.typeUnknown)
      return
    }
    this.#checkDeprecated(definition, path)
    this.#checkFields(definition, path, intrinsic)
    this.#checkMembers(definition, path, intrinsic)
    this.#checkTargets(definition, path, intrinsic)
  }

  #checkDeprecated(definition: LooseDefinition, path: string[]): void {
    const {deprecated} = definition
    if (deprecated === undefined) return
    if (!isRecord(deprecated) || typeof deprecated.reason !== 'string' || deprecated.reason.trim() === '') {
      this.#warning(
        path,
        'A deprecated type or field should say why, in `deprecated: {reason}`',
        schemaHelpId.deprecatedReasonMissing,
      )
    }
  }

  #checkFields(definition: LooseDefinition, path: string[], intrinsic: IntrinsicTypeName): void {
    const {fields, type} = definition
    if (fields === undefined) {
      if (type === 'object' || type === 'document')
        this.#error(path, `An ${type} type needs fields`, schemaHelpId.objectFieldsMissing)
      return
    }
    if (!OBJECT_WITH_FIELDS.has(intrinsic)) {
      this.#error(
        path,
        `Only object, document, image and file types have fields, and "${String(type)}" is a ${intrinsic}`,
        schemaHelpId.typeFieldsNotAllowed,
      )
      return
    }
    if (!Array.isArray(fields)) {
      this.#error(path, '`fields` must be an array', schemaHelpId.objectFieldsInvalid)
      return
    }
    if (fields.length === 0 && (type === 'object' || type === 'document')) {
      this.#error(path, `An ${type} type needs at least one field`, schemaHelpId.objectFieldsMissing)
    }
    const fieldsets = this.#declaredNames(definition.fieldsets, path, 'fieldset', schemaHelpId.objectFieldsetsDuplicate)
    const groups = this.#declaredNames(definition.groups, path, 'group', schemaHelpId.objectGroupsDuplicate)
    if (
      Array.isArray(definition.groups) &&
      definition.groups.filter((group) => isRecord(group) && group.default === true).length > 1
    ) {
      this.#error(path, 'Only one group can be the default group', schemaHelpId.objectGroupsMultipleDefault)
    }
    const seen = new Set<string>()
    fields.forEach((field, index) => {
      if (!isRecord(field)) {
        this.#error([...path, `<field at index ${index}>`], 'A field must be an object', schemaHelpId.typeInvalid)
        return
      }
      const {name} = field
      if (typeof name !== 'string' || name === '') {
        this.#error([...path, `<field at index ${index}>`], 'A field needs a name', schemaHelpId.fieldNameMissing)
        return
      }
      const fieldPath = [...path, name]
      if (!FIELD_NAME.test(name)) {
        this.#error(
          fieldPath,
          `"${name}" is not a valid field name: use letters, digits, "_" and "-", starting with a letter or "_"`,
          schemaHelpId.fieldNameInvalid,
        )
      } else if (RESERVED_FIELD_NAMES.has(name)) {
        this.#error(
          fieldPath,
          `"${name}" is a system property and cannot be a field name`,
          schemaHelpId.fieldNameReserved,
        )
      }
      if (seen.has(name))
        this.#error(fieldPath, `There is more than one field named "${name}"`, schemaHelpId.objectFieldsDuplicate)
      seen.add(name)
      if (field.fieldset !== undefined && !fieldsets.has(String(field.fieldset))) {
        this.#error(
          fieldPath,
          `Field "${name}" is placed in fieldset "${String(field.fieldset)}", which is not declared`,
          schemaHelpId.objectFieldsetUnknown,
        )
      }
      for (const group of field.group === undefined ? [] : Array.isArray(field.group) ? field.group : [field.group]) {
        if (!groups.has(String(group))) {
          this.#error(
            fieldPath,
            `Field "${name}" is placed in group "${String(group)}", which is not declared`,
            schemaHelpId.objectGroupUnknown,
          )
        }
      }
      this.#checkDefinition(field, fieldPath, 'field')
    })
  }

  #declaredNames(list: unknown, path: string[], what: string, duplicateHelpId: string): Set<string> {
    const names = new Set<string>()
    if (!Array.isArray(list)) return names
    for (const item of list) {
      if (!isRecord(item) || typeof item.name !== 'string') continue
      if (names.has(item.name))
        this.#error(path, `There is more than one ${what} named "${item.name}"`, duplicateHelpId)
      names.add(item.name)
    }
    return names
  }

  #checkMembers(definition: LooseDefinition, path: string[], intrinsic: IntrinsicTypeName): void {
    const {of, type} = definition
    if (intrinsic === 'block') {
      this.#checkBlockMembers(of, path, 'inline object')
      if (isRecord(definition.marks)) this.#checkBlockMembers(definition.marks.annotations, path, 'annotation')
      return
    }
    if (intrinsic !== 'array') {
      if (of !== undefined)
        this.#error(
          path,
          `Only array and block types have \`of\`, and "${String(type)}" is a ${intrinsic}`,
          schemaHelpId.typeOfNotAllowed,
        )
      return
    }
    if (of === undefined && type !== 'array') return
    if (!Array.isArray(of) || of.length === 0) {
      this.#error(path, 'An array type needs `of`: a list of the member types it allows', schemaHelpId.arrayOfMissing)
      return
    }
    const names = new Set<string>()
    const shapes = new Set<'primitive' | 'object'>()
    of.forEach((member, index) => {
      const memberPath = [...path, memberName(member, index)]
      if (!isRecord(member)) {
        this.#error(memberPath, 'An array member must be an object', schemaHelpId.typeInvalid)
        return
      }
      this.#checkMemberName(member, memberPath)
      this.#checkDefinition(member, memberPath, 'member')
      const memberIntrinsic = typeof member.type === 'string' ? this.#intrinsicOf(member.type) : undefined
      if (!memberIntrinsic) return
      if (memberIntrinsic === 'array') {
        this.#error(
          memberPath,
          'An array cannot hold arrays directly; wrap the inner array in an object',
          schemaHelpId.arrayOfArray,
        )
      }
      shapes.add(INTRINSIC_JSON_TYPES[memberIntrinsic] === 'object' ? 'object' : 'primitive')
      const name = memberName(member, index)
      if (names.has(name)) {
        this.#error(
          memberPath,
          `More than one member is named "${name}"; give each a distinct \`name\``,
          schemaHelpId.arrayOfDuplicate,
        )
      }
      names.add(name)
    })
    if (shapes.size > 1) {
      this.#error(
        path,
        'An array cannot mix primitive members (string, number, boolean) with object members',
        schemaHelpId.arrayOfMixed,
      )
    }
  }

  #checkBlockMembers(list: unknown, path: string[], what: string): void {
    if (list === undefined) return
    if (!Array.isArray(list)) {
      this.#error(path, `A block's ${what}s must be an array`, schemaHelpId.blockMemberInvalid)
      return
    }
    list.forEach((member, index) => {
      const memberPath = [...path, memberName(member, index)]
      if (!isRecord(member)) {
        this.#error(memberPath, `A block ${what} must be an object`, schemaHelpId.typeInvalid)
        return
      }
      this.#checkMemberName(member, memberPath)
      this.#checkDefinition(member, memberPath, 'member')
      const intrinsic = typeof member.type === 'string' ? this.#intrinsicOf(member.type) : undefined
      if (intrinsic && INTRINSIC_JSON_TYPES[intrinsic] !== 'object') {
        this.#error(
          memberPath,
          `A block ${what} must be an object type, and "${String(member.type)}" is a ${intrinsic}`,
          schemaHelpId.blockMemberInvalid,
        )
      }
    })
  }

  #checkMemberName(member: LooseDefinition, path: string[]): void {
    if (member.name !== undefined && (typeof member.name !== 'string' || !TYPE_NAME.test(member.name))) {
      this.#error(path, `"${String(member.name)}" is not a valid member name`, schemaHelpId.typeNameInvalid)
    }
  }

  #checkTargets(definition: LooseDefinition, path: string[], intrinsic: IntrinsicTypeName): void {
    const {to, type} = definition
    if (intrinsic === 'crossDatasetReference') {
      if (type === 'crossDatasetReference' && (typeof definition.dataset !== 'string' || definition.dataset === '')) {
        this.#error(
          path,
          'A cross-dataset reference needs the `dataset` it points into',
          schemaHelpId.crossDatasetReferenceDatasetMissing,
        )
      }
      if (type === 'crossDatasetReference' && (!Array.isArray(to) || to.length === 0)) {
        this.#error(
          path,
          'A cross-dataset reference needs `to`: the document types it may point to',
          schemaHelpId.referenceToMissing,
        )
      }
      return
    }
    if (intrinsic !== 'reference') {
      if (to !== undefined)
        this.#error(
          path,
          `Only reference types have \`to\`, and "${String(type)}" is a ${intrinsic}`,
          schemaHelpId.typeToNotAllowed,
        )
      return
    }
    if (to === undefined && type !== 'reference') return
    const targets = Array.isArray(to) ? to : to === undefined ? [] : [to]
    if (targets.length === 0) {
      this.#error(path, 'A reference needs `to`: the document types it may point to', schemaHelpId.referenceToMissing)
      return
    }
    for (const target of targets) {
      const targetType = isRecord(target) ? target.type : undefined
      if (typeof targetType !== 'string') {
        this.#error(path, 'Each reference target needs a `type`', schemaHelpId.referenceToInvalid)
        continue
      }
      const targetIntrinsic = this.#intrinsicOf(targetType)
      if (!targetIntrinsic) {
        if (!this.#known(targetType))
          this.#error(
            path,
            `Unknown reference target type "${targetType}"${this.#suggestion(targetType)}`,
            schemaHelpId.typeUnknown,
          )
      } else if (targetIntrinsic !== 'document') {
        this.#error(
          path,
          `A reference can only point to document types, and "${targetType}" is a ${targetIntrinsic}`,
          schemaHelpId.referenceToInvalid,
        )
      }
    }
  }

  #known(name: string): boolean {
    return isIntrinsicTypeName(name) || this.#registry.has(name)
  }

  // The names a type passes through on its way to an intrinsic type (or back to a name seen before).
  #chain(name: string): string[] {
    const chain = [name]
    let current = name
    while (!isIntrinsicTypeName(current)) {
      const next = this.#registry.get(current)?.type
      if (typeof next !== 'string') break
      chain.push(next)
      if (chain.indexOf(next) !== chain.length - 1) break
      current = next
    }
    return chain
  }

  #isCircular(name: string): boolean {
    const chain = this.#chain(name)
    return chain.length > 1 && chain[chain.length - 1] === name
  }

  #intrinsicOf(name: string): IntrinsicTypeName | undefined {
    const last = this.#chain(name).at(-1)
    return last !== undefined && isIntrinsicTypeName(last) ? last : undefined
  }

  #suggestion(name: string): string {
    const lower = name.toLowerCase()
    let best: string | undefined
    let bestDistance = 3
    for (const candidate of [...this.#registry.keys(), ...Object.keys(INTRINSIC_JSON_TYPES)]) {
      const distance = editDistance(lower, candidate.toLowerCase())
      if (distance < bestDistance) {
        best = candidate
        bestDistance = distance
      }
    }
    return best === undefined ? '' : ` (did you mean "${best}"?)`
  }

  #error(path: string[], message: string, helpId: string): void {
    this.#problems.push(problem('error', path, message, helpId))
  }

  #warning(path: string[], message: string, helpId: string): void {
    this.#problems.push(problem('warning', path, message, helpId))
  }
}

function memberName(member: unknown, index: number): string {
  if (isRecord(member)) {
    if (typeof member.name === 'string') return member.name
    if (typeof member.type === 'string') return member.type
  }
  return `<member at index ${index}>`
}

// Levenshtein distance, only used to suggest a name for an unknown type.
function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}
