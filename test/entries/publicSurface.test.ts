import {describe, expect, it} from 'vitest'
import * as form from '../../src/entries/form'
import * as vellum from '../../src/entries/index'
import * as lake from '../../src/entries/lake'
import * as server from '../../src/entries/server'
import * as store from '../../src/entries/store'
import * as structure from '../../src/entries/structure'
import * as validation from '../../src/entries/validation'

// The entry points' runtime exports. The reviewed list of every name (types included) is
// api/*.api.md, checked by `npm run check:api`; these tests pin what issue 18 found wrong.

const entries = {
  vellum,
  'vellum/validation': validation,
  'vellum/lake': lake,
  'vellum/server': server,
  'vellum/store': store,
  'vellum/form': form,
  'vellum/structure': structure,
}

describe('public entry points', () => {
  it('export no undefined value (a re-export of a name its layer no longer has)', () => {
    for (const [entry, module] of Object.entries(entries)) {
      const undefinedNames = Object.entries(module)
        .filter(([, value]) => value === undefined)
        .map(([name]) => name)
      expect(undefinedNames, entry).toEqual([])
    }
  })

  it('keep internal tuning constants and implementation helpers private', () => {
    const internal: Record<string, string[]> = {
      vellum: [
        'DEFAULT_SEARCH_FIELD_DEPTH',
        'DEFAULT_API_HOST',
        'schemaHelpId',
        'parseJsonMatch',
        'applyPatchOperations',
        'chainComponents',
        'composeComponents',
      ],
      'vellum/validation': ['SLOW_VALIDATOR_MS', 'VALIDATION_CONCURRENCY', 'SLUG_API_VERSION'],
      'vellum/lake': ['TEXT_SEARCH_LIMIT', 'diffMendoza', 'mendozaEffects'],
      'vellum/server': ['DEFAULT_BODY_LIMIT'],
      'vellum/store': [
        'PREVIEW_FAST_BATCH_MS',
        'PREVIEW_SLOW_BATCH_MS',
        'PAIR_LISTENER_QUERY',
        'PAIR_LISTENER_OPTIONS',
        'COMMIT_THROTTLE_MS',
        'commitRetryDelay',
        'RETRY_BASE_MS',
        'MAX_URL_LENGTH',
        'IN_PROCESS_USER',
      ],
      'vellum/form': [
        'TEXT_DEFAULT_ROWS',
        'ARRAY_VIRTUALIZATION_THRESHOLD',
        'FormStateBuilder',
        'prepareFormState',
        'createFormComponentResolver',
        'useFormBuilder',
      ],
      'vellum/structure': [
        'PAIR_LINGER_MS',
        'DOCUMENT_LIST_PAGE_SIZE',
        'structureRouter',
        'createStructureBuilder',
        'StructureTool',
      ],
    }
    for (const [entry, names] of Object.entries(internal)) {
      const module = entries[entry as keyof typeof entries] as Record<string, unknown>
      expect(
        names.filter((name) => name in module),
        entry,
      ).toEqual([])
    }
  })

  it('export what a host app, a plugin author and an input author call', () => {
    expect(Object.keys(vellum)).toEqual(
      expect.arrayContaining([
        'defineConfig',
        'definePlugin',
        'Studio',
        'renderStudio',
        'defineType',
        'defineField',
        'defineArrayMember',
        'createSchema',
        'useWorkspace',
        'useClient',
        'applyPatches',
      ]),
    )
    expect(Object.keys(validation)).toEqual(
      expect.arrayContaining(['validateDocument', 'createDocumentValidator', 'ValidationRule']),
    )
    expect(Object.keys(lake)).toEqual(
      expect.arrayContaining([
        'createLake',
        'memoryStorage',
        'compileGrants',
        'checkPermission',
        'checkPairPermission',
        'BUILT_IN_ROLES',
      ]),
    )
    expect(Object.keys(server)).toEqual(expect.arrayContaining(['createServer', 'sqliteStorage', 'TokenStore']))
    expect(Object.keys(store)).toEqual(
      expect.arrayContaining([
        'createClient',
        'createInProcessClient',
        'checkoutPair',
        'createTimelineController',
        'createPreviewStore',
        'resolveInitialValue',
      ]),
    )
    expect(Object.keys(form)).toEqual(
      expect.arrayContaining([
        'FormBuilder',
        'FormServicesProvider',
        'PatchEvent',
        'set',
        'unset',
        'useTypedText',
        'StringInput',
      ]),
    )
    expect(Object.keys(structure)).toEqual(
      expect.arrayContaining([
        'structureTool',
        'structureDocumentParts',
        'DocumentPane',
        'PublishAction',
        'useDocumentOperations',
        'validationInspector',
      ]),
    )
  })
})
