import type {ContentDocument, Path} from './document'
import type {ValidationBuilder} from './validation'

/** The types every schema starts with; all other types extend one of them. */
export type IntrinsicTypeName =
  | 'array'
  | 'block'
  | 'boolean'
  | 'crossDatasetReference'
  | 'date'
  | 'datetime'
  | 'document'
  | 'email'
  | 'file'
  | 'geopoint'
  | 'image'
  | 'number'
  | 'object'
  | 'reference'
  | 'slug'
  | 'span'
  | 'string'
  | 'text'
  | 'url'

/** The JSON shape a type's values have. */
export type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array'

/** What conditional `hidden` / `readOnly` callbacks receive. */
export interface ConditionalPropertyContext {
  document: ContentDocument | undefined
  parent: unknown
  value: unknown
  currentUser: {id: string; name?: string; email?: string; roles: Array<{name: string; title?: string}>} | null
}

/** `hidden` and `readOnly` may be constant or decided per value. */
export type ConditionalProperty = boolean | ((context: ConditionalPropertyContext) => boolean)

/** What an initial-value resolver receives. */
export interface InitialValueContext {
  currentUser: ConditionalPropertyContext['currentUser']
  projectId?: string
  dataset?: string
  schema?: Schema
}

/** A static initial value, or a function resolving one (possibly async, with template parameters). */
export type InitialValueProperty<T = unknown> =
  | T
  | ((params: Record<string, unknown> | undefined, context: InitialValueContext) => T | Promise<T>)

/**
 * A replaceable UI part. The schema layer knows nothing of React; the form and structure
 * layers give these their real prop types.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ComponentSlot = (props: any) => unknown

/** Component overrides a type may carry for the form and preview layers. */
export interface TypeComponents {
  input?: ComponentSlot
  field?: ComponentSlot
  item?: ComponentSlot
  preview?: ComponentSlot
  annotation?: ComponentSlot
  block?: ComponentSlot
  inlineBlock?: ComponentSlot
}

/** What a preview shows: values selected from the document, optionally transformed. */
export interface PreviewConfig {
  /** Preview field (title, subtitle, description, media, …) → dotted path into the value. */
  select?: Record<string, string>
  /** Turn the selected values into preview fields. */
  prepare?: (selection: Record<string, unknown>, viewOptions?: Record<string, unknown>) => PreviewValue
}

/** The fields a preview renders. */
export interface PreviewValue {
  title?: unknown
  subtitle?: unknown
  description?: unknown
  media?: unknown
  imageUrl?: string
  date?: unknown
}

/** A sort order offered for document lists. */
export interface SortOrdering {
  name: string
  title: string
  by: Array<{field: string; direction: 'asc' | 'desc'}>
  i18n?: Record<string, {key: string; ns: string}>
}

/** A list option: a bare value or a titled one. */
export type ListOption<T = unknown> = T | {title: string; value: T}

/** Fields every definition may have. */
export interface BaseDefinition {
  name: string
  type: string
  title?: string
  description?: string
  hidden?: ConditionalProperty
  readOnly?: ConditionalProperty
  deprecated?: {reason: string}
  placeholder?: string
  initialValue?: InitialValueProperty
  validation?: ValidationBuilder
  components?: TypeComponents
  preview?: PreviewConfig
  /** Type-specific options; each intrinsic definition narrows this. */
  options?: object
}

/** A fieldset groups fields visually: collapsible, optionally in columns. */
export interface FieldsetDefinition {
  name: string
  title?: string
  description?: string
  hidden?: ConditionalProperty
  readOnly?: ConditionalProperty
  options?: {collapsible?: boolean; collapsed?: boolean; columns?: number; modal?: {type?: 'dialog' | 'popover'; width?: number}}
}

/** A field group is a tab of an object's fields. */
export interface FieldGroupDefinition {
  name: string
  title?: string
  description?: string
  icon?: ComponentSlot
  default?: boolean
  hidden?: ConditionalProperty
}

/**
 * `Omit` applied to each member of a union on its own. (Plain `Omit` over a union keeps only
 * the keys every member shares, which would drop `of`, `fields`, `to`, … from field types.)
 */
