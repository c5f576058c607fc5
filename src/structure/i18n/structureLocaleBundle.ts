import {defineLocaleResourceBundle} from '../../i18n'

/**
 * The en-US messages of the structure tool (namespace `structure`, so keys are written
 * `structure:<key>` in a studio translator; `useStructureTranslation` adds the prefix). Each
 * area of the tool keeps its keys in its own block, prefixed by the area. `_one` / `_other`
 * variants are plural forms picked by `count`.
 */
export const structureLocaleBundle = defineLocaleResourceBundle({
  locale: 'en-US',
  namespace: 'structure',
  resources: {
    // --- navigation: the tool, its panes and the default structure ---
    'structure-tool.title': 'Structure',
    'default-structure.title': 'Content',
    'panes.aria-label': 'Panes',
    'panes.back': 'Back',
    'panes.list.empty': 'This list has no items',
    'panes.pane-not-found.title': 'Pane not found',
    'panes.pane-not-found.description': '“{{title}}” has nothing to open at “{{id}}”.',
    'panes.item-not-found.title': 'Item not found',
    'panes.item-not-found.description': 'There is no item “{{id}}” in “{{title}}”.',
    'panes.not-found.back': 'Go back to {{title}}',
    'panes.error.title': 'This pane could not be shown',
    'panes.resolving-document-type': 'Finding the type of the document…',
    'panes.document-not-found.description': 'There is no document with the id “{{id}}”, so its type is unknown.',

    // --- navigation: document lists ---
    'document-list.empty': 'No documents of this type',
    'document-list.empty-filtered-list': 'No matching documents',
    'document-list.no-matches': 'No documents match “{{query}}”',
    'document-list.loading': 'Loading documents…',
    'document-list.row-loading': 'Loading…',
    'document-list.untitled': 'Untitled',
    'document-list.error.title': 'Could not load the documents',
    'document-list.error.retry': 'Retry',
    'document-list.filter.label': 'Filter documents',
    'document-list.filter.placeholder': 'Filter',
    'document-list.filter.clear': 'Clear filter',
    'document-list.ordering.button': 'Sort',
    'document-list.ordering.menu-label': 'Sort by',
    'document-list.ordering.last-edited': 'Last edited',
    'document-list.ordering.created': 'Created',
    'document-list.status.published': 'Published',
    'document-list.status.edited': 'Edited',
    'document-list.status.unpublished': 'Unpublished',
    'document-list.create.button-for': 'Create new {{title}}',
    'document-list.create.menu-label': 'Create new document',
    'document-list.create.insufficient-permissions_one':
      'Your role {{roles}} does not have permission to create this kind of document.',
    'document-list.create.insufficient-permissions_other':
      'Your roles {{roles}} do not have permission to create this kind of document.',
    'document-list.create.insufficient-permissions-all_one':
      'Your role {{roles}} does not have permission to create any of these documents.',
    'document-list.create.insufficient-permissions-all_other':
      'Your roles {{roles}} do not have permission to create any of these documents.',
    'document-list.create.no-roles': 'You have no roles in this project, so you cannot create documents.',

    // --- document pane: header, form, footer, states (helper D) ---
    'document.untitled': 'Untitled',
    'document.back': 'Back',
    'document.loading': 'Loading document…',
    'document.status.published': 'Published',
    'document.status.edited': 'Edited',
    'document.status.unpublished': 'Unpublished',
    'document.status.new': 'Not created yet',
    'document.sync.in-sync': 'Saved',
    'document.sync.pending': 'Saving…',
    'document.sync.failing': 'Not saved yet, retrying',
    'document.sync.failing-title': 'Saving failed ({{message}}); your changes are kept and sent again.',
    'document.presence.one': '{{name}} is editing this document',
    'document.presence.other': '{{count}} people are editing this document right now',
    'document.presence.more': '{{count}} more',
    'document.badges.aria-label': 'Document status',
    'document.inspectors.aria-label': 'Inspectors',
    'document.inspector.close': 'Close',
    'document.read-only.title': 'This document is read-only',
    'document.read-only.reason': 'You may not edit it: {{reason}}.',
    'document.not-found.title': 'This document does not exist',
    'document.not-found.description': 'There is no {{type}} with the id “{{id}}”. Create it to start editing.',
    'document.not-found.create': 'Create document',
    'document.deleted.title': 'This document was deleted',
    'document.deleted.description':
      'Neither a draft nor a published version is left. You can create it again from scratch.',
    'document.deleted.create': 'Create it again',
    'document.unknown-type.title': 'Unknown document type',
    'document.unknown-type.description':
      'The document type “{{type}}” is not in the schema, so the document “{{id}}” cannot be edited here.',
    'document.load-failed.title': 'The document could not be loaded',
    'document.initial-value.resolving': 'Resolving initial value…',
    'document.initial-value.resolved': 'Initial value resolved',
    'document.initial-value.failed': 'Could not resolve initial value',
    'document.edit-failed': 'The change could not be made',
    'document.actions.aria-label': 'Document actions',
    'document.actions.more': 'More document actions',
    'document.dialog.confirm': 'Confirm',
    'document.dialog.cancel': 'Cancel',
    'document.permissions.insufficient': 'Insufficient permissions',
    'document.permissions.your-roles_one': 'Your role: {{roles}}',
    'document.permissions.your-roles_other': 'Your roles: {{roles}}',
    'document.permissions.no-roles': 'You have no roles in this project.',

    // --- document actions (helper D) ---
    'document.disabled-reason.NOTHING_TO_DELETE': 'This document does not exist yet, so there is nothing to delete',
    'document.disabled-reason.NOT_PUBLISHED': 'This document is not published',
    'document.disabled-reason.NO_CHANGES': 'There are no unpublished changes',
    'document.disabled-reason.NOTHING_TO_DUPLICATE':
      'This document does not exist yet, so there is nothing to duplicate',
    'document.disabled-reason.ALREADY_PUBLISHED': 'This document is already published',
    'document.disabled-reason.LIVE_EDIT_ENABLED':
      'This document type is live-edited: changes are published as they are made',
    'document.disabled-reason.NOT_READY': 'The document is still loading',
    'document.action.publish.label': 'Publish',
    'document.action.publish.running': 'Publishing…',
    'document.action.publish.validation-errors':
      'There are validation errors that need to be fixed before this document can be published',
    'document.action.publish.waiting': 'Waiting for validation to finish before publishing',
    'document.action.publish.success': 'Published',
    'document.action.publish.failed': 'Publishing failed',
    'document.action.unpublish.label': 'Unpublish',
    'document.action.unpublish.running': 'Unpublishing…',
    'document.action.unpublish.confirm':
      'Unpublish this document? It will no longer be public, and its content is kept as a draft.',
    'document.action.unpublish.success': 'Unpublished',
    'document.action.unpublish.failed': 'Unpublishing failed',
    'document.action.discard.label': 'Discard changes',
    'document.action.discard.running': 'Discarding changes…',
    'document.action.discard.confirm': 'Discard all changes since this document was last published?',
    'document.action.discard.success': 'Changes discarded',
    'document.action.discard.failed': 'Discarding changes failed',
    'document.action.duplicate.label': 'Duplicate',
    'document.action.duplicate.running': 'Duplicating…',
    'document.action.duplicate.success': 'Duplicated',
    'document.action.duplicate.failed': 'Duplicating failed',
    'document.action.delete.label': 'Delete',
    'document.action.delete.running': 'Deleting…',
    'document.action.delete.confirm': 'Delete this document? Its draft and published versions are both deleted.',
    'document.action.delete.success': 'Deleted',
    'document.action.delete.failed': 'Deleting failed',
    'document.action.restore.label': 'Restore',
    'document.action.restore.running': 'Restoring…',
    'document.action.restore.confirm':
      'Restore this document to the selected revision? The restored content becomes the draft.',
    'document.action.restore.success': 'Revision restored',
    'document.action.restore.failed': 'Restoring failed',

    // --- document badges (helper D) ---
    'document.badge.published': 'Published',
    'document.badge.published-title': 'This document has a published version',
    'document.badge.draft': 'Draft',
    'document.badge.draft-title': 'This document has unpublished changes',
    'document.badge.live': 'Live',
    'document.badge.live-title': 'Changes to this document are published as they are made',

    // --- validation inspector (helper D) ---
    'document.validation.title': 'Validation',
    'document.validation.errors_one': '{{count}} error',
    'document.validation.errors_other': '{{count}} errors',
    'document.validation.warnings_one': '{{count}} warning',
    'document.validation.warnings_other': '{{count}} warnings',
    'document.validation.empty': 'No validation errors',
    'document.validation.validating': 'Validating…',
    'document.validation.list-label': 'Validation markers',
    'document.validation.level.error': 'Error',
    'document.validation.level.warning': 'Warning',
    'document.validation.level.info': 'Info',
    'document.validation.document-level': 'Document',
  },
})
