import {cleanup, screen, within} from '@testing-library/react'
import {userEvent} from 'storybook/test'
import {afterEach, describe, expect, it, vi} from 'vitest'
import type {FieldActionNode, FieldActionsResolver} from '../../../../src/form'
import {docType, renderForm} from '../../support'
import {editorElement} from './editorHarness'
import {block, span} from './fixtures'

const post = () =>
  docType([
    {name: 'title', type: 'string', title: 'Title'},
    {name: 'body', type: 'array', title: 'Body', of: [{type: 'block'}]},
  ])
const doc = {_id: 'p', _type: 'doc', body: [block('b1', [span('Hello world', 's1')])]}

afterEach(cleanup)

describe('the rich-text toolbar’s action menu', () => {
  it('holds the field’s actions: groups, dividers, tones, a disabled action with its reason', async () => {
    const user = userEvent.setup()
    const translate = vi.fn()
    const actions: FieldActionNode[] = [
      {type: 'action', title: 'Translate', tone: 'primary', onAction: translate},
      {type: 'divider'},
      {
        type: 'group',
        title: 'Generate',
        children: [
          {type: 'action', title: 'Summary', disabled: {reason: 'Write a few paragraphs first'}, onAction: vi.fn()},
          {type: 'action', title: 'Hidden', hidden: true, onAction: vi.fn()},
        ],
      },
    ]
    const fieldActions = vi.fn<FieldActionsResolver>(({path}) => (path[0] === 'body' ? actions : []))
    renderForm(post(), {value: doc, services: {fieldActions}})
    await editorElement()
    expect(fieldActions).toHaveBeenCalledWith(
      expect.objectContaining({path: ['body'], readOnly: false, value: doc.body}),
    )
    await user.click(screen.getByRole('button', {name: 'Click to activate'}))
    const toolbar = screen.getByRole('toolbar', {name: 'Formatting'})
    await user.click(within(toolbar).getByRole('button', {name: 'Field actions: Body'}))
    const menu = await screen.findByRole('menu', {name: 'Field actions: Body'})
    expect(within(menu).getByRole('menuitem', {name: /Summary/})).toHaveAttribute('aria-disabled', 'true')
    expect(menu).toHaveTextContent('Write a few paragraphs first')
    expect(within(menu).queryByRole('menuitem', {name: 'Hidden'})).toBeNull()
    expect(within(menu).getByRole('separator')).toBeInTheDocument()
    await user.click(within(menu).getByRole('menuitem', {name: 'Translate'}))
    expect(translate).toHaveBeenCalledTimes(1)
  })

  it('is absent when the field has no actions', async () => {
    renderForm(post(), {value: doc, services: {fieldActions: () => []}})
    await editorElement()
    expect(within(screen.getByRole('toolbar')).queryByRole('button', {name: /Field actions/})).toBeNull()
  })

  it('is absent without a field-actions resolver', async () => {
    renderForm(post(), {value: doc})
    await editorElement()
    expect(within(screen.getByRole('toolbar')).queryByRole('button', {name: /Field actions/})).toBeNull()
  })
})
