// The page the rich-text part of `npm run bench:browser` measures (`../richText.ts`): a post
// with a 1,000-block portable-text body (`./richTextDocument.ts`) in a FormBuilder, painted
// with the stylesheet, whose patches go to the store's buffered draft, committed to a real
// Vellum server over HTTP (`apiHost` and `token` in the query string), as `./main.tsx` does for
// the form benchmark; validation runs once typing pauses. `window.__richText` lets the runner
// read the store's value back, put the caret in a block, and see when the editor became
// editable and when the value first changed.
import '../../../src/ui/style.css'
import '../../../src/form/form.css'
import {DOMSerializer} from 'prosemirror-model'
import {TextSelection} from 'prosemirror-state'
import {useEffect, useState} from 'react'
import {createRoot} from 'react-dom/client'
import {createClient} from '../../../src/client'
import {FormBuilder, preloadPortableTextEditorFor, type PatchEvent} from '../../../src/form'
import {editorViewOf} from '../../../src/form/inputs/portableText/editorViewOf'
import {checkoutPair, type DocumentPair} from '../../../src/store'
import type {ContentDocument, ObjectSchemaType, Path, ValidationMarker} from '../../../src/types'
import {validateDocument} from '../../../src/validation'
import {RICH_TEXT_DOCUMENT_ID, richTextSchema} from './richTextDocument'

/** What the runner reads and drives on the page. */
export interface RichTextProbe {
  /** Milliseconds from navigation start to React's first render of the form. */
  renderStart?: number
  /** Milliseconds from navigation start to the editor's content element being contenteditable. */
  editableAt?: number
  /**
   * Milliseconds from navigation start to the end of the first frame painted with the editor
   * editable (a task queued from the frame's animation callbacks runs after its paint).
   */
  paintedAt?: number
  /** Milliseconds from navigation start to the store's draft first changing after it loaded. */
  firstChangeAt?: number
  /** The store's draft (what the form shows and commits). */
  draft(): ContentDocument | null
  /** Puts the caret `offset` characters into the text block `key` and focuses the editor. */
  placeCaret(key: string, offset: number): void
  /**
   * The HTML of every block of the body as the editor draws it, those out of its window (see
   * blockWindow.ts) as the schema draws them: the body without the window, for the floors.
   */
  wholeBody(): string
}

declare global {
  interface Window {
    __richText?: RichTextProbe
  }
}

const schemaType = richTextSchema.get('richTextPost') as ObjectSchemaType
const ids = {publishedId: RICH_TEXT_DOCUMENT_ID.replace(/^drafts\./, ''), draftId: RICH_TEXT_DOCUMENT_ID}
const VALIDATION_THROTTLE_MS = 300
const EDITOR = '.vellum-form-pt-content'

function RichTextForm({pair}: {pair: DocumentPair}) {
  const [document, setDocument] = useState<ContentDocument | null>(() => pair.draft.getSnapshot() ?? null)
  const [validation, setValidation] = useState<ValidationMarker[]>([])
  const [focusPath, setFocusPath] = useState<Path>()

  useEffect(() => {
    const subscription = pair.snapshots$.subscribe(({draft}) => setDocument(draft))
    return () => subscription.unsubscribe()
  }, [pair])

  useEffect(() => {
    if (!document) return
    const controller = new AbortController()
    const timer = setTimeout(
      () =>
        void validateDocument({document, schema: richTextSchema, signal: controller.signal}).then(
          setValidation,
          () => {},
        ),
      VALIDATION_THROTTLE_MS,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [document])

  if (!document) return null
  const onChange = (event: PatchEvent) => pair.draft.patch(event.patches)
  return (
    <main style={{maxWidth: 720, margin: '0 auto', padding: 24}}>
      <FormBuilder
        schemaType={schemaType}
        value={document}
        onChange={onChange}
        validation={validation}
        focusPath={focusPath}
        onPathFocus={setFocusPath}
      />
    </main>
  )
}

/** The editor's view, once it is mounted. */
function editorView() {
  const element = document.querySelector(EDITOR)
  const view = element && editorViewOf(element)
  if (!view) throw new Error('The rich-text editor is not mounted')
  return view
}

function watchEditable(probe: RichTextProbe) {
  const found = () => {
    if (probe.editableAt !== undefined) return true
    if (!document.querySelector(`${EDITOR}[contenteditable="true"]`)) return false
    probe.editableAt = performance.now()
    const painted = new MessageChannel()
    painted.port1.onmessage = () => (probe.paintedAt = performance.now())
    requestAnimationFrame(() => painted.port2.postMessage(null))
    return true
  }
  const observer = new MutationObserver(() => {
    if (found()) observer.disconnect()
  })
  observer.observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['contenteditable']})
}

async function start() {
  // As the studio's document pane does when it opens a document with a rich-text field.
  preloadPortableTextEditorFor(schemaType)
  const query = new URLSearchParams(location.search)
  const client = createClient({
    apiHost: query.get('apiHost')!,
    token: query.get('token')!,
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
  })
  const pair = checkoutPair(ids, client)
  const probe: RichTextProbe = {
    draft: () => pair.draft.getSnapshot() ?? null,
    placeCaret(key, offset) {
      const view = editorView()
      let pos = -1
      view.state.doc.forEach((node, at) => {
        if (node.attrs.key === key) pos = at + 1 + offset
      })
      if (pos < 0) throw new Error(`No block ${key} in the editor`)
      view.focus()
      view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, pos)).scrollIntoView())
    },
    wholeBody() {
      const view = editorView()
      const serializer = DOMSerializer.fromSchema(view.state.schema)
      let html = ''
      view.state.doc.forEach((node, at) => {
        const drawn = view.nodeDOM(at)
        html +=
          drawn instanceof HTMLElement && !drawn.classList.contains('vellum-form-pt-far')
            ? drawn.outerHTML
            : (serializer.serializeNode(node) as HTMLElement).outerHTML
      })
      return html
    },
  }
  window.__richText = probe
  watchEditable(probe)
  const loaded = await new Promise<ContentDocument>((resolve) => {
    const subscription = pair.snapshots$.subscribe(({draft}) => {
      if (!draft) return
      resolve(draft)
      queueMicrotask(() => subscription.unsubscribe())
    })
  })
  const changes = pair.snapshots$.subscribe(({draft}) => {
    if (!draft || draft === loaded || probe.firstChangeAt !== undefined) return
    probe.firstChangeAt = performance.now()
    queueMicrotask(() => changes.unsubscribe())
  })
  probe.renderStart = performance.now()
  createRoot(document.getElementById('root')!).render(<RichTextForm pair={pair} />)
}

void start()
