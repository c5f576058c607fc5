import {useId, type ReactNode} from 'react'

/** Props of {@link MenuGroup}. */
export interface MenuGroupProps {
  /** The group's heading, which also names it for screen readers. */
  title: ReactNode
  /** Its {@link MenuItem}s. */
  children: ReactNode
}

/** A titled set of items in a {@link Menu}; keyboard navigation runs through groups as one list. */
export function MenuGroup({title, children}: MenuGroupProps) {
  const titleId = useId()
  return (
    <div role="group" aria-labelledby={titleId} className="vellum-menu-group">
      <div id={titleId} className="vellum-menu-group-title" role="presentation">
        {title}
      </div>
      {children}
    </div>
  )
}
