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
  currentUser: {
    /** The user's id. */
    id: string
    /** The user's display name. */
    name?: string
    /** The user's e-mail address. */
    email?: string
    /** The user's roles: each a role name and its display title. */
    roles: Array<{
      /** The role's name, e.g. `administrator`. */
      name: string
      /** The role's display title. */
      title?: string
    }>
  } | null
}

/**
 * `hidden` and `readOnly` may be constant or decided per value. A callback runs again whenever
 * the document, parent, value or user it sees changes, so keep it cheap and free of side
 * effects; one that throws counts as `false` (and the error is logged).
 *
 * @example
 * ```ts
 * defineField({name: 'eventDate', type: 'datetime', hidden: ({document}) => document?.kind !== 'event'})
 * defineField({name: 'slug', type: 'slug', readOnly: ({currentUser}) => !currentUser?.roles.some((role) => role.name === 'administrator')})
 * ```
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
  /** Turns the selected values (keyed as in `select`) into preview fields; one that throws falls back as for an invalid config. */
  prepare?: (selection: Record<string, unknown>, viewOptions?: Record<string, unknown>) => PreviewValue
}

/**
 * The fields a preview renders. `title`, `subtitle`, `description` and `date` must be strings,
 * numbers, booleans or null; anything else is logged as an invalid preview config and the value's
 * own `title` (else its id) is shown instead.
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
  /** A date (ISO string) for custom preview components; the built-in layouts do not show it. */
  date?: unknown
}

/**
 * A sort order offered for document lists.
 * @public
 */
export interface SortOrdering {
  /** A stable id, unique among the type's orderings; the user's choice is remembered by it. */
  name: string
  /** What the orderings menu shows. */
  title: string
  /**
   * What to sort by, the most significant first (`[{field: 'publishedAt', direction: 'desc'}]`).
   * An ordering with another kind of path is left out of the menu, with a console warning.
   */
  by: Array<{
    /** A field path: names joined by `.` (`seo.title`), or by `->` to read through a reference (`author->name`). */
    field: string
    /** Ascending or descending. */
    direction: 'asc' | 'desc'
  }>
  /** Translations of `title`: property → the key and namespace of its message. Not read yet: the menu shows `title`. */
  i18n?: Record<
    string,
    {
      /** The message key. */
      key: string
      /** The namespace of the message. */
      ns: string
    }
  >
}

/**
 * A choice of an `options.list`: a bare value (shown as itself) or a titled one.
 * @public
 */
export type ListOption<T = unknown> =
  | T
  | {
      /** What the input shows. */
      title: string
      /** What is stored. */
      value: T
    }

/**
 * Fields every definition may have.
 * @public
 */
export interface BaseDefinition {
  /**
   * The type's name: a letter or `_`, then letters, digits, `_`, `-` or `.` (for namespaced
   * plugin types such as `mux.video`). Unique in a schema; intrinsic names and names starting
   * with `sanity.` are reserved.
   */
  name: string
  /** The type it extends: an intrinsic type (`string`, `object`, …) or another named type. */
  type: string
  /** What people see; derived from `name` when left out (`publishedAt` → 'Published At'). */
  title?: string
  /** A help text shown under the title. */
  description?: string
  /** Hides the field (its value is kept): always, or when the callback says so (default false). */
  hidden?: ConditionalProperty
  /**
   * Shows the field without letting anyone edit it: always, or when the callback says so
   * (default false). A read-only object or array makes everything in it read-only.
   */
  readOnly?: ConditionalProperty
  /** Marks the type as deprecated: the field shows a 'Deprecated' badge and the reason. */
  deprecated?: {
    /** Why, and what to use instead. A deprecation without a reason is a schema warning. */
    reason: string
  }
  /** Text shown in an empty input (for an array: instead of 'No items'). */
  placeholder?: string
  /** The value a new document (or array item) starts with; see {@link InitialValueProperty}. */
  initialValue?: InitialValueProperty
  /**
   * The rules the value must follow: `(rule) => rule.required().max(80)`. Some rules come with
   * the type and need not be written: a `list` option's values, e-mail and URL form, ISO dates,
   * references and slugs. Returning `false` turns every rule off, those included.
   */
  validation?: ValidationBuilder
  /** Components replacing the form's parts for this type. */
  components?: TypeComponents
  /**
   * How a value of this type is previewed in lists, references and array rows. Without one the
   * preview is guessed: a `title`-like string field, and the first image field as media.
   */
  preview?: PreviewConfig
  /** Type-specific options; each intrinsic definition narrows this. */
  options?: object
}

