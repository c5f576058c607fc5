import {defineLocaleResourceBundle} from '../../i18n'

/**
 * The en-US messages of the screens the shell composes itself (namespace `studio`, keys under
 * `shell.`): configuration errors, a tool path the tool does not know, and intent links no
 * tool can open. A workspace's `i18n.bundles` can override or translate them.
 */
export const shellLocaleBundle = defineLocaleResourceBundle({
  locale: 'en-US',
  namespace: 'studio',
  resources: {
    'shell.config-errors.title': 'Configuration errors',
    'shell.config-errors.description': 'The studio configuration has errors. Fix them and reload the page.',
    'shell.path-not-found.title': 'Page not found',
    'shell.path-not-found.description': 'The {{tool}} tool has nothing at this address.',
    'shell.path-not-found.go-to-tool': 'Go to {{tool}}',
    'shell.intent-not-handled.title': 'No tool can open this link',
    'shell.intent-not-handled.description': 'None of the tools of this workspace can open “{{intent}}” links with these details.',
    'shell.invalid-intent.title': 'Invalid link',
  },
})
