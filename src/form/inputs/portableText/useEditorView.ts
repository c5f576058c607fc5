import {baseKeymap} from 'prosemirror-commands'
import {history, redo, undo} from 'prosemirror-history'
import {keymap} from 'prosemirror-keymap'
import type {Node as PMNode} from 'prosemirror-model'
import {TextSelection, type Command, type EditorState} from 'prosemirror-state'
import type {Patch} from '../../../types'
import {EditorView, type NodeView} from 'prosemirror-view'
import {useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore} from 'react'
import {FormBuilderContext} from '../../builder/FormBuilderContext'
import {useLatest} from '../../builder/useLatest'
import type {ArrayOfObjectsInputProps} from '../../resolve/InputProps'
import {blockValidationPlugin, type MarkerElements} from './blockValidation'
import {blockWindowPlugin, windowedBlockView} from './blockWindow'
import {caretNeighbourhoodPlugin} from './caretNeighbourhood'
import {changeListLevel, isInlineObjectSelection, selectDocumentEdge, splitTextBlock, toggleDecorator} from './commands'
import {keepPastedBlockStyles, normalizePastedHtml, pastedTextToSlice} from './clipboard'
import {isTypingPatch} from './docPatches'
import type {PortableTextEditorSchema} from './editorSchema'
import {editorChromeOf, type EditorChrome} from './editorChrome'
import {registerEditorView} from './editorViewOf'
import {listNumbersPlugin} from './listNumbers'
import {PortableTextSession} from './PortableTextSession'
import {hideEditableFromReact} from './reactSelection'

/**
 * How long after the last edit or value the form's value is taken to hold every edit emitted
 * (see `PortableTextSession.receive`'s `current`). While the person types, the form renders
 * its value a frame or so late.
 */
export const ECHO_SETTLED_MS = 1000

/** How long typing waits at most to be sent to the form (see `queueTyped`); after the next frame, usually. */
export const TYPED_SEND_LATEST_MS = 50

/** Whether the keyboard is a Mac's (Cmd+Up and Cmd+Down go to the start and end of the text). */
const MAC = typeof navigator !== 'undefined' && /Mac|iP(hone|[oa]d)/.test(navigator.platform)

/** Hotkeys of the decorators. */
export const DECORATOR_HOTKEYS: Record<string, string> = {
  strong: 'Mod-b',
  em: 'Mod-i',
  underline: 'Mod-u',
  code: "Mod-'",
}

/** What {@link useEditorView} gives the editor component. */
export interface EditorViewHandle {
  /** The ref of the element the editor is mounted in. */
  mount: (element: HTMLDivElement | null) => void
  view: EditorView | null
  /**
   * What the editor's components show of its state (toolbar, popovers, markers): a new object
   * only when some of that changed, so a transaction that changes none of it (typing) renders
   * nothing.
   */
  chrome: EditorChrome
  /** Runs a command on the editor and gives it focus back. */
  run: (command: Command) => boolean
  /** The elements block objects are shown in, by key, for their previews to be rendered into. */
  blockObjects: ReadonlyMap<string, HTMLElement>
  /** The elements of the validation markers of blocks, by block key, for the markers to be rendered into. */
  markerElements: ReadonlyMap<string, HTMLElement>
}

/** Callbacks of {@link useEditorView}. */
export interface EditorViewOptions {
  onToggleFullscreen: () => void
  /** Escape: returns whether it was used (to leave fullscreen). */
  onEscape: () => boolean
  /** Enter on a selected inline object: returns whether it was used (to edit the object). */
  onEditInlineObject: () => boolean
  /** Whether the editor is out of the tab order (the click-to-activate overlay takes its place). */
  inactive: boolean
}

/**
 * Mounts a ProseMirror view over a {@link PortableTextSession}: every transaction goes
 * through the session, whose patches go to `onChange` (text typing is told to the form as
 * typing, so the form renders its value after the keystroke paints); a new `value` is
 * received into the session and applied as a remote transaction. Block objects are node
 * views whose elements are handed to React (`blockObjects`) for their previews.
 */
