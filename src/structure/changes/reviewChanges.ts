/**
 * The value of the document pane's `inspect` segment param that opens the review-changes
 * panel (`;inspect=changes`), so the panel deep-links and Back closes it like any inspector.
 * @public
 */
export const REVIEW_CHANGES_INSPECTOR = 'changes'
