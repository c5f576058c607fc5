import {StrictMode} from 'react'
import {createRoot} from 'react-dom/client'
import type {Config} from './config'
import {Studio, type StudioProps} from './Studio'

/**
 * Renders a studio into a DOM element with its own React root: for pages that are not React
 * apps themselves. The studio fills the element, so give it a height.
 *
 * @param element - Where the studio renders, e.g. `document.getElementById('studio')`.
 * @param config - What `defineConfig` declared.
 * @param props - The other props of {@link Studio} (`basePath`, `scheme`, …).
 * @returns The teardown: unmounts the studio.
 * @throws Error when `element` is not an element.
 * @example
 * ```ts
 * import {defineConfig, renderStudio} from 'vellum'
 * import 'vellum/style.css'
 *
 * const unmount = renderStudio(document.getElementById('studio')!, defineConfig({projectId: 'local', dataset: 'production'}))
 * ```
 * @public
 */
export function renderStudio(element: Element, config: Config, props: Omit<StudioProps, 'config'> = {}): () => void {
  if (!element || typeof (element as Partial<Element>).appendChild !== 'function') {
    throw new Error('renderStudio needs a DOM element to render into')
  }
  const root = createRoot(element)
  root.render(
    <StrictMode>
      <Studio {...props} config={config} />
    </StrictMode>,
  )
  return () => root.unmount()
}
