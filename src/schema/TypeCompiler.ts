import type {
  ArrayMemberDefinition,
  ArraySchemaType,
  BlockSchemaType,
  FieldGroup,
  Fieldset,
  IntrinsicTypeName,
  ObjectField,
  ObjectSchemaType,
  SchemaType,
} from '../types'
import {blockFieldDefinitions, defaultBlockConfig, type BlockConfig} from './blockDefaults'
import {
  FILE_ASSET_FIELD,
  HOTSPOT_FIELDS,
  IMAGE_ASSET_FIELD,
  INTRINSIC_FIELDS,
  INTRINSIC_JSON_TYPES,
  INTRINSIC_TITLES,
  isIntrinsicTypeName,
} from './builtinTypes'
import {isRecord, type LooseDefinition} from './looseDefinition'
import {startCase} from './startCase'

type MutableType = Record<string, unknown>

// Properties a type takes from the type it extends unless its own definition sets them.
const INHERITED_PROPERTIES = [
  'description',
  'hidden',
  'readOnly',
  'deprecated',
  'placeholder',
  'initialValue',
  'validation',
  'preview',
] as const

/**
 * Compiles definitions into {@link SchemaType}s. Named types are compiled once, on first
 * use, down their chain to an intrinsic type. Properties that point at other types
 * (`fields`, `fieldsets`, `groups`, `of`, `to`, a block's `annotations` and
 * `inlineObjects`) are computed on first read and then kept, so recursive types
 * (`post → author → post`, a menu item whose children are menu items) compile without
 * infinite recursion, and every compiled object stays the same object.
 *
 * The compiler is forgiving: a definition it cannot compile (unknown type, circular
 * chain, missing name) is left out. Reporting those is the job of the schema problems.
 */
export class TypeCompiler {
  readonly #definitions: ReadonlyMap<string, LooseDefinition>
  readonly #compiled = new Map<string, SchemaType>()
  readonly #inProgress = new Set<string>()
  // The fields an image or file definition added itself, so aliases can keep them.
  readonly #userFields = new WeakMap<object, ObjectField[]>()
  readonly #blockConfigs = new WeakMap<object, BlockConfig>()
  readonly #assetFields = new Map<string, ObjectField[]>()

  /** @param definitions - Named, non-intrinsic definitions by name (built-in and user types). */
  constructor(definitions: ReadonlyMap<string, LooseDefinition>) {
    this.#definitions = definitions
  }

