/**
 * The document pane's segment param naming the past revision shown (a timeline time id,
 * `;rev=…`): it deep-links, and Back returns to the current version.
 * @public
 */
export const REV_PARAM = 'rev'

/**
 * The document pane's segment param naming the start of a range of changes (a timeline time
 * id, `;since=…`): review changes compares the version after it with the revision shown (the
 * current version when no `rev` is given). Reverting is offered only against the current version.
 * @public
 */
export const SINCE_PARAM = 'since'
