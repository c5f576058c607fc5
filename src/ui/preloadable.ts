import {createElement, use, type ComponentType} from 'react'

/**
 * A component in a chunk of its own that can be loaded before it is shown. Made by
 * {@link createPreloadable}.
 */
export interface Preloadable<P extends object> {
  /**
   * Loads the component's chunk: the first call starts the load, later calls share it; after
   * a failed load the next call tries again.
   *
   * @returns the component, once loaded
   */
  preload(): Promise<ComponentType<P>>
  /** The component if its chunk has loaded, else `undefined`. */
  loaded(): ComponentType<P> | undefined
  /**
   * Renders the component: at once when it has loaded; before that it loads it and suspends,
   * so render it inside `<Suspense>` where it can show before {@link Preloadable.preload} has
   * resolved (a panel opened by a link). A failed load (its own or the last preload's) throws
   * to the nearest error boundary.
   * It is one component type before and after the load, so nothing remounts when it arrives.
   */
  Component: ComponentType<P>
}

/**
 * Makes a component loaded on demand that UI opened by a click loads first and then opens, instead
 * of rendering it with `React.lazy` inside `<Suspense>`.
 *
 * Why: React 19 holds a suspended boundary's content back until 300 ms after its fallback was
 * shown (the fallback throttle), so a dialog suspended on a chunk that arrives in 8 ms still
 * shows no sooner than 300 ms after the click. Loading the chunk before setting the open state
 * shows the dialog as soon as the chunk is there; once loaded, it opens at once.
 *
 * @param load - imports the chunk and picks the component from it (called once per load)
 * @returns the component's {@link Preloadable}
 *
 * @example
 * ```tsx
 * const searchDialog = createPreloadable(() => import('./SearchDialog').then((module) => module.SearchDialog))
 *
 * const onClick = () => {
 *   const open = () => setOpen(true)
 *   if (searchDialog.loaded()) open()
 *   // A failed load opens all the same: Component throws its error to the error boundary.
 *   else void searchDialog.preload().then(open, open)
 * }
 * return open && <Suspense fallback={null}><searchDialog.Component onClose={close} /></Suspense>
 * ```
 */
export function createPreloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loadedComponent: ComponentType<P> | undefined
  // The load under way, or the last one (Component reads it, a failed one included).
  let loading: Promise<ComponentType<P>> | undefined
  let failed = false

  const preload = (): Promise<ComponentType<P>> => {
    if (loading && !failed) return loading
    failed = false
    const attempt = load().then(
      (component) => (loadedComponent = component),
      (error: unknown) => {
        // A failed load (a new deploy, a lost connection) is tried again on the next preload.
        failed = true
        throw error
      },
    )
    // Settled, it says so the way `use` reads a promise, so `use` does not suspend on it.
    attempt.then(
      (value) => void Object.assign(attempt, {status: 'fulfilled', value}),
      (reason: unknown) => void Object.assign(attempt, {status: 'rejected', reason}),
    )
    loading = attempt
    return attempt
  }
  const loaded = () => loadedComponent

  function PreloadableComponent(props: P) {
    // Every render reads the same promise with `use` (React wants `use` called the same way in
    // each render): it suspends until the load settles, then gives the component or throws the
    // error. A render starts no new load after a failed one, or it would retry for ever.
    const Loaded = use(loading ?? preload())
    return createElement(Loaded, props)
  }
  return {preload, loaded, Component: PreloadableComponent}
}