  /** The compiled named type, or undefined when it does not exist or cannot be compiled. */
  resolve(name: string): SchemaType | undefined {
    const cached = this.#compiled.get(name)
    if (cached) return cached
    if (this.#inProgress.has(name)) return undefined
    let compiled: SchemaType | undefined
    if (isIntrinsicTypeName(name)) {
      compiled = this.#root(name)
    } else {
      const definition = this.#definitions.get(name)
      if (!definition || typeof definition.type !== 'string') return undefined
      this.#inProgress.add(name)
      const parent = this.resolve(definition.type)
      this.#inProgress.delete(name)
      if (!parent) return undefined
      const title = typeof definition.title === 'string' ? definition.title : startCase(name)
      compiled = this.#extend(parent, definition, name, title)
    }
    this.#compiled.set(name, compiled)
    return compiled
  }

  /** Compiles a list of field definitions; invalid ones and repeated names are left out. */
  compileFields(definitions: unknown): ObjectField[] {
    if (!Array.isArray(definitions)) return []
    const seen = new Set<string>()
    const fields: ObjectField[] = []
    for (const definition of definitions) {
      if (!isRecord(definition) || typeof definition.name !== 'string' || seen.has(definition.name)) continue
      const field = this.compileField(definition)
      if (!field) continue
      seen.add(field.name)
      fields.push(field)
    }
    return fields
  }

  /** Compiles one field: its type extends the named type with the field's overrides. */
  compileField(definition: LooseDefinition): ObjectField | undefined {
    const {name, type} = definition
    if (typeof name !== 'string' || typeof type !== 'string') return undefined
    const base = this.resolve(type)
    if (!base) return undefined
    const title = typeof definition.title === 'string' ? definition.title : startCase(name)
    const field: ObjectField = {name, type: this.#extend(base, definition, type, title)}
    if (typeof definition.fieldset === 'string') field.fieldset = definition.fieldset
    const group = definition.group
    if (typeof group === 'string') field.group = [group]
    else if (Array.isArray(group)) field.group = group.filter((g): g is string => typeof g === 'string')
    return field
  }

  /** Compiles array members (or a block's inline objects and annotations). */
  compileMembers(definitions: unknown): SchemaType[] {
    if (!Array.isArray(definitions)) return []
    const members: SchemaType[] = []
    for (const definition of definitions) {
      const member = isRecord(definition) ? this.compileMember(definition) : undefined
      if (member) members.push(member)
    }
    return members
  }

  /** Compiles one member; its name defaults to the name of the type it uses. */
  compileMember(definition: LooseDefinition): SchemaType | undefined {
    if (typeof definition.type !== 'string') return undefined
    const base = this.resolve(definition.type)
    if (!base) return undefined
    const ownName = typeof definition.name === 'string' ? definition.name : undefined
    const title = typeof definition.title === 'string' ? definition.title : ownName ? startCase(ownName) : base.title
    return this.#extend(base, definition, ownName ?? definition.type, title)
  }

  #root(name: IntrinsicTypeName): SchemaType {
    const type: MutableType = {
      name,
      title: INTRINSIC_TITLES[name] ?? startCase(name),
      jsonType: INTRINSIC_JSON_TYPES[name],
      intrinsic: name,
    }
    this.#structure(type, undefined, {})
    return type as unknown as SchemaType
  }

  #extend(parent: SchemaType, definition: LooseDefinition, name: string, title: string | undefined): SchemaType {
    const type: MutableType = {name}
    if (title !== undefined) type.title = title
    type.jsonType = parent.jsonType
    type.intrinsic = parent.intrinsic
    type.type = parent
    for (const key of INHERITED_PROPERTIES) {
      const value = definition[key] !== undefined ? definition[key] : parent[key]
      if (value !== undefined) type[key] = value
    }
    const components = mergeRecords(parent.components, definition.components)
    if (components) type.components = components
    const options = mergeRecords(parent.options, definition.options)
    if (options) type.options = options
    type.definition = definition
    this.#structure(type, parent, definition)
    return type as unknown as SchemaType
  }

  // Adds the intrinsic-specific properties: inherited from `parent` unless `definition` changes them.
  #structure(type: MutableType, parent: SchemaType | undefined, definition: LooseDefinition): void {
    const intrinsic = type.intrinsic as IntrinsicTypeName
    const from = parent as Record<string, unknown> | undefined
    switch (intrinsic) {
      case 'array':
        lazy(type, 'of', () =>
          Array.isArray(definition.of)
            ? this.compileMembers(definition.of)
            : ((parent as ArraySchemaType | undefined)?.of ?? []),
        )
        return
      case 'text':
        inheritValue(type, 'rows', definition, from)
        return
      case 'object':
      case 'document':
        lazy(type, 'fields', () =>
          Array.isArray(definition.fields)
            ? this.compileFields(definition.fields)
            : ((parent as ObjectSchemaType | undefined)?.fields ?? []),
        )
        this.#fieldsetsAndGroups(type, parent, definition)
        if (intrinsic === 'document') {
          inheritValue(type, 'orderings', definition, from)
          inheritValue(type, 'liveEdit', definition, from)
        }
        return
      case 'image':
      case 'file':
        this.#assetStructure(type, parent, definition)
        return
      case 'block':
        this.#blockStructure(type, parent, definition)
        return
      case 'reference':
        this.#intrinsicFields(type, parent)
        lazy(type, 'to', () => (definition.to !== undefined ? this.#targets(definition.to) : (from?.to ?? [])))
        inheritValue(type, 'weak', definition, from)
        return
      case 'crossDatasetReference':
        this.#intrinsicFields(type, parent)
        type.dataset = typeof definition.dataset === 'string' ? definition.dataset : (from?.dataset ?? '')
        inheritValue(type, 'projectId', definition, from)
        type.to = Array.isArray(definition.to) ? definition.to : (from?.to ?? [])
        inheritValue(type, 'weak', definition, from)
        return
      case 'geopoint':
      case 'slug':
      case 'span':
        this.#intrinsicFields(type, parent)
        return
      default:
        return
    }
  }

  #intrinsicFields(type: MutableType, parent: SchemaType | undefined): void {
    const intrinsic = type.intrinsic as IntrinsicTypeName
    lazy(
      type,
      'fields',
      () => (parent as ObjectSchemaType | undefined)?.fields ?? this.compileFields(INTRINSIC_FIELDS[intrinsic] ?? []),
    )
    this.#fieldsetsAndGroups(type, parent, {})
  }

