import {defineConfig, type WorkspaceOptions} from 'vellum'
import {structureTool, type StructureResolver} from 'vellum/structure'
import {schemaTypes, SETTINGS_ID} from './schema'
import {SettingsIcon} from './SettingsIcon'
import {playgroundTool} from './tools/playgroundTool'

/** The content server: what `npm run dev` started, else where `vellum start` listens. */
export const API_HOST = import.meta.env.VELLUM_API_HOST ?? 'http://127.0.0.1:3400'

/** The one project `vellum start` serves. */
export const PROJECT_ID = 'local'

/**
 * Tools for developers of this studio, in development only (Vite's dev server: `npm run dev`
 * and the browser tests); a production build leaves them out. The playground shows what the
 * workspace resolved to and can crash on purpose, to try the crash screen.
 */
const developmentTools = import.meta.env.DEV ? [playgroundTool()] : []

/**
 * The blog's structure: the settings singleton first, opening its one document directly, then
 * a list of every other document type.
 */
export const blogStructure: StructureResolver = (S) =>
  S.list()
    .id('content')
    .title('Content')
    .items([
      S.listItem()
        .id('settings')
        .title('Site settings')
        .icon(SettingsIcon)
        .schemaType('settings')
        .child(S.document().documentId(SETTINGS_ID).schemaType('settings')),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => item.getSchemaType() !== 'settings'),
    ])

/** What both workspaces share: the schema, the tools, and new documents of every type but the settings singleton. */
function blogWorkspace(
  options: Pick<WorkspaceOptions, 'name' | 'title' | 'subtitle' | 'basePath' | 'dataset'>,
): WorkspaceOptions {
  return {
    ...options,
    projectId: PROJECT_ID,
    apiHost: API_HOST,
    schema: {
      types: schemaTypes,
      // One settings document only: it has its own id and no template.
      templates: (prev) => prev.filter((template) => template.schemaType !== 'settings'),
    },
    // The structure tool comes first (the tool a workspace opens on); the workspace's own tools follow it.
    plugins: [structureTool({structure: blogStructure})],
    tools: developmentTools,
  }
}

/** The blog studio: the production dataset, and a staging dataset to try things in. */
export const studioConfig = defineConfig([
  blogWorkspace({
    name: 'production',
    title: 'Blog',
    subtitle: 'Production',
    basePath: '/production',
    dataset: 'production',
  }),
  blogWorkspace({
    name: 'staging',
    title: 'Blog (staging)',
    subtitle: 'Staging',
    basePath: '/staging',
    dataset: 'staging',
  }),
])
