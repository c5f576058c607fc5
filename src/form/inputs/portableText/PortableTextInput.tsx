import {lazy, Suspense, useMemo, useState} from 'react'
import {createPreloadable} from '../../../ui'
import {set, unset} from '../../patch/patches'
import type {ArrayOfObjectsInputProps} from '../../resolve/InputProps'
import {useFormTranslation} from '../../translation/useFormTranslation'
import {checkPortableText} from './checkPortableText'
import {InvalidPortableTextPanel} from './InvalidPortableTextPanel'
import {portableTextMemberTypes} from './isPortableTextArray'

export {isPortableTextArray} from './isPortableTextArray'

// The editor and ProseMirror are a chunk of their own: prefetched once the page is idle after
// it loads, else loaded when a rich-text field first shows.
const editorChunk = createPreloadable<ArrayOfObjectsInputProps>(() =>
  import('./PortableTextEditor').then((module) => module.default),
)
// Where the chunk has not loaded when a field mounts, that field suspends on it.
const LazyEditor = lazy(() => editorChunk.preload().then((component) => ({default: component})))

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

if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function')
  window.requestIdleCallback(() => void preloadPortableTextEditor().catch(() => undefined), {timeout: 2000})

/**
 * The form's input of a rich-text field: an array whose members include `block`. A value that
 * breaks the field's schema (see `checkPortableText`) shows the invalid-value panel, with a
 * fix (not when read-only) and an ignore button; otherwise the portable-text editor, loaded on
 * demand (its own chunk, with ProseMirror, see {@link preloadPortableTextEditor}), with a
 * placeholder of its height while it loads — none when the chunk is there already.
 * @beta
 */
export function PortableTextInput(props: ArrayOfObjectsInputProps) {
  const {schemaType, value, readOnly, onChange} = props
  const t = useFormTranslation()
  const check = useMemo(() => checkPortableText(value, portableTextMemberTypes(schemaType)), [value, schemaType])
  const [ignored, setIgnored] = useState(false)
  // Loaded already: shown at once, with no placeholder (nor React's hold-back of content that
  // replaces a placeholder). Chosen once per field, so the editor never remounts.
  const [Editor] = useState(() => editorChunk.loaded() ?? LazyEditor)
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
  return (
    <Suspense
      fallback={
        <div className="vellum-form-pt-loading" aria-busy="true">
          {t('portable-text.loading')}
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  )
}