/**
 * A fieldset groups fields of an object visually, in a titled box: collapsible, optionally in
 * columns. Fields join it with `fieldset: '<name>'`; the box sits where its first field would.
 *
 * @example
 * ```ts
 * defineType({
 *   name: 'product',
 *   type: 'document',
 *   fieldsets: [{name: 'price', title: 'Price', options: {columns: 2}}],
 *   fields: [defineField({name: 'amount', type: 'number', fieldset: 'price'}), defineField({name: 'currency', type: 'string', fieldset: 'price'})],
 * })
 * ```
 * @public
 */
export interface FieldsetDefinition {
  /** What fields name in their `fieldset`; unique among the object's fieldsets. */
  name: string
  /** The box's heading (default: the name). */
  title?: string
  /** A help text under the heading. */
  description?: string
  /** Hides the whole box. The callback's `value` and `parent` are both the object. */
  hidden?: ConditionalProperty
  /** Makes every field in the box read-only. */
  readOnly?: ConditionalProperty
  /** How the box is shown. */
  options?: {
    /** Whether the box can be folded (default false). */
    collapsible?: boolean
    /** Whether the box starts folded; implies `collapsible` (default false). */
    collapsed?: boolean
    /** Lays the box's fields out in this many columns (default 1). */
    columns?: number
    /** Accepted, but a fieldset does not open in a dialog or popover: it has no effect. */
    modal?: {
      /** No effect on a fieldset. */
      type?: 'dialog' | 'popover'
      /** No effect on a fieldset. */
      width?: number
    }
  }
}

/**
 * A field group is a tab of an object's fields (a select on narrow screens). Fields join tabs with
 * `group: '<name>'` (or several names); an 'All fields' tab is always there too.
 *
 * @example
 * ```ts
 * defineType({
 *   name: 'post',
 *   type: 'document',
 *   groups: [{name: 'content', title: 'Content', default: true}, {name: 'meta', title: 'Metadata'}],
 *   fields: [defineField({name: 'title', type: 'string', group: 'content'}), defineField({name: 'slug', type: 'slug', group: 'meta'})],
 * })
 * ```
 * @public
 */
export interface FieldGroupDefinition {
  /** What fields name in their `group`; unique among the object's groups. */
  name: string
  /** The tab's label (default: the name). */
  title?: string
  /** A help text for the tab. */
  description?: string
  /** An icon component shown on the tab. */
  icon?: ComponentSlot
  /** The tab that is open when the object is shown (without one: the 'All fields' tab). At most one group may be the default. */
  default?: boolean
  /** Hides the tab (its fields stay in 'All fields' and the other tabs they belong to). */
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
  /**
   * The property the value is stored under: a letter or `_`, then letters, digits, `_` or `-`;
   * unique in the object, and not a system property (`_id`, `_type`, `_key`, `_rev`, …).
   */
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
export type ArrayMemberDefinition = DistributiveOmit<AnyDefinition, 'name'> & {
  /**
   * The member's name, which object items store as their `_type` (default: the type's name).
   * Give one to tell apart two members of the same type; names are unique among an array's members.
   */
  name?: string
}

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
  /** How a `list` is offered: a dropdown with an empty choice that clears the field (the default), or radio buttons. */
  layout?: 'dropdown' | 'radio'
  /** How radio buttons are laid out: stacked (`vertical`, the default) or in a row. */
  direction?: 'horizontal' | 'vertical'
  /** How the field takes part in the studio's text search. */
  search?: {
    /**
     * How much a match in this field counts, relative to other fields (default 1; the field the
     * preview shows as title counts at least 10). Read for fields directly on a document type.
     */
    weight?: number
  }
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
  /** Always `'string'`. */
  type: 'string'
  /** A fixed list of values, how it is offered, and the search weight; see {@link StringOptions}. */
  options?: StringOptions
  /** The text a new document starts with, or a function resolving it. */
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
  /** Always `'text'`. */
  type: 'text'
  /** Visible rows of the text area (default 10); the text itself may be longer. */
  rows?: number
  /** How the field takes part in the studio's text search. */
  options?: {
    /** As {@link StringOptions.search}. */
    search?: {
      /** How much a match in this field counts (default 1); read for fields directly on a document type. */
      weight?: number
    }
  }
}

