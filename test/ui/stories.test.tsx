/// <reference types="vite/client" />
import {composeStories} from '@storybook/react-vite'
import {act, render} from '@testing-library/react'
import type {ComponentType} from 'react'
import {afterEach, describe, expect, it} from 'vitest'
import {useStoryHarness} from '../support/storyHarness'

// Every story, rendered in happy-dom with the real preview (theme decorator and all): a fast
// guard that the catalogue renders without React errors or warnings between Storybook builds.
const harness = useStoryHarness()

/** What the test needs of a composed story: render it, then run its play function. */
type ComposedStory = ComponentType & {play?: (context: {canvasElement: HTMLElement}) => Promise<void> | void}

const modules = import.meta.glob<Record<string, unknown>>('../../stories/*.stories.tsx', {eager: true})

afterEach(() => {
  localStorage.clear()
})

describe('stories', () => {
  it('cover every primitive of the kit', () => {
    const titles = Object.values(modules).map((module) => (module.default as {title: string}).title)
    for (const primitive of [
      'Button',
      'IconButton',
      'TextInput',
      'TextArea',
      'Select',
      'Checkbox',
      'Switch',
      'Radio',
      'Card',
      'Stack',
      'Flex',
      'Grid',
      'Text',
      'Heading',
      'Badge',
      'Avatar',
      'Spinner',
      'Tooltip',
      'Popover',
      'Menu',
      'Dialog',
      'Tabs',
      'Toast',
      'Layer',
      'Autocomplete',
      'Icons',
      'Theme',
    ]) {
      expect(titles).toContain(`UI/${primitive}`)
    }
  })

  for (const [path, module] of Object.entries(modules)) {
    const stories = composeStories(module as Parameters<typeof composeStories>[0]) as unknown as Record<
      string,
      ComposedStory
    >
    describe(path.replace('../../stories/', ''), () => {
      for (const [name, Story] of Object.entries(stories)) {
        it(`renders ${name}`, async () => {
          const {container} = render(<Story />)
          await act(async () => {
            await Story.play?.({canvasElement: container})
          })
          expect(container.querySelector('[data-vellum-theme]')).not.toBeNull()
          expect(harness.errors).toEqual([])
        })
      }
    })
  }
})
