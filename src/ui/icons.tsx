import type {ReactNode, SVGProps} from 'react'

/** Props of every icon. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height; defaults to `1.25em`, so icons follow the surrounding font size. */
  size?: number | string
  /** Accessible name. Without one the icon is decorative and hidden from assistive technology. */
  title?: string
}

/** A React component drawing one icon. */
export type IconComponent = ((props: IconProps) => ReactNode) & {displayName: string}

/**
 * Makes an icon component from SVG shapes drawn on a 24 × 24 grid with 1.5 px round strokes in
 * `currentColor`. Plugins use it to draw their own icons in the studio's style.
 * @example
 * export const StarIcon = createIcon('StarIcon', <path d="M12 4l2.4 5 5.6.7-4.1 3.8 1 5.5L12 16.3 7.1 19l1-5.5L4 9.7l5.6-.7z" />)
 */
export function createIcon(displayName: string, shapes: ReactNode): IconComponent {
  const Icon = ({size = '1.25em', title, ...rest}: IconProps) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      data-icon={displayName}
      {...rest}
    >
      {shapes}
    </svg>
  )
  Icon.displayName = displayName
  return Icon
}

const dot = (cx: number, cy: number) => <circle cx={cx} cy={cy} r={1.1} fill="currentColor" stroke="none" />

