import type {ContentDocument, Path} from './document'
import type {ValidationBuilder} from './validation'

/**
 * The types every schema starts with; all other types extend one of them.
 * @public
 */
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

/**
 * The JSON shape a type's values have.
 * @public
 */
export type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array'

/**
 * What conditional `hidden` / `readOnly` callbacks receive.
 * @public
 */
export interface ConditionalPropertyContext {
  /** The whole document as the form shows it (local edits included); undefined while it loads. */
  document: ContentDocument | undefined
  /** The value of the object (or array) the field is in; the document for a top-level field. */
  parent: unknown
  /** The field's own value. */
  value: unknown
  /** The signed-in user and their roles, or null when no one is signed in. */
  currentUser: {id: string; name?: string; email?: string; roles: Array<{name: string; title?: string}>} | null
}

/**
 * `hidden` and `readOnly` may be constant or decided per value.
 * @public
 */
export type ConditionalProperty = boolean | ((context: ConditionalPropertyContext) => boolean)

/**
 * What an initial-value resolver receives.
 * @public
 */
export interface InitialValueContext {
  /** The signed-in user, or null. */
  currentUser: ConditionalPropertyContext['currentUser']
  /** The workspace's project. */
  projectId?: string
  /** The workspace's dataset. */
  dataset?: string
  /** The compiled schema, to look types up. */
  schema?: Schema
}

/**
 * A static initial value, or a function resolving one (possibly async, with template parameters).
 * @public
 */
export type InitialValueProperty<T = unknown> =
  T | ((params: Record<string, unknown> | undefined, context: InitialValueContext) => T | Promise<T>)

/**
 * A replaceable UI part. The schema layer knows nothing of React; the form and structure
 * layers give these their real prop types.
 * @public
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ComponentSlot = (props: any) => unknown

/**
 * Component overrides a type may carry for the form and preview layers.
 * @public
 */
export interface TypeComponents {
  /** Replaces (or wraps, through `renderDefault`) the input that edits the value. */
  input?: ComponentSlot
  /** Replaces the field around the input: its title, description, validation and presence. */
  field?: ComponentSlot
  /** Replaces the row of an array item of this type. */
  item?: ComponentSlot
  /** Replaces the preview of a value of this type (in array rows, references, lists). */
  preview?: ComponentSlot
  /** Rich text: how an annotation of this type is shown on its text. */
  annotation?: ComponentSlot
  /** Rich text: how a block of this type is shown. */
  block?: ComponentSlot
  /** Rich text: how an inline object of this type is shown. */
  inlineBlock?: ComponentSlot
}

/**
 * What a preview shows: values selected from the document, optionally transformed.
 * @public
 */
export interface PreviewConfig {
  /** Preview field (title, subtitle, description, media, …) → dotted path into the value. */
  select?: Record<string, string>
  /** Turn the selected values into preview fields. */
  prepare?: (selection: Record<string, unknown>, viewOptions?: Record<string, unknown>) => PreviewValue
}

/**
 * The fields a preview renders.
 * @public
 */
export interface PreviewValue {
  /** The main line; 'Untitled' is shown without one. */
  title?: unknown
  /** A second, quieter line. */
  subtitle?: unknown
  /** A longer text, shown by the `detail` and `block` layouts. */
  description?: unknown
  /** An image value, an icon component or a React element shown beside the text. */
  media?: unknown
  /** An image URL to show as the media. */
  imageUrl?: string
  /** A date the preview shows (ISO string). */
  date?: unknown
}

/**
 * A sort order offered for document lists.
 * @public
 */
export interface SortOrdering {
  /** A stable id, unique among the type's orderings. */
  name: string
  /** What the orderings menu shows. */
  title: string
  /** Field paths to sort by, first the most significant (`{field: 'publishedAt', direction: 'desc'}`). */
  by: Array<{field: string; direction: 'asc' | 'desc'}>
  /** Translations of `title`: property → the key and namespace of its message. */
  i18n?: Record<string, {key: string; ns: string}>
}

/**
 * A list option: a bare value or a titled one.
 * @public
 */
export type ListOption<T = unknown> = T | {title: string; value: T}

/**
 * Fields every definition may have.
 * @public
 */
