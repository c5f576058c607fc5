import type {DocumentBadgeComponent} from '../../studio'
import {DraftStatusBadge} from './DraftStatusBadge'
import {LiveEditBadge} from './LiveEditBadge'
import {PublishedStatusBadge} from './PublishedStatusBadge'

/**
 * The structure tool's built-in document badges, in header order: Live (live-edit types),
 * Published (a published version exists) and Draft (unpublished changes exist). Plugins add,
 * drop or reorder badges with a `document.badges` reducer.
 * @public
 */
export const DEFAULT_DOCUMENT_BADGES: DocumentBadgeComponent[] = [LiveEditBadge, PublishedStatusBadge, DraftStatusBadge]