/** A plus sign: add, create. */
export const AddIcon = createIcon('AddIcon', <path d="M12 5v14M5 12h14" />)
/** A cross: close, remove. */
export const CloseIcon = createIcon('CloseIcon', <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />)
/** A tick: done, selected. */
export const CheckmarkIcon = createIcon('CheckmarkIcon', <path d="M5 12.5l4.5 4.5L19 7.5" />)
/** A chevron pointing down: opens a menu or a select. */
export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="M6.5 9.5l5.5 5.5 5.5-5.5" />)
/** A chevron pointing up. */
export const ChevronUpIcon = createIcon('ChevronUpIcon', <path d="M6.5 14.5L12 9l5.5 5.5" />)
/** A chevron pointing left: back, previous. */
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', <path d="M14.5 6.5L9 12l5.5 5.5" />)
/** A chevron pointing right: forward, next, submenu. */
export const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="M9.5 6.5L15 12l-5.5 5.5" />)
/** A magnifying glass: search. */
export const SearchIcon = createIcon(
  'SearchIcon',
  <>
    <circle cx={10.5} cy={10.5} r={6} />
    <path d="M15 15l5 5" />
  </>,
)
/** Three dots: more actions. */
export const EllipsisHorizontalIcon = createIcon(
  'EllipsisHorizontalIcon',
  <>
    {dot(6, 12)}
    {dot(12, 12)}
    {dot(18, 12)}
  </>,
)
/** Three lines: the navigation sidebar. */
export const MenuIcon = createIcon('MenuIcon', <path d="M4.5 7h15M4.5 12h15M4.5 17h15" />)
/** An "i" in a circle: information. */
export const InfoIcon = createIcon(
  'InfoIcon',
  <>
    <circle cx={12} cy={12} r={8.5} />
    <path d="M12 11v5.5" />
    {dot(12, 7.8)}
  </>,
)
/** A tick in a circle: success. */
export const SuccessIcon = createIcon(
  'SuccessIcon',
  <>
    <circle cx={12} cy={12} r={8.5} />
    <path d="M8.2 12.3l2.6 2.6 5-5.3" />
  </>,
)
/** An exclamation mark in a triangle: warning. */
export const WarningIcon = createIcon(
  'WarningIcon',
  <>
    <path d="M12 4L20.5 19h-17z" />
    <path d="M12 9.5v4.5" />
    {dot(12, 16.6)}
  </>,
)
/** An exclamation mark in a circle: error. */
export const ErrorIcon = createIcon(
  'ErrorIcon',
  <>
    <circle cx={12} cy={12} r={8.5} />
    <path d="M12 7.5v5.5" />
    {dot(12, 16)}
  </>,
)
/** A question mark in a circle: help. */
export const HelpIcon = createIcon(
  'HelpIcon',
  <>
    <circle cx={12} cy={12} r={8.5} />
    <path d="M9.6 9.6a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.5" />
    {dot(12, 16.6)}
  </>,
)
/** A sun: the light colour scheme. */
export const SunIcon = createIcon(
  'SunIcon',
  <>
    <circle cx={12} cy={12} r={3.5} />
    <path d="M12 3.5v2M12 18.5v2M3.5 12h2M18.5 12h2M6 6l1.4 1.4M16.6 16.6L18 18M6 18l1.4-1.4M16.6 7.4L18 6" />
  </>,
)
/** A crescent moon: the dark colour scheme. */
export const MoonIcon = createIcon('MoonIcon', <path d="M19.5 14.5A7.5 7.5 0 0 1 9.5 4.5a7.5 7.5 0 1 0 10 10z" />)
/** A screen: follow the system colour scheme. */
export const DesktopIcon = createIcon(
  'DesktopIcon',
  <>
    <rect x={3.5} y={4.5} width={17} height={11.5} rx={1.5} />
    <path d="M9 19.5h6M12 16v3.5" />
  </>,
)
/** A person: a user, the account menu. */
export const UserIcon = createIcon(
  'UserIcon',
  <>
    <circle cx={12} cy={8.5} r={3.5} />
    <path d="M5.5 19.5c.8-3.4 3.4-5 6.5-5s5.7 1.6 6.5 5" />
  </>,
)
/** A page: a document. */
export const DocumentIcon = createIcon('DocumentIcon', <path d="M6.5 3.5h7l4 4v13h-11zM13.5 3.5v4h4" />)
/** A pencil: edit. */
export const EditIcon = createIcon('EditIcon', <path d="M14.5 5.5l4 4L9 19H5v-4zM12.5 7.5l4 4" />)
/** A bin: delete. */
export const TrashIcon = createIcon('TrashIcon', <path d="M4.5 7h15M10 4h4M6.5 7l1 13h9l1-13M10 10.5v6M14 10.5v6" />)
/** Two sheets: duplicate, copy. */
export const CopyIcon = createIcon(
  'CopyIcon',
  <>
    <rect x={8.5} y={8.5} width={11} height={11} rx={1.5} />
    <path d="M15.5 5.5v-1h-11v11h1" />
  </>,
)
/** A chain link: a URL, a reference. */
export const LinkIcon = createIcon(
  'LinkIcon',
  <path d="M10.5 13.5a3.5 3.5 0 0 0 5 0l3-3a3.5 3.5 0 0 0-5-5l-1 1M13.5 10.5a3.5 3.5 0 0 0-5 0l-3 3a3.5 3.5 0 0 0 5 5l1-1" />,
)
/** A padlock: locked, no permission. */
export const LockIcon = createIcon(
  'LockIcon',
  <>
    <rect x={5.5} y={10.5} width={13} height={10} rx={1.5} />
    <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
  </>,
)
/** A picture: an image. */
export const ImageIcon = createIcon(
  'ImageIcon',
  <>
    <rect x={3.5} y={5} width={17} height={14} rx={1.5} />
    <circle cx={9} cy={10} r={1.5} />
    <path d="M4 17.5l5-5 4 4 2.5-2.5 4.5 4.5" />
  </>,
)
/** An arrow out of a tray: upload. */
export const UploadIcon = createIcon('UploadIcon', <path d="M12 15.5V4.5M7.5 9L12 4.5 16.5 9M4.5 15v4.5h15V15" />)
/** An arrow into a tray: download. */
export const DownloadIcon = createIcon('DownloadIcon', <path d="M12 4.5v11M7.5 11l4.5 4.5 4.5-4.5M4.5 15v4.5h15V15" />)
/** An arrow out of a door: sign out. */
export const LeaveIcon = createIcon('LeaveIcon', <path d="M13.5 4.5h-8v15h8M10 12h10M16.5 8.5L20 12l-3.5 3.5" />)
