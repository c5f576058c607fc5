import type {RouterState, ToolRouter} from 'vellum'

/** What the content tool shows: a document type, and a document of it. */
export interface ContentState extends RouterState {
  type?: string
  id?: string
}

/** The content tool's paths: `''`, `<type>` and `<type>/<id>`; anything deeper is not found. */
export const contentRouter: ToolRouter = {
  decode(path) {
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent)
    if (segments.length > 2) return null
    const [type, id] = segments
    return {...(type ? {type} : {}), ...(id ? {id} : {})}
  },
  encode(state) {
    const {type, id} = state as ContentState
    return [type, id].filter((part): part is string => typeof part === 'string' && part !== '').map(encodeURIComponent).join('/')
  },
}
