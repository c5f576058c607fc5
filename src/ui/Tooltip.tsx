import {
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  FloatingNode,
  type Placement,
} from '@floating-ui/react'
import {cloneElement, useState, type ReactNode} from 'react'
import {TOOLTIP_DELAY_MS} from './constants'
import {FloatingTreeRoot} from './FloatingTreeRoot'
import {Layer} from './Layer'
import type {ReferenceElement} from './referenceElement'

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** What the tooltip says; also the element's accessible description while shown. */
  content: ReactNode
  /** The element it describes. A disabled button fires no pointer events: wrap it in a `<span>`. */
  children: ReferenceElement
  placement?: Placement
  /** Milliseconds the pointer must rest before it opens; focus opens it at once. */
  delay?: number
  /** Never open (the child renders as is). */
  disabled?: boolean
}

/**
 * A short description that appears on hover (after {@link TOOLTIP_DELAY_MS}) and on keyboard
 * focus, and links itself with `aria-describedby`. It stays open while the pointer moves onto
 * it, and Escape dismisses it.
 */
export function Tooltip(props: TooltipProps) {
  return (
    <FloatingTreeRoot>
      <TooltipRoot {...props} />
    </FloatingTreeRoot>
  )
}

function TooltipRoot({content, children, placement = 'top', delay = TOOLTIP_DELAY_MS, disabled = false}: TooltipProps) {
  const [open, setOpen] = useState(false)
  const nodeId = useFloatingNodeId()
  const {refs, floatingStyles, context} = useFloating({
    nodeId,
    open: open && !disabled,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    middleware: [offset(6), flip({padding: 8}), shift({padding: 8})],
    whileElementsMounted: autoUpdate,
  })
  const hover = useHover(context, {
    enabled: !disabled,
    delay: {open: delay, close: 0},
    move: false,
    handleClose: safePolygon(),
  })
  const focus = useFocus(context, {enabled: !disabled})
  const dismiss = useDismiss(context)
  const role = useRole(context, {role: 'tooltip'})
  const {getReferenceProps, getFloatingProps} = useInteractions([hover, focus, dismiss, role])
  const ref = useMergeRefs([refs.setReference, children.props.ref])
  const floatingRef = useMergeRefs([refs.setFloating])
  return (
    <FloatingNode id={nodeId}>
      {cloneElement(children, {...getReferenceProps(children.props), ref})}
      {open && !disabled && (
        <Layer>
          <div ref={floatingRef} className="vellum-tooltip" style={floatingStyles} {...getFloatingProps()}>
            {content}
          </div>
        </Layer>
      )}
    </FloatingNode>
  )
}
