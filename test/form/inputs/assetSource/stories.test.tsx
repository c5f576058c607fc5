/// <reference types="vite/client" />
import {composeStories, setProjectAnnotations} from '@storybook/react-vite'
import {cleanup, render, screen, waitFor} from '@testing-library/react'
import type {ComponentType} from 'react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import preview from '../../../../.storybook/preview'
import * as browserStories from '../../../../stories/assets/AssetBrowser.stories'
import * as toolStories from '../../../../stories/assets/ImageToolDialog.stories'

// The asset stories, rendered in happy-dom with the real preview: each shows its dialog
// without a React error or warning.
setProjectAnnotations(preview)

let consoleErrors: unknown[][] = []
beforeEach(() => {
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args))
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const tool = composeStories(toolStories) as unknown as Record<string, ComponentType>
const browser = composeStories(browserStories) as unknown as Record<string, ComponentType>

describe('asset stories', () => {
  for (const [name, Story] of Object.entries(tool)) {
    it(`renders ImageToolDialog ${name}`, () => {
      render(<Story />)
      expect(screen.getByRole('dialog')).toBeVisible()
      expect(consoleErrors).toEqual([])
    })
  }

  const expected: Record<string, string> = {
    Images: 'Select photo-24.png',
    AcceptFiltered: 'Select photo-24.png',
    ManyImages: 'Load more',
    Files: 'Select Annual report 5.json',
    Empty: 'No images',
    NoValidSource: 'No valid asset source: only the default source is supported here. Check the configuration.',
  }
  for (const [name, Story] of Object.entries(browser)) {
    it(`renders AssetBrowser ${name}`, async () => {
      render(<Story />)
      const text = expected[name]!
      await waitFor(
        () => expect(screen.queryByRole('button', {name: text}) ?? screen.queryByText(text)).not.toBeNull(),
        {timeout: 8000},
      )
      expect(consoleErrors).toEqual([])
    }, 15_000)
  }
})
