import type {ComponentType} from 'react'
import type {BuilderContext} from './BuilderContext'
import type {
  ChildResolver,
  ComponentPaneNode,
  ComponentPaneProps,
  PaneChild,
  PaneNodeSource,
  SerializablePane,
  SerializeOptions,
} from './PaneNode'
import {serializePaneSource} from './serializePaneSource'
import {checkId, checkTitle, describePath, StructureError} from './StructureError'

interface ComponentSpec {
  id?: string
  title?: string
  component?: ComponentType<ComponentPaneProps>
  options?: unknown
  child?: PaneNodeSource | ChildResolver
}

/**
 * Builds a pane that renders a custom component (with {@link ComponentPaneProps}). Immutable:
 * every setter returns a new builder.
 *
 * @example
 * ```tsx
 * S.component(({pane}) => <p>Welcome to {pane.title}</p>).id('welcome').title('Welcome')
 * ```
 * @public
 */
export class ComponentBuilder implements SerializablePane {
  /**
   * Builders are made by `S` (the structure builder), never directly.
   * @internal
   */
  constructor(
    private readonly context: BuilderContext,
    private readonly spec: ComponentSpec = {},
  ) {}

  /** Sets the component the pane renders. */
  component(component: ComponentType<ComponentPaneProps>): ComponentBuilder {
    return new ComponentBuilder(this.context, {...this.spec, component})
  }

  /** Sets the id; by default the opening item's id. */
  id(id: string): ComponentBuilder {
    return new ComponentBuilder(this.context, {...this.spec, id})
  }

  /** Sets the header title; by default the opening item's title. */
  title(title: string): ComponentBuilder {
    return new ComponentBuilder(this.context, {...this.spec, title})
  }

  /** Sets anything the component wants to read from `props.pane.options`. */
  options(options: unknown): ComponentBuilder {
    return new ComponentBuilder(this.context, {...this.spec, options})
  }

  /** Sets what the component's `openChild` opens to its right. */
  child(child: PaneNodeSource | ChildResolver): ComponentBuilder {
    return new ComponentBuilder(this.context, {...this.spec, child})
  }

  /** The id set with `id()`; undefined when none was set. */
  getId(): string | undefined {
    return this.spec.id
  }

  /**
   * The pane as plain data.
   *
   * @throws StructureError for a missing id or component, or a mistake in the child.
   */
  serialize(options: SerializeOptions = {}): ComponentPaneNode {
    const parentPath = options.path ?? []
    const id = checkId(this.spec.id ?? options.defaultId, `component pane in ${describePath(parentPath)}`, parentPath)
    const path = [...parentPath, id]
    const what = `component pane ${describePath(path)}`
    const {component, child} = this.spec
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new StructureError(
        `${what} has no component: give it one with S.component(MyPane) or .component(MyPane)`,
        path,
      )
    }
    const title = checkTitle(this.spec.title, options.defaultTitle, what, path) ?? id
    let serializedChild: PaneChild | undefined
    if (typeof child === 'function') serializedChild = child
    else if (child !== undefined && child !== null)
      serializedChild = serializePaneSource(child, `the child of ${what}`, {path})
    return {
      type: 'component',
      id,
      title,
      component,
      ...(this.spec.options === undefined ? {} : {options: this.spec.options}),
      ...(serializedChild === undefined ? {} : {child: serializedChild}),
    }
  }
}