export interface BaseDefinition {
  /** The type's (or field's) name: letters, digits, `_` and `-`. Type names are unique in a schema. */
  name: string
  /** The type it extends: an intrinsic type (`string`, `object`, …) or another named type. */
  type: string
  /** What people see; derived from `name` when left out (`publishedAt` → 'Published At'). */
  title?: string
  /** A help text shown under the title. */
  description?: string
  /** Hides the field (its value is kept): always, or when the callback says so. */
  hidden?: ConditionalProperty
  /** Shows the field without letting anyone edit it: always, or when the callback says so. */
  readOnly?: ConditionalProperty
  /** Marks the type as deprecated: the form shows a badge and the reason. */
  deprecated?: {reason: string}
  /** Text shown in an empty input. */
  placeholder?: string
  /** The value a new document (or array item) starts with; see {@link InitialValueProperty}. */
  initialValue?: InitialValueProperty
  /** The rules the value must follow: `(rule) => rule.required().max(80)`. */
  validation?: ValidationBuilder
  /** Components replacing the form's parts for this type. */
  components?: TypeComponents
  /** How a value of this type is previewed in lists, references and array rows. */
  preview?: PreviewConfig
  /** Type-specific options; each intrinsic definition narrows this. */
  options?: object
}

/**
 * A fieldset groups fields visually: collapsible, optionally in columns.
 * @public
 */
export interface FieldsetDefinition {
  /** What fields name in their `fieldset`. */
  name: string
  /** The box's heading. */
  title?: string
  /** A help text under the heading. */
  description?: string
  /** Hides the whole box. */
  hidden?: ConditionalProperty
  /** Makes every field in the box read-only. */
  readOnly?: ConditionalProperty
  /** `collapsible` / `collapsed`: the box can be folded, and starts folded; `columns`: its fields in this many columns. */
  options?: {
    collapsible?: boolean
    collapsed?: boolean
    columns?: number
    modal?: {type?: 'dialog' | 'popover'; width?: number}
  }
}

/**
 * A field group is a tab of an object's fields.
 * @public
 */
export interface FieldGroupDefinition {
  /** What fields name in their `group`. */
  name: string
  /** The tab's label. */
  title?: string
  /** A help text for the tab. */
  description?: string
  /** An icon component shown on the tab. */
  icon?: ComponentSlot
  /** The tab that is open when the object is shown (without one: the 'All fields' tab). */
  default?: boolean
  /** Hides the tab (its fields stay in other tabs they belong to). */
  hidden?: ConditionalProperty
}

/**
 * `Omit` applied to each member of a union on its own. (Plain `Omit` over a union keeps only
 * the keys every member shares, which would drop `of`, `fields`, `to`, … from field types.)
 * @public
 */
export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/**
 * A field of an object: any definition, plus where it is placed in the form.
 * @public
 */
export type FieldDefinition = DistributiveOmit<AnyDefinition, 'name'> & {
  /** The property the value is stored under. */
  name: string
  /** The name of a fieldset of the object the field is shown in. */
  fieldset?: string
  /** The name(s) of the object's groups (tabs) the field is shown in. */
  group?: string | string[]
}

/**
 * A member of an array: like a definition, but the name is optional.
 * @public
 */
export type ArrayMemberDefinition = DistributiveOmit<AnyDefinition, 'name'> & {name?: string}

/**
 * Options of a `string` field: a fixed list of allowed values and how it is offered.
 *
 * @example
 * ```ts
 * defineField({name: 'status', type: 'string', options: {list: ['draft', {title: 'In review', value: 'review'}], layout: 'radio'}})
 * ```
 * @public
 */
export interface StringOptions {
  /**
   * The values the field may take, as bare strings or `{title, value}` pairs. With a list the
   * input is a dropdown (or radio buttons) instead of a text box, and validation accepts only
   * listed values.
   */
  list?: Array<ListOption<string>>
  /** How a `list` is offered: a dropdown (the default) or radio buttons. */
  layout?: 'dropdown' | 'radio'
  /** How radio buttons are laid out: stacked (`vertical`, the default) or in a row. */
  direction?: 'horizontal' | 'vertical'
  /** How much a match in this field counts in text search, relative to other fields (default 1). */
  search?: {weight?: number}
}

/**
 * A single line of text, edited in a text box (or picked from `options.list`). Use `text` for
 * several lines, `slug` for URL-safe identifiers, `email` or `url` for those.
 *
 * @example
 * ```ts
 * defineField({name: 'title', type: 'string', validation: (rule) => rule.required().max(120)})
 * ```
 * @public
 */
export interface StringDefinition extends BaseDefinition {
  type: 'string'
  options?: StringOptions
  initialValue?: InitialValueProperty<string>
}

