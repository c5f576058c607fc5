import type {ActiveToolLayoutProps} from '../config'
import {StudioErrorBoundary} from '../screens'
import {useWorkspace} from './useWorkspace'

/**
 * The area the active tool renders in (the `activeToolLayout` slot's default). Each tool has
 * its own error boundary: a tool that throws shows 'The {tool} tool crashed' with Retry in its
 * place while the navbar keeps working, and going to another tool or workspace forgets the
 * crash.
 */
export function DefaultActiveToolLayout({activeTool}: ActiveToolLayoutProps) {
  const workspace = useWorkspace()
  const ToolComponent = activeTool.component
  return (
    <StudioErrorBoundary toolTitle={activeTool.title} resetKey={`${workspace.name}\n${activeTool.name}`}>
      <ToolComponent tool={activeTool} />
    </StudioErrorBoundary>
  )
}
