/// <reference types="vite/client" />
import {composeStories} from '@storybook/react-vite'
import {render, screen} from '@testing-library/react'
import type {ComponentType} from 'react'
import {describe, expect, it} from 'vitest'
import {useStoryHarness} from '../../support/storyHarness'

// The sign-in gate's stories, rendered in happy-dom with the real preview: each shows what it
// promises once its in-process store has settled, without React errors or warnings.
const harness = useStoryHarness()

const modules = import.meta.glob<Record<string, unknown>>(
  '../../../stories/studio/{LoginScreen,NotAuthorizedDialog,CrossOriginDialog,AuthBoundary}.stories.tsx',
  {eager: true},
)

/** A text each story shows once settled. */
const expected: Record<string, string> = {
  'LoginScreen/Default': 'Continue as developer',
  'LoginScreen/WithError': 'The sign-in id is unknown, expired or used already; sign in again',
  'LoginScreen/WithWorkspaceChoice': 'Choose another workspace',
  'LoginScreen/ConfiguredProviders': 'Company single sign-on',
  'NotAuthorizedDialog/Default': 'Sign out',
  'NotAuthorizedDialog/WithoutSignOut': 'Grace Hopper',
  'NotAuthorizedDialog/WithoutEmail': 'Deploy token',
  'CrossOriginDialog/Default': 'vellum cors add http://localhost:3333 --credentials',
  'CrossOriginDialog/WithSettingsLink': 'Continue to the project’s API settings to add it, or run this on the server:',
  'AuthBoundary/SignedIn': 'Signed in as Ada Lovelace (Editor)',
  'AuthBoundary/SignedOut': 'Choose login provider',
  'AuthBoundary/NotAuthorized': 'Grace Hopper',
}

describe('sign-in stories', () => {
  it('cover every screen of the gate', () => {
    const titles = Object.values(modules).map((module) => (module.default as {title: string}).title)
    expect(titles.sort()).toEqual([
      'Studio/AuthBoundary',
      'Studio/CrossOriginDialog',
      'Studio/LoginScreen',
      'Studio/NotAuthorizedDialog',
    ])
  })

  for (const [path, module] of Object.entries(modules)) {
    const file = /([A-Za-z]+)\.stories\.tsx$/.exec(path)![1]!
    const stories = composeStories(module as Parameters<typeof composeStories>[0]) as unknown as Record<
      string,
      ComponentType
    >
    describe(file, () => {
      for (const [name, Story] of Object.entries(stories)) {
        it(`renders ${name}`, async () => {
          render(<Story />)
          const text = expected[`${file}/${name}`]
          expect(text, `an expected text for ${file}/${name}`).toBeDefined()
          expect(await screen.findByText(text!)).toBeVisible()
          expect(harness.errors).toEqual([])
        })
      }
    })
  }
})
