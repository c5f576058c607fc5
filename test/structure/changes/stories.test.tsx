/// <reference types="vite/client" />
import {composeStories} from '@storybook/react-vite'
import {render, screen} from '@testing-library/react'
import type {ComponentType} from 'react'
import {describe, expect, it} from 'vitest'
import * as module from '../../../stories/structure/ChangeList.stories'
import {useStoryHarness} from '../../support/storyHarness'

// The change list stories, rendered with the real Storybook preview: each shows the change
// it is about, without React errors.
const harness = useStoryHarness()

/** What each story shows, by story name. */
const expected: Record<string, RegExp> = {
  Text: /brave/,
  NumbersAndBooleans: /Metadata/,
  DateTime: /Published at/,
  Reference: /grace/,
  Image: /Hotspot changed/,
  ArrayOfStrings: /science/,
  ArrayWithMovedItems: /Moved/,
  PortableText: /edited/,
  GroupedObject: /New description/,
  ValueError: /Value error: Value is of type string, expected number/,
  ReadOnly: /^Title$/,
  Empty: /There are no changes/,
}

describe('ChangeList stories', () => {
  const stories = composeStories(module) as unknown as Record<string, ComponentType>
  it('cover every story', () => expect(Object.keys(stories).sort()).toEqual(Object.keys(expected).sort()))
  for (const [name, Story] of Object.entries(stories)) {
    it(`${name} renders`, () => {
      render(<Story />)
      expect(screen.getAllByText(expected[name]!).length).toBeGreaterThan(0)
      expect(harness.errors).toEqual([])
    })
  }
  it('offers no revert in the read-only story', () => {
    const ReadOnly = stories.ReadOnly!
    render(<ReadOnly />)
    expect(screen.queryByRole('button', {name: /Revert/})).toBeNull()
  })
})
