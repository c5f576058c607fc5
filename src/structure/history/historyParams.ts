/**
 * The document pane's segment param naming the past revision shown (a timeline time id,
 * `;rev=…`): it deep-links, and Back returns to the current version.
 * @public
 */
export const REV_PARAM = 'rev'