/**
 * Plain text of several lines (no formatting), edited in a text area. For formatted text use an
 * array of `block`s.
 *
 * @example
 * ```ts
 * defineField({name: 'excerpt', type: 'text', rows: 3})
 * ```
 * @public
 */
export interface TextDefinition extends BaseDefinition {
  type: 'text'
  /** Visible rows of the text area (default 10); the text itself may be longer. */
  rows?: number
  options?: {search?: {weight?: number}}
}

/**
 * An e-mail address, stored as a string; validation checks its form (on the trimmed value).
 * @public
 */
export interface EmailDefinition extends BaseDefinition {
  type: 'email'
}

/**
 * A URL, stored as a string. Validation accepts absolute `http`/`https` URLs unless the field's
 * `rule.uri({...})` says otherwise (other schemes, relative URLs).
 * @public
 */
export interface UrlDefinition extends BaseDefinition {
  type: 'url'
}

/**
 * A number (JSON number: integer or decimal). Emptying the input unsets the field. Use
 * `rule.integer()`, `rule.min(n)`, `rule.precision(n)` to restrict it; integer rules also give phones a
 * digits-only keyboard.
 *
 * @example
 * ```ts
 * defineField({name: 'rating', type: 'number', validation: (rule) => rule.integer().min(1).max(5)})
 * ```
 * @public
 */
export interface NumberDefinition extends BaseDefinition {
  type: 'number'
  /**
   * `list`: the values the field may take (bare or `{title, value}`), offered as a dropdown
   * (`layout: 'dropdown'`, the default) or radio buttons (`layout: 'radio'`, stacked unless
   * `direction: 'horizontal'`).
   */
  options?: {list?: Array<ListOption<number>>; layout?: 'dropdown' | 'radio'; direction?: 'horizontal' | 'vertical'}
  initialValue?: InitialValueProperty<number>
}

/**
 * A yes/no value. Until it is answered the value is absent (the input shows an undecided state),
 * so give an `initialValue` when "no" should be the default.
 * @public
 */
export interface BooleanDefinition extends BaseDefinition {
  type: 'boolean'
  /** `layout`: a switch (the default) or a checkbox. */
  options?: {layout?: 'switch' | 'checkbox'}
  initialValue?: InitialValueProperty<boolean>
}

/**
 * A calendar day without a time, stored as an ISO 8601 date string (`2024-03-31`), picked in a calendar.
 * @public
 */
export interface DateDefinition extends BaseDefinition {
  type: 'date'
  /** `dateFormat`: the date-fns pattern the date is shown and typed in (default `'MMM d, yyyy'`, e.g. 'Jan 1, 2000'). */
  options?: {dateFormat?: string}
}

/**
 * A moment in time, stored as an ISO 8601 UTC timestamp (`2024-03-31T09:30:00.000Z`) and shown in the
 * browser's time zone. Use `date` for a day without a time.
 * @public
 */
export interface DatetimeDefinition extends BaseDefinition {
  type: 'datetime'
  /**
   * - `dateFormat`, `timeFormat`: the date-fns patterns the moment is shown and typed in
   *   (defaults `'MMM d, yyyy'` and `'p'`: 'Jan 1, 2000 12:00 AM');
   * - `timeStep`: minutes between the times the picker offers (default 1; a larger step rounds
   *   the minutes down to a multiple of it);
   * - `allowTimeZoneSwitch`: accepted for compatibility; times are shown in the browser's zone.
   */
  options?: {dateFormat?: string; timeFormat?: string; timeStep?: number; allowTimeZoneSwitch?: boolean}
}

/**
 * Options of a `slug` field: where its Generate button takes the text from, how the text becomes
 * a slug, and how uniqueness is checked.
 *
 * @example
 * ```ts
 * defineField({name: 'slug', type: 'slug', options: {source: 'title', maxLength: 96}})
 * ```
 * @public
 */
export interface SlugOptions {
  /**
   * Where Generate takes the text from: a path in the document (`'title'`, `'seo.title'`, or a
   * path array), or a function of the document and the slug's parent returning the text (or a
   * promise of it). Without a source there is no Generate button.
   */
  source?: string | string[] | ((document: ContentDocument, context: {parent: unknown; parentPath: Path}) => unknown)
  /** The most characters the default slugify keeps (default 200). Ignored by a custom `slugify`. */
  maxLength?: number
  /**
   * Turns the source text into the slug, replacing the default (lower case, diacritics
   * stripped, runs of spaces and punctuation as one `-`). Must return a string.
   */
  slugify?: (source: string, type: SchemaType, context: unknown) => string | Promise<string>
  /**
   * Decides whether a slug is unique, replacing the default check (no other document of the
   * same type, other than this document's draft and published versions, has it).
   */
  isUnique?: (slug: string, context: unknown) => boolean | Promise<boolean>
  /** Hides the warning that slugs inside arrays are not checked for uniqueness. */
  disableArrayWarning?: boolean
}

