/// <reference types="vite/client" />
import {composeStories, setProjectAnnotations} from '@storybook/react-vite'
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react'
import type {ComponentType} from 'react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import preview from '../../../.storybook/preview'
import * as chooserStories from '../../../stories/studio/WorkspaceChooser.stories'
import * as switcherStories from '../../../stories/studio/WorkspaceSwitcher.stories'

// The workspace stories in happy-dom with the real preview: in-process stores settle into
// their states, and nothing logs a React error.
setProjectAnnotations(preview)

const chooser = composeStories(chooserStories) as unknown as Record<string, ComponentType>
const switcher = composeStories(switcherStories) as unknown as Record<string, ComponentType>

let consoleErrors: unknown[][] = []
beforeEach(() => {
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args))
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('workspace stories', () => {
  for (const [name, Story] of Object.entries(chooser)) {
    it(`WorkspaceChooser ${name} shows each workspace's state`, async () => {
      render(<Story />)
      for (const label of ['Logged in', 'Logged out', 'No access']) expect(await screen.findByText(label)).toBeTruthy()
      expect(consoleErrors).toEqual([])
    })
  }

  it('WorkspaceChooser WithAddWorkspaceLink has the footer link', () => {
    const Story = chooser.WithAddWorkspaceLink!
    render(<Story />)
    expect(screen.getByRole('link', {name: 'Add workspace'})).toBeTruthy()
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
      expect(screen.getByText('Path: /archive/structure')).toBeTruthy()
      expect(consoleErrors).toEqual([])
    })
  }
})