/**
 * An e-mail address, stored as a string; validation checks its form (on the trimmed value).
 *
 * @example
 * ```ts
 * defineField({name: 'contact', type: 'email', validation: (rule) => rule.required()})
 * ```
 * @public
 */
export interface EmailDefinition extends BaseDefinition {
  /** Always `'email'`. */
  type: 'email'
}

/**
 * A URL, stored as a string. Validation accepts absolute `http`/`https` URLs unless the field's
 * `rule.uri({...})` says otherwise (other schemes, relative URLs).
 *
 * @example
 * ```ts
 * defineField({name: 'website', type: 'url', validation: (rule) => rule.uri({scheme: ['https', 'mailto']})})
 * ```
 * @public
 */
export interface UrlDefinition extends BaseDefinition {
  /** Always `'url'`. */
  type: 'url'
}

/**
 * A number (JSON number: integer or decimal). Emptying the input unsets the field (an array item
 * becomes 0). Use `rule.integer()`, `rule.min(n)`, `rule.precision(n)` to restrict it; integer
 * rules also give phones a digits-only keyboard.
 *
 * @example
 * ```ts
 * defineField({name: 'rating', type: 'number', validation: (rule) => rule.integer().min(1).max(5)})
 * ```
 * @public
 */
export interface NumberDefinition extends BaseDefinition {
  /** Always `'number'`. */
  type: 'number'
  /** A fixed list of values and how it is offered, as for strings. */
  options?: {
    /** The values the field may take, bare or `{title, value}`; validation accepts only these. */
    list?: Array<ListOption<number>>
    /** How a `list` is offered: a dropdown (the default) or radio buttons. */
    layout?: 'dropdown' | 'radio'
    /** How radio buttons are laid out: stacked (`vertical`, the default) or in a row. */
    direction?: 'horizontal' | 'vertical'
  }
  /** The number a new document starts with, or a function resolving it. */
  initialValue?: InitialValueProperty<number>
}

/**
 * A yes/no value. Until it is answered the value is absent (the input shows an undecided state),
 * so give an `initialValue` when "no" should be the default. `rule.required()` asks for an answer.
 *
 * @example
 * ```ts
 * defineField({name: 'featured', type: 'boolean', initialValue: false, options: {layout: 'checkbox'}})
 * ```
 * @public
 */
export interface BooleanDefinition extends BaseDefinition {
  /** Always `'boolean'`. */
  type: 'boolean'
  /** How the value is edited. */
  options?: {
    /** A switch (the default) or a checkbox. */
    layout?: 'switch' | 'checkbox'
  }
  /** The answer a new document starts with, or a function resolving it. */
  initialValue?: InitialValueProperty<boolean>
}

/**
 * A calendar day without a time, stored as an ISO 8601 date string (`2024-03-31`), typed or picked
 * in a calendar. Validation checks the format; `rule.min('now')` and `rule.max(...)` take dates.
 *
 * @example
 * ```ts
 * defineField({name: 'birthday', type: 'date', options: {dateFormat: 'd MMMM yyyy'}})
 * ```
 * @public
 */
export interface DateDefinition extends BaseDefinition {
  /** Always `'date'`. */
  type: 'date'
  /** How the date is shown. */
  options?: {
    /**
     * The date-fns pattern (Unicode tokens: `yyyy-MM-dd`, not `YYYY-MM-DD`) the date is shown and
     * typed in (default `'MMM d, yyyy'`: 'Jan 1, 2000'). The stored value is ISO either way; an
     * invalid pattern is an error naming the option when the field shows.
     */
    dateFormat?: string
  }
}

/**
 * A moment in time, stored as an ISO 8601 UTC timestamp (`2024-03-31T09:30:00.000Z`) and shown in the
 * browser's time zone. Use `date` for a day without a time.
 *
 * @example
 * ```ts
 * defineField({name: 'publishedAt', type: 'datetime', options: {timeStep: 15}})
 * ```
 * @public
 */
