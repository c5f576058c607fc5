/**
 * The en-US messages of the reference input (namespace `form`, keys `reference.*`, merged
 * into `formLocaleBundle`). A host's translator may override each.
 */
export const referenceMessages = {
  'reference.search.placeholder': 'Type to search',
  'reference.search.label': 'Search for {{title}}',
  'reference.search.loading': 'Searching',
  'reference.search.no-results': 'No results for “{{query}}”',
  'reference.search.failed': 'Reference search failed',
  'reference.search.not-in-results': 'Selected an item that wasnt part of the result set',
  'reference.search.invalid-type': 'The search returned a document of type “{{type}}”, which this field does not allow',
  'reference.status.published': 'Published',
  'reference.status.unpublished': 'Unpublished',
  'reference.status.edited': 'Edited',
  'reference.menu': 'Reference actions',
  'reference.menu.clear': 'Clear',
  'reference.menu.replace': 'Replace',
  'reference.menu.cancel-replace': 'Cancel replace',
  'reference.menu.duplicate': 'Duplicate',
  'reference.menu.open-in-new-tab': 'Open in new tab',
  'reference.open': 'Open {{title}}',
  'reference.untitled': 'Untitled',
  'reference.loading': 'Loading document',
  'reference.unavailable.permission.title': 'Insufficient permissions to access this reference',
  'reference.unavailable.permission.description':
    'You don’t have access to the referenced document. Please contact an admin for access or remove this reference.',
  'reference.unavailable.not-found.title': 'Nonexistent document reference',
  'reference.unavailable.not-found.description':
    'This field is currently referencing a document that doesn’t exist (ID: {{id}}). You can either remove the reference or replace it with another document.',
  'reference.unavailable.failed': 'The referenced document could not be loaded',
  'reference.invalid-type.title': 'Document of invalid type',
  'reference.invalid-type.description':
    'Referenced document ({{id}}) is of type {{actual}}. According to the schema, referenced documents can only be of type {{allowed}}.',
  'reference.clear': 'Remove reference',
  'reference.strength.weaken.title': 'Reference is strong, but should be weak',
  'reference.strength.strengthen.title': 'Reference is weak, but should be strong',
  'reference.strength.description':
    'The schema says references in this field are {{expected}}, so the value does not match it.',
  'reference.strength.weaken': 'Convert to weak',
  'reference.strength.strengthen': 'Convert to strong',
  'reference.strengthen-on-publish.title': 'This reference will not be strengthened',
  'reference.strengthen-on-publish.description':
    'It points to a document that was not published when the reference was made, and this document is published as you edit it (live edit), so it is never published on its own. Remove the flag to keep the reference as it is.',
  'reference.strengthen-on-publish.remove': 'Remove flag',
  'reference.create': 'Create new',
  'reference.create.menu': 'Create new document',
  'reference.create.no-permission': 'You don’t have permission to create a new “{{title}}” document',
  'reference.no-services': 'Reference search is not available here',
  'reference.cross-dataset.disabled.title': 'Cross-dataset references are not enabled',
  'reference.cross-dataset.disabled.description':
    'This field references documents in the dataset “{{dataset}}”, but cross-dataset references are not enabled for this project. Clear the value, or ask an administrator to enable the feature.',
  'reference.cross-dataset.invalid-type.title': 'Cross-dataset reference to a document of invalid type',
  'reference.cross-dataset.loading': 'Checking whether cross-dataset references are enabled',
  'reference.cross-dataset.no-services': 'Cross-dataset reference search is not available here',
} as const
