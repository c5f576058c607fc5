/** A line between groups of items in a {@link Menu}. */
export function MenuDivider() {
  return <div role="separator" className="vellum-menu-divider" />
}
