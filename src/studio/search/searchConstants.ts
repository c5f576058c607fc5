/** Height of a result row in pixels. @beta */
export const SEARCH_RESULT_ROW_HEIGHT = 57
/** Height of a recent-search row. */
export const RECENT_SEARCH_ROW_HEIGHT = 36
/** The dialog's size on wide screens: at most 800 × 735, 12vh from the top. */
export const SEARCH_DIALOG_MAX_WIDTH = 800
export const SEARCH_DIALOG_MAX_HEIGHT = 735
export const SEARCH_DIALOG_TOP = '12vh'
/** Below this width the dialog fills the screen. */
export const SEARCH_FULLSCREEN_BREAKPOINT = 600
/** Longest type pill text before truncation (20 on small widths), less the query's length. */
export const TYPE_PILL_MAX_LENGTH = 40
export const TYPE_PILL_MAX_LENGTH_SMALL = 20
/** Longest document-type title in the type picker. */
export const TYPE_LIST_MAX_LENGTH = 40
/** Longest field title in the filter picker. */
export const FIELD_TITLE_MAX_LENGTH = 40
/** Longest field description in a filter picker tooltip. */
export const FIELD_DESCRIPTION_MAX_LENGTH = 256
/** How many document types a filter picker tooltip lists before '+N'. */
export const TOOLTIP_TYPE_LIMIT = 10
/** How many hits the reference picker asks for. */
export const REFERENCE_PICKER_LIMIT = 100
/** The URL hash switch that shows each hit's score. */
export const DEBUG_SCORE_HASH = '_debug_search_score'

/** Cuts a text to `max` characters with an ellipsis. */
export function truncate(text: string, max: number): string {
  return max > 0 && text.length > max ? `${text.slice(0, Math.max(1, max - 1))}…` : text
}
