/**
 * Below this viewport width (px) the navbar folds its tools, the workspace switcher and the
 * user menu into a slide-in sidebar. The specification names a breakpoint without a value;
 * 900 px is where a row of tool tabs next to the navbar's buttons stops fitting.
 */
export const NAVBAR_SIDEBAR_BREAKPOINT = 900

/** Height of one row of the new-document picker, in pixels. */
export const NEW_DOCUMENT_ROW_HEIGHT = 33

/** How many rows of the new-document picker show before it scrolls. */
export const NEW_DOCUMENT_VISIBLE_ROWS = 10

/** Width limits of the navbar's menus and sidebar, in pixels. */
export const NAVBAR_MENU_WIDTHS = Object.freeze({
  user: {min: 200, max: 300},
  help: {min: 200, max: 300},
  sidebar: {min: 200, max: 280},
})
