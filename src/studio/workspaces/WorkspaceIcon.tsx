import type {CSSProperties} from 'react'
import type {WorkspaceSummary} from './WorkspaceSummary'

const frame: CSSProperties = {
  boxSizing: 'border-box',
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: 25,
  height: 25,
  borderRadius: 'var(--vellum-radius-2)',
  overflow: 'hidden',
}

/** Props of {@link WorkspaceIcon}. */
export interface WorkspaceIconProps {
  workspace: Pick<WorkspaceSummary, 'title' | 'icon'>
}

/** A workspace's icon, or the first letter of its title on a tinted square when it has none. Decorative: the title is always written next to it. */
export function WorkspaceIcon({workspace}: WorkspaceIconProps) {
  const Icon = workspace.icon
  if (Icon) {
    return (
      <span aria-hidden="true" style={frame}>
        <Icon />
      </span>
    )
  }
  const letter = [...workspace.title.trim()][0]?.toUpperCase() ?? '?'
  return (
    <span
      aria-hidden="true"
      style={{
        ...frame,
        background: 'color-mix(in srgb, var(--vellum-color-primary) 16%, transparent)',
        color: 'var(--vellum-color-primary)',
        fontWeight: 600,
        fontSize: 'var(--vellum-font-size-1)',
      }}
    >
      {letter}
    </span>
  )
}
