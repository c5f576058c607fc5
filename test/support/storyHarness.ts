import {setProjectAnnotations} from '@storybook/react-vite'
import {cleanup} from '@testing-library/react'
import {afterEach, beforeEach, vi} from 'vitest'
import preview from '../../.storybook/preview'

/**
 * Prepares a story test file: stories get the real Storybook preview (theme decorator and
 * all), and what React logs to console.error is collected instead of printed, so each test
 * can assert the list is empty. Call once at the top of the file; read `errors` in tests.
 */
export function useStoryHarness(): {readonly errors: unknown[][]} {
  setProjectAnnotations(preview)
  const harness = {errors: [] as unknown[][]}
  beforeEach(() => {
    harness.errors = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void harness.errors.push(args))
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })
  return harness
}
