/**
 * Sliders: the icon of the site settings in the structure. Drawn like the studio's own icons
 * (24 × 24, 1.5 px round strokes in `currentColor`, 1.25em), and hidden from assistive
 * technology, since the item's title names it.
 */
export function SettingsIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden
    >
      <path d="M4.5 7.5h9M17.5 7.5h2M4.5 16.5h2M10.5 16.5h9" />
      <circle cx={15.5} cy={7.5} r={2} />
      <circle cx={8.5} cy={16.5} r={2} />
    </svg>
  )
}