export function useEditorView(
  props: ArrayOfObjectsInputProps,
  editorSchema: PortableTextEditorSchema,
  options: EditorViewOptions,
): EditorViewHandle {
  const {value, readOnly, onChange, elementProps} = props
  const form = useContext(FormBuilderContext)
  const latest = useLatest({onChange, form, readOnly, options, elementProps, value})
  const [markerElements, setMarkerElements] = useState<ReadonlyMap<string, HTMLElement>>(new Map())
  const [session] = useState(() => {
    const markers = new Map<string, HTMLElement>()
    const publish = () => setMarkerElements(new Map(markers))
    const elements: MarkerElements = {
      add(key, element) {
        markers.set(key, element)
        publish()
      },
      remove(key, element) {
        if (markers.get(key) !== element) return
        markers.delete(key)
        publish()
      },
    }
    return new PortableTextSession(editorSchema, value, {
      plugins: [
        // First: the others read its window.
        blockWindowPlugin(),
        blockValidationPlugin(elements),
        listNumbersPlugin(),
        caretNeighbourhoodPlugin(),
        ...plugins(editorSchema, latest),
      ],
    })
  })
  // What the blocks were made from, checked once the page is idle after opening (see rememberInitialValue).
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return session.rememberInitialValue()
    const idle = requestIdleCallback(() => session.rememberInitialValue(), {timeout: 2000})
    return () => cancelIdleCallback(idle)
  }, [session])
  const listeners = useRef(new Set<() => void>())
  const [view, setView] = useState<EditorView | null>(null)
  // The view as soon as it is mounted (the state above follows a render later).
  const mounted = useRef<EditorView | null>(null)
  const [blockObjects, setBlockObjects] = useState<ReadonlyMap<string, HTMLElement>>(new Map())

  // A value that shows an edit emitted here, but not the newest, is taken as late (the form
  // renders after keystrokes). Once typing has paused, the form's value is current: if it
  // still lacks the newest edits, someone took them back, and the editor shows that.
  // One timer, pushed back by each keystroke through its due time (re-arming a timer per
  // keystroke costs more than the check when it fires).
  const settle = useRef<{timer: ReturnType<typeof setTimeout> | undefined; due: number}>({timer: undefined, due: 0})
  const awaitEcho = useCallback(() => {
    const pending = settle.current
    if (!session.awaitsEcho) {
      clearTimeout(pending.timer)
      pending.timer = undefined
      return
    }
    pending.due = Date.now() + ECHO_SETTLED_MS
    if (pending.timer !== undefined) return
    const fire = () => {
      const wait = pending.due - Date.now()
      if (wait > 0) {
        pending.timer = setTimeout(fire, wait)
        return
      }
      pending.timer = undefined
      if (!session.awaitsEcho) return
      const tr = session.receive(latest.current.value, {current: true})
      if (tr && mounted.current) mounted.current.dispatch(tr)
      else if (tr) session.apply(tr)
    }
    pending.timer = setTimeout(fire, ECHO_SETTLED_MS)
  }, [session, latest])
  useEffect(() => () => clearTimeout(settle.current.timer), [])

  // Typing goes to the form after the keystroke has painted: writing it to the store (and
  // telling the store's subscribers) is work the frame need not wait for. Anything else the
  // editor sends, a blur and unmounting send what is queued first, so the order holds.
  const typed = useRef<{patches: Patch[]; scheduled: boolean}>({patches: [], scheduled: false})
  const sendTyped = useCallback(() => {
    const queue = typed.current
    queue.scheduled = false
    if (queue.patches.length === 0) return
    const patches = queue.patches
    queue.patches = []
    // Marked as typing just before it is emitted, as the form expects (see `onTyping`).
    latest.current.form?.onTyping()
    latest.current.onChange(patches)
  }, [latest])
  const queueTyped = useCallback(
    (patches: Patch[]) => {
      const queue = typed.current
      queue.patches.push(...patches)
      if (queue.scheduled) return
      queue.scheduled = true
      // After the next frame; the timeout alone where frames do not come (a hidden page).
      if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(sendTyped))
      setTimeout(sendTyped, TYPED_SEND_LATEST_MS)
    },
    [sendTyped],
  )

  const mount = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return
      const containers = new Map<string, HTMLElement>()
      const publish = () => setBlockObjects(new Map(containers))
      // Where the caret lands after text the browser typed into the DOM (see handleScrollToSelection).
      let typedTo: number | null = null
      const created = new EditorView(element, {
        state: session.state,
        editable: () => !latest.current.readOnly,
        attributes: () => ({
          class: 'vellum-form-pt-content',
          role: 'textbox',
          'aria-multiline': 'true',
          ...(latest.current.options.inactive ? {tabindex: '-1'} : {}),
        }),
        dispatchTransaction(tr) {
          const patches = session.apply(tr)
          created.updateState(session.state)
          typedTo = null
          for (const listener of listeners.current) listener()
          if (patches.length === 0) return
          awaitEcho()
          if (patches.every(isTypingPatch)) {
            queueTyped(patches)
            return
          }
          sendTyped()
          latest.current.onChange(patches)
        },
        // Text typed into the DOM: the browser has already put the caret after it and scrolled
        // it into view, so the view need not measure it again (a forced layout of the whole
        // body right after the DOM write, per keystroke).
        handleTextInput(view, from, _to, text) {
          // (Text typed over a selected object is not in the DOM: ProseMirror inserts it itself.)
          const {selection} = view.state
          if (selection instanceof TextSelection && selection.$from.sameParent(selection.$to))
            typedTo = from + text.length
          return false
        },
        handleScrollToSelection(view) {
          const {selection} = view.state
          return typedTo !== null && selection.empty && selection.head === typedTo
        },
        handleDOMEvents: {
          focus: (_view, event) => void latest.current.elementProps.onFocus(event as never),
          blur: (_view, event) => {
            sendTyped()
            latest.current.elementProps.onBlur(event as never)
          },
        },
        // Blocks out of a long body's window are not drawn (see blockWindowPlugin).
        nodeViews: {
          textblock: windowedBlockView(),
          blockObject: windowedBlockView((node) => blockObjectView(node, containers, publish)),
        },
        // Paste: each source's HTML made plain, then the schema's parse rules; text read as Markdown.
        transformPastedHTML: normalizePastedHtml,
        clipboardTextParser: (text) => pastedTextToSlice(text, session.editorSchema),
        transformPasted: keepPastedBlockStyles,
      })
      created.dom.id = latest.current.elementProps.id
      const describedBy = latest.current.elementProps['aria-describedby']
      if (describedBy) created.dom.setAttribute('aria-describedby', describedBy)
      latest.current.elementProps.ref(created.dom)
      const unregister = registerEditorView(created.dom, created)
      const showEditable = hideEditableFromReact(created.dom)
      mounted.current = created
      setView(created)
      return () => {
        sendTyped()
        mounted.current = null
        unregister()
        showEditable()
        latest.current.elementProps.ref(null)
        created.destroy()
        setView(null)
      }
    },
    [session, latest, awaitEcho, queueTyped, sendTyped],
  )

  // The form's value: an echo of what was typed (nothing to do), or someone else's edit.
  useLayoutEffect(() => {
    const tr = session.receive(value)
    if (tr && mounted.current) mounted.current.dispatch(tr)
    else if (tr) session.apply(tr)
    awaitEcho()
  }, [session, view, value, awaitEcho])

  useLayoutEffect(() => view?.setProps({}), [view, readOnly, options.inactive])

  const chromeCache = useRef<{state: EditorState; chrome: EditorChrome} | null>(null)
  const chrome = useSyncExternalStore(
    useCallback((listener: () => void) => {
      listeners.current.add(listener)
      return () => void listeners.current.delete(listener)
    }, []),
    () => {
      const cached = chromeCache.current
      if (cached?.state === session.state) return cached.chrome
      const next = editorChromeOf(session.state, editorSchema, cached?.chrome)
      chromeCache.current = {state: session.state, chrome: next}
      return next
    },
  )

  const run = useCallback(
    (command: Command) => {
      if (!view) return false
      const done = command(view.state, view.dispatch, view)
      view.focus()
      return done
    },
    [view],
  )
  return {mount, view, chrome, run, blockObjects, markerElements}
}