  #fieldsetsAndGroups(type: MutableType, parent: SchemaType | undefined, definition: LooseDefinition): void {
    const inherited = parent as ObjectSchemaType | undefined
    const own = Array.isArray(definition.fields)
    lazy(type, 'fieldsets', () =>
      own ? compileFieldsets(definition.fieldsets, type.fields as ObjectField[]) : (inherited?.fieldsets ?? []),
    )
    lazy(type, 'groups', () =>
      own ? compileGroups(definition.groups, type.fields as ObjectField[]) : (inherited?.groups ?? []),
    )
  }

  // Image and file values: `asset` (and `hotspot`, `crop` for images with options.hotspot), then the author's fields.
  #assetStructure(type: MutableType, parent: SchemaType | undefined, definition: LooseDefinition): void {
    const own = Array.isArray(definition.fields)
    const key =
      type.intrinsic === 'image' && isRecord(type.options) && type.options.hotspot === true
        ? 'image+hotspot'
        : String(type.intrinsic)
    const parentKey =
      parent && parent.intrinsic === 'image' && parent.options?.hotspot === true ? 'image+hotspot' : parent?.intrinsic
    lazy(type, 'fields', () => {
      // Reading the parent's fields records its user fields.
      if (parent) void (parent as ObjectSchemaType).fields
      const userFields = own
        ? this.compileFields(definition.fields)
        : parent
          ? (this.#userFields.get(parent) ?? [])
          : []
      this.#userFields.set(type, userFields)
      if (!own && parent && key === parentKey) return (parent as ObjectSchemaType).fields
      return [...this.#builtinAssetFields(key), ...userFields]
    })
    this.#fieldsetsAndGroups(type, parent, definition)
  }

  #builtinAssetFields(key: string): ObjectField[] {
    let fields = this.#assetFields.get(key)
    if (!fields) {
      const definitions =
        key === 'file'
          ? [FILE_ASSET_FIELD]
          : key === 'image'
            ? [IMAGE_ASSET_FIELD]
            : [IMAGE_ASSET_FIELD, ...HOTSPOT_FIELDS]
      fields = this.compileFields(definitions)
      this.#assetFields.set(key, fields)
    }
    return fields
  }

  #blockStructure(type: MutableType, parent: SchemaType | undefined, definition: LooseDefinition): void {
    const inherited = parent ? this.#blockConfigs.get(parent) : undefined
    const marks = isRecord(definition.marks) ? definition.marks : {}
    const changes =
      definition.styles !== undefined ||
      definition.lists !== undefined ||
      definition.of !== undefined ||
      definition.marks !== undefined
    if (parent && inherited && !changes) {
      const block = parent as BlockSchemaType
      this.#blockConfigs.set(type, inherited)
      Object.assign(type, {styles: block.styles, lists: block.lists, decorators: block.decorators})
      lazy(type, 'fields', () => block.fields)
      lazy(type, 'annotations', () => block.annotations)
      lazy(type, 'inlineObjects', () => block.inlineObjects)
      this.#fieldsetsAndGroups(type, parent, {})
      return
    }
    const base = inherited ?? defaultBlockConfig()
    const config: BlockConfig = {
      styles: Array.isArray(definition.styles) ? definition.styles : base.styles,
      lists: Array.isArray(definition.lists) ? definition.lists : base.lists,
      decorators: Array.isArray(marks.decorators) ? marks.decorators : base.decorators,
      annotations: Array.isArray(marks.annotations) ? (marks.annotations as ArrayMemberDefinition[]) : base.annotations,
      inlineObjects: Array.isArray(definition.of) ? (definition.of as ArrayMemberDefinition[]) : base.inlineObjects,
    }
    this.#blockConfigs.set(type, config)
    Object.assign(type, {styles: config.styles, lists: config.lists, decorators: config.decorators})
    lazy(type, 'fields', () => this.compileFields(blockFieldDefinitions(config)))
    const membersOf = (fieldName: string) => {
      const field = (type.fields as ObjectField[]).find((f) => f.name === fieldName)
      return (field?.type as ArraySchemaType | undefined)?.of ?? []
    }
    lazy(type, 'annotations', () => membersOf('markDefs'))
    // The first member of `children` is the span.
    lazy(type, 'inlineObjects', () => membersOf('children').slice(1))
    this.#fieldsetsAndGroups(type, parent, {})
  }

  #targets(to: unknown): ObjectSchemaType[] {
    const list = Array.isArray(to) ? to : [to]
    const targets: ObjectSchemaType[] = []
    for (const target of list) {
      if (!isRecord(target) || typeof target.type !== 'string') continue
      const type = this.resolve(target.type)
      if (type && type.jsonType === 'object') targets.push(type)
    }
    return targets
  }
}

