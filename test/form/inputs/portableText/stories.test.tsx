import {composeStories} from '@storybook/react-vite'
import {act, render, screen, waitFor, within} from '@testing-library/react'
import type {ComponentType} from 'react'
import {describe, expect, it} from 'vitest'
import * as stories from '../../../../stories/form/PortableTextInput.stories'
import {useStoryHarness} from '../../../support/storyHarness'

// The rich-text stories of the states this editor adds, rendered in happy-dom with the real
// preview: each shows its state, without a React error or warning.
const harness = useStoryHarness()

type ComposedStory = ComponentType & {play?: (context: {canvasElement: HTMLElement}) => Promise<void> | void}
const {BlockValidation, InlineObjectPopover, ClickToActivate, ActionMenu} = composeStories(
  stories,
) as unknown as Record<'BlockValidation' | 'InlineObjectPopover' | 'ClickToActivate' | 'ActionMenu', ComposedStory>

async function show(Story: ComposedStory): Promise<HTMLElement> {
  const {container} = render(<Story />)
  await waitFor(() => expect(container.querySelector('.vellum-form-pt-content')).not.toBeNull())
  await act(async () => {
    await Story.play?.({canvasElement: container})
  })
  return container
}

describe('rich-text stories', () => {
  it('BlockValidation shows the block’s warning and the mention’s error at their blocks', async () => {
    const container = await show(BlockValidation)
    await waitFor(() => expect(container.querySelector('[data-key="todo"][data-validation="warning"]')).not.toBeNull())
    const todo = container.querySelector<HTMLElement>('[data-key="todo"]')!
    expect(within(todo).getByRole('img', {name: '1 warning'})).toBeInTheDocument()
    await waitFor(() => expect(container.querySelector('[data-key="m"][data-validation="error"]')).not.toBeNull())
    expect(container.querySelector('[data-key="m"] .vellum-form-pt-span-invalid')).toHaveAttribute('data-key', 'who')
    expect(harness.errors).toEqual([])
  })

  it('InlineObjectPopover shows the popover of the selected mention', async () => {
    await show(InlineObjectPopover)
    const popover = await screen.findByRole('dialog', {name: 'Mention'})
    expect(popover).toHaveTextContent('Ada')
    expect(within(popover).getByRole('button', {name: 'Remove'})).toBeInTheDocument()
    expect(harness.errors).toEqual([])
  })

  it('ClickToActivate shows the overlay', async () => {
    await show(ClickToActivate)
    expect(screen.getByRole('button', {name: 'Click to activate'})).toBeInTheDocument()
    expect(harness.errors).toEqual([])
  })

  it('ActionMenu shows the field’s actions in the toolbar’s menu', async () => {
    await show(ActionMenu)
    const menu = await screen.findByRole('menu', {name: 'Field actions: Body'})
    expect(within(menu).getByRole('menuitem', {name: 'Translate to Norwegian'})).toBeInTheDocument()
    expect(menu).toHaveTextContent('Write a few paragraphs first')
    expect(screen.queryByRole('button', {name: 'Click to activate'})).toBeNull()
    expect(harness.errors).toEqual([])
  })
})