/**
 * A URL-safe identifier, stored as `{_type: 'slug', current: 'my-post'}`, typed or generated from
 * another field. Validation requires a non-empty `current` that no other document of the type uses.
 *
 * @example
 * ```ts
 * defineField({name: 'slug', type: 'slug', options: {source: 'title'}, validation: (rule) => rule.required()})
 * ```
 * @public
 */
export interface SlugDefinition extends BaseDefinition {
  type: 'slug'
  options?: SlugOptions
}

/**
 * A point on Earth, stored as `{_type: 'geopoint', lat, lng, alt?}` (degrees; altitude in metres).
 * @public
 */
export interface GeopointDefinition extends BaseDefinition {
  type: 'geopoint'
}

/**
 * What `object` and `document` definitions share: their fields, and how the form arranges them.
 * @public
 */
export interface ObjectLikeDefinition extends BaseDefinition {
  /**
   * The fields, in the order the form shows them. Names are unique, of letters, digits, `_`
   * and `-`, and not a system property (`_id`, `_type`, …).
   */
  fields: FieldDefinition[]
  /** Visual boxes fields can be placed in (a field names its box with `fieldset`). */
  fieldsets?: FieldsetDefinition[]
  /** Tabs the fields are spread over (a field names its tabs with `group`). */
  groups?: FieldGroupDefinition[]
  /**
   * - `collapsible` / `collapsed`: the object's fields can be folded away, and start folded;
   * - `columns`: lays the fields out in this many columns;
   * - `modal`: as an array item, whether it is edited in a `dialog` (the default) or a
   *   `popover`, and its width (an index into the widths 320, 640 (default), 960, 1280, 1600, 1920 px).
   */
  options?: {
    collapsible?: boolean
    collapsed?: boolean
    columns?: number
    modal?: {type?: 'dialog' | 'popover'; width?: number}
  }
}

/**
 * A group of fields stored together as one JSON object inside a document (an address, an SEO
 * block). Give it a `name` at the top level of the schema to reuse it as a type; in an array it
 * gets a `_key` and `_type`.
 *
 * @example
 * ```ts
 * defineType({name: 'address', type: 'object', fields: [{name: 'street', type: 'string'}, {name: 'city', type: 'string'}]})
 * ```
 * @public
 */
export interface ObjectDefinition extends ObjectLikeDefinition {
  type: 'object'
}

/**
 * A top-level type: what the studio lists, creates, publishes and keeps history for. Each
 * document has an `_id`, `_type`, `_rev` and timestamps; edits go to a draft (`drafts.<id>`) until
 * published, unless `liveEdit` is set.
 *
 * @example
 * ```ts
 * defineType({
 *   name: 'post',
 *   type: 'document',
 *   fields: [defineField({name: 'title', type: 'string'}), defineField({name: 'slug', type: 'slug', options: {source: 'title'}})],
 * })
 * ```
 * @public
 */
export interface DocumentDefinition extends Omit<ObjectLikeDefinition, 'options'> {
  type: 'document'
  /** Sort orders document lists of this type offer besides the built-in ones (by creation and edit time). */
  orderings?: SortOrdering[]
  /**
   * Edits go straight to the published document: no draft, no Publish (default false). Use it
   * for content that is never reviewed before it is live.
   */
  liveEdit?: boolean
  /** Options for plugins; the studio itself reads none. */
  options?: Record<string, unknown>
}

/**
 * Options of an `array` field: how its items are laid out, ordered and edited.
 * @public
 */
export interface ArrayOptions {
  /** The values the array may hold, offered as a list of checkboxes (each value at most once). */
  list?: Array<ListOption<unknown>>
  /**
   * How the items are shown: rows of a `list` (the default), cards of a `grid`, or `tags` (an
   * array of strings as chips, added with Enter). With `list` set, `grid` lays the checkboxes out
   * in columns.
   */
  layout?: 'list' | 'grid' | 'tags'
  /** How a checkbox `list` is laid out: stacked (`vertical`, the default) or in a row. */
  direction?: 'horizontal' | 'vertical'
  /** Whether items can be dragged into another order (default true). */
  sortable?: boolean
  /**
   * Whether an object item is edited in a `dialog` (the default) or a `popover`, and its width
   * (an index into the widths 320, 640 (default), 960, 1280, 1600, 1920 px).
   */
  modal?: {type?: 'dialog' | 'popover'; width?: number}
  /** How many columns a grid of checkboxes uses (at most 4). */
  columns?: number
}

