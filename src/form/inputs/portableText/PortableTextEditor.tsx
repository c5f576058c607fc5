import {TextSelection} from 'prosemirror-state'
import {memo, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react'
import {createPortal} from 'react-dom'
import {FormBuilderContext} from '../../builder/FormBuilderContext'
import {useLatest} from '../../builder/useLatest'
import type {FieldActionNode} from '../../field/FieldActionNode'
import {FieldValidationStatus} from '../../field/FieldValidationStatus'
import {ArrayOfObjectsItem} from '../../members/ArrayOfObjectsItem'
import type {ArrayOfObjectsInputProps} from '../../resolve/InputProps'
import type {ArrayOfObjectsMember} from '../../state/FormNode'
import {useFormTranslation, type FormTranslate} from '../../translation/useFormTranslation'
import {arrayItemModalOptions, typeTitle} from '../array/arrayOptions'
import {useArrayActions, type ArrayItemActions} from '../array/useArrayActions'
import {useNarrowerThan} from '../useElementWidth'
import {ActivateOverlay} from './ActivateOverlay'
import {AnnotationEditor} from './AnnotationEditor'
import {blockValidationOf, setBlockValidation, validationByBlock, type BlockValidationMap} from './blockValidation'
import {insertBlockObject, insertInlineObject, removeAnnotation, removeInlineObject, updateAnnotation} from './commands'
import {editorSchemaFor, type PortableTextEditorSchema} from './editorSchema'
import {expandedInlineObjects, inlineObjectMember} from './inlineObjectMembers'
import {InlineObjectEditor, InlineObjectFields} from './InlineObjectEditor'
import {InlineObjectPopover} from './InlineObjectPopover'
import {PortableTextToolbar} from './PortableTextToolbar'
import {useEditorView} from './useEditorView'
import {useActivation} from './useActivation'

/** Below this width (px) the toolbar scrolls on one line instead of wrapping. */
export const TOOLBAR_COLLAPSE_WIDTH = 400

const NO_ACTIONS: readonly FieldActionNode[] = Object.freeze([])

/**
 * The rich-text editor of an array of `block`s (with the block objects and inline objects its
 * schema declares), on ProseMirror. Loaded on demand by `PortableTextInput`; the default export is what it loads.
 *
 * Besides the text and its toolbar (with the field's actions in its "…" menu) it shows the
 * validation markers of each block at the block (see `blockValidationPlugin`), the popover of
 * a selected inline object (preview, Edit, Remove) and the dialog its fields open in, the
 * annotation popover, block objects' rows, and — while the editor is not in use — the
 * click-to-activate overlay (see `useActivation`).
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
  const {editorSchema, t, readOnly, members, level, path, schemaType, value, validation} = props
  const form = useContext(FormBuilderContext)
  const [fullscreen, setFullscreen] = useState(false)
  const fullscreenRef = useLatest(fullscreen)
  const [annotationClosed, setAnnotationClosed] = useState<string | null>(null)
  const [annotationFocus, setAnnotationFocus] = useState(false)
  const [inlineClosed, setInlineClosed] = useState<string | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null)
  const narrow = useNarrowerThan(root, TOOLBAR_COLLAPSE_WIDTH)
  const actions = useArrayActions(props)
  const activation = useActivation(root, {disabled: readOnly || fullscreen, focused: props.focused})
  // The inline object's Escape and Enter, which the editor's hotkeys call (set below).
  const inline = useRef<{close: () => boolean; edit: () => boolean}>({close: () => false, edit: () => false})
  const {chrome, run, view, mount, blockObjects, markerElements} = useEditorView(props, editorSchema, {
    onToggleFullscreen: () => setFullscreen((on) => !on),
    onEscape: () => {
      if (inline.current.close()) return true
      if (!fullscreenRef.current) return false
      setFullscreen(false)
      return true
    },
    onEditInlineObject: () => inline.current.edit(),
    inactive: activation.inactive,
  })

  // Validation markers of blocks, given to the editor only when they say something new.
  useEffect(() => {
    if (!view) return
    const current = blockValidationOf(view.state)
    const next = validationByBlock(validation, path, current)
    if (next !== current) view.dispatch(setBlockValidation(view.state.tr, next))
  }, [view, validation, path])

  const {annotation, annotationAt} = chrome
  const annotationType = annotation && editorSchema.blockType.annotations.find((type) => type.name === annotation.type)
  const showAnnotation = annotation && annotationType && annotationClosed !== `${annotation.key}@${annotationAt}`

  const selected = chrome.inlineObject
  const selectedId = selected && `${selected.key}@${selected.pos}`
  // Closed with Escape until the selection leaves the object; selected again, it opens again.
  if (!selected && inlineClosed !== null) setInlineClosed(null)
  const showInline = selected !== undefined && inlineClosed !== selectedId
  const selectedMember = selected && inlineObjectMember(props, selected.blockKey, selected.key)
  const selectedType =
    selected && editorSchema.blockType.inlineObjects.find((type) => type.name === selected.value._type)
  const editInPopover =
    selectedMember !== undefined &&
    arrayItemModalOptions(selectedMember.item.schemaType, selectedMember.parentSchemaType).type === 'popover'
  useLayoutEffect(() => {
    inline.current = {
      close() {
        if (!showInline) return false
        setInlineClosed(selectedId!)
        return true
      },
      edit() {
        if (!selected) return false
        if (selectedMember) form?.onSetPathCollapsed(selectedMember.item.path, false)
        return true
      },
    }
  })
  const hasInlineObjects = editorSchema.blockType.inlineObjects.length > 0
  const expandedInline = useMemo(
    () => (hasInlineObjects ? expandedInlineObjects(members) : []),
    [members, hasInlineObjects],
  )

  const fieldActions = useMemo(
    () => form?.fieldActions?.({path, schemaType, value, readOnly: Boolean(readOnly)}) ?? NO_ACTIONS,
    [form, path, schemaType, value, readOnly],
  )

  const onInsert = useCallback(
    (typeName: string, inline: boolean) => {
      if (inline) run(insertInlineObject({_type: typeName}))
      else if (run(insertBlockObject({_type: typeName}))) {
        const selection = view?.state.selection
        const key = selection && 'node' in selection ? (selection.node as {attrs: {key: string}}).attrs.key : undefined
        if (key) actions.open(key)
      }
    },
    [run, view, actions],
  )

  const toggleFullscreen = useCallback(() => setFullscreen((on) => !on), [])
  const onAnnotationAdded = useCallback(() => {
    setAnnotationClosed(null)
    setAnnotationFocus(true)
  }, [])

  const activate = useCallback(
    (point?: {left: number; top: number}) => {
      activation.activate()
      if (!view) return
      const at = point && view.posAtCoords(point)
      if (at) view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(at.pos))))
      view.focus()
    },
    [activation, view],
  )

  return (
    <div
      ref={root}
      className="vellum-form-pt"
      data-level={level}
      data-fullscreen={fullscreen || undefined}
      data-narrow={narrow || undefined}
      data-read-only={readOnly || undefined}
      data-active={!activation.inactive || undefined}
      onFocus={activation.onFocus}
    >
      {activation.inactive && !readOnly && <ActivateOverlay t={t} onActivate={activate} />}
      {!readOnly && (
        <PortableTextToolbar
          editorSchema={editorSchema}
          state={chrome.toolbar}
          run={run}
          t={t}
          fullscreen={fullscreen}
          inert={activation.inactive}
          actions={fieldActions}
          fieldTitle={schemaType.title}
          onToggleFullscreen={toggleFullscreen}
          onAnnotationAdded={onAnnotationAdded}
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
            setAnnotationClosed(`${annotation.key}@${annotationAt}`)
            setAnnotationFocus(false)
            view?.focus()
          }}
        />
      )}
      <div className="vellum-form-pt-editor" ref={setScroller}>
        <div className="vellum-form-pt-mount" ref={mount} />
        {showInline && (
          <InlineObjectPopover
            value={selected.value}
            type={selectedType}
            member={selectedMember}
            anchor={(view?.nodeDOM(selected.pos) as HTMLElement | null | undefined) ?? null}
            container={scroller}
            readOnly={readOnly}
            t={t}
            onEdit={() => inline.current.edit()}
            onRemove={() => run(removeInlineObject(selected.blockKey, selected.key))}
            onClose={() => {
              setInlineClosed(selectedId!)
              view?.focus()
            }}
          >
            {editInPopover && !selectedMember.collapsed && <InlineObjectFields member={selectedMember} />}
          </InlineObjectPopover>
        )}
      </div>
      {expandedInline
        .filter((member) => !(editInPopover && member === selectedMember))
        .map((member) => (
          <InlineObjectEditor
            key={member.item.id}
            member={member}
            t={t}
            onClose={() => {
              form?.onSetPathCollapsed(member.item.path, true)
              view?.focus()
            }}
          />
        ))}
      <BlockObjectPortals elements={blockObjects} members={members} actions={actions} />
      <MarkerPortals elements={markerElements} validation={chrome.validation} />
    </div>
  )
}

/**
 * The rows of block objects, rendered into their elements in the editor. Memoised apart from
 * the toolbar, so a keystroke (which changes the editor state, not these) renders none of
 * them; a new value renders only the rows whose member changed (`ArrayOfObjectsItem` is memoised).
 */
const BlockObjectPortals = memo(function BlockObjectPortals(props: {
  elements: ReadonlyMap<string, HTMLElement>
  members: readonly ArrayOfObjectsMember[]
  actions: ArrayItemActions
}) {
  const {elements, members, actions} = props
  const byKey = useMemo(() => new Map(members.map((member) => [member.key, member])), [members])
  return [...elements].map(([key, element]) => {
    const member = byKey.get(key)
    return member?.kind === 'item'
      ? createPortal(<ArrayOfObjectsItem member={member} actions={actions} />, element, key)
      : null
  })
})

/**
 * The validation markers of blocks (icon and tooltip), rendered into the elements the editor
 * keeps for them. They render again only when the markers or their elements change — never
 * for a keystroke.
 */
const MarkerPortals = memo(function MarkerPortals(props: {
  elements: ReadonlyMap<string, HTMLElement>
  validation: BlockValidationMap
}) {
  const {elements, validation} = props
  return [...elements].map(([key, element]) => {
    const entry = validation.get(key)
    return entry ? createPortal(<FieldValidationStatus validation={entry.markers} />, element, `marker:${key}`) : null
  })
})
