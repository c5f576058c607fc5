import {useEffect, useMemo, useState, type ComponentType} from 'react'
import {createPreloadable} from '../../../ui'
import {set, unset} from '../../patch/patches'
import type {SchemaType} from '../../../types'
import type {ArrayOfObjectsInputProps} from '../../resolve/InputProps'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {checkPortableText} from './checkPortableText'
import {InvalidPortableTextPanel} from './InvalidPortableTextPanel'
import {hasPortableTextField, portableTextMemberTypes} from './isPortableTextArray'

export {hasPortableTextField, isPortableTextArray} from './isPortableTextArray'

// The editor and ProseMirror are a chunk of their own: prefetched once the page is idle after
// it loads, else loaded when a rich-text field first shows.
const editorChunk = createPreloadable<ArrayOfObjectsInputProps>(() =>
  import('./PortableTextEditor').then((module) => module.default),
)

/**
 * Starts loading the rich-text editor's chunk (ProseMirror and the editor), if it has not
 * started: a field that shows after it has loaded is editable at once, with no placeholder.
 * The chunk is also prefetched when the page first goes idle (where the browser tells it:
 * `requestIdleCallback`). Resolves when it has loaded.
 * @beta
 */
export function preloadPortableTextEditor(): Promise<unknown> {
  return editorChunk.preload()
}

/**
 * Starts loading the rich-text editor's chunk when documents of `schemaType` have a rich-text
 * field (see {@link hasPortableTextField}): called as such a document opens, before its value
 * has arrived, the editor has loaded by the time the form shows it (rather than the form
 * showing a placeholder while the chunk loads). The studio's document pane does this.
 * @beta
 */
export function preloadPortableTextEditorFor(schemaType: SchemaType): void {
  if (hasPortableTextField(schemaType)) void preloadPortableTextEditor().catch(() => undefined)
}

if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function')
  window.requestIdleCallback(() => void preloadPortableTextEditor().catch(() => undefined), {timeout: 2000})

/** The editor's component once its chunk has loaded, or the error its load failed with. */
interface EditorChunkState {
  Editor?: ComponentType<ArrayOfObjectsInputProps>
  error?: unknown
}

/**
 * Waits for the editor's chunk where it had not loaded when the field mounted, and starts its
 * load. Not `React.lazy` in `<Suspense>`: React holds content that replaces a Suspense fallback
 * back until 300 ms after the fallback showed (its fallback throttle), which kept a field that
 * mounted before the chunk arrived (a document opened on a cold page) from being editable for
 * up to 300 ms after the chunk was there. Here the editor replaces the placeholder in the render
 * that follows the load. A failed load throws to the field's error boundary.
 */
function useEditorChunk(chunk: EditorChunkState, setChunk: (state: EditorChunkState) => void): void {
  const missing = !chunk.Editor
  useEffect(() => {
    if (!missing) return
    let mounted = true
    editorChunk.preload().then(
      (Editor) => mounted && setChunk({Editor}),
      (error: unknown) => mounted && setChunk({error}),
    )
    return () => {
      mounted = false
    }
  }, [missing, setChunk])
  if (chunk.error !== undefined) throw chunk.error
  // Started in the render that finds it missing, as a lazy component's load is (an effect would
  // start it only after the form has painted); the effect above hears when it settles.
  if (missing) void editorChunk.preload().catch(() => undefined)
}

/**
 * The form's input of a rich-text field: an array whose members include `block`. A value that
 * breaks the field's schema (see `checkPortableText`) shows the invalid-value panel, with a
 * fix (not when read-only) and an ignore button; otherwise the portable-text editor, loaded on
 * demand (its own chunk, with ProseMirror, see {@link preloadPortableTextEditor}), with a
 * placeholder of its height while it loads — none when the chunk is there already — that the
 * editor replaces as soon as the chunk has loaded. The editor mounts once per field.
 * @beta
 */
export function PortableTextInput(props: ArrayOfObjectsInputProps) {
  const {schemaType, value, readOnly, onChange} = props
  const t = useFormTranslation()
  const check = useMemo(() => checkPortableText(value, portableTextMemberTypes(schemaType)), [value, schemaType])
  const [ignored, setIgnored] = useState(false)
  // Loaded already: shown at once, with no placeholder. The editor mounts once per field.
  const [chunk, setChunk] = useState<EditorChunkState>(() => ({Editor: editorChunk.loaded()}))
  useEditorChunk(chunk, setChunk)
  const {Editor} = chunk
  if (check.problems.length > 0 && !ignored)
    return (
      <InvalidPortableTextPanel
        problems={check.problems}
        readOnly={readOnly}
        t={t}
        onFix={() => onChange(check.fixed === undefined ? unset() : set(check.fixed))}
        onIgnore={() => setIgnored(true)}
      />
    )
  if (!Editor)
    return (
      <div className="vellum-form-pt-loading" aria-busy="true">
        {t('portable-text.loading')}
      </div>
    )
  return <Editor {...props} />
}
