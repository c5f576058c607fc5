import {cleanup, screen} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {ObjectInputMember, type ObjectInputProps} from '../../../src/form'
import {docType, renderForm} from '../support'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('ObjectInputMember', () => {
  it('lets a custom object input lay out its fields by name', () => {
    const Reversed = (props: ObjectInputProps) => (
      <div aria-label="reversed" role="group">
        <ObjectInputMember members={props.members} name="lng" />
        <ObjectInputMember members={props.members} name="lat" />
      </div>
    )
    const type = docType([
      {
        name: 'place',
        type: 'object',
        components: {input: Reversed},
        fields: [
          {name: 'lat', type: 'number'},
          {name: 'lng', type: 'number'},
        ],
      },
    ])
    renderForm(type, {value: {_id: 'd', _type: 'doc'}})
    expect(screen.getAllByRole('spinbutton').map((input) => input.id.split('.').pop())).toEqual(['lng', 'lat'])
  })

  it('throws for a field the object does not show, which the field boundary reports', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Broken = (props: ObjectInputProps) => <ObjectInputMember members={props.members} name="missing" />
    const type = docType([
      {name: 'place', type: 'object', components: {input: Broken}, fields: [{name: 'lat', type: 'number'}]},
    ])
    renderForm(type, {value: {_id: 'd', _type: 'doc'}})
    expect(screen.getByRole('alert').textContent).toContain('Field not found: "missing"')
  })
})
