/// <reference types="vite/client" />
import {composeStories, setProjectAnnotations} from '@storybook/react-vite'
import {act, cleanup, fireEvent, render, screen, waitFor} from '@testing-library/react'
import type {ComponentType} from 'react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import preview from '../../.storybook/preview'
import * as formBuilderStories from '../../stories/form/FormBuilder.stories'

// Every form story, rendered in happy-dom with the real preview: each settles (live validation
// included) without a React error or warning.
setProjectAnnotations(preview)

type ComposedStory = ComponentType & {play?: (context: {canvasElement: HTMLElement}) => Promise<void> | void}

const modules = import.meta.glob<Record<string, unknown>>('../../stories/form/*.stories.tsx', {eager: true})

let consoleErrors: unknown[][] = []
beforeEach(() => {
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args))
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const STATES = ['Empty', 'Filled', 'Invalid', 'InvalidValue', 'ReadOnly', 'WithPresence']

describe('form stories', () => {
  it('cover every input in every state', () => {
    const titles = Object.values(modules).map((module) => (module.default as {title: string}).title)
    const inputs = [
      'StringInput',
      'TextAreaInput',
      'NumberInput',
      'BooleanInput',
      'EmailInput',
      'UrlInput',
      'SelectInput',
      'ObjectInput',
    ]
    inputs.push(
      'DateInput',
      'DateTimeInput',
      'SlugInput',
      'GeopointInput',
      'TagsInput',
      'CheckboxListInput',
      'ArrayOfObjectsInput',
      'ArrayOfPrimitivesInput',
      'ReferenceInput',
      'PortableTextInput',
    )
    for (const input of inputs) {
      expect(titles).toContain(`Form/${input}`)
    }
    for (const [path, module] of Object.entries(modules)) {
      if (!path.endsWith('Input.stories.tsx')) continue
      expect([path, Object.keys(module)]).toEqual([path, expect.arrayContaining(STATES)])
    }
  })

  for (const [path, module] of Object.entries(modules)) {
    const stories = composeStories(module as Parameters<typeof composeStories>[0]) as unknown as Record<
      string,
      ComposedStory
    >
    describe(path.replace('../../stories/form/', ''), () => {
      for (const [name, Story] of Object.entries(stories)) {
        it(`renders ${name}`, async () => {
          const {container} = render(<Story />)
          await act(async () => {
            await Story.play?.({canvasElement: container})
          })
          await waitFor(() => expect(container.querySelector('[data-validation="ready"]')).not.toBeNull())
          expect(container.querySelector('.vellum-form-builder')).not.toBeNull()
          if (name === 'Invalid') expect(container.querySelector('.vellum-form-validation-status')).not.toBeNull()
          if (name === 'InvalidValue') expect(container.querySelector('.vellum-form-member-error')).not.toBeNull()
          if (name === 'WithPresence') expect(container.querySelector('.vellum-form-field-presence')).not.toBeNull()
          if (name === 'ReadOnly') expect(container.querySelector('.vellum-form-field-read-only')).not.toBeNull()
          expect(consoleErrors).toEqual([])
        })
      }
    })
  }

  it('FormBuilder DocumentInLakeStore commits an edit to the in-process lake', async () => {
    const {DocumentInLakeStore} = composeStories(formBuilderStories)
    render(<DocumentInLakeStore />)
    const title = (await screen.findByRole('textbox', {name: 'Title'})) as HTMLInputElement
    expect(title.value).toBe('Hello from the lake')
    fireEvent.change(title, {target: {value: 'Edited in the form'}})
    // Shown at once from the buffered draft, stored once the throttled commit went through.
    expect(title.value).toBe('Edited in the form')
    await waitFor(() => expect(screen.getByTestId('stored').textContent).toContain('"title": "Edited in the form"'), {
      timeout: 10_000,
    })
    expect(screen.getByTestId('stored').textContent).toContain('"_id": "drafts.post-1"')
    expect(consoleErrors).toEqual([])
  })
})