/**
 * An ordered list of items: objects, references, images, blocks or primitives. Emptying it unsets
 * the field.
 *
 * @example
 * ```ts
 * defineField({name: 'tags', type: 'array', of: [{type: 'string'}], options: {layout: 'tags'}})
 * defineField({name: 'authors', type: 'array', of: [{type: 'reference', to: [{type: 'author'}]}]})
 * ```
 * @public
 */
export interface ArrayDefinition extends BaseDefinition {
  type: 'array'
  /**
   * The types an item may have. Object items get a generated `_key` (12 characters) and their
   * `_type`; primitives (strings, numbers, booleans) are stored bare. Arrays of arrays are not
   * supported: wrap the inner array in an object.
   */
  of: ArrayMemberDefinition[]
  options?: ArrayOptions
}

/**
 * A document type a reference may point to.
 * @public
 */
export interface ReferenceTarget {
  /** The name of a document type of the schema. */
  type: string
}

/**
 * Options of a reference field: which documents it may point to, beyond their type.
 * @public
 */
export interface ReferenceOptions {
  /**
   * A GROQ filter the documents offered must also match (`'defined(slug.current)'`), or a
   * function of the document and the reference's parent returning the filter and its params.
   */
  filter?:
    | string
    | ((context: {
        document: ContentDocument
        parent: unknown
        parentPath: Path
      }) =>
        | {filter: string; params?: Record<string, unknown>}
        | Promise<{filter: string; params?: Record<string, unknown>}>)
  /** Parameters of a string `filter` (`{$lang: 'en'}` is written `{lang: 'en'}`). */
  filterParams?: Record<string, unknown>
  /** Hides the reference input's "create new document" choice (default false). */
  disableNew?: boolean
}

/**
 * A link to another document of the same dataset, stored as `{_type: 'reference', _ref: '<id>'}`
 * (always the published id).
 *
 * @example
 * ```ts
 * defineField({name: 'author', type: 'reference', to: [{type: 'author'}]})
 * ```
 * @public
 */
export interface ReferenceDefinition extends BaseDefinition {
  type: 'reference'
  /** The document types it may point to. */
  to: ReferenceTarget | ReferenceTarget[]
  /**
   * A weak reference (`_weak: true`) lets the target be deleted or unpublished; a strong one
   * (the default) blocks that, and must point to a published document.
   */
  weak?: boolean
  options?: ReferenceOptions
}

/**
 * A link to a document in another dataset, stored as a reference with `_dataset` (and
 * `_projectId`).
 * @public
 */
export interface CrossDatasetReferenceDefinition extends BaseDefinition {
  type: 'crossDatasetReference'
  /** The dataset the target documents are in. */
  dataset: string
  /** The project of that dataset (default: the workspace's own). */
  projectId?: string
  /**
   * The target document types, described rather than compiled (their schema is not this
   * one's): a type name, and how to show and preview such a document.
   */
  to: Array<{type: string; title?: string; icon?: ComponentSlot; preview?: PreviewConfig}>
  /** As for {@link ReferenceDefinition.weak}. */
  weak?: boolean
  options?: ReferenceOptions
}

/**
 * Options of a `file` (and `image`) field: which files it takes and where they come from.
 * @public
 */
export interface FileOptions {
  /**
   * The files the field takes, as `<input accept>` reads it: extensions (`.pdf`), MIME types
   * (`application/pdf`) and wildcards (`audio/*`), comma-separated. Default: any file.
   */
  accept?: string
  /** Keep the uploaded file's name as the asset's `originalFilename` (default true). */
  storeOriginalFilename?: boolean
  /** The asset sources this field offers instead of the workspace's (default: the workspace's). */
  sources?: unknown[]
}

/**
 * An uploaded file, stored as `{_type: 'file', asset: {_ref: 'file-<sha1>-<ext>'}}`; the bytes and
 * their details (name, size, MIME type) are a `sanity.fileAsset` document.
 *
 * @example
 * ```ts
 * defineField({name: 'brochure', type: 'file', options: {accept: '.pdf'}})
 * ```
 * @public
 */
export interface FileDefinition extends BaseDefinition {
  type: 'file'
  /** Extra fields stored beside the asset reference (a caption, a description). */
  fields?: FieldDefinition[]
  options?: FileOptions
}

