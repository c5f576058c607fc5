import {defineLocaleResourceBundle} from '../../i18n'

/**
 * The en-US messages of the studio shell (namespace `studio`, the default one, so keys are
 * used bare: `t('navbar.open-menu')`): sign-in, workspaces, navbar, screens and notices.
 * Screen titles and errors are worded as hosted studios word them, so users meet familiar
 * texts — 'An error occured' and 'Before you continue...' included. `_one` / `_other` variants are plural forms picked by
 * `count`; a `{{name}}` some parts fill with an element (a link, a bold name) is rendered
 * with `Translate`.
 */
export const studioLocaleBundle = defineLocaleResourceBundle({
  locale: 'en-US',
  namespace: 'studio',
  resources: {
    // Sign-in gate: connecting, the login screen, the 'Not authorized' dialog
    'auth.connecting': 'Connecting…',
    'auth.connecting.label': 'Connecting',
    'auth.error.title': 'Could not connect',
    'auth.error.retry': 'Retry',
    'login.aria-label': 'Sign in',
    'login.title': 'Choose login provider',
    'login.choose-another-workspace': 'Choose another workspace',
    'login.providers.aria-label': 'Login providers',
    'login.providers.loading': 'Loading login providers',
    'login.providers.failed': 'Could not load the login providers: {{message}}',
    'login.providers.retry': 'Retry',
    'login.providers.none': 'This server offers no way to sign in.',
    'login.redirecting.label': 'Redirecting to {{provider}}',
    'login.redirecting': 'Redirecting to {{provider}}…',
    'not-authorized.title': 'Not authorized',
    'not-authorized.description':
      'You are not authorized to access this studio. Ask an administrator of the project to invite you.',
    'not-authorized.verify-account':
      'If you think this is a mistake, verify that you signed in with the right account.',
    'not-authorized.signed-in-as': 'You are signed in as {{name}}.',
    'not-authorized.signed-in-as.with-email': 'You are signed in as {{name}} ({{email}}).',
    'not-authorized.signed-in-as.with-provider': 'You are signed in as {{name}} with the {{provider}} provider.',
    'not-authorized.signed-in-as.with-email-and-provider':
      'You are signed in as {{name}} ({{email}}) with the {{provider}} provider.',
    'not-authorized.sign-out': 'Sign out',
    'cross-origin.title': 'Before you continue...',
    'cross-origin.add-origin':
      'To access your content, add the following URL as a CORS origin of the project, with credentials allowed:',
    'cross-origin.this-origin': 'this studio’s origin',
    'cross-origin.add-in-settings': 'Continue to the project’s API settings to add it, or run this on the server:',
    'cross-origin.run-command': 'Run this on the server, then continue:',
    'cross-origin.project': 'Project: {{projectId}}',
    'cross-origin.continue': 'Continue',

    // Workspaces
    'workspaces.chooser.title': 'Choose your workspace',
    'workspaces.chooser.add-workspace': 'Add workspace',
    'workspaces.list.aria-label': 'Workspaces',
    'workspaces.switcher.choose': 'Choose workspace',
    'workspaces.switcher.tooltip': 'Switch workspace',
    'workspaces.status.connecting': 'Connecting…',
    'workspaces.status.logged-in': 'Logged in',
    'workspaces.status.logged-out': 'Logged out',
    'workspaces.status.no-access': 'No access',

    // Navbar
    'navbar.aria-label': 'Studio',
    'navbar.tools.aria-label': 'Tools',
    'navbar.open-menu': 'Open menu',
    'navbar.close-menu': 'Close menu',
    'navbar.sidebar.aria-label': 'Studio menu',

    // New document
    'new-document.button': 'Create',
    'new-document.title': 'Create new document',
    'new-document.filter-placeholder': 'Search document types',
    'new-document.no-document-types-found': 'No document types found',
    'new-document.no-results': 'Nothing matches “{{filter}}”',
    'new-document.no-document-types': 'There are no document types to create',
    'new-document.insufficient-permissions.option_one':
      'Your role {{roles}} does not have permission to create this kind of document.',
    'new-document.insufficient-permissions.option_other':
      'Your roles {{roles}} do not have permission to create this kind of document.',
    'new-document.insufficient-permissions.button_one':
      'Your role {{roles}} does not have permission to create any kind of document.',
    'new-document.insufficient-permissions.button_other':
      'Your roles {{roles}} do not have permission to create any kind of document.',
    'new-document.insufficient-permissions.no-roles':
      'You have no roles in this project, so you cannot create documents.',

    // Search
    'search.button.label': 'Search',

    // Configuration issues
    'configuration-issues.button.label': 'Configuration issues',
    'configuration-issues.title': 'Configuration issues',
    'configuration-issues.description':
      'These problems were found in the studio configuration. The studio works, but they should be fixed. This list is shown in development only.',
    'configuration-issues.schema-heading': 'Schema',
    'configuration-issues.config-heading': 'Configuration',
    'configuration-issues.property': 'Property: {{property}}',
    'configuration-issues.none': 'No configuration issues found.',

    // Help and resources
    'help.button.label': 'Help and resources',
    'help.loading': 'Loading…',
    'help.fallback.community': 'Join the community',
    'help.fallback.support': 'Help and support',
    'help.fallback.sales': 'Contact sales',
    'help.unavailable': 'No help resources are available.',
    'help.studio-version': 'Studio version {{version}}',
    'help.latest-version': 'Latest version {{version}}',

    // Presence
    'presence.button.label': 'Who is here',
    'presence.title': 'Who is here',
    'presence.no-one-else.title': 'No one else is here',
    'presence.no-one-else.description': 'When others open this studio, you see them here.',
    'presence.last-active': 'Active {{time}}',
    'presence.locations_one': 'In {{count}} document',
    'presence.locations_other': 'In {{count}} documents',
    'presence.not-in-document': 'Not in a document',

    // User menu and sidebar
    'user-menu.button.label': 'Account: {{name}}',
    'user-menu.signed-in-with': 'Signed in with {{provider}}',
    'user-menu.appearance': 'Appearance',
    'user-menu.color-scheme.system': 'System',
    'user-menu.color-scheme.dark': 'Dark',
    'user-menu.color-scheme.light': 'Light',
    'user-menu.manage-project': 'Manage project',
    'user-menu.invite-members': 'Invite members',
    'user-menu.sign-out': 'Sign out',

    // Screens
    'schema-errors.title': 'Schema errors',
    'schema-errors.description':
      'The schema of the workspace “{{workspace}}” has problems. Fix the errors below to start the studio.',
    'schema-errors.errors': 'Errors',
    'schema-errors.warnings': 'Warnings',
    'schema-errors.severity.error': 'Error',
    'schema-errors.severity.warning': 'Warning',
    'schema-errors.schema-root': 'Schema',
    'schema-errors.documentation-link': 'View documentation',
    'schema-errors.help-id': 'Help ID: {{helpId}}',
    'crash.title': 'An error occured',
    'crash.tool-title': 'The {{tool}} tool crashed',
    'crash.retry': 'Retry',
    'crash.description':
      'Something went wrong while showing this part of the studio. Retry, or reload the page if it keeps happening.',
    'crash.stack': 'Stack trace',
    'crash.unknown-error': 'Unknown error',
    'no-tools.title': 'No configured tools',
    'no-tools.description':
      'This workspace has no tools. Add one to the `tools` list of its configuration, or use a plugin that brings one.',
    'tool-not-found.title': 'Tool not found: {{tool}}',
    'tool-not-found.description': 'This workspace has no tool with that name. Choose one of its tools:',
    'workspace-not-found.title': 'Workspace not found',
    'workspace-not-found.description': 'No workspace is configured at this address.',
    'workspace-not-found.go-to-default': 'Go to default workspace',
    'redirecting.title': 'Redirecting…',
    'uncaught-error.title': 'Uncaught error',
    'shell.config-errors.title': 'Configuration errors',
    'shell.config-errors.description': 'The studio configuration has errors. Fix them and reload the page.',
    'shell.path-not-found.title': 'Page not found',
    'shell.path-not-found.description': 'The {{tool}} tool has nothing at this address.',
    'shell.path-not-found.go-to-tool': 'Go to {{tool}}',
    'shell.intent-not-handled.title': 'No tool can open this link',
    'shell.intent-not-handled.description':
      'None of the tools of this workspace can open “{{intent}}” links with these details.',
    'shell.invalid-intent.title': 'Invalid link',

    // Connection status
    'connection.offline.title': 'You are offline',
    'connection.offline.description':
      'Changes are kept in this browser. The studio reconnects when your connection is back.',
    'connection.error.title': 'Cannot reach the server',
    'connection.error.retry-in_one': 'Trying again in {{count}} second (attempt {{attempt}}).',
    'connection.error.retry-in_other': 'Trying again in {{count}} seconds (attempt {{attempt}}).',
    'connection.error.retrying': 'Trying again now (attempt {{attempt}}).',
    'connection.reconnecting': 'Reconnecting…',
    'connection.retry-now': 'Retry now',

    // Shared
    'dialog.close': 'Close',
    'relative-time.just-now': 'just now',
  },
})
