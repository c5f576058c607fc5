import {INTRINSIC_TYPE_NAMES, isDocumentSchemaType, StateLink, useRouterState, useWorkspace, type Tool} from 'vellum'
import type {CSSProperties} from 'react'
import type {ContentState} from './contentRouter'
import {contentRouter} from './contentRouter'
import {useLiveQuery, type ListedDocument} from './useDocuments'

/** Options of {@link contentTool}. */
export interface ContentToolOptions {
  /** Types kept as one document, by type name: the document's id. */
  singletons?: Record<string, string>
}

const column: CSSProperties = {borderRight: '1px solid var(--vellum-color-border)', overflow: 'auto', minWidth: 0, padding: 'var(--vellum-space-3)'}
const list: CSSProperties = {listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2}
const linkStyle = (active: boolean): CSSProperties => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  padding: '6px 8px',
  borderRadius: 'var(--vellum-radius-2)',
  color: 'inherit',
  textDecoration: 'none',
  background: active ? 'var(--vellum-color-bg-muted)' : undefined,
  fontWeight: active ? 600 : undefined,
})

/**
 * A small content browser for the example: document types with their counts, the documents of
 * a type (drafts marked), and a document's JSON, live as documents change. It stands in for
 * the structure tool, and shows what a host's own tool can use: `useWorkspace` for the schema,
 * `useClient` for the dataset, a tool router for `/<type>/<id>`, and `StateLink` for links.
 */
export function contentTool(options: ContentToolOptions = {}): Tool {
  return {
    name: 'content',
    title: 'Content',
    component: ContentTool,
    router: contentRouter,
    options,
    // Document links (the edit intent, e.g. from the presence menu) open the document here.
    canHandleIntent: (intent, params) => intent === 'edit' && typeof params.id === 'string' && typeof params.type === 'string',
    getIntentState: (_intent, params) => ({type: params.type, id: params.id}),
  }
}

function ContentTool({tool}: {tool: Tool}) {
  const {singletons = {}} = (tool.options ?? {}) as ContentToolOptions
  const {schema} = useWorkspace()
  const state = useRouterState()
  const {type, id} = (state.type === 'tool' ? state.toolState : {}) as ContentState
  const types = schema
    .getTypeNames()
    .map((name) => schema.get(name))
    // The configured document types: not the built-in `document` itself, nor the asset documents.
    .filter((schemaType) => isDocumentSchemaType(schemaType) && !(INTRINSIC_TYPE_NAMES as readonly string[]).includes(schemaType.name) && !schemaType.name.startsWith('sanity.'))
  const names = types.map((schemaType) => schemaType!.name)
  const typeNames = useLiveQuery<string[]>('*[_type in $types]._type', {types: names}, '*[_type in $types]')
  const count = (name: string) => typeNames?.data.filter((each) => each === name).length
  return (
    <div style={{display: 'grid', gridTemplateColumns: 'minmax(180px, 1fr) minmax(220px, 2fr) minmax(0, 3fr)', flex: 1, minHeight: 0}}>
      <nav aria-label="Document types" style={column}>
        <ul style={list}>
          {types.map((schemaType) => {
            const name = schemaType!.name
            const singleton = singletons[name]
            return (
              <li key={name}>
                <StateLink state={singleton ? {type: name, id: singleton} : {type: name}} style={linkStyle(type === name)} aria-current={type === name ? 'page' : undefined}>
                  <span>{schemaType!.title ?? name}</span>
                  <span style={{color: 'var(--vellum-color-fg-muted)'}}>{count(name) ?? ''}</span>
                </StateLink>
              </li>
            )
          })}
        </ul>
      </nav>
      {type ? <DocumentList type={type} selectedId={id} /> : <p style={{...column, color: 'var(--vellum-color-fg-muted)'}}>Choose a document type.</p>}
      <section aria-label="Document" style={{...column, borderRight: 'none'}}>
        {type && id ? <DocumentJson id={id} /> : null}
      </section>
    </div>
  )
}

function DocumentList({type, selectedId}: {type: string; selectedId?: string}) {
  const documents = useLiveQuery<ListedDocument[]>(
    '*[_type == $type] | order(_updatedAt desc) [0...200] {_id, _type, _updatedAt, "title": coalesce(title, name, _id)}',
    {type},
    '*[_type == $type]',
  )
  if (!documents) return <p style={column}>Loading…</p>
  const {data} = documents
  return (
    <nav aria-label="Documents" style={column}>
      {data.length === 0 && <p style={{color: 'var(--vellum-color-fg-muted)'}}>No documents yet.</p>}
      <ul style={list}>
        {data.map((document) => {
          const publishedId = document._id.replace(/^drafts\./, '')
          return (
            <li key={document._id}>
              <StateLink state={{type, id: document._id}} style={linkStyle(selectedId === document._id)}>
                <span>{document.title ?? publishedId}</span>
                {document._id.startsWith('drafts.') && <span style={{color: 'var(--vellum-color-caution)'}}>Draft</span>}
              </StateLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function DocumentJson({id}: {id: string}) {
  const result = useLiveQuery<unknown>('*[_id == $id][0]', {id}, '*[_id == $id]')
  if (!result) return <p>Loading…</p>
  if (result.data === null || result.data === undefined) return <p>This document does not exist yet.</p>
  return <pre style={{margin: 0, fontSize: 'var(--vellum-font-size-1)', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere'}}>{JSON.stringify(result.data, null, 2)}</pre>
}
