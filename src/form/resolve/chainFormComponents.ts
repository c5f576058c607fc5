import {createElement, type ComponentType, type ReactElement} from 'react'
import type {FormComponentMiddleware, RenderDefaultProps} from './FormComponentMiddleware'

/**
 * Chains overrides in front of a default component: the last override is rendered first, and
 * each one's `renderDefault` renders the override before it, down to `defaultComponent`. The
 * chain is built once, so the returned component and every `renderDefault` keep their identity.
 *
 * @param defaultComponent - What the slot renders without overrides.
 * @param middleware - The overrides, innermost first.
 * @returns `defaultComponent` itself when there are no overrides.
 */
export function chainFormComponents<P extends object>(defaultComponent: ComponentType<P>, middleware: ReadonlyArray<FormComponentMiddleware<P>>): ComponentType<P> {
  if (middleware.length === 0) return defaultComponent
  let render = (props: P): ReactElement => createElement(defaultComponent, withoutRenderDefault(props))
  for (const component of middleware) {
    const renderDefault = render
    render = (props: P) => createElement(component, {...props, renderDefault})
  }
  const renderChain = render
  const Chained = (props: P) => renderChain(props)
  Chained.displayName = `Chained(${defaultComponent.displayName || defaultComponent.name || 'Component'})`
  return Chained
}

// Defaults are written against their own props; `renderDefault` is not one of them.
function withoutRenderDefault<P extends object>(props: P): P {
  if (!('renderDefault' in props)) return props
  const {renderDefault: _, ...rest} = props as P & RenderDefaultProps<P>
  return rest as P
}
