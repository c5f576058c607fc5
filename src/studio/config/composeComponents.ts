import {createElement, type ComponentType, type ReactElement} from 'react'

/** The prop every component override receives: renders the next component in the chain. */
export interface RenderDefaultProps<P> {
  /**
   * Renders what would have been rendered without this override: the next plugin's override,
   * and at the end of the chain the studio's default component. Pass props on, changed or not.
   */
  renderDefault: (props: P) => ReactElement
}

/** A component override for a slot whose props are `P`: it gets `renderDefault` as well. */
export type ComponentMiddleware<P> = ComponentType<P & RenderDefaultProps<P>>

/**
 * Chains overrides in front of a default component. The last override is the outermost: it is
 * rendered first, and its `renderDefault` renders the override before it, down to the default.
 * Overrides come in plugin order (depth-first, the workspace itself last), so the workspace's
 * own override wraps those of its plugins.
 *
 * The chain is built once, so `renderDefault` keeps its identity across renders.
 *
 * @param defaultComponent - What the slot renders without overrides.
 * @param middleware - The overrides, innermost first.
 * @returns The default itself when there are no overrides, else a component rendering the chain.
 * @example
 * ```tsx
 * const Navbar = chainComponents(DefaultNavbar, [
 *   (props) => <div className="plugin">{props.renderDefault(props)}</div>,
 * ])
 * ```
 */
export function chainComponents<P extends object>(defaultComponent: ComponentType<P>, middleware: readonly ComponentMiddleware<P>[]): ComponentType<P> {
  if (middleware.length === 0) return defaultComponent
  let render = (props: P): ReactElement => createElement(defaultComponent, withoutRenderDefault(props))
  for (const component of middleware) {
    const renderDefault = render
    render = (props: P) => createElement(component, {...props, renderDefault})
  }
  const renderChain = render
  const Chained = (props: P) => renderChain(props)
  Chained.displayName = `Chained(${displayNameOf(defaultComponent)})`
  return Chained
}

/** Defaults for every slot of a components map: slot name → component. */
export type ComponentsOf<M> = {[K in keyof M]: ComponentType<M[K] & object>}

/** Overrides for a components map, per slot, innermost first. */
export type MiddlewareOf<M> = {[K in keyof M]?: ReadonlyArray<ComponentMiddleware<M[K] & object>>}

/**
 * Chains every slot of a components map (see {@link chainComponents}). The shell calls it once
 * per workspace with its `Default*` components and the workspace's resolved overrides.
 *
 * @param defaults - The default component of every slot.
 * @param middleware - The overrides per slot, innermost first (as `resolveConfig` lists them).
 * @returns A map with the same slots, each rendering its chain.
 */
export function composeComponents<M extends object>(defaults: ComponentsOf<M>, middleware: MiddlewareOf<M>): ComponentsOf<M> {
  const composed = {} as ComponentsOf<M>
  for (const slot of Object.keys(defaults) as Array<keyof M>) {
    composed[slot] = chainComponents(defaults[slot], middleware[slot] ?? [])
  }
  return composed
}

// The default component is written against its own props; the chain's `renderDefault` is
// not one of them.
function withoutRenderDefault<P extends object>(props: P): P {
  if (!('renderDefault' in props)) return props
  const {renderDefault: _, ...rest} = props as P & RenderDefaultProps<P>
  return rest as P
}

function displayNameOf<P>(component: ComponentType<P>): string {
  return component.displayName || component.name || 'Component'
}
