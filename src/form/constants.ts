// Constants of the form layer (spec/forms.md §9), named once so inputs and tests agree.

/** How many avatars a field header shows before folding the rest into "+N" (spec: field header 4). */
export const FIELD_PRESENCE_MAX_AVATARS = 4

/** Rows a `text` field's textarea has unless its type says `rows` (spec: text area default rows 10). */
export const TEXT_DEFAULT_ROWS = 10

/**
 * Below this width (in px) an object's field groups show as a select instead of tabs
 * (spec: narrow layout below 480 px).
 */
export const NARROW_LAYOUT_MAX_WIDTH = 480

/**
 * A string shorter than this many characters is always sent whole, even when diff-match-patch
 * patches are on (spec: absolute threshold 30).
 */
export const DIFF_MATCH_PATCH_ABSOLUTE_THRESHOLD = 30

/**
 * A diff-match-patch patch is sent only when the new value is more than this many times longer
 * than the patch text (spec: relative threshold 1.2).
 */
export const DIFF_MATCH_PATCH_RELATIVE_THRESHOLD = 1.2

/** The name of the group an object with field groups adds first: every visible field. */
export const ALL_FIELDS_GROUP_NAME = 'all-fields'
