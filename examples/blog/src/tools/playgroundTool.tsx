// The playground: a developer's page of the example studio. It is registered in development
// only (`import.meta.env.DEV`, see studioConfig.ts): `npm run dev` and the browser tests, which
// run the example on Vite's dev server, have it; a production build of the example does not.
import {
  BUILTIN_TYPE_DEFINITIONS,
  INTRINSIC_TYPE_NAMES,
  isDocumentSchemaType,
  isObjectSchemaType,
  useWorkspace,
  type SchemaType,
  type Tool,
} from 'vellum'
import {useState, type CSSProperties} from 'react'

/** What the 'Crash this tool' button makes the playground throw. */
export class PlaygroundCrashError extends Error {
  constructor() {
    super('The playground crashed on purpose: "Crash this tool" was clicked')
    this.name = 'PlaygroundCrashError'
  }
}

/**
 * The playground tool: what the workspace resolved to (project, dataset, server, locale,
 * tools), its own schema types, and the schema warnings the navbar's 'Configuration issues'
 * button lists. Its 'Crash this tool' button makes the tool throw while rendering, to see the
 * studio's crash screen ('The Playground tool crashed', Retry, the message and the stack) with
 * a real error; Retry mounts the tool afresh, so it renders normally again.
 *
 * @example
 * ```ts
 * tools: import.meta.env.DEV ? [playgroundTool()] : []
 * ```
 */
export function playgroundTool(): Tool {
  return {name: 'playground', title: 'Playground', component: PlaygroundTool}
}

const page: CSSProperties = {
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  padding: 'var(--vellum-space-4)',
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--vellum-space-4)',
}
const muted: CSSProperties = {color: 'var(--vellum-color-fg-muted)'}
const cell: CSSProperties = {
  textAlign: 'start',
  padding: '4px 12px 4px 0',
  borderBottom: '1px solid var(--vellum-color-border)',
}
const facts: CSSProperties = {display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0}

// The schema's built-in types, so the page lists what the workspace's configuration added.
const BUILT_IN_NAMES = new Set<string>([
  ...INTRINSIC_TYPE_NAMES,
  ...BUILTIN_TYPE_DEFINITIONS.map((definition) => definition.name),
])

function PlaygroundTool() {
  const workspace = useWorkspace()
  const [crashing, setCrashing] = useState(false)
  // Thrown while rendering, as a bug in a tool would be; the tool's error boundary catches it.
  if (crashing) throw new PlaygroundCrashError()

  const {schema} = workspace
  const types = schema
    .getTypeNames()
    .filter((name) => !BUILT_IN_NAMES.has(name))
    .map((name) => schema.get(name))
    .filter((type): type is SchemaType => type !== undefined)
  const warnings = schema.problems.length
  return (
    <section aria-label="Playground" style={page}>
      <header>
        <h1 style={{margin: 0, fontSize: 'var(--vellum-font-size-4)'}}>Playground</h1>
        <p style={{...muted, margin: '4px 0 0'}}>
          For developers of this studio, in development only: what the workspace resolved to, and its crash screen to
          try.
        </p>
      </header>

      <section aria-labelledby="playground-workspace">
        <h2 id="playground-workspace" style={{fontSize: 'var(--vellum-font-size-2)'}}>
          Workspace
        </h2>
        <dl style={facts}>
          <dt style={muted}>Name</dt>
          <dd style={{margin: 0}}>{workspace.name}</dd>
          <dt style={muted}>Project and dataset</dt>
          <dd style={{margin: 0}}>
            {workspace.projectId} / {workspace.dataset}
          </dd>
          <dt style={muted}>Server</dt>
          <dd style={{margin: 0}}>{workspace.apiHost}</dd>
          <dt style={muted}>Locale</dt>
          <dd style={{margin: 0}}>{workspace.i18n.defaultLocale.title}</dd>
          <dt style={muted}>Tools</dt>
          <dd style={{margin: 0}}>{workspace.tools.map((tool) => tool.title).join(', ')}</dd>
          <dt style={muted}>Schema warnings</dt>
          <dd style={{margin: 0}}>
            {warnings === 0 ? 'None' : `${warnings} (listed under Configuration issues in the navbar)`}
          </dd>
        </dl>
      </section>

      <section aria-labelledby="playground-types">
        <h2 id="playground-types" style={{fontSize: 'var(--vellum-font-size-2)'}}>
          Schema types
        </h2>
        <table aria-labelledby="playground-types" style={{borderCollapse: 'collapse'}}>
          <thead>
            <tr>
              <th style={cell}>Name</th>
              <th style={cell}>Title</th>
              <th style={cell}>Kind</th>
              <th style={cell}>Fields</th>
            </tr>
          </thead>
          <tbody>
            {types.map((type) => (
              <tr key={type.name}>
                <td style={cell}>
                  <code>{type.name}</code>
                </td>
                <td style={cell}>{type.title ?? ''}</td>
                <td style={cell}>{isDocumentSchemaType(type) ? 'document' : type.jsonType}</td>
                <td style={cell}>{isObjectSchemaType(type) ? type.fields.length : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="playground-crash">
        <h2 id="playground-crash" style={{fontSize: 'var(--vellum-font-size-2)'}}>
          Crash screen
        </h2>
        <p style={muted}>
          Makes this tool throw while rendering. The studio shows its crash screen in the tool’s place; the navbar keeps
          working, and Retry brings the tool back.
        </p>
        <button
          type="button"
          className="vellum-button"
          data-tone="critical"
          data-mode="default"
          onClick={() => setCrashing(true)}
        >
          <span className="vellum-button-text">Crash this tool</span>
        </button>
      </section>
    </section>
  )
}