export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** A field of an object: any definition, plus where it is placed in the form. */
export type FieldDefinition = DistributiveOmit<AnyDefinition, 'name'> & {
  name: string
  fieldset?: string
  group?: string | string[]
}

/** A member of an array: like a definition, but the name is optional. */
export type ArrayMemberDefinition = DistributiveOmit<AnyDefinition, 'name'> & {name?: string}

export interface StringOptions {
  list?: Array<ListOption<string>>
  layout?: 'dropdown' | 'radio'
  direction?: 'horizontal' | 'vertical'
  search?: {weight?: number}
}
export interface StringDefinition extends BaseDefinition {
  type: 'string'
  options?: StringOptions
  initialValue?: InitialValueProperty<string>
}
export interface TextDefinition extends BaseDefinition {
  type: 'text'
  rows?: number
  options?: {search?: {weight?: number}}
}
export interface EmailDefinition extends BaseDefinition {
  type: 'email'
}
export interface UrlDefinition extends BaseDefinition {
  type: 'url'
}
export interface NumberDefinition extends BaseDefinition {
  type: 'number'
  options?: {list?: Array<ListOption<number>>; layout?: 'dropdown' | 'radio'; direction?: 'horizontal' | 'vertical'}
  initialValue?: InitialValueProperty<number>
}
export interface BooleanDefinition extends BaseDefinition {
  type: 'boolean'
  options?: {layout?: 'switch' | 'checkbox'}
  initialValue?: InitialValueProperty<boolean>
}
export interface DateDefinition extends BaseDefinition {
  type: 'date'
  options?: {dateFormat?: string}
}
export interface DatetimeDefinition extends BaseDefinition {
  type: 'datetime'
  options?: {dateFormat?: string; timeFormat?: string; timeStep?: number; allowTimeZoneSwitch?: boolean}
}
export interface SlugOptions {
  source?: string | string[] | ((document: ContentDocument, context: {parent: unknown; parentPath: Path}) => unknown)
  maxLength?: number
  slugify?: (source: string, type: SchemaType, context: unknown) => string | Promise<string>
  isUnique?: (slug: string, context: unknown) => boolean | Promise<boolean>
  disableArrayWarning?: boolean
}
export interface SlugDefinition extends BaseDefinition {
  type: 'slug'
  options?: SlugOptions
}
export interface GeopointDefinition extends BaseDefinition {
  type: 'geopoint'
}
export interface ObjectLikeDefinition extends BaseDefinition {
  fields: FieldDefinition[]
  fieldsets?: FieldsetDefinition[]
  groups?: FieldGroupDefinition[]
  options?: {collapsible?: boolean; collapsed?: boolean; columns?: number; modal?: {type?: 'dialog' | 'popover'; width?: number}}
}
export interface ObjectDefinition extends ObjectLikeDefinition {
  type: 'object'
}
export interface DocumentDefinition extends Omit<ObjectLikeDefinition, 'options'> {
  type: 'document'
  orderings?: SortOrdering[]
  liveEdit?: boolean
  options?: Record<string, unknown>
}
export interface ArrayOptions {
  list?: Array<ListOption<unknown>>
  layout?: 'list' | 'grid' | 'tags'
  direction?: 'horizontal' | 'vertical'
  sortable?: boolean
  modal?: {type?: 'dialog' | 'popover'; width?: number}
  /** How many columns a grid of checkboxes uses (at most 4). */
  columns?: number
}
export interface ArrayDefinition extends BaseDefinition {
  type: 'array'
  of: ArrayMemberDefinition[]
  options?: ArrayOptions
}
export interface ReferenceTarget {
  type: string
}
export interface ReferenceOptions {
  filter?: string | ((context: {document: ContentDocument; parent: unknown; parentPath: Path}) => {filter: string; params?: Record<string, unknown>} | Promise<{filter: string; params?: Record<string, unknown>}>)
  filterParams?: Record<string, unknown>
  disableNew?: boolean
}
export interface ReferenceDefinition extends BaseDefinition {
  type: 'reference'
  to: ReferenceTarget | ReferenceTarget[]
  weak?: boolean
  options?: ReferenceOptions
}
export interface CrossDatasetReferenceDefinition extends BaseDefinition {
  type: 'crossDatasetReference'
  dataset: string
  projectId?: string
  to: Array<{type: string; title?: string; icon?: ComponentSlot; preview?: PreviewConfig}>
  weak?: boolean
  options?: ReferenceOptions
}
export interface FileOptions {
  accept?: string
  storeOriginalFilename?: boolean
  sources?: unknown[]
}
export interface FileDefinition extends BaseDefinition {
  type: 'file'
  fields?: FieldDefinition[]
  options?: FileOptions
}
export interface ImageOptions extends FileOptions {
  hotspot?: boolean
  metadata?: Array<'exif' | 'location' | 'lqip' | 'blurhash' | 'palette'>
}
export interface ImageDefinition extends BaseDefinition {
  type: 'image'
  fields?: FieldDefinition[]
  options?: ImageOptions
}
export interface BlockStyle {
  title: string
  value: string
}
export interface BlockDefinition extends BaseDefinition {
  type: 'block'
  styles?: BlockStyle[]
  lists?: BlockStyle[]
  marks?: {
    decorators?: BlockStyle[]
    annotations?: ArrayMemberDefinition[]
  }
  /** Inline objects allowed among the spans. */
  of?: ArrayMemberDefinition[]
  options?: {spellCheck?: boolean}
}
export interface SpanDefinition extends BaseDefinition {
  type: 'span'
}
/** A type that extends a named (non-intrinsic) type, e.g. `{name: 'hero', type: 'image'}` or `{type: 'seo'}`. */
export interface AliasDefinition extends BaseDefinition {
  fields?: FieldDefinition[]
  of?: ArrayMemberDefinition[]
  to?: ReferenceTarget | ReferenceTarget[]
}

