/// <reference types="vite/client" />
import {composeStories} from '@storybook/react-vite'
import {act, render, screen, waitFor} from '@testing-library/react'
import type {ComponentType, ReactNode} from 'react'
import {VirtuosoMockContext} from 'react-virtuoso'
import {beforeEach, describe, expect, it} from 'vitest'
import {setViewportWidth} from '../../studio/navbar/support'
import {useStoryHarness} from '../../support/storyHarness'
import {VIEWPORT} from './support'

// The structure stories, rendered with the real Storybook preview on their in-process lakes: a
// guard that each shows what it is about without React errors between Storybook builds.
const harness = useStoryHarness()
beforeEach(() => setViewportWidth(1280))

const modules = import.meta.glob<Record<string, unknown>>(
  ['../../../stories/structure/DocumentList.stories.tsx', '../../../stories/structure/StructureTool.stories.tsx'],
  {eager: true},
)

/** What each story shows once loaded, by file and story name. */
const expected: Record<string, RegExp> = {
  'DocumentList.stories.tsx/Default': /Post 05 \(edited\)/,
  'DocumentList.stories.tsx/TenThousandDocuments': /Post 00001/,
  'DocumentList.stories.tsx/Empty': /No documents of this type/,
  'DocumentList.stories.tsx/CreateNotAllowed': /does not have permission to create/,
  'DocumentList.stories.tsx/FilteredList': /Post 14 \(draft\)/,
  'DocumentList.stories.tsx/RecentlyDeleted': /^Deleted /,
  'DocumentList.stories.tsx/NothingDeleted': /No recently deleted documents/,
  'StructureTool.stories.tsx/RootList': /Site settings/,
  'StructureTool.stories.tsx/DocumentOpen': /Post 01/,
  'StructureTool.stories.tsx/CustomStructure': /Welcome to Welcome/,
  'StructureTool.stories.tsx/ItemNotFound': /Item not found/,
}

const wrapper = ({children}: {children: ReactNode}) => (
  <VirtuosoMockContext.Provider value={VIEWPORT}>{children}</VirtuosoMockContext.Provider>
)

describe('structure stories', {timeout: 30_000}, () => {
  it('are found', () => {
    expect(Object.keys(modules).map((path) => path.split('/').pop())).toEqual([
      'DocumentList.stories.tsx',
      'StructureTool.stories.tsx',
    ])
  })

  for (const [path, module] of Object.entries(modules)) {
    const file = path.split('/').pop()!
    const stories = composeStories(module as Parameters<typeof composeStories>[0]) as unknown as Record<
      string,
      ComponentType
    >
    for (const [name, Story] of Object.entries(stories)) {
      it(`${file}: ${name} renders`, async () => {
        const text = expected[`${file}/${name}`]
        expect(text, `what ${file}/${name} shows`).toBeDefined()
        const {container} = render(<Story />, {wrapper})
        // A play clicks in the list: once the studio has rendered it.
        await waitFor(() => expect(container.querySelector('.vellum-structure-pane')).not.toBeNull(), {
          timeout: 20_000,
        })
        await act(async () => {
          await (Story as ComponentType & {play?: (context: {canvasElement: HTMLElement}) => Promise<void>}).play?.({
            canvasElement: container,
          })
        })
        await waitFor(() => expect(screen.getAllByText(text!).length).toBeGreaterThan(0), {timeout: 20_000})
        expect(container.querySelector('.vellum-structure-tool')).not.toBeNull()
        expect(harness.errors).toEqual([])
      })
    }
  }
})
