import type {ToolMenuProps} from '../config'
import {Link, useRouter} from '../router'

/**
 * The navbar's default tool list: a link per tool, the active one marked as the current page.
 * In the topbar it is a row of tabs; in the narrow-screen sidebar a column, and choosing a
 * tool closes the sidebar.
 */
export function DefaultToolMenu({tools, activeToolName, context, closeSidebar}: ToolMenuProps) {
  const router = useRouter()
  return (
    <ul className="vellum-tool-menu" data-context={context}>
      {tools.map((tool) => {
        const Icon = tool.icon
        const active = tool.name === activeToolName
        return (
          <li key={tool.name}>
            <Link
              href={router.resolveStateUrl({tool: tool.name, toolState: null})}
              aria-current={active ? 'page' : undefined}
              className="vellum-tool-menu-link"
              data-active={active || undefined}
              onClick={() => {
                if (context === 'sidebar') closeSidebar()
              }}
            >
              {Icon && (
                <span className="vellum-tool-menu-icon" aria-hidden>
                  <Icon />
                </span>
              )}
              <span className="vellum-tool-menu-title">{tool.title}</span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
