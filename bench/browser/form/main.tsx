// The page `npm run bench:browser` measures: the large benchmark document in a FormBuilder,
// styled by the stylesheet and painting in its own theme root as on a host page, whose
// patches go to the store's buffered draft, committed to a real Vellum server over HTTP
// (the runner starts it and passes `apiHost` and `token` in the query string), as in the
// studio; validation runs once typing pauses, as the studio's pair validation does. With
// `?floor=react` it is React's floor instead: one input with a change handler.
import '../../../src/ui/style.css'
import '../../../src/form/form.css'
import {useEffect, useLayoutEffect, useState} from 'react'
import {createRoot} from 'react-dom/client'
import {createClient} from '../../../src/client'
import {FormBuilder, type PatchEvent} from '../../../src/form'
import {checkoutPair, type DocumentPair} from '../../../src/store'
import type {ContentDocument, ObjectSchemaType, Path, ValidationMarker} from '../../../src/types'
import {validateDocument} from '../../../src/validation'
import {benchSchema} from './benchDocument'

declare global {
  interface Window {
    /** Milliseconds from navigation start to the first frame showing the form. */
    __formFirstPaint?: number
    /** Milliseconds from the start of React's first render to that frame. */
    __formRenderTime?: number
  }
}

const schemaType = benchSchema.get('benchDocument') as ObjectSchemaType
const ids = {publishedId: 'bench', draftId: 'drafts.bench'}
const VALIDATION_THROTTLE_MS = 300

function BenchForm({pair, renderStart}: {pair: DocumentPair; renderStart: number}) {
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
        void validateDocument({document, schema: benchSchema, signal: controller.signal}).then(setValidation, () => {}),
      VALIDATION_THROTTLE_MS,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [document])

  useLayoutEffect(() => {
    // The frame after the first commit is the first one that shows the form.
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__formFirstPaint = performance.now()
        window.__formRenderTime = performance.now() - renderStart
      }),
    )
  }, [renderStart])

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

/** React's own floor: one uncontrolled input whose change handler keeps the text, nothing else. */
function ReactFloor() {
  const [, setLength] = useState(0)
  return (
    <main style={{maxWidth: 720, margin: '0 auto', padding: 24}}>
      <label>
        Bare input{' '}
        <input style={{font: '16px system-ui'}} onChange={(event) => setLength(event.currentTarget.value.length)} />
      </label>
    </main>
  )
}

async function start() {
  const query = new URLSearchParams(location.search)
  if (query.get('floor') === 'react') {
    createRoot(document.getElementById('root')!).render(<ReactFloor />)
    return
  }
  const client = createClient({
    apiHost: query.get('apiHost')!,
    token: query.get('token')!,
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
  })
  const pair = checkoutPair(ids, client)
  await new Promise<void>((resolve) => {
    const subscription = pair.snapshots$.subscribe(({draft}) => {
      if (!draft) return
      resolve()
      queueMicrotask(() => subscription.unsubscribe())
    })
  })
  const renderStart = performance.now()
  createRoot(document.getElementById('root')!).render(<BenchForm pair={pair} renderStart={renderStart} />)
}

void start()
