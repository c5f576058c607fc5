import {createElement, type ComponentType, type ReactElement} from 'react'

// The one `renderDefault` chaining helper of the package. It lives in the form layer because
// both users need it and the layers only point down: the form chains its inputs, fields, items
// and previews with it, and the studio (which may import the form, never the reverse) chains
// its navbar, layout, logo and tool menu with it.

/**
 * The prop every component override receives: renders the next component in the chain.
 * @public
 */
export interface RenderDefaultProps<P> {
  /**
   * Renders what would have been rendered without this override: the next override (the
   * workspace's, then each plugin's, then a schema type's own `components`), and at the end of
   * the chain the built-in component. Pass props on, changed or not.
   */
  renderDefault: (props: P) => ReactElement
}

/**
 * A component override for a part whose props are `P`: a component that gets those props plus
 * {@link RenderDefaultProps.renderDefault}. It may wrap the default, change its props, or
 * render something else entirely by never calling `renderDefault`.
 *
 * @example
 * ```tsx
 * const Framed: ComponentMiddleware<LogoProps> = (props) => <div className="frame">{props.renderDefault(props)}</div>
 * ```
 * @public
 */
export type ComponentMiddleware<P> = ComponentType<P & RenderDefaultProps<P>>

/**
 * Chains overrides in front of a default component. The last override is the outermost: it is
 * rendered first, and its `renderDefault` renders the override before it, down to the default.
 * Overrides come in plugin order (depth-first, the workspace itself last), so the workspace's
 * own override wraps those of its plugins.
 *
 * The chain is built once, so the returned component and every `renderDefault` keep their
 * identity across renders. The default component never receives `renderDefault`.
 *
 * @param defaultComponent - What the part renders without overrides.
 * @param middleware - The overrides, innermost first.
 * @returns The default itself when there are no overrides, else a component rendering the chain.
 * @example
 * ```tsx
 * const Navbar = chainComponents(DefaultNavbar, [
 *   (props) => <div className="plugin">{props.renderDefault(props)}</div>,
 * ])
 * ```
 */
export function chainComponents<P extends object>(
  defaultComponent: ComponentType<P>,
  middleware: ReadonlyArray<ComponentMiddleware<P>>,
): ComponentType<P> {
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

/** Defaults for every part of a components map: part name → component taking that part's props. */
export type ComponentsOf<M> = {[K in keyof M]: ComponentType<M[K] & object>}

/** Overrides for a components map, per part, innermost first. */
export type MiddlewareOf<M> = {[K in keyof M]?: ReadonlyArray<ComponentMiddleware<M[K] & object>>}

/**
 * Chains every part of a components map with {@link chainComponents}. The studio calls it once
 * per workspace with its default navbar, layout, logo and tool menu and the workspace's
 * resolved overrides.
 *
 * @param defaults - The default component of every part.
 * @param middleware - The overrides per part, innermost first (as configuration resolution lists them).
 * @returns A map with the same parts, each rendering its chain.
 */
export function composeComponents<M extends object>(
  defaults: ComponentsOf<M>,
  middleware: MiddlewareOf<M>,
): ComponentsOf<M> {
  const composed = {} as ComponentsOf<M>
  for (const part of Object.keys(defaults) as Array<keyof M>) {
    composed[part] = chainComponents(defaults[part], middleware[part] ?? [])
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
