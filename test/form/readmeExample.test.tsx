import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {useState} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {applyPatches, createSchema, type ObjectSchemaType} from '../../src/entries/index'
import {FormBuilder, FormServicesProvider, type PatchEvent} from '../../src/entries/form'
import {ThemeProvider} from '../../src/ui'

// The README's `vellum/form` example, through the public entry points.
const schema = createSchema([
  {
    name: 'settings',
    type: 'object',
    fields: [
      {name: 'siteName', type: 'string'},
      {name: 'launch', type: 'date'},
    ],
  },
])
let shown: unknown

function SettingsForm() {
  const [value, setValue] = useState<Record<string, unknown>>()
  shown = value
  const onChange = (event: PatchEvent) => setValue((current) => applyPatches(current, event.patches))
  return (
    <FormServicesProvider services={{}}>
      <FormBuilder schemaType={schema.get('settings') as ObjectSchemaType} value={value} onChange={onChange} />
    </FormServicesProvider>
  )
}

afterEach(cleanup)

describe('README: vellum/form', () => {
  it('edits a settings object on a page of its own', () => {
    render(<SettingsForm />)
    fireEvent.change(screen.getByRole('textbox', {name: 'Site Name'}), {target: {value: 'My site'}})
    expect(shown).toEqual({_type: 'settings', siteName: 'My site'})
    const launch = screen.getByRole('textbox', {name: 'Launch'})
    fireEvent.change(launch, {target: {value: 'Nov 22, 2026'}})
    fireEvent.blur(launch)
    expect(shown).toEqual({_type: 'settings', siteName: 'My site', launch: '2026-11-22'})
  })

  it('paints in a theme root of its own on a page without one, and in the surrounding one inside a theme', () => {
    const {container, unmount} = render(<SettingsForm />)
    const root = container.querySelector('.vellum-form-builder')!
    expect(root.classList.contains('vellum-theme')).toBe(true)
    expect(root.getAttribute('data-scheme')).toBe('light')
    unmount()

    const themed = render(
      <ThemeProvider scheme="dark">
        <SettingsForm />
      </ThemeProvider>,
    )
    const form = themed.container.querySelector('.vellum-form-builder')!
    expect(form.classList.contains('vellum-theme')).toBe(false)
    expect(form.closest('.vellum-theme')!.getAttribute('data-scheme')).toBe('dark')
    expect(themed.container.querySelectorAll('.vellum-theme')).toHaveLength(1)
  })
})