/** Definition shapes by intrinsic type name. */
export interface IntrinsicDefinitions {
  array: ArrayDefinition
  block: BlockDefinition
  boolean: BooleanDefinition
  crossDatasetReference: CrossDatasetReferenceDefinition
  date: DateDefinition
  datetime: DatetimeDefinition
  document: DocumentDefinition
  email: EmailDefinition
  file: FileDefinition
  geopoint: GeopointDefinition
  image: ImageDefinition
  number: NumberDefinition
  object: ObjectDefinition
  reference: ReferenceDefinition
  slug: SlugDefinition
  span: SpanDefinition
  string: StringDefinition
  text: TextDefinition
  url: UrlDefinition
}

/** Any type definition a schema author may write. */
export type AnyDefinition = IntrinsicDefinitions[IntrinsicTypeName] | AliasDefinition

// ---------------------------------------------------------------------------------------
// Compiled types: what `createSchema` produces. Every type is resolved down its chain to an
// intrinsic type; fields, array members and reference targets are compiled types too.
// ---------------------------------------------------------------------------------------

/** Properties every compiled type has. */
export interface BaseSchemaType {
  /** The type's name; for a field or array member, the name of the type it uses. */
  name: string
  title?: string
  description?: string
  jsonType: JsonType
  /** The intrinsic type at the root of this type's chain. */
  intrinsic: IntrinsicTypeName
  /** The type this one extends; undefined for intrinsic types. */
  type?: SchemaType
  hidden?: ConditionalProperty
  readOnly?: ConditionalProperty
  deprecated?: {reason: string}
  placeholder?: string
  initialValue?: InitialValueProperty
  /** The nearest validation in the chain (a more specific definition overrides). */
  validation?: ValidationBuilder
  components?: TypeComponents
  preview?: PreviewConfig
  /** Options merged down the chain (a more specific definition overrides per key). */
  options?: Record<string, unknown>
  /** The definition this type was compiled from. */
  definition?: AnyDefinition | FieldDefinition | ArrayMemberDefinition
}

export interface StringSchemaType extends BaseSchemaType {
  jsonType: 'string'
  intrinsic: 'string' | 'text' | 'email' | 'url' | 'date' | 'datetime'
  options?: StringOptions & Record<string, unknown>
  rows?: number
}
export interface NumberSchemaType extends BaseSchemaType {
  jsonType: 'number'
  intrinsic: 'number'
}
export interface BooleanSchemaType extends BaseSchemaType {
  jsonType: 'boolean'
  intrinsic: 'boolean'
}

