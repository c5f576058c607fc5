// The studio page `npm run bench:browser` types into on a heavy document: the example app's
// production workspace (its schema, structure and content server) plus the benchmark's
// 500-item × 20-field document type, which the example's own schema does not have. Built with
// the example's Vite config, so `vellum` resolves to the sources as in the example.
import {createRoot} from 'react-dom/client'
import {createBrowserHistory, defineConfig, Studio} from 'vellum'
import {structureTool} from 'vellum/structure'
import 'vellum/style.css'
import {schemaTypes} from '../../../examples/blog/src/schema'
import {API_HOST, blogStructure, PROJECT_ID} from '../../../examples/blog/src/studioConfig'
import {benchTypes} from '../form/benchDocument'

/** Where the studio lives on the page, as in the example. */
export const BENCH_STUDIO_BASE_PATH = '/studio'

const config = defineConfig([
  {
    name: 'production',
    title: 'Blog (benchmark)',
    basePath: '/production',
    dataset: 'production',
    projectId: PROJECT_ID,
    apiHost: API_HOST,
    schema: {types: [...schemaTypes, ...benchTypes]},
    plugins: [structureTool({structure: blogStructure})],
  },
])

createRoot(document.getElementById('root')!).render(
  <div style={{position: 'fixed', inset: 0}}>
    <Studio config={config} basePath={BENCH_STUDIO_BASE_PATH} history={createBrowserHistory()} />
  </div>,
)
