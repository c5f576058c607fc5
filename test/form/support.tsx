import {act, render, screen, waitFor, within} from '@testing-library/react'
import {useMemo, useState, type ReactNode} from 'react'
import type {userEvent} from 'storybook/test'
import {expect} from 'vitest'
import {
  FormBuilder,
  FormServicesProvider,
  type FormBuilderProps,
  type FormNodePresence,
  type FormServices,
} from '../../src/form'
import {applyPatches} from '../../src/mutations'
import {createSchema} from '../../src/schema'
import type {AnyDefinition, FieldDefinition, ObjectSchemaType, Patch, ValidationMarker} from '../../src/types'
import {ThemeProvider, ToastProvider, useToast} from '../../src/ui'

/** A document type named `doc` with the given fields, compiled in a schema with `extra` types. */
export function docType(
  fields: FieldDefinition[],
  options: {extra?: AnyDefinition[]; definition?: Partial<AnyDefinition>} = {},
): ObjectSchemaType {
  const schema = createSchema([
    ...(options.extra ?? []),
    {name: 'doc', type: 'document', fields, ...options.definition} as AnyDefinition,
  ])
  return schema.get('doc') as ObjectSchemaType
}

/** Options of {@link renderForm}: FormBuilder props without the value plumbing. */
export type RenderFormOptions = Omit<FormBuilderProps, 'value' | 'onChange' | 'schemaType'> & {
  value?: Record<string, unknown>
  services?: FormServices
  /** Rendered around the form (inside the theme). */
  wrap?: (form: ReactNode) => ReactNode
  /** Renders a ToastProvider and gives its toasts to the form as `FormServices.toast`, as the studio does. */
  toasts?: boolean
}

/** Form services with the surrounding ToastProvider's toasts added. */
function WithToasts({services, children}: {services: FormServices; children: ReactNode}) {
  const toast = useToast()
  const withToast = useMemo(() => ({...services, toast}), [services, toast])
  return <FormServicesProvider services={withToast}>{children}</FormServicesProvider>
}

/**
 * Renders a FormBuilder over local state: every patch event is recorded and applied with the
 * real mutation engine, and the new value is passed back, as the store does.
 */
export function renderForm(schemaType: ObjectSchemaType, options: RenderFormOptions = {}) {
  const {value: initial, services = {}, wrap = (form) => form, toasts = false, ...props} = options
  const events: Patch[][] = []
  let current: Record<string, unknown> | undefined = initial
  let setProps: (next: Partial<FormBuilderProps>) => void = () => {}
  function Host() {
    const [value, setValue] = useState(initial)
    const [extra, setExtra] = useState<Partial<FormBuilderProps>>({})
    setProps = (next) => setExtra((previous) => ({...previous, ...next}))
    return (
      <FormBuilder
        {...props}
        {...extra}
        schemaType={schemaType}
        value={value}
        onChange={(event) => {
          events.push([...event.patches])
          current = applyPatches(current, event.patches)
          setValue(current)
        }}
      />
    )
  }
  const result = render(
    <ThemeProvider>
      {toasts ? (
        <ToastProvider>
          <WithToasts services={services}>{wrap(<Host />)}</WithToasts>
        </ToastProvider>
      ) : (
        <FormServicesProvider services={services}>{wrap(<Host />)}</FormServicesProvider>
      )}
    </ThemeProvider>,
  )
  return {
    ...result,
    /** Every patch event the form emitted, in order. */
    events,
    /** The patches of the last event. */
    lastPatches: () => events[events.length - 1] ?? [],
    /** The value after every event was applied. */
    value: () => current,
    /** Changes FormBuilder props (validation, presence, focusPath, readOnly, …). */
    update: (next: Partial<FormBuilderProps>) => act(() => setProps(next)),
  }
}

/** A validation marker. */
export function marker(
  path: ValidationMarker['path'],
  message: string,
  level: ValidationMarker['level'] = 'error',
): ValidationMarker {
  return {level, message, path}
}

/** Someone at a path of the document. */
export function someone(
  name: string,
  path: FormNodePresence['path'],
  lastActiveAt = '2025-01-01T12:00:00.000Z',
): FormNodePresence {
  return {
    sessionId: `session-${name}`,
    user: {id: name.toLowerCase().replace(/\s+/g, '-'), displayName: name},
    path,
    lastActiveAt,
  }
}

/** The accessible names of a date or date-time input's picker: its button and the popover it opens. */
export interface DatePickerNames {
  button: string
  dialog: string
}

/** The picker button of the date or date-time field whose text input is named `fieldTitle`. */
export function datePickerButton(fieldTitle: string, names: DatePickerNames): HTMLElement {
  const field = screen.getByRole('textbox', {name: fieldTitle}).closest('.vellum-form-field') as HTMLElement
  return within(field).getByRole('button', {name: names.button})
}

/**
 * Opens the picker of the date or date-time field whose text input is named `fieldTitle` and
 * waits until the popover, once placed, has moved focus to a day; returns the popover.
 */
export async function openDatePicker(
  user: ReturnType<typeof userEvent.setup>,
  fieldTitle: string,
  names: DatePickerNames,
): Promise<HTMLElement> {
  await user.click(datePickerButton(fieldTitle, names))
  const dialog = await screen.findByRole('dialog', {name: names.dialog})
  await waitFor(() => expect(dialog.contains(document.activeElement) && document.activeElement?.tagName).toBe('BUTTON'))
  return dialog
}
