import type {Tool} from '../config'
import type {RoutableWorkspace} from './RoutableWorkspace'

/**
 * The browser title for a screen: `'<tool title> | <workspace title>'`,
 * the workspace title alone when no tool is shown, and null when the tool sets the title
 * itself (`controlsDocumentTitle`), so the studio leaves it alone.
 *
 * @example
 * ```ts
 * browserTitle({title: 'Structure'}, {title: 'Blog'}) // → 'Structure | Blog'
 * ```
 */
export function browserTitle(
  tool: Pick<Tool, 'title' | 'controlsDocumentTitle'> | null | undefined,
  workspace: Pick<RoutableWorkspace, 'title'>,
): string | null {
  if (!tool) return workspace.title
  if (tool.controlsDocumentTitle) return null
  return `${tool.title} | ${workspace.title}`
}