/**
 * Defines `key` on `target` as a getter that computes the value on first read and then
 * returns the kept value. Reading it again while it is being computed means a type depends
 * on itself.
 */
function lazy(target: MutableType, key: string, compute: () => unknown): void {
  let state: 'new' | 'computing' | 'done' = 'new'
  let value: unknown
  Object.defineProperty(target, key, {
    enumerable: true,
    get() {
      if (state === 'done') return value
      if (state === 'computing') throw new Error(`Schema type "${String(target.name)}": "${key}" depends on itself`)
      state = 'computing'
      try {
        value = compute()
        state = 'done'
      } finally {
        if (state === 'computing') state = 'new'
      }
      return value
    },
  })
}

function inheritValue(
  type: MutableType,
  key: string,
  definition: LooseDefinition,
  parent: Record<string, unknown> | undefined,
): void {
  const value = definition[key] !== undefined ? definition[key] : parent?.[key]
  if (value !== undefined) type[key] = value
}

function mergeRecords(inherited: unknown, own: unknown): Record<string, unknown> | undefined {
  if (!isRecord(own)) return isRecord(inherited) ? inherited : undefined
  return isRecord(inherited) ? {...inherited, ...own} : {...own}
}

function compileFieldsets(definitions: unknown, fields: ObjectField[]): Fieldset[] {
  if (!Array.isArray(definitions)) return []
  return definitions.filter(isNamed).map((definition) => ({
    ...(definition as Omit<Fieldset, 'fieldNames'>),
    fieldNames: fields.filter((field) => field.fieldset === definition.name).map((field) => field.name),
  }))
}

function compileGroups(definitions: unknown, fields: ObjectField[]): FieldGroup[] {
  if (!Array.isArray(definitions)) return []
  return definitions.filter(isNamed).map((definition) => ({
    ...(definition as Omit<FieldGroup, 'fieldNames'>),
    fieldNames: fields.filter((field) => field.group?.includes(definition.name) === true).map((field) => field.name),
  }))
}

function isNamed(value: unknown): value is {name: string} {
  return isRecord(value) && typeof value.name === 'string'
}
