/**
 * Why a document operation cannot run now, with the codes hosted studios use:
 * - `NOTHING_TO_DELETE`: neither the draft nor the published document exists.
 * - `NOT_PUBLISHED`: the operation needs the published document and there is none.
 * - `NO_CHANGES`: there is no draft, so there is nothing to publish or discard.
 * - `NOTHING_TO_DUPLICATE`: there is no document to copy.
 * - `ALREADY_PUBLISHED`: there is no draft and the published document is current.
 * - `LIVE_EDIT_ENABLED`: the type is live-edit, so there are no drafts to act on.
 * - `NOT_READY`: the pair is not loaded yet.
 * @beta
 */
export type OperationDisabledReason =
  | 'NOTHING_TO_DELETE'
  | 'NOT_PUBLISHED'
  | 'NO_CHANGES'
  | 'NOTHING_TO_DUPLICATE'
  | 'ALREADY_PUBLISHED'
  | 'LIVE_EDIT_ENABLED'
  | 'NOT_READY'

/** Every {@link OperationDisabledReason}, in a fixed order. */
export const OPERATION_DISABLED_REASONS: readonly OperationDisabledReason[] = [
  'NOTHING_TO_DELETE',
  'NOT_PUBLISHED',
  'NO_CHANGES',
  'NOTHING_TO_DUPLICATE',
  'ALREADY_PUBLISHED',
  'LIVE_EDIT_ENABLED',
  'NOT_READY',
]
