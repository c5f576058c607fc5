import type {ComponentType} from 'react'
import type {Tool} from '../../studio'
import type {Schema} from '../../types'
import type {DocumentNodeResolver, PaneNode, StructureBuilder} from '../builder'
import type {DocumentPaneProps} from '../document/DocumentPane'

/**
 * What a structure tool carries in its `options` for its component: the workspace's `S`, the
 * structure's root pane (serialized on first use, then kept) and the document pane resolver.
 */
export interface StructureToolRuntime {
  readonly kind: 'vellum.structure'
  readonly S: StructureBuilder
  readonly schema: Pick<Schema, 'get' | 'getTypeNames'>
  /**
   * The root pane.
   * @throws StructureError (or what the `structure` function threw) when the structure is broken.
   */
  resolveRoot(): PaneNode
  /** Makes the pane a document opens in. */
  readonly resolveDocument: DocumentNodeResolver
  /** The component document panes render with (the structure's `DocumentPane`). */
  readonly documentPane: ComponentType<DocumentPaneViewProps>
}

/** What the pane layout renders a document pane with: the props of the structure's `DocumentPane`. */
export type DocumentPaneViewProps = DocumentPaneProps

/**
 * The runtime of a structure tool.
 * @throws Error when the tool was not made by `structureTool()`.
 */
export function structureToolRuntime(tool: Tool): StructureToolRuntime {
  const options = tool.options as Partial<StructureToolRuntime> | undefined
  if (!options || options.kind !== 'vellum.structure' || typeof options.resolveRoot !== 'function') {
    throw new Error(
      `The tool "${tool.name}" renders the structure tool but was not made by structureTool(): add structureTool() to the workspace's plugins instead`,
    )
  }
  return options as StructureToolRuntime
}