/**
 * Options of an `image` field: those of files (`accept` defaults to `image/*`), plus hotspot and metadata.
 * @public
 */
export interface ImageOptions extends FileOptions {
  /** Offers the hotspot-and-crop editor; image URLs then respect the crop and hotspot (default false). */
  hotspot?: boolean
  /**
   * Which metadata the server extracts on upload, besides dimensions: `lqip` (a tiny
   * placeholder), `blurhash`, `palette`, `location` (from EXIF GPS), `exif`. Default
   * `['blurhash', 'lqip', 'palette']`.
   */
  metadata?: Array<'exif' | 'location' | 'lqip' | 'blurhash' | 'palette'>
}

/**
 * An uploaded image, stored as `{_type: 'image', asset: {_ref: 'image-<sha1>-<w>x<h>-<ext>'}}` plus
 * an optional `hotspot` and `crop`; the image's bytes and metadata are a `sanity.imageAsset` document.
 *
 * @example
 * ```ts
 * defineField({name: 'cover', type: 'image', options: {hotspot: true}, fields: [{name: 'alt', type: 'string'}]})
 * ```
 * @public
 */
export interface ImageDefinition extends BaseDefinition {
  type: 'image'
  /** Extra fields stored beside the asset (alt text, a caption). */
  fields?: FieldDefinition[]
  options?: ImageOptions
}

/**
 * A choice of a rich-text toolbar: a paragraph style, a list type or a decorator.
 * @public
 */
export interface BlockStyle {
  /** What the toolbar shows: 'Heading 1', 'Bullet list', 'Strong'. */
  title: string
  /** What is stored: `h1`, `bullet`, `strong`. */
  value: string
}

/**
 * A paragraph of rich text (portable text): spans of text with marks, a style and an optional
 * list type. Used as a member of an array, which is then a rich-text field.
 *
 * @example
 * ```ts
 * defineField({name: 'body', type: 'array', of: [{type: 'block', styles: [{title: 'Normal', value: 'normal'}, {title: 'H2', value: 'h2'}]}, {type: 'image'}]})
 * ```
 * @public
 */
export interface BlockDefinition extends BaseDefinition {
  type: 'block'
  /** Paragraph styles (default: normal, h1–h6, blockquote). */
  styles?: BlockStyle[]
  /** List types (default: bullet, number). */
  lists?: BlockStyle[]
  /** The marks text may carry: decorators (formatting) and annotations (objects such as links). */
  marks?: {
    /** Inline formatting (default: strong, em, underline, code, strike-through). */
    decorators?: BlockStyle[]
    /** Objects attached to a stretch of text, stored in the block's `markDefs` (default: a `link`). */
    annotations?: ArrayMemberDefinition[]
  }
  /** Inline objects allowed among the spans. */
  of?: ArrayMemberDefinition[]
  /** `spellCheck`: whether the browser checks spelling in the editor (default true). */
  options?: {spellCheck?: boolean}
}

/**
 * A run of text inside a `block`, with the marks (decorators and annotation keys) it carries. Rarely written by hand.
 * @public
 */
export interface SpanDefinition extends BaseDefinition {
  type: 'span'
}

/**
 * A type that extends a named (non-intrinsic) type, e.g. `{name: 'hero', type: 'image'}` or `{type: 'seo'}`.
 * @public
 */
export interface AliasDefinition extends BaseDefinition {
  /** Replaces the fields of an object-like type it extends. */
  fields?: FieldDefinition[]
  /** Replaces the member types of an array type it extends. */
  of?: ArrayMemberDefinition[]
  /** Replaces the targets of a reference type it extends. */
  to?: ReferenceTarget | ReferenceTarget[]
}

/**
 * Definition shapes by intrinsic type name.
 * @public
 */
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

/**
 * Any type definition a schema author may write.
 * @public
 */
export type AnyDefinition = IntrinsicDefinitions[IntrinsicTypeName] | AliasDefinition

// ---------------------------------------------------------------------------------------
// Compiled types: what `createSchema` produces. Every type is resolved down its chain to an
// intrinsic type; fields, array members and reference targets are compiled types too.
// ---------------------------------------------------------------------------------------

/**
 * Properties every compiled type has.
 * @public
 */
