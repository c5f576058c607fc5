import {isRecord} from '../../document'
import type {ConfigIssue} from './ConfigIssue'
import {getPrintableType} from './getPrintableType'
import {isComponentType} from './isComponentType'
import type {Tool} from './Tool'

/**
 * Checks the resolved tools. A tool named `tool` is an error (the router
 * reserves the segment); a tool without a name is skipped, and of several tools with the same
 * name the first is kept, each with a warning (also logged with `console.warn`). A tool that
 * is not an object or has no component is an error.
 *
 * @param tools - The tools after every plugin's `tools` was applied.
 * @param path - The workspace's path, for the issues.
 * @param issues - Where issues go.
 * @returns The tools to use: named, unique, in order.
 */
export function checkTools(tools: readonly unknown[], path: string[], issues: ConfigIssue[]): Tool[] {
  const kept: Tool[] = []
  const firstIndex = new Map<string, number>()
  const issue = (severity: ConfigIssue['severity'], message: string) => {
    issues.push({severity, message, path, property: 'tools'})
    if (severity === 'warning') console.warn(message)
  }
  tools.forEach((tool, index) => {
    if (!isRecord(tool)) {
      issue('error', `Expected every tool to be an object, but the tool at index ${index} is ${getPrintableType(tool)}`)
      return
    }
    const {name, title} = tool
    if (typeof name !== 'string' || name === '') {
      const titled = typeof title === 'string' && title !== '' ? ` (titled "${title}")` : ''
      issue('warning', `Skipped the tool at index ${index}${titled}: a tool needs a \`name\``)
      return
    }
    if (name === 'tool') {
      issue('error', 'A tool cannot have the name "tool". Please enter a different name.')
      return
    }
    const first = firstIndex.get(name)
    if (first !== undefined) {
      issue(
        'warning',
        `Found more than one tool named "${name}": kept the one at index ${first} and skipped the one at index ${index}`,
      )
      return
    }
    firstIndex.set(name, index)
    if (!isComponentType(tool.component)) {
      issue('error', `The tool "${name}" has no \`component\` to render`)
      return
    }
    kept.push(tool as unknown as Tool)
  })
  return kept
}
