import {
  createElement,
  memo,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react'
import {pathToString} from '../../document'
import type {ContentDocument, ObjectSchemaType, Path, ValidationMarker} from '../../types'
import {ThemeProvider, useInThemeRoot} from '../../ui'
import {createFormTranslate} from '../translation/useFormTranslation'
import {FieldErrorBoundary} from '../members/FieldErrorBoundary'
import {useInputProps} from '../members/useInputProps'
import {ensureParentObjects} from '../patch/ensureParentObjects'
import {setIfMissing} from '../patch/patches'
import {PatchEvent} from '../patch/PatchEvent'
import {unsetEmptiedValues} from '../patch/unsetEmptiedValues'
import {createFormComponentResolver} from '../resolve/createFormComponentResolver'
import {FORM_COMPONENT_DEFAULTS} from '../resolve/formComponentDefaults'
import {useFormServices} from '../services/useFormServices'
import type {ObjectFormNode} from '../state/FormNode'
import type {FormNodePresence} from '../state/FormNodePresence'
import {FormStateBuilder} from '../state/FormStateBuilder'
import {revealPath} from '../state/revealPath'
import {FormBuilderContext, useFormBuilder, type FormBuilderContextValue} from './FormBuilderContext'
import {FormUiStore} from './FormUiStore'
import {FormValueContext} from './FormValueContext'
import {useDeferredWhileTyping} from './useDeferredWhileTyping'
import {useLatest} from './useLatest'

/**
 * Props of {@link FormBuilder}.
 * @public
 */
export interface FormBuilderProps {
  /** The type of the value edited: a document type, or any object type. */
  schemaType: ObjectSchemaType
  /** The value (the document); `undefined` while it does not exist. */
  value: Record<string, unknown> | undefined
  /**
   * Receives every edit as patches with paths from the root value. Apply them (the store's
   * buffered document does) and pass the new value back; the form never changes it itself.
   */
  onChange: (event: PatchEvent) => void
  /** Validation markers with paths from the root value. */
  validation?: readonly ValidationMarker[]
  /** People in the document, with paths from the root value. */
  presence?: readonly FormNodePresence[]
  /** Where the user is. Moving it (say, from a validation list) expands and focuses that field. */
  focusPath?: Path
  /** Called when an input gains focus, with its path. */
  onPathFocus?: (path: Path) => void
  /** Called when an input loses focus, with its path. */
  onPathBlur?: (path: Path) => void
  /** Makes every field read-only. */
  readOnly?: boolean
  /** What `hidden` and `readOnly` callbacks see as `document`; `value` unless given. */
  document?: ContentDocument
  /** Collapsed objects and array items by `pathToString(path)`; leave out to let the form keep them. */
  collapsedPaths?: Readonly<Record<string, boolean>>
  /** Called when an object or array item is collapsed or expanded; update `collapsedPaths`, if given, with it. */
  onSetPathCollapsed?: (path: Path, collapsed: boolean) => void
  /** Collapsed fieldsets by `pathToString([...objectPath, fieldsetName])`; leave out to let the form keep them. */
  collapsedFieldSets?: Readonly<Record<string, boolean>>
  /** Called when a fieldset (`[...objectPath, name]`) is collapsed or expanded; update `collapsedFieldSets` with it. */
  onSetFieldSetCollapsed?: (path: Path, collapsed: boolean) => void
  /** The selected field group per object, by `pathToString(objectPath)`; leave out to let the form keep them. */
  fieldGroupState?: Readonly<Record<string, string>>
  /** Called when a field group of the object at `path` is selected; update `fieldGroupState`, if given, with it. */
  onFieldGroupSelect?: (path: Path, groupName: string) => void
  /** Prefix of the inputs' DOM ids; generated unless given. */
  id?: string
}

/**
 * The form of a document (or of any object): the input resolved for its type, and inside it an
 * input for every visible field, with headers showing validation, presence and actions. It
 * needs nothing but its props — wrap it in a `FormServicesProvider` to give it a current user,
 * translations, configured components and field actions.
 *
 * Inputs emit patches relative to their value; the form prefixes their paths and hands them to
 * `onChange`, after adding a `setIfMissing({_type})` for each named object they write into and
 * an `unset` for each object or array they leave empty. A keystroke re-renders the field it
 * changes and its ancestors only: form state keeps every unchanged node identical, and fields
 * are memoised on their node.
 *
 * Outside a theme root (the studio's), the form makes its own, in the light scheme: mounted on
 * its own in a host page it paints as it does in the studio, given `vellum/style.css`.
 *
 * @example
 * ```tsx
 * function SettingsForm({schema}: {schema: Schema}) {
 *   const [value, setValue] = useState<Record<string, unknown>>()
 *   return (
 *     <FormBuilder
 *       schemaType={schema.get('settings') as ObjectSchemaType}
 *       value={value}
 *       onChange={(event) => setValue((current) => applyPatches(current, event.patches))}
 *     />
 *   )
 * }
 * ```
 * @public
 */
export function FormBuilder(props: FormBuilderProps) {
  const {schemaType, validation, presence, focusPath, readOnly} = props
  const services = useFormServices()
  const Root = useInThemeRoot() ? 'div' : ThemeProvider
  const generatedId = useId()
  const [builder] = useState(() => new FormStateBuilder())
  const [uiStore] = useState(() => new FormUiStore())
  const [typing] = useState(() => new TypingMark(props.value))
  // A value that comes back from typing is rendered after the keystroke has painted: the input
  // shows what was typed itself, and the keystroke's frame has nothing else to do. React renders
  // the new value right after, and starts over with a newer one should another keystroke come.
  const deferring = typing.defers(props.value)
  const value = useDeferredWhileTyping(props.value, deferring)
  const document = useDeferredWhileTyping(props.document, deferring)
  useLayoutEffect(() => typing.rendered(props.value))
  const ui = useSyncExternalStore(uiStore.subscribe, uiStore.getSnapshot, uiStore.getSnapshot)
  const collapsedPaths = props.collapsedPaths ?? ui.collapsedPaths
  const collapsedFieldSets = props.collapsedFieldSets ?? ui.collapsedFieldSets
  const fieldGroupState = props.fieldGroupState ?? ui.fieldGroupState
  const idPrefix = props.id ?? `vellum-form${generatedId.replace(/[^\w-]/g, '')}`

  const formState = useMemo(
    () =>
      builder.build({
        schemaType,
        value,
        document,
        validation,
        presence,
        focusPath,
        readOnly,
        currentUser: services.currentUser,
        collapsedPaths,
        collapsedFieldSets,
        fieldGroupState,
        idPrefix,
      }),
    [
      builder,
      schemaType,
      value,
      document,
      validation,
      presence,
      focusPath,
      readOnly,
      services.currentUser,
      collapsedPaths,
      collapsedFieldSets,
      fieldGroupState,
      idPrefix,
    ],
  )

  const latest = useLatest({props, formState})
  const [callbacks] = useState(() => createFormCallbacks(latest, uiStore, typing))

  const resolver = useMemo(
    () => createFormComponentResolver(services.components ?? {}, FORM_COMPONENT_DEFAULTS),
    [services.components],
  )
  const t = useMemo(() => createFormTranslate(services.i18n), [services.i18n])
  const context = useMemo(
    (): FormBuilderContextValue => ({...callbacks, resolver, t, fieldActions: services.fieldActions}),
    [callbacks, resolver, t, services.fieldActions],
  )

  // When the focus path moves, open what hides its field, so the field can mount and take focus.
  const focusKey = focusPath === undefined ? undefined : pathToString(focusPath)
  useEffect(() => {
    const {props: current, formState: state} = latest.current
    if (current.focusPath === undefined) return
    for (const step of revealPath(state, current.focusPath)) {
      if (step.kind === 'fieldSet') callbacks.onSetFieldSetCollapsed(step.path, false)
      else if (step.kind === 'group') callbacks.onFieldGroupSelect(step.path, step.groupName)
      else callbacks.onSetPathCollapsed(step.path, false)
    }
  }, [focusKey, latest, callbacks])

  return (
    <FormBuilderContext.Provider value={context}>
      <FormValueContext.Provider value={value}>
        <Root className="vellum-form-builder">
          <RootInput node={formState} />
        </Root>
      </FormValueContext.Provider>
    </FormBuilderContext.Provider>
  )
}

/**
 * What the form knows of typing (see `FormBuilderContextValue.onTyping`). An input marks its
 * change as typing just before emitting it: the form hands that change on in a transition, and
 * renders the value that comes back after the keystroke has painted, until a render with a new
 * value has committed.
 */
class TypingMark {
  #emitting = false
  #pending = false
  #value: unknown
  constructor(value: unknown) {
    this.#value = value
  }
  mark(): void {
    this.#emitting = true
    this.#pending = true
    // An input that marked and then emitted nothing leaves no mark on the next change.
    queueMicrotask(() => {
      this.#emitting = false
    })
  }
  /** Whether the change being handed on is typing; it is taken, so the next one is not. */
  takeEmitting(): boolean {
    const emitting = this.#emitting
    this.#emitting = false
    return emitting
  }
  defers(value: unknown): boolean {
    return this.#pending && value !== this.#value
  }
  rendered(value: unknown): void {
    if (value === this.#value) return
    this.#value = value
    this.#pending = false
  }
}

type FormCallbacks = Pick<
  FormBuilderContextValue,
  | 'onChange'
  | 'onTyping'
  | 'onPathFocus'
  | 'onPathBlur'
  | 'onSetPathCollapsed'
  | 'onSetFieldSetCollapsed'
  | 'onFieldGroupSelect'
>

// Made once per form: they read the latest props when called, so their identity never changes.
function createFormCallbacks(
  latest: RefObject<{props: FormBuilderProps}>,
  uiStore: FormUiStore,
  typing: TypingMark,
): FormCallbacks {
  return {
    onTyping: () => typing.mark(),
    onChange(event) {
      const {schemaType, value, onChange} = latest.current.props
      let patches = ensureParentObjects(schemaType, value, event.patches)
      // A value that does not exist yet is created as an object of the form's type.
      if (value === undefined && patches.some((patch) => patch.type !== 'unset'))
        patches = [setIfMissing({_type: schemaType.name}), ...patches]
      const patchEvent = PatchEvent.from(unsetEmptiedValues(value, patches))
      // The host's state updates for typing render after the keystroke's frame; a host whose
      // store React must read at once (useSyncExternalStore) renders at once, and the form
      // defers itself.
      if (typing.takeEmitting()) startTransition(() => onChange(patchEvent))
      else onChange(patchEvent)
    },
    onPathFocus: (path) => latest.current.props.onPathFocus?.(path),
    onPathBlur: (path) => latest.current.props.onPathBlur?.(path),
    onSetPathCollapsed(path, collapsed) {
      if (latest.current.props.collapsedPaths === undefined) uiStore.setPathCollapsed(path, collapsed)
      latest.current.props.onSetPathCollapsed?.(path, collapsed)
    },
    onSetFieldSetCollapsed(path, collapsed) {
      if (latest.current.props.collapsedFieldSets === undefined) uiStore.setFieldSetCollapsed(path, collapsed)
      latest.current.props.onSetFieldSetCollapsed?.(path, collapsed)
    },
    onFieldGroupSelect(path, groupName) {
      if (latest.current.props.fieldGroupState === undefined) uiStore.selectFieldGroup(path, groupName)
      latest.current.props.onFieldGroupSelect?.(path, groupName)
    },
  }
}

// Memoised like the members: when a build changes nothing (validation ran again with the same
// markers), not even the root renders.
const RootInput = memo(function RootInput({node}: {node: ObjectFormNode}) {
  const form = useFormBuilder()
  const inputProps = useInputProps(node, {inField: false})
  return (
    <FieldErrorBoundary title={node.schemaType.title} t={form.t}>
      {createElement(form.resolver.resolve('input', node.schemaType), inputProps)}
    </FieldErrorBoundary>
  )
})