export interface BaseSchemaType {
  /** The type's name; for a field or array member, the name of the type it uses. */
  name: string
  /** The title people see (from the definition, else derived from the name). */
  title?: string
  /** A help text shown under the title. */
  description?: string
  /** The JSON shape of its values; narrow a {@link SchemaType} on it. */
  jsonType: JsonType
  /** The intrinsic type at the root of this type's chain. */
  intrinsic: IntrinsicTypeName
  /** The type this one extends; undefined for intrinsic types. */
  type?: SchemaType
  /** As in the definition, or inherited from the type it extends. */
  hidden?: ConditionalProperty
  /** As in the definition, or inherited from the type it extends. */
  readOnly?: ConditionalProperty
  /** Set when the type is deprecated, with the reason the form shows. */
  deprecated?: {reason: string}
  /** Text shown in an empty input. */
  placeholder?: string
  /** The type's own initial value, if it has one (fields' initial values are laid over it). */
  initialValue?: InitialValueProperty
  /** The nearest validation in the chain (a more specific definition overrides). */
  validation?: ValidationBuilder
  /** Components replacing the form's parts, merged down the chain. */
  components?: TypeComponents
  /** The nearest preview config in the chain. */
  preview?: PreviewConfig
  /** Options merged down the chain (a more specific definition overrides per key). */
  options?: Record<string, unknown>
  /** The definition this type was compiled from. */
  definition?: AnyDefinition | FieldDefinition | ArrayMemberDefinition
}

/**
 * A compiled type whose values are strings: `string`, `text`, `email`, `url`, `date` and `datetime`, and types extending them.
 * @public
 */
export interface StringSchemaType extends BaseSchemaType {
  jsonType: 'string'
  intrinsic: 'string' | 'text' | 'email' | 'url' | 'date' | 'datetime'
  options?: StringOptions & Record<string, unknown>
  /** A `text` type's rows. */
  rows?: number
}

/**
 * A compiled `number` type (or one extending it).
 * @public
 */
export interface NumberSchemaType extends BaseSchemaType {
  jsonType: 'number'
  intrinsic: 'number'
}

/**
 * A compiled `boolean` type (or one extending it).
 * @public
 */
export interface BooleanSchemaType extends BaseSchemaType {
  jsonType: 'boolean'
  intrinsic: 'boolean'
}

/**
 * A compiled field of an object type.
 * @public
 */
export interface ObjectField {
  /** The property the value is stored under. */
  name: string
  /** The field's compiled type. */
  type: SchemaType
  /** The fieldset it is shown in, if any. */
  fieldset?: string
  /** The groups (tabs) it is shown in, if any. */
  group?: string[]
}

/**
 * A compiled fieldset of an object type: its definition plus the fields placed in it.
 * @public
 */
export interface Fieldset {
  /** As in {@link FieldsetDefinition}. */
  name: string
  /** As in {@link FieldsetDefinition}. */
  title?: string
  /** As in {@link FieldsetDefinition}. */
  description?: string
  /** As in {@link FieldsetDefinition}. */
  hidden?: ConditionalProperty
  /** As in {@link FieldsetDefinition}. */
  readOnly?: ConditionalProperty
  /** As in {@link FieldsetDefinition}. */
  options?: FieldsetDefinition['options']
  /** Names of the fields placed in this fieldset, in declaration order. */
  fieldNames: string[]
}

/**
 * A compiled field group (tab) of an object type: its definition plus the fields in it.
 * @public
 */
export interface FieldGroup {
  /** As in {@link FieldGroupDefinition}. */
  name: string
  /** As in {@link FieldGroupDefinition}. */
  title?: string
  /** As in {@link FieldGroupDefinition}. */
  description?: string
  /** As in {@link FieldGroupDefinition}. */
  icon?: ComponentSlot
  /** As in {@link FieldGroupDefinition}. */
  default?: boolean
  /** As in {@link FieldGroupDefinition}. */
  hidden?: ConditionalProperty
  /** Names of the fields in this group. */
  fieldNames: string[]
}

/**
 * A compiled type whose values are objects: documents, objects, images, files, slugs, geopoints,
 * references and rich-text blocks (narrow further on `intrinsic`). What inputs, validation and
 * previews walk to find fields.
 *
 * @example
 * ```ts
 * const post = schema.get('post')
 * if (post && isObjectSchemaType(post)) console.log(post.fields.map((field) => field.name))
 * ```
 * @public
 */
