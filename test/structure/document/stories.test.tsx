/// <reference types="vite/client" />
import {composeStories} from '@storybook/react-vite'
import {render, screen, waitFor} from '@testing-library/react'
import type {ComponentType} from 'react'
import {describe, expect, it} from 'vitest'
import * as module from '../../../stories/structure/DocumentPane.stories'
import {useStoryHarness} from '../../support/storyHarness'

// The document pane's stories, with the real preview: each renders its studio over its own
// in-process lake and reaches its pane, without React errors.
const harness = useStoryHarness()
const stories = composeStories(module) as unknown as Record<string, ComponentType>

const expected: Record<string, RegExp | string> = {
  Published: 'Hello, world',
  Edited: 'Hello, world (revised)',
  WithValidationErrors: 'Untitled',
  NewFromTemplate: 'A post from a template',
  ReadOnly: 'Look, do not touch',
  LiveEdit: 'My site',
  Missing: 'This document does not exist',
  UnknownType: 'Unknown document type',
}

describe('DocumentPane stories', () => {
  it('are all checked here', () => {
    expect(Object.keys(stories).sort()).toEqual(Object.keys(expected).sort())
  })

  for (const [name, Story] of Object.entries(stories)) {
    it(`renders ${name}`, async () => {
      render(<Story />)
      await waitFor(() => expect(screen.getByRole('heading', {name: expected[name]})).toBeVisible(), {timeout: 4000})
      expect(harness.errors).toEqual([])
    })
  }
})
