import {useCallback, useRef, useState} from 'react'
import {createPortal} from 'react-dom'
import {useLatest} from '../../builder/useLatest'
import {ArrayOfObjectsItem} from '../../members/ArrayOfObjectsItem'
import type {ArrayOfObjectsInputProps} from '../../resolve/InputProps'
import {useFormTranslation, type FormTranslate} from '../../translation/useFormTranslation'
import {typeTitle} from '../array/arrayOptions'
import {useArrayActions} from '../array/useArrayActions'
import {useElementWidth} from '../useElementWidth'
import {AnnotationEditor} from './AnnotationEditor'
import {activeAnnotation, insertBlockObject, insertInlineObject, removeAnnotation, updateAnnotation} from './commands'
import {editorSchemaFor, type PortableTextEditorSchema} from './editorSchema'
import {PortableTextToolbar} from './PortableTextToolbar'
import {useEditorView} from './useEditorView'

/** Below this width (px) the toolbar scrolls on one line instead of wrapping (forms.md §9). */
export const TOOLBAR_COLLAPSE_WIDTH = 400

/**
 * The rich-text editor of an array of `block`s (with the block objects and inline objects its
 * schema declares), on ProseMirror. Loaded on demand by `PortableTextInput`; the default export is what it loads.
 * @beta
 */
export default function PortableTextEditor(props: ArrayOfObjectsInputProps) {
  const editorSchema = editorSchemaFor(props.schemaType)
  const t = useFormTranslation()
  return (
    <>
      <RichTextEditor {...props} editorSchema={editorSchema} t={t} />
    </>
  )
}

function RichTextEditor(
  props: ArrayOfObjectsInputProps & {
    editorSchema: PortableTextEditorSchema
    t: FormTranslate
  },
) {
  const {editorSchema, t, readOnly, members, level} = props
  const [fullscreen, setFullscreen] = useState(false)
  const fullscreenRef = useLatest(fullscreen)
  const [annotationClosed, setAnnotationClosed] = useState<string | null>(null)
  const [annotationFocus, setAnnotationFocus] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const width = useElementWidth(root)
  const actions = useArrayActions(props)
  const {state, run, view, mount, blockObjects} = useEditorView(props, editorSchema, {
    onToggleFullscreen: () => setFullscreen((on) => !on),
    onEscape: () => {
      if (!fullscreenRef.current) return false
      setFullscreen(false)
      return true
    },
  })
  const annotation = activeAnnotation(state)
  const annotationType = annotation && editorSchema.blockType.annotations.find((type) => type.name === annotation.type)
  const showAnnotation =
    annotation && annotationType && annotationClosed !== `${annotation.key}@${state.selection.from}`

  const onInsert = useCallback(
    (typeName: string, inline: boolean) => {
      if (inline) run(insertInlineObject({_type: typeName}))
      else if (run(insertBlockObject({_type: typeName}))) {
        const selected = view?.state.selection
        const key = selected && 'node' in selected ? (selected.node as {attrs: {key: string}}).attrs.key : undefined
        if (key) actions.open(key)
      }
    },
    [run, view, actions],
  )

  return (
    <div
      ref={root}
      className="vellum-form-pt"
      data-level={level}
      data-fullscreen={fullscreen || undefined}
      data-narrow={(width !== undefined && width < TOOLBAR_COLLAPSE_WIDTH) || undefined}
      data-read-only={readOnly || undefined}
    >
      {!readOnly && (
        <PortableTextToolbar
          editorSchema={editorSchema}
          state={state}
          run={run}
          t={t}
          fullscreen={fullscreen}
          onToggleFullscreen={() => setFullscreen((on) => !on)}
          onAnnotationAdded={() => {
            setAnnotationClosed(null)
            setAnnotationFocus(true)
          }}
          onInsert={onInsert}
        />
      )}
      {showAnnotation && (
        <AnnotationEditor
          key={`${annotation.key}:${String(annotation.value.href ?? '')}`}
          annotation={annotation}
          title={typeTitle(annotationType)}
          readOnly={readOnly}
          autoFocus={annotationFocus}
          t={t}
          onChange={(next) => {
            if (view) updateAnnotation(next)(view.state, view.dispatch)
          }}
          onRemove={() => run(removeAnnotation)}
          onClose={() => {
            setAnnotationClosed(`${annotation.key}@${state.selection.from}`)
            setAnnotationFocus(false)
            view?.focus()
          }}
        />
      )}
      <div className="vellum-form-pt-editor" ref={mount} />
      {[...blockObjects].map(([key, element]) => {
        const member = members.find((candidate) => candidate.kind === 'item' && candidate.key === key)
        return member?.kind === 'item'
          ? createPortal(<ArrayOfObjectsItem member={member} actions={actions} />, element, key)
          : null
      })}
    </div>
  )
}
