/// <reference types="vite/client" />
import {composeStories} from '@storybook/react-vite'
import {act, render} from '@testing-library/react'
import type {ComponentType} from 'react'
import {describe, expect, it} from 'vitest'
import {useStoryHarness} from '../../support/storyHarness'

// The navbar and screen stories, rendered with the real preview: a guard that they render
// without React errors between Storybook builds (test/ui/stories.test.tsx covers the kit's).
const harness = useStoryHarness()

const modules = import.meta.glob<Record<string, unknown>>(
  ['../../../stories/studio/Navbar*.stories.tsx', '../../../stories/studio/ErrorScreens.stories.tsx'],
  {eager: true},
)

describe('navbar and screen stories', () => {
  it('are found', () => {
    expect(Object.keys(modules).map((path) => path.split('/').pop())).toEqual([
      'ErrorScreens.stories.tsx',
      'Navbar.stories.tsx',
    ])
  })

  for (const [path, module] of Object.entries(modules)) {
    const stories = composeStories(module as Parameters<typeof composeStories>[0]) as unknown as Record<
      string,
      ComponentType
    >
    describe(path.split('/').pop()!, () => {
      for (const [name, Story] of Object.entries(stories)) {
        it(`renders ${name}`, async () => {
          const {container} = render(<Story />)
          await act(async () => {})
          expect(container.querySelector('[data-vellum-theme]')).not.toBeNull()
          expect(harness.errors).toEqual([])
        })
      }
    })
  }
})