/** A compiled field of an object type. */
export interface ObjectField {
  name: string
  type: SchemaType
  fieldset?: string
  group?: string[]
}

export interface Fieldset {
  name: string
  title?: string
  description?: string
  hidden?: ConditionalProperty
  readOnly?: ConditionalProperty
  options?: FieldsetDefinition['options']
  /** Names of the fields placed in this fieldset, in declaration order. */
  fieldNames: string[]
}

export interface FieldGroup {
  name: string
  title?: string
  description?: string
  icon?: ComponentSlot
  default?: boolean
  hidden?: ConditionalProperty
  /** Names of the fields in this group. */
  fieldNames: string[]
}

export interface ObjectSchemaType extends BaseSchemaType {
  jsonType: 'object'
  intrinsic: 'object' | 'document' | 'image' | 'file' | 'geopoint' | 'slug' | 'block' | 'span' | 'reference' | 'crossDatasetReference'
  fields: ObjectField[]
  fieldsets: Fieldset[]
  groups: FieldGroup[]
  orderings?: SortOrdering[]
  liveEdit?: boolean
}

export interface ArraySchemaType extends BaseSchemaType {
  jsonType: 'array'
  intrinsic: 'array'
  of: SchemaType[]
  options?: ArrayOptions & Record<string, unknown>
}

export interface ReferenceSchemaType extends ObjectSchemaType {
  intrinsic: 'reference'
  /** The document types it may point to. */
  to: ObjectSchemaType[]
  weak?: boolean
  options?: ReferenceOptions & Record<string, unknown>
}

export interface CrossDatasetReferenceSchemaType extends ObjectSchemaType {
  intrinsic: 'crossDatasetReference'
  dataset: string
  projectId?: string
  /** Target types in the other dataset: not compiled, only described. */
  to: CrossDatasetReferenceDefinition['to']
  weak?: boolean
  options?: ReferenceOptions & Record<string, unknown>
}

export interface FileSchemaType extends ObjectSchemaType {
  intrinsic: 'file' | 'image'
  options?: ImageOptions & Record<string, unknown>
}

export interface BlockSchemaType extends ObjectSchemaType {
  intrinsic: 'block'
  styles: BlockStyle[]
  lists: BlockStyle[]
  decorators: BlockStyle[]
  /** Annotation types (stored in markDefs). */
  annotations: ObjectSchemaType[]
  /** Inline object types allowed among the spans. */
  inlineObjects: ObjectSchemaType[]
}

/** Any compiled type. Narrow on `jsonType` or `intrinsic`. */
export type SchemaType =
  | StringSchemaType
  | NumberSchemaType
  | BooleanSchemaType
  | ObjectSchemaType
  | ArraySchemaType
  | ReferenceSchemaType
  | CrossDatasetReferenceSchemaType
  | FileSchemaType
  | BlockSchemaType

/** One problem found while compiling a schema. */
export interface SchemaProblem {
  severity: 'error' | 'warning'
  /** Where in the type tree: type name, then field / member names. */
  path: string[]
  message: string
  /** A stable id a help page can be found by, e.g. `schema-type-unknown`. */
  helpId: string
}

/** A compiled schema. */
export interface Schema {
  get(name: string): SchemaType | undefined
  has(name: string): boolean
  getTypeNames(): string[]
  /** Warning-level problems (errors throw a `SchemaError` instead). */
  readonly problems: SchemaProblem[]
}

/** A field a search filter may target, found by search field discovery. */
export interface SearchFieldDefinition {
  /** Stable id: `${fieldPath}-${filterName}` plus a hash of the title path. */
  id: string
  /** The document types that have this field. */
  documentTypes: string[]
  /** Dotted path; array members as `[]`, e.g. `authors[].name`. */
  fieldPath: string
  /** The filter this field uses: stringList, arrayReferences, portableText, arrayList, or the field's type name. */
  filterName: string
  name: string
  title: string
  /** Titles of the parent fields. */
  titlePath: string[]
  /** The field's type name. */
  type: string
}
