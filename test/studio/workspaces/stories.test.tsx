/// <reference types="vite/client" />
import {composeStories} from '@storybook/react-vite'
import {act, fireEvent, render, screen} from '@testing-library/react'
import type {ComponentType} from 'react'
import {describe, expect, it} from 'vitest'
import {useStoryHarness} from '../../support/storyHarness'
import * as chooserStories from '../../../stories/studio/WorkspaceChooser.stories'
import * as switcherStories from '../../../stories/studio/WorkspaceSwitcher.stories'

// The workspace stories in happy-dom with the real preview: in-process stores settle into
// their states, and nothing logs a React error.
const harness = useStoryHarness()

const chooser = composeStories(chooserStories) as unknown as Record<string, ComponentType>
const switcher = composeStories(switcherStories) as unknown as Record<string, ComponentType>

describe('workspace stories', () => {
  for (const [name, Story] of Object.entries(chooser)) {
    it(`WorkspaceChooser ${name} shows each workspace's state`, async () => {
      render(<Story />)
      for (const label of ['Logged in', 'Logged out', 'No access']) expect(await screen.findByText(label)).toBeVisible()
      expect(harness.errors).toEqual([])
    })
  }

  it('WorkspaceChooser WithAddWorkspaceLink has the footer link', () => {
    const Story = chooser.WithAddWorkspaceLink!
    render(<Story />)
    expect(screen.getByRole('link', {name: 'Add workspace'})).toBeVisible()
  })

  for (const [name, Story] of Object.entries(switcher)) {
    it(`WorkspaceSwitcher ${name} switches workspace`, async () => {
      render(<Story />)
      const button = screen.getByTitle('Switch workspace')
      await act(async () => {
        fireEvent.click(button)
      })
      await screen.findByText('No access')
      await act(async () => {
        fireEvent.click(screen.getByRole('menuitemradio', {name: /^Archive/}))
      })
      expect(screen.getByText('Path: /archive/structure')).toBeVisible()
      expect(harness.errors).toEqual([])
    })
  }
})
