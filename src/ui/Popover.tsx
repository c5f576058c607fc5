import {
  autoUpdate,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useMergeRefs,
  useRole,
  FloatingFocusManager,
  FloatingNode,
  type Placement,
} from '@floating-ui/react'
import {cloneElement, useId, type HTMLAttributes, type ReactNode, type RefObject} from 'react'
import {cx} from './cx'
import {FloatingTreeRoot} from './FloatingTreeRoot'
import {Layer} from './Layer'
import type {ReferenceElement} from './referenceElement'
import {space} from './theme'
import {useControllableState} from './useControllableState'
import {viewportMiddleware} from './viewportMiddleware'

/** Props of {@link Popover}. */
export interface PopoverProps extends Omit<HTMLAttributes<HTMLDivElement>, 'content' | 'children'> {
  /** What the popover holds. */
  content: ReactNode
  /** The element that opens it on click; it gets `aria-expanded` and `aria-controls`. */
  children: ReferenceElement
  /** Whether it is open; leave out to let clicks on the child toggle it. */
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  placement?: Placement
  /** Trap focus inside until it closes, as a small dialog would. */
  modal?: boolean
  /** Make it exactly as wide as the element it is attached to. */
  matchReferenceWidth?: boolean
  /** Step of the spacing scale inside. */
  padding?: number
  /** What gets focus on open; by default the first focusable element inside, else the popover. */
  initialFocus?: RefObject<HTMLElement | null>
}

/**
 * A floating panel attached to an element, for pickers and small forms. It opens on click,
 * moves focus inside, closes on Escape or a click outside, and gives focus back to the
 * element that opened it. Named by `aria-label`, or else by the element it is attached to.
 */
export function Popover(props: PopoverProps) {
  return (
    <FloatingTreeRoot>
      <PopoverRoot {...props} />
    </FloatingTreeRoot>
  )
}

function PopoverRoot({
  content,
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placement = 'bottom',
  modal = false,
  matchReferenceWidth = false,
  padding = 3,
  initialFocus,
  className,
  style,
  ...rest
}: PopoverProps) {
  const [open, setOpen] = useControllableState(openProp, onOpenChange, defaultOpen)
  const nodeId = useFloatingNodeId()
  const generatedId = useId()
  const referenceId = children.props.id ?? generatedId
  const {refs, floatingStyles, context} = useFloating({
    nodeId,
    open,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    middleware: viewportMiddleware(6, {matchReferenceWidth}),
    whileElementsMounted: autoUpdate,
  })
  const click = useClick(context)
  const dismiss = useDismiss(context)
  const role = useRole(context, {role: 'dialog'})
  const {getReferenceProps, getFloatingProps} = useInteractions([click, dismiss, role])
  const ref = useMergeRefs([refs.setReference, children.props.ref])
  const floatingRef = useMergeRefs([refs.setFloating])
  return (
    <FloatingNode id={nodeId}>
      {cloneElement(children, {...getReferenceProps({...children.props, id: referenceId}), ref})}
      {open && (
        <Layer>
          <FloatingFocusManager context={context} modal={modal} initialFocus={initialFocus ?? 0}>
            <div
              ref={floatingRef}
              className={cx('vellum-popover', className)}
              style={{...floatingStyles, padding: space(padding), ...style}}
              {...getFloatingProps({'aria-labelledby': rest['aria-label'] ? undefined : referenceId, ...rest})}
            >
              {content}
            </div>
          </FloatingFocusManager>
        </Layer>
      )}
    </FloatingNode>
  )
}
