import {useCallback, useEffect, useRef, useState} from 'react'

/**
 * Where the generation of a slug is (results of older requests are ignored): not started, waiting
 * for the source or slugify, done, or failed with an error.
 */
export type SlugGenerationState =
  {status: 'idle'} | {status: 'pending'} | {status: 'complete'} | {status: 'error'; error: unknown}

/** What {@link useSlugGeneration} returns. */
export interface SlugGeneration {
  state: SlugGenerationState
  /**
   * Starts a generation: `task` makes the slug, `onResult` receives it unless the generation
   * became stale before it finished. A new run makes every earlier one stale.
   */
  run: (task: () => Promise<string>, onResult: (slug: string) => void) => void
  /** Makes the running generation stale (the user typed a slug of their own) and goes back to idle. */
  cancel: () => void
}

const IDLE: SlugGenerationState = {status: 'idle'}

/**
 * The state of a slug input's generations. Only the latest run may report: results and errors
 * of older runs, of cancelled runs and of runs still going when the input unmounts are ignored,
 * so a slow source never overwrites what came after it.
 */
export function useSlugGeneration(): SlugGeneration {
  const [state, setState] = useState<SlugGenerationState>(IDLE)
  // The number of the latest run; a run that finds another number is stale.
  const latest = useRef(0)

  useEffect(
    () => () => {
      latest.current += 1
    },
    [],
  )

  const run = useCallback((task: () => Promise<string>, onResult: (slug: string) => void) => {
    const id = ++latest.current
    setState({status: 'pending'})
    // Started in a microtask, so a task that throws at once fails like one that rejects.
    Promise.resolve()
      .then(task)
      .then(
        (slug) => {
          if (id !== latest.current) return
          onResult(slug)
          setState({status: 'complete'})
        },
        (error: unknown) => {
          if (id === latest.current) setState({status: 'error', error})
        },
      )
  }, [])

  const cancel = useCallback(() => {
    latest.current += 1
    setState((current) => (current.status === 'idle' ? current : IDLE))
  }, [])

  return {state, run, cancel}
}