function plugins(editorSchema: PortableTextEditorSchema, latest: {current: {options: EditorViewOptions}}) {
  const hotkeys: Record<string, Command> = {
    'Mod-z': undo,
    'Shift-Mod-z': redo,
    'Mod-y': redo,
    // To the start or end of the document (the browser's own would miss blocks skipped out of view).
    'Mod-Home': selectDocumentEdge('start'),
    'Mod-End': selectDocumentEdge('end'),
    'Shift-Mod-Home': selectDocumentEdge('start', true),
    'Shift-Mod-End': selectDocumentEdge('end', true),
    ...(MAC
      ? {
          'Mod-ArrowUp': selectDocumentEdge('start'),
          'Mod-ArrowDown': selectDocumentEdge('end'),
          'Shift-Mod-ArrowUp': selectDocumentEdge('start', true),
          'Shift-Mod-ArrowDown': selectDocumentEdge('end', true),
        }
      : {}),
    Enter: splitTextBlock(editorSchema),
    Tab: changeListLevel(1),
    'Shift-Tab': changeListLevel(-1),
    'Mod-Enter': () => {
      latest.current.options.onToggleFullscreen()
      return true
    },
    Escape: () => latest.current.options.onEscape(),
  }
  // Enter on a selected inline object edits it (instead of replacing it with a new paragraph).
  const enter = hotkeys.Enter!
  hotkeys.Enter = (state, dispatch, view) =>
    (isInlineObjectSelection(state) && latest.current.options.onEditInlineObject()) || enter(state, dispatch, view)
  for (const [decorator, key] of Object.entries(DECORATOR_HOTKEYS)) {
    if (editorSchema.decorators.has(decorator)) hotkeys[key] = toggleDecorator(editorSchema, decorator)
  }
  return [history(), keymap(hotkeys), keymap(baseKeymap)]
}

/** A block object's node view: an element React renders the object's preview into. */
function blockObjectView(node: PMNode, containers: Map<string, HTMLElement>, publish: () => void): NodeView {
  const dom = document.createElement('div')
  dom.className = 'vellum-form-pt-block-object'
  dom.contentEditable = 'false'
  let key = node.attrs.key as string
  dom.dataset.key = key
  containers.set(key, dom)
  publish()
  return {
    dom,
    update(next) {
      if (next.type !== node.type) return false
      if (next.attrs.key !== key) {
        containers.delete(key)
        key = next.attrs.key as string
        dom.dataset.key = key
        containers.set(key, dom)
        publish()
      }
      return true
    },
    // The preview's own buttons and dialog handle their events.
    stopEvent: () => true,
    ignoreMutation: () => true,
    destroy() {
      if (containers.get(key) === dom) containers.delete(key)
      publish()
    },
  }
}
