import {cleanup, screen, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it} from 'vitest'
import {
  memberErrorFixes,
  prepareFormState,
  type FieldError,
  type ComponentMiddleware,
  type InputProps,
} from '../../../src/form'
import {docType, marker, renderForm} from '../support'

// Arrays have no input of the form's own yet: a stand-in, plugged in through the resolver as
// the array input will be, lists the item members once the value can be edited.
const ArrayStandIn: ComponentMiddleware<InputProps> = (props) =>
  'members' in props && props.schemaType.jsonType === 'array' ? (
    <ul aria-label="items">
      {props.members.map((member) => (
        <li key={member.key}>{member.kind === 'item' ? member.key : `error ${member.key}`}</li>
      ))}
    </ul>
  ) : (
    props.renderDefault(props)
  )
const services = {components: {input: [ArrayStandIn]}}

afterEach(cleanup)

const doc = {_id: 'd', _type: 'doc'}
const type = docType([
  {name: 'links', type: 'array', of: [{type: 'object', name: 'link', fields: [{name: 'href', type: 'string'}]}]},
])
const errorOf = (links: unknown[]) =>
  (prepareFormState({schemaType: type, value: {links}}).members[0] as FieldError).error

describe('array member errors', () => {
  it('adds missing keys', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {
      services,
      value: {
        ...doc,
        links: [
          {_key: 'a', _type: 'link'},
          {_type: 'link', href: 'x'},
        ],
      },
      validation: [marker(['links'], 'Missing keys')],
    })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Missing keys')
    expect(within(screen.getByRole('group', {name: 'Links'})).getByRole('img', {name: '1 error'})).toBeVisible()
    await user.click(within(alert).getByRole('button', {name: 'Add missing keys'}))
    const [patch] = form.lastPatches()
    expect(patch).toMatchObject({type: 'set', path: ['links', 1, '_key']})
    const key = (form.value()!.links as Array<{_key: string}>)[1]!._key
    expect(key).toMatch(/^[A-Za-z0-9]{12}$/)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(
      within(screen.getByRole('list', {name: 'items'}))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a', key])
  })

  it('gives duplicated keys new ones, the first item keeping its own', () => {
    const fixes = memberErrorFixes(errorOf([{_key: 'a'}, {_key: 'b'}, {_key: 'a'}, {_key: 'a'}]))
    expect(fixes.map((fix) => fix.labelKey)).toEqual(['duplicate-keys.fix'])
    expect(fixes[0]!.patches.map((patch) => patch.path)).toEqual([
      [2, '_key'],
      [3, '_key'],
    ])
  })

  it('removes non-object items from the end first', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {services, value: {...doc, links: ['x', {_key: 'a', _type: 'link'}, 3]}})
    expect(screen.getByRole('alert').textContent).toContain('Invalid list values')
    await user.click(screen.getByRole('button', {name: 'Remove non-object values'}))
    expect(form.lastPatches()).toEqual([
      {type: 'unset', path: ['links', 2]},
      {type: 'unset', path: ['links', 0]},
    ])
    expect(form.value()).toEqual({...doc, links: [{_key: 'a', _type: 'link'}]})
  })

  it('unsets the array when every item was a non-object', async () => {
    const user = userEvent.setup()
    const form = renderForm(type, {services, value: {...doc, links: ['x']}})
    await user.click(screen.getByRole('button', {name: 'Remove non-object values'}))
    expect(form.value()).toEqual(doc)
  })

  it('offers no fixes while read-only', () => {
    renderForm(type, {value: {...doc, links: [{_key: 'a'}, {_key: 'a'}]}, readOnly: true})
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Non-unique keys')
    expect(within(alert).queryByRole('button')).toBeNull()
    expect(alert.textContent).toContain('The value cannot be changed while the field is read-only.')
  })
})
