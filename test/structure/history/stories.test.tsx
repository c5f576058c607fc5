/// <reference types="vite/client" />
import {composeStories} from '@storybook/react-vite'
import {render, screen} from '@testing-library/react'
import type {ComponentType} from 'react'
import {describe, expect, it} from 'vitest'
import * as module from '../../../stories/structure/HistoryMenu.stories'
import {useStoryHarness} from '../../support/storyHarness'

// The history menu stories, rendered with the real Storybook preview: each shows its state
// without React errors.
const harness = useStoryHarness()

const expected: Record<string, RegExp> = {
  EveryKindOfChunk: /Load older history/,
  Loading: /Loading history…/,
  NoHistory: /No document history/,
  FetchFailed: /History request failed \(503\)/,
  PastRevisionBanner: /read-only past version/,
}

describe('HistoryMenu stories', () => {
  const stories = composeStories(module) as unknown as Record<string, ComponentType>
  it('cover every story', () => expect(Object.keys(stories).sort()).toEqual(Object.keys(expected).sort()))
  for (const [name, Story] of Object.entries(stories)) {
    it(`${name} renders`, () => {
      render(<Story />)
      expect(screen.getAllByText(expected[name]!).length).toBeGreaterThan(0)
      expect(harness.errors).toEqual([])
    })
  }
  it('lists every kind of chunk newest first, with icon, label and authors', () => {
    const Story = stories.EveryKindOfChunk!
    render(<Story />)
    const menu = screen.getByRole('menu', {name: 'Document history'})
    const types = [...menu.querySelectorAll('[data-chunk-type]')].map((each) => each.getAttribute('data-chunk-type'))
    expect(types).toEqual(['delete', 'unpublish', 'discardDraft', 'editDraft', 'publish', 'editDraft', 'create'])
    const labels = [...menu.querySelectorAll('.vellum-history-chunk-type')].map((each) => each.textContent)
    expect(labels).toEqual([
      'Deleted · Current version',
      'Unpublished',
      'Discarded changes',
      'Edited',
      'Published',
      'Edited',
      'Created',
    ])
    expect(menu.textContent).toContain('Ada Lovelace, Grace Hopper')
    const items = [...menu.querySelectorAll('[role="menuitemradio"]')]
    expect(items.every((item) => item.querySelector('svg') !== null)).toBe(true)
  })
})
