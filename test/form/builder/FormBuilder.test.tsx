import {cleanup, fireEvent, render, screen, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {
  FormBuilder,
  useFormValue,
  type FieldProps,
  type ComponentMiddleware,
  type InputProps,
  type StringInputProps,
} from '../../../src/form'
import {createI18n, defineLocaleResourceBundle} from '../../../src/i18n'
import type {ObjectSchemaType} from '../../../src/types'
import {docType, renderForm} from '../support'

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const doc = {_id: 'd', _type: 'doc'}

describe('FormBuilder', () => {
  it('works on its own, without services, on an object that does not exist yet', async () => {
    const user = userEvent.setup()
    const settings = docType([{name: 'siteName', type: 'string'}], {definition: {type: 'object', name: 'doc'} as never})
    const form = renderForm(settings)
    await user.type(screen.getByRole('textbox', {name: 'Site Name'}), 'V')
    expect(form.lastPatches()).toEqual([
      {type: 'setIfMissing', path: [], value: {_type: 'doc'}},
      {type: 'set', path: ['siteName'], value: 'V', typedOn: ''},
    ])
    expect(form.value()).toEqual({_type: 'doc', siteName: 'V'})
  })

  it('refuses a type that is not an object type', () => {
    const type = docType([{name: 'a', type: 'string'}]).fields[0]!.type as unknown as ObjectSchemaType
    expect(() => render(<FormBuilder schemaType={type} value={undefined} onChange={() => {}} />)).toThrow(
      'A form needs an object type, got string',
    )
  })

  it('keeps an error in one field to that field, with a retry', async () => {
    const user = userEvent.setup()
    let broken = true
    const Fragile = (props: StringInputProps & {renderDefault: (props: InputProps) => React.ReactElement}) => {
      if (broken) throw new Error('The widget fell over')
      return props.renderDefault(props)
    }
    const type = docType([
      {name: 'title', type: 'string'},
      {name: 'widget', type: 'string', components: {input: Fragile}},
    ])
    const form = renderForm(type, {value: doc})
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Widget: Unexpected error')
    expect(alert.textContent).toContain('An unexpected error occurred while showing this field: The widget fell over')
    expect(consoleError).toHaveBeenCalled()
    await user.type(screen.getByRole('textbox', {name: 'Title'}), 'ok')
    expect(form.value()).toMatchObject({title: 'ok'})
    broken = false
    await user.click(within(alert).getByRole('button', {name: 'Retry'}))
    expect(screen.getByRole('textbox', {name: 'Widget'})).toBeVisible()
  })

  it('shows the missing-input error for a type without an input', () => {
    const type = docType([
      // A span has no input of its own: the portable text editor edits it.
      {name: 'author', type: 'span'},
      {name: 'title', type: 'string'},
    ] as never)
    renderForm(type, {value: doc})
    expect(screen.getByRole('alert').textContent).toContain('No input component found for type "span" (span)')
    expect(screen.getByRole('textbox', {name: 'Title'})).toBeVisible()
  })

  it('renders configured field and input overrides around the defaults', () => {
    const Field: ComponentMiddleware<FieldProps> = (props) => (
      <section aria-label={`custom ${props.name}`}>{props.renderDefault(props)}</section>
    )
    const Input: ComponentMiddleware<InputProps> = (props) =>
      props.schemaType.jsonType === 'string'
        ? props.renderDefault({...props, readOnly: true} as InputProps)
        : props.renderDefault(props)
    const type = docType([{name: 'title', type: 'string'}])
    renderForm(type, {value: doc, services: {components: {field: [Field], input: [Input]}}})
    const section = screen.getByRole('region', {name: 'custom title'})
    expect((within(section).getByRole('textbox', {name: 'Title'}) as HTMLInputElement).readOnly).toBe(true)
  })

  it('speaks the host translator’s words where it has them', () => {
    const bundle = defineLocaleResourceBundle({
      locale: 'nb-NO',
      namespace: 'form',
      resources: {'field.deprecated': 'Utdatert'},
    })
    const i18n = createI18n({locale: 'nb-NO', bundles: [bundle]})
    const type = docType([{name: 'old', type: 'string', deprecated: {reason: 'x'}}])
    renderForm(type, {value: {...doc, extra: 1}, services: {i18n}})
    expect(screen.getByText('Utdatert')).toBeVisible()
    // Keys the host does not have fall back to English.
    expect(screen.getByRole('region', {name: 'Unknown field found'})).toBeVisible()
  })

  it('gives custom inputs the form value through useFormValue', async () => {
    const user = userEvent.setup()
    function Echo(props: InputProps) {
      const title = useFormValue(['title'])
      return <output aria-label={`echo ${props.id}`}>{String(title ?? '')}</output>
    }
    const type = docType([
      {name: 'title', type: 'string'},
      {name: 'echo', type: 'string', components: {input: Echo}},
    ])
    renderForm(type, {value: doc, id: 'f'})
    await user.type(screen.getByRole('textbox', {name: 'Title'}), 'Hi')
    expect(screen.getByLabelText('echo f-echo').textContent).toBe('Hi')
  })

  it('throws when useFormValue is used outside a form', () => {
    function Outside() {
      useFormValue(['title'])
      return null
    }
    expect(() => render(<Outside />)).toThrow('useFormValue() must be called inside a <FormBuilder>')
  })

  it('lets a host control collapsed fieldsets', () => {
    const onSetFieldSetCollapsed = vi.fn()
    const type = docType([{name: 'a', type: 'string', fieldset: 'more'}], {
      definition: {fieldsets: [{name: 'more', title: 'More', options: {collapsible: true}}]} as never,
    })
    const form = renderForm(type, {value: doc, collapsedFieldSets: {more: true}, onSetFieldSetCollapsed})
    expect(screen.queryByRole('textbox', {name: 'A'})).toBeNull()
    fireEvent.click(screen.getByRole('button', {name: 'More'}))
    expect(onSetFieldSetCollapsed).toHaveBeenCalledWith(['more'], false)
    expect(screen.queryByRole('textbox', {name: 'A'})).toBeNull()
    form.update({collapsedFieldSets: {more: false}})
    expect(screen.getByRole('textbox', {name: 'A'})).toBeVisible()
  })

  it('gives inputs ids from its id prefix', () => {
    const type = docType([{name: 'title', type: 'string'}])
    renderForm(type, {value: doc, id: 'settings'})
    expect(screen.getByRole('textbox', {name: 'Title'}).id).toBe('settings-title')
  })

  it('hands the services’ current user to hidden and read-only callbacks', () => {
    const type = docType([
      {
        name: 'adminNote',
        type: 'string',
        hidden: ({currentUser}) => !currentUser?.roles.some((role) => role.name === 'administrator'),
      },
      {name: 'title', type: 'string', readOnly: ({currentUser}) => currentUser?.id !== 'ada'},
    ])
    renderForm(type, {value: doc, services: {currentUser: {id: 'bob', roles: [{name: 'editor'}]}}})
    expect(screen.queryByRole('textbox', {name: 'Admin Note'})).toBeNull()
    expect((screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement).readOnly).toBe(true)
    cleanup()
    renderForm(type, {value: doc, services: {currentUser: {id: 'ada', roles: [{name: 'administrator'}]}}})
    expect(screen.getByRole('textbox', {name: 'Admin Note'})).toBeVisible()
    expect((screen.getByRole('textbox', {name: 'Title'}) as HTMLInputElement).readOnly).toBe(false)
  })
})
