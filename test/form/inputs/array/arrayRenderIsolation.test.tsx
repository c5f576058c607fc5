import {cleanup, fireEvent, screen, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it} from 'vitest'
import type {ComponentMiddleware, ItemProps} from '../../../../src/form'
import {docType, renderForm} from '../../support'

afterEach(cleanup)

/** An item override that counts its renders per item key. */
function renderCounter() {
  const renders = new Map<string, number>()
  const CountingItem: ComponentMiddleware<ItemProps> = (props) => {
    renders.set(props.itemKey, (renders.get(props.itemKey) ?? 0) + 1)
    return props.renderDefault(props)
  }
  return {renders, components: {item: [CountingItem]}}
}

describe('array render isolation', () => {
  it('re-renders only the item a keystroke changes, not its siblings', async () => {
    const type = docType([
      {
        name: 'links',
        type: 'array',
        of: [{type: 'object', name: 'link', fields: [{name: 'label', type: 'string'}]}],
      } as never,
    ])
    const {renders, components} = renderCounter()
    renderForm(type, {
      value: {
        _id: 'd',
        _type: 'doc',
        links: [
          {_key: 'a', _type: 'link', label: 'A'},
          {_key: 'b', _type: 'link', label: 'B'},
          {_key: 'c', _type: 'link', label: 'C'},
        ],
      },
      services: {components},
    })
    await userEvent.setup().click(screen.getByRole('button', {name: 'B'}))
    const before = new Map(renders)
    const label = within(screen.getByRole('dialog')).getByLabelText('Label')
    for (const text of ['B1', 'B12', 'B123']) fireEvent.change(label, {target: {value: text}})
    const added = (key: string) => (renders.get(key) ?? 0) - (before.get(key) ?? 0)
    expect([added('a'), added('b'), added('c')]).toEqual([0, 3, 0])
  })

  it('re-renders only the primitive item that changes', () => {
    const type = docType([{name: 'tags', type: 'array', of: [{type: 'string'}]} as never])
    const {renders, components} = renderCounter()
    renderForm(type, {value: {_id: 'd', _type: 'doc', tags: ['a', 'b', 'c']}, services: {components}})
    const before = new Map(renders)
    fireEvent.change(screen.getByRole('textbox', {name: 'Item 2'}), {target: {value: 'bb'}})
    const added = (key: string) => (renders.get(key) ?? 0) - (before.get(key) ?? 0)
    expect([added('0'), added('1'), added('2')]).toEqual([0, 1, 0])
  })
})