export interface DatetimeDefinition extends BaseDefinition {
  /** Always `'datetime'`. */
  type: 'datetime'
  /** How the moment is shown and picked. */
  options?: {
    /** The date-fns pattern of the date part (default `'MMM d, yyyy'`); see {@link DateDefinition}. */
    dateFormat?: string
    /** The date-fns pattern of the time part (default `'p'`, a localized time: '12:00 AM'). */
    timeFormat?: string
    /**
     * Minutes between the times the picker offers: a whole number, 1 or more (default 1). A
     * larger step rounds the minutes down to a multiple of it.
     */
    timeStep?: number
    /** Accepted for compatibility, without effect: times are shown in the browser's zone. */
    allowTimeZoneSwitch?: boolean
  }
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
   * promise of it; a number is used as its digits). Without a source there is no Generate
   * button; an empty source shows 'Source is missing'.
   */
  source?:
    | string
    | string[]
    | ((
        document: ContentDocument,
        context: {
          /** The value of the object the slug is a field of (the document, for a top-level slug). */
          parent: unknown
          /** Where that object is, from the document root. */
          parentPath: Path
        },
      ) => unknown)
  /** The most characters the default slugify keeps: a positive integer (default 200). Ignored by a custom `slugify`. */
  maxLength?: number
  /**
   * Turns the trimmed source text into the slug, replacing the default (lower case, diacritics
   * stripped, runs of spaces and punctuation as one `-`). Receives the slug's type and the same
   * `{parent, parentPath}` context as a `source` function. Must return a string (or a promise of one).
   */
  slugify?: (source: string, type: SchemaType, context: unknown) => string | Promise<string>
  /**
   * Decides whether a slug is unique, replacing the default check (no other document of the
   * same type, other than this document's draft and published versions, has it). The context
   * is the validation context plus `defaultIsUnique`, the default check (`SlugIsUniqueContext`
   * of `vellum/validation`). The only check that runs for slugs inside arrays.
   */
  isUnique?: (slug: string, context: unknown) => boolean | Promise<boolean>
  /** Hides the warning that slugs inside arrays are not checked for uniqueness (default false). */
  disableArrayWarning?: boolean
}

/**
 * A URL-safe identifier, stored as `{_type: 'slug', current: 'my-post'}`, typed or generated from
 * another field. A slug that is set must have a non-empty `current` that no other document of the
 * type uses; add `rule.required()` to demand one.
 *
 * @example
 * ```ts
 * defineField({name: 'slug', type: 'slug', options: {source: 'title'}, validation: (rule) => rule.required()})
 * ```
 * @public
 */
export interface SlugDefinition extends BaseDefinition {
  /** Always `'slug'`. */
  type: 'slug'
  /** Where the slug is generated from, how, and how uniqueness is checked; see {@link SlugOptions}. */
  options?: SlugOptions
}

/**
 * A point on Earth, stored as `{_type: 'geopoint', lat, lng, alt?}` (latitude and longitude in
 * degrees), typed in as numbers. The input flags a latitude outside −90..90 or a longitude
 * outside −180..180; document validation does not check these ranges.
 *
 * @example
 * ```ts
 * defineField({name: 'location', type: 'geopoint'})
 * ```
 * @public
 */
export interface GeopointDefinition extends BaseDefinition {
  /** Always `'geopoint'`. */
  type: 'geopoint'
}

/**
 * What `object` and `document` definitions share: their fields, and how the form arranges them.
 * @public
 */
