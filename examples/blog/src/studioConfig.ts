import {defineConfig, type WorkspaceOptions} from 'vellum'
import {schemaTypes, SETTINGS_ID} from './schema'
import {contentTool} from './tools/contentTool'
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

/** What both workspaces share: the schema, the tools, and new documents of every type but the settings singleton. */
function blogWorkspace(options: Pick<WorkspaceOptions, 'name' | 'title' | 'subtitle' | 'basePath' | 'dataset'>): WorkspaceOptions {
  return {
    ...options,
    projectId: PROJECT_ID,
    apiHost: API_HOST,
    schema: {
      types: schemaTypes,
      // One settings document only: it has its own id and no template.
      templates: (prev) => prev.filter((template) => template.schemaType !== 'settings'),
    },
    tools: [contentTool({singletons: {settings: SETTINGS_ID}}), ...developmentTools],
  }
}

/** The blog studio: the production dataset, and a staging dataset to try things in. */
export const studioConfig = defineConfig([
  blogWorkspace({name: 'production', title: 'Blog', subtitle: 'Production', basePath: '/production', dataset: 'production'}),
  blogWorkspace({name: 'staging', title: 'Blog (staging)', subtitle: 'Staging', basePath: '/staging', dataset: 'staging'}),
])