export interface ObjectSchemaType extends BaseSchemaType {
  jsonType: 'object'
  intrinsic:
    | 'object'
    | 'document'
    | 'image'
    | 'file'
    | 'geopoint'
    | 'slug'
    | 'block'
    | 'span'
    | 'reference'
    | 'crossDatasetReference'
  /** Every field, in order, with its compiled type (built-in ones such as an image's `asset` included). */
  fields: ObjectField[]
  /** The object's fieldsets, with the fields placed in each. */
  fieldsets: Fieldset[]
  /** The object's field groups (tabs), with the fields in each. */
  groups: FieldGroup[]
  /** A document type's extra sort orders. */
  orderings?: SortOrdering[]
  /** A document type edited without drafts. */
  liveEdit?: boolean
}

/**
 * A compiled `array` type: the item types it allows and its options.
 * @public
 */
export interface ArraySchemaType extends BaseSchemaType {
  jsonType: 'array'
  intrinsic: 'array'
  /** The compiled types an item may have. */
  of: SchemaType[]
  options?: ArrayOptions & Record<string, unknown>
}

/**
 * A compiled `reference` type: the document types it may point to, and whether it is weak.
 * @public
 */
export interface ReferenceSchemaType extends ObjectSchemaType {
  intrinsic: 'reference'
  /** The document types it may point to. */
  to: ObjectSchemaType[]
  /** Whether the references it makes are weak (see {@link ReferenceDefinition.weak}). */
  weak?: boolean
  options?: ReferenceOptions & Record<string, unknown>
}

/**
 * A compiled `crossDatasetReference` type: the dataset (and project) its targets are in.
 * @public
 */
export interface CrossDatasetReferenceSchemaType extends ObjectSchemaType {
  intrinsic: 'crossDatasetReference'
  /** The dataset its targets are in. */
  dataset: string
  /** The project of that dataset, when it is another one. */
  projectId?: string
  /** Target types in the other dataset: not compiled, only described. */
  to: CrossDatasetReferenceDefinition['to']
  /** Whether the references it makes are weak. */
  weak?: boolean
  options?: ReferenceOptions & Record<string, unknown>
}

/**
 * A compiled `file` or `image` type, with its upload options.
 * @public
 */
export interface FileSchemaType extends ObjectSchemaType {
  intrinsic: 'file' | 'image'
  options?: ImageOptions & Record<string, unknown>
}

/**
 * A compiled rich-text `block` type, with the styles, lists, marks and inline objects it allows.
 * @public
 */
export interface BlockSchemaType extends ObjectSchemaType {
  intrinsic: 'block'
  /** The paragraph styles offered (the defaults when the definition names none). */
  styles: BlockStyle[]
  /** The list types offered. */
  lists: BlockStyle[]
  /** The decorators (inline formatting) offered. */
  decorators: BlockStyle[]
  /** Annotation types (stored in markDefs). */
  annotations: ObjectSchemaType[]
  /** Inline object types allowed among the spans. */
  inlineObjects: ObjectSchemaType[]
}

/**
 * Any compiled type. Narrow on `jsonType` or `intrinsic`.
 * @public
 */
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

/**
 * One problem found while compiling a schema.
 * @public
 */
export interface SchemaProblem {
  /** Errors stop the schema from compiling; warnings are reported and the schema is used. */
  severity: 'error' | 'warning'
  /** Where in the type tree: type name, then field / member names. */
  path: string[]
  /** What is wrong, in a sentence meant for the schema's author. */
  message: string
  /** A stable id a help page can be found by, e.g. `schema-type-unknown`. */
  helpId: string
}

/**
 * A compiled schema.
 * @public
 */
export interface Schema {
  /** The compiled type of this name, built-in ones included; undefined for an unknown name. */
  get(name: string): SchemaType | undefined
  /** Whether a type of this name exists. */
  has(name: string): boolean
  /** The names of every type, the author's and the built-in ones. */
  getTypeNames(): string[]
  /** Warning-level problems (errors throw a `SchemaError` instead). */
  readonly problems: SchemaProblem[]
}

/**
 * A field a search filter may target, found by search field discovery.
 * @public
 */
export interface SearchFieldDefinition {
  /**
   * Stable id: `${fieldPath}-${filterName}` plus a hash of the title path, the title and the
   * type, so fields sharing a path across document types stay apart.
   */
  id: string
  /** The document types that have this field. */
  documentTypes: string[]
  /** Dotted path; array members as `[]`, e.g. `authors[].name`. */
  fieldPath: string
  /** The filter this field uses: stringList, arrayReferences, portableText, arrayList, or the field's type name. */
  filterName: string
  /** The field's name. */
  name: string
  /** The field's title. */
  title: string
  /** Titles of the parent fields. */
  titlePath: string[]
  /** The field's type name. */
  type: string
}
