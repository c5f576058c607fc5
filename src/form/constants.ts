// Constants of the form layer, named once so inputs and tests agree.

/** How many avatars a field header shows before folding the rest into "+N". */
export const FIELD_PRESENCE_MAX_AVATARS = 4

/** Rows a `text` field's textarea has unless its type says `rows`. */
export const TEXT_DEFAULT_ROWS = 10

/**
 * Below this width (in px) an object's field groups show as a select instead of tabs.
 */
export const NARROW_LAYOUT_MAX_WIDTH = 480

/**
 * A string shorter than this many characters is always sent whole, even when diff-match-patch
 * patches are on.
 */
export const DIFF_MATCH_PATCH_ABSOLUTE_THRESHOLD = 30

/**
 * A diff-match-patch patch is sent only when the new value is more than this many times longer
 * than the patch text.
 */
export const DIFF_MATCH_PATCH_RELATIVE_THRESHOLD = 1.2

/** The name of the group an object with field groups adds first: every visible field. */
export const ALL_FIELDS_GROUP_NAME = 'all-fields'

// --- slug, geopoint, tags and checkbox-list inputs ---

/**
 * How many characters the default slugify keeps unless the slug type says `options.maxLength`.
 */
export const SLUG_DEFAULT_MAX_LENGTH = 200

/** The most columns a checkbox list in `layout: 'grid'` uses. */
export const CHECKBOX_GRID_MAX_COLUMNS = 4

// --- date and datetime inputs ---

/** How a `date` field stores its value: the day alone, as an ISO 8601 calendar date. */
export const DATE_STORED_FORMAT = 'yyyy-MM-dd'

/** The date-fns pattern a date is shown and typed in, unless its type says `dateFormat`: 'Jan 1, 2000'. */
export const DATE_DEFAULT_FORMAT = 'MMM d, yyyy'

/** The date-fns pattern a datetime's time is shown and typed in after its date, unless its type says `timeFormat`: '12:00 AM' (so 'Jan 1, 2000 12:00 AM' in all). */
export const DATETIME_DEFAULT_TIME_FORMAT = 'p'

/**
 * Minutes between the times a datetime picker offers, unless its type says `timeStep`. A step
 * above 1 rounds minutes down to a multiple of the step.
 */
export const DATETIME_DEFAULT_TIME_STEP = 1

/** The day whose rendering in a field's format is the example of its 'must be in format' tooltip (Jan 1, 2000 / Jan 1, 2000 12:00 AM by default). */
export const DATE_FORMAT_EXAMPLE_DAY = '2000-01-01'

/** Days in a calendar week: the calendar's columns. */
export const CALENDAR_COLUMNS = 7

/** Weeks a calendar month shows, so its height does not jump between months. */
export const CALENDAR_WEEKS = 6

/** The first day of a week when the form's locale does not say (en-US: 7, Sunday; 1 is Monday). */
export const DEFAULT_WEEK_FIRST_DAY = 7

// --- Arrays (src/form/inputs/array) ---

/**
 * An array with more items than this renders them virtualised (react-virtuoso): only the rows
 * in view are in the DOM, so thousands of items stay smooth. Shorter arrays are plain DOM.
 */
export const ARRAY_VIRTUALIZATION_THRESHOLD = 50

/** Estimated height in px of one row of a virtualised array, until rows are measured. */
export const ARRAY_ITEM_HEIGHT_ESTIMATE = 53

/** Rows a virtualised array renders before it has measured its viewport (first paint, tests). */
export const ARRAY_VIRTUAL_INITIAL_ITEMS = 20

/**
 * How close to the top or bottom edge of the scroll area (as a fraction of its height) a dragged
 * item starts scrolling it.
 */
export const ARRAY_DRAG_AUTO_SCROLL_THRESHOLD = Object.freeze({x: 0, y: 0.02})

/** Duration in ms of the animation of items making room for a dragged one. */
export const ARRAY_DRAG_TRANSITION_MS = 200

/** Widths in px an item's dialog or popover may have; `options.modal.width` picks one by index. */
export const ARRAY_ITEM_MODAL_WIDTHS: readonly number[] = Object.freeze([320, 640, 960, 1280, 1600, 1920])

/** The index into {@link ARRAY_ITEM_MODAL_WIDTHS} used without `options.modal.width`: 640 px. */
export const ARRAY_ITEM_MODAL_DEFAULT_WIDTH = 1