export interface ObjectLikeDefinition extends BaseDefinition {
  /**
   * The fields, in the order the form shows them; at least one. Names are unique, of letters,
   * digits, `_` and `-` (starting with a letter or `_`), and not a system property (`_id`, `_type`, …).
   */
  fields: FieldDefinition[]
  /** Visual boxes fields can be placed in (a field names its box with `fieldset`). */
  fieldsets?: FieldsetDefinition[]
  /** Tabs the fields are spread over (a field names its tabs with `group`). */
  groups?: FieldGroupDefinition[]
  /** How the object is shown as a field and edited as an array item. */
  options?: {
    /** As a field, whether its fields can be folded away (default false). */
    collapsible?: boolean
    /** As a field, whether it starts folded; implies `collapsible` (default false). */
    collapsed?: boolean
    /** Accepted, but not used for objects: put fields in columns with a fieldset's `columns`. */
    columns?: number
    /** As an array item, how it opens for editing; wins over the array's `options.modal`. */
    modal?: {
      /** A `dialog` (the default) or a `popover` by the item's row. */
      type?: 'dialog' | 'popover'
      /** An index into the widths 320, 640, 960, 1280, 1600, 1920 px (default 1: 640 px); clamped to them. */
      width?: number
    }
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
  /** Always `'object'`. */
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
  /** Always `'document'`. */
  type: 'document'
  /** Sort orders document lists of this type offer before the built-in ones ('Last edited', the default, and 'Created'). */
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
  /**
   * The values the array may hold, bare or `{title, value}`; validation flags items not listed.
   * An array of strings and/or numbers is then edited as one checkbox per value (this wins over
   * `layout: 'tags'`).
   */
  list?: Array<ListOption<unknown>>
  /**
   * How the items are shown: rows of a `list` (the default), cards of a `grid`, or `tags` (an
   * array of strings as chips, added with Enter). With `list` set, `grid` lays the checkboxes out
   * in `columns`.
   */
  layout?: 'list' | 'grid' | 'tags'
  /** How a checkbox `list` in the `list` layout is laid out: stacked (`vertical`, the default) or in a row. */
  direction?: 'horizontal' | 'vertical'
  /** Whether items can be dragged into another order (default true). */
  sortable?: boolean
  /** How object items open for editing; an item type's own `options.modal` wins. */
  modal?: {
    /** A `dialog` (the default) or a `popover` by the item's row. */
    type?: 'dialog' | 'popover'
    /** An index into the widths 320, 640, 960, 1280, 1600, 1920 px (default 1: 640 px); clamped to them. */
    width?: number
  }
  /** How many columns a checkbox `list` in the `grid` layout uses: 1 to 4 (default 4). */
  columns?: number
}

/**
 * An ordered list of items: objects, references, images, blocks or primitives. Emptying it unsets
 * the field. With a `block` member it is a rich-text (portable text) field.
 *
 * @example
 * ```ts
 * defineField({name: 'tags', type: 'array', of: [{type: 'string'}], options: {layout: 'tags'}})
 * defineField({name: 'authors', type: 'array', of: [{type: 'reference', to: [{type: 'author'}]}]})
 * ```
 * @public
 */
export interface ArrayDefinition extends BaseDefinition {
  /** Always `'array'`. */
  type: 'array'
  /**
   * The types an item may have: at least one, either all objects or all primitives. Object items
   * get a generated `_key` (12 characters) and their `_type`; primitives (strings, numbers,
   * booleans) are stored bare. Arrays of arrays are not supported: wrap the inner array in an object.
   */
  of: ArrayMemberDefinition[]
  /** Layout, ordering, item editing and a fixed list of values; see {@link ArrayOptions}. */
  options?: ArrayOptions
}

/**
 * A document type a reference may point to.
 * @public
 */
export interface ReferenceTarget {
  /** The name of a document type of the schema (other types are a schema error). */
  type: string
}

/**
 * Options of a reference field: which documents it may point to, beyond their type.
 * @public
 */
export interface ReferenceOptions {
  /**
   * A GROQ filter the documents offered by the reference search must also match
   * (`'defined(slug.current)'`), or a function of the document and the reference's parent
   * returning the filter and its params (possibly async). A function that throws or returns
   * no string filter makes the search fail with 'Invalid reference filter'.
   */
  filter?:
    | string
    | ((context: {
        /** The document the reference is in. */
        document: ContentDocument
        /** The value of the object (or array) holding the reference. */
        parent: unknown
        /** Where that value is, from the document root. */
        parentPath: Path
      }) =>
        | {
            /** The GROQ filter. */
            filter: string
            /** Its parameters, without the `$`. */
            params?: Record<string, unknown>
          }
        | Promise<{
            /** The GROQ filter. */
            filter: string
            /** Its parameters, without the `$`. */
            params?: Record<string, unknown>
          }>)
  /** Parameters of a string `filter`, an object (`$lang` in the filter is written `{lang: 'en'}`). */
  filterParams?: Record<string, unknown>
  /** Hides the reference input's "create new document" choice (default false). */
  disableNew?: boolean
}

/**
 * A link to another document of the same dataset, stored as `{_type: 'reference', _ref: '<id>'}`
 * (always the published id), picked by searching the target types.
 *
 * @example
 * ```ts
 * defineField({name: 'author', type: 'reference', to: [{type: 'author'}]})
 * ```
 * @public
 */
export interface ReferenceDefinition extends BaseDefinition {
  /** Always `'reference'`. */
  type: 'reference'
  /** The document types it may point to: at least one. */
  to: ReferenceTarget | ReferenceTarget[]
  /**
   * Whether the references it makes are weak (`_weak: true`): they may point to a document
   * that is not published or no longer exists. A strong one (the default) must point to a
   * published document, which validation checks; picking a draft-only document stores a weak
   * reference that is made strong when the target is published.
   */
  weak?: boolean
  /** Which documents the search offers, and whether new ones can be created from it; see {@link ReferenceOptions}. */
  options?: ReferenceOptions
}

/**
 * A link to a document in another dataset, stored as a reference with `_dataset` (and
 * `_projectId`). The form edits it with a search in the other dataset, when the project has
 * the `crossDatasetReferences` feature; without it the field offers only to clear its value.
 *
 * @example
 * ```ts
 * defineField({name: 'product', type: 'crossDatasetReference', dataset: 'shop', to: [{type: 'product', preview: {select: {title: 'name'}}}]})
 * ```
 * @public
 */
export interface CrossDatasetReferenceDefinition extends BaseDefinition {
  /** Always `'crossDatasetReference'`. */
  type: 'crossDatasetReference'
  /** The dataset the target documents are in. */
  dataset: string
  /** The project of that dataset (default: the workspace's own). */
  projectId?: string
  /**
   * The target document types, described rather than compiled (their schema is not this
   * one's): a type name, and how to show and preview such a document.
   */
  to: Array<{
    /** The document type's name in the other dataset. */
    type: string
    /** What people see for the type (default: its name). */
    title?: string
    /** An icon component for the type. */
    icon?: ComponentSlot
    /** How such a document is previewed. */
    preview?: PreviewConfig
  }>
  /** Whether the references it makes are weak (`_weak: true`). Validation does not ask whether the target exists. */
  weak?: boolean
  /** As for references: `filter`, `filterParams` and `disableNew`. */
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
  /** Accepted, but not read: the field offers the workspace's asset sources. */
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
  /** Always `'file'`. */
  type: 'file'
  /** Extra fields stored beside the asset reference (a caption, a description). */
  fields?: FieldDefinition[]
  /** Which files it takes and how they are uploaded; see {@link FileOptions}. */
  options?: FileOptions
}

/**
 * Options of an `image` field: those of files, plus hotspot and metadata. `accept` defaults to
 * `image/*`, and only `image/*` files are taken whatever it says.
 * @public
 */
export interface ImageOptions extends FileOptions {
  /**
   * Offers the hotspot-and-crop editor and adds `hotspot` and `crop` to the value (default
   * false). Image URLs built from the value honour them.
   */
  hotspot?: boolean
  /**
   * Which metadata the server extracts on upload, besides dimensions: `lqip` (a tiny
   * placeholder), `blurhash`, `palette`, `location` (from EXIF GPS); `exif` is accepted but
   * Vellum's server does not extract it. Default `['blurhash', 'lqip', 'palette']`; `[]` asks for none.
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
  /** Always `'image'`. */
  type: 'image'
  /** Extra fields stored beside the asset (alt text, a caption). */
  fields?: FieldDefinition[]
  /** Which files it takes, hotspot and crop, and the metadata extracted; see {@link ImageOptions}. */
  options?: ImageOptions
}

/**
 * A choice of a rich-text toolbar: a paragraph style, a list type or a decorator.
 * @public
 */
export interface BlockStyle {
  /** What the toolbar shows: 'Heading 1', 'Bulleted list', 'Strong'. */
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
  /** Always `'block'`. */
  type: 'block'
  /** Paragraph styles (default: normal, h1–h6, blockquote); an empty list offers none. */
  styles?: BlockStyle[]
  /** List types (default: bullet, number). */
  lists?: BlockStyle[]
  /** The marks text may carry: decorators (formatting) and annotations (objects such as links). */
  marks?: {
    /** Inline formatting (default: strong, em, underline, strike-through, code). */
    decorators?: BlockStyle[]
    /**
     * Object types attached to a stretch of text, stored in the block's `markDefs` (default: a
     * `link` with an `href`).
     */
    annotations?: ArrayMemberDefinition[]
  }
  /** Inline object types allowed among the spans (default: none). */
  of?: ArrayMemberDefinition[]
  /** Editor options. */
  options?: {
    /** Accepted, without effect: the editor leaves spell checking to the browser. */
    spellCheck?: boolean
  }
}

/**
 * A run of text inside a `block`, with the marks (decorators and annotation keys) it carries. Rarely written by hand.
 * @public
 */
export interface SpanDefinition extends BaseDefinition {
  /** Always `'span'`. */
  type: 'span'
}

/**
 * A definition whose `type` is a named type of the schema (`seo`, `blockContent`) rather than
 * an intrinsic one. It takes everything it does not set from that type; `options` and
 * `components` merge per key.
 *
 * @example
 * ```ts
 * defineField({name: 'body', type: 'blockContent', title: 'Body'})
 * ```
 * @public
 */
export interface AliasDefinition extends BaseDefinition {
  /** Replaces the fields of an object, document, image or file type it extends. */
  fields?: FieldDefinition[]
  /** Replaces the member types of an array type (or the inline objects of a block type) it extends. */
  of?: ArrayMemberDefinition[]
  /** Replaces the targets of a reference type it extends. */
  to?: ReferenceTarget | ReferenceTarget[]
}

/**
 * Definition shapes by intrinsic type name, e.g. `IntrinsicDefinitions['slug']` is {@link SlugDefinition}.
 * @public
 */
export interface IntrinsicDefinitions {
  /** A definition of type `array`: {@link ArrayDefinition}. */
  array: ArrayDefinition
  /** A definition of type `block`: {@link BlockDefinition}. */
  block: BlockDefinition
  /** A definition of type `boolean`: {@link BooleanDefinition}. */
  boolean: BooleanDefinition
  /** A definition of type `crossDatasetReference`: {@link CrossDatasetReferenceDefinition}. */
  crossDatasetReference: CrossDatasetReferenceDefinition
  /** A definition of type `date`: {@link DateDefinition}. */
  date: DateDefinition
  /** A definition of type `datetime`: {@link DatetimeDefinition}. */
  datetime: DatetimeDefinition
  /** A definition of type `document`: {@link DocumentDefinition}. */
  document: DocumentDefinition
  /** A definition of type `email`: {@link EmailDefinition}. */
  email: EmailDefinition
  /** A definition of type `file`: {@link FileDefinition}. */
  file: FileDefinition
  /** A definition of type `geopoint`: {@link GeopointDefinition}. */
  geopoint: GeopointDefinition
  /** A definition of type `image`: {@link ImageDefinition}. */
  image: ImageDefinition
  /** A definition of type `number`: {@link NumberDefinition}. */
  number: NumberDefinition
  /** A definition of type `object`: {@link ObjectDefinition}. */
  object: ObjectDefinition
  /** A definition of type `reference`: {@link ReferenceDefinition}. */
  reference: ReferenceDefinition
  /** A definition of type `slug`: {@link SlugDefinition}. */
  slug: SlugDefinition
  /** A definition of type `span`: {@link SpanDefinition}. */
  span: SpanDefinition
  /** A definition of type `string`: {@link StringDefinition}. */
  string: StringDefinition
  /** A definition of type `text`: {@link TextDefinition}. */
  text: TextDefinition
  /** A definition of type `url`: {@link UrlDefinition}. */
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
  /** The type's name; for a field, the name of the type it uses; for an array member, its own name, else its type's. */
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
  deprecated?: {
    /** Why, as the definition says. */
    reason: string
  }
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
  /** The definition this type was compiled from; undefined for intrinsic types. */
  definition?: AnyDefinition | FieldDefinition | ArrayMemberDefinition
}

/**
 * A compiled type whose values are strings: `string`, `text`, `email`, `url`, `date` and `datetime`, and types extending them.
 * @public
 */
export interface StringSchemaType extends BaseSchemaType {
  /** Always `'string'`. */
  jsonType: 'string'
  /** Which string type it is at its root. */
  intrinsic: 'string' | 'text' | 'email' | 'url' | 'date' | 'datetime'
  /** The options merged down the chain: {@link StringOptions}, or those of `text`, `date`, `datetime`. */
  options?: StringOptions & Record<string, unknown>
  /** A `text` type's rows. */
  rows?: number
}

/**
 * A compiled `number` type (or one extending it).
 * @public
 */
export interface NumberSchemaType extends BaseSchemaType {
  /** Always `'number'`. */
  jsonType: 'number'
  /** Always `'number'`. */
  intrinsic: 'number'
}

/**
 * A compiled `boolean` type (or one extending it).
 * @public
 */
export interface BooleanSchemaType extends BaseSchemaType {
  /** Always `'boolean'`. */
  jsonType: 'boolean'
  /** Always `'boolean'`. */
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
  /** The groups (tabs) it is shown in, if any; always an array, even when the definition gave one name. */
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
  /** Always `'object'`. */
  jsonType: 'object'
  /** Which object type it is at its root. */
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
  /** A document type's own sort orders, as defined. */
  orderings?: SortOrdering[]
  /** Set on a document type edited without drafts (see {@link DocumentDefinition.liveEdit}). */
  liveEdit?: boolean
}

/**
 * A compiled `array` type: the item types it allows and its options.
 * @public
 */
export interface ArraySchemaType extends BaseSchemaType {
  /** Always `'array'`. */
  jsonType: 'array'
  /** Always `'array'`. */
  intrinsic: 'array'
  /** The compiled types an item may have. */
  of: SchemaType[]
  /** The options merged down the chain; see {@link ArrayOptions}. */
  options?: ArrayOptions & Record<string, unknown>
}

/**
 * A compiled `reference` type: the document types it may point to, and whether it is weak.
 * @public
 */
export interface ReferenceSchemaType extends ObjectSchemaType {
  /** Always `'reference'`. */
  intrinsic: 'reference'
  /** The document types it may point to. */
  to: ObjectSchemaType[]
  /** Whether the references it makes are weak (see {@link ReferenceDefinition.weak}). */
  weak?: boolean
  /** The options merged down the chain; see {@link ReferenceOptions}. */
  options?: ReferenceOptions & Record<string, unknown>
}

/**
 * A compiled `crossDatasetReference` type: the dataset (and project) its targets are in.
 * @public
 */
export interface CrossDatasetReferenceSchemaType extends ObjectSchemaType {
  /** Always `'crossDatasetReference'`. */
  intrinsic: 'crossDatasetReference'
  /** The dataset its targets are in. */
  dataset: string
  /** The project of that dataset, when it is another one. */
  projectId?: string
  /** Target types in the other dataset: not compiled, only described. */
  to: CrossDatasetReferenceDefinition['to']
  /** Whether the references it makes are weak. */
  weak?: boolean
  /** The options merged down the chain; see {@link ReferenceOptions}. */
  options?: ReferenceOptions & Record<string, unknown>
}

/**
 * A compiled `file` or `image` type, with its upload options.
 * @public
 */
export interface FileSchemaType extends ObjectSchemaType {
  /** Whether it is a file or an image type at its root. */
  intrinsic: 'file' | 'image'
  /** The options merged down the chain; see {@link FileOptions} and {@link ImageOptions}. */
  options?: ImageOptions & Record<string, unknown>
}

/**
 * A compiled rich-text `block` type, with the styles, lists, marks and inline objects it allows.
 * @public
 */
export interface BlockSchemaType extends ObjectSchemaType {
  /** Always `'block'`. */
  intrinsic: 'block'
  /** The paragraph styles offered (the defaults when the definition names none). */
  styles: BlockStyle[]
  /** The list types offered. */
  lists: BlockStyle[]
  /** The decorators (inline formatting) offered. */
  decorators: BlockStyle[]
  /** Annotation types (stored in the block's `markDefs`). */
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
