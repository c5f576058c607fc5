import {
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useMergeRefs,
  useRole,
  FloatingFocusManager,
  FloatingNode,
  FloatingOverlay,
} from '@floating-ui/react'
import {useId, useRef, type ComponentPropsWithRef, type ReactNode, type RefObject} from 'react'
import {cx} from './cx'
import {FloatingTreeRoot} from './FloatingTreeRoot'
import {IconButton} from './IconButton'
import {CloseIcon} from './icons'
import {Layer} from './Layer'

/** Props of {@link Dialog}. */
export interface DialogProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Whether it shows; alternatively render it only while needed and leave this out. */
  open?: boolean
  /** The title; it names the dialog. Without one, pass `aria-label`. */
  header?: ReactNode
  /** Buttons at the bottom, such as Cancel and Confirm. */
  footer?: ReactNode
  /**
   * Called when the user asks to close it: the close button, Escape, or a click outside.
   * Leave it out for a dialog that must be answered (no close button, Escape does nothing).
   */
  onClose?: () => void
  /** Accessible name of the close button. */
  closeLabel?: string
  /** Whether a click on the backdrop closes it. */
  closeOnOutsideClick?: boolean
  /** Maximum width: pixels, or any CSS length. */
  width?: number | string
  /** What gets focus on open; by default the dialog itself, so its title is read first. */
  initialFocus?: RefObject<HTMLElement | null>
}

/**
 * A modal dialog (`role="dialog"`, `aria-modal`) in its own layer over a backdrop. Focus moves
 * in when it opens and is trapped inside (Tab and Shift+Tab cycle through its controls, the
 * page behind is inert and cannot scroll); Escape closes it; when it closes, focus goes back to
 * the element that had it before, usually the button that opened it.
 */
export function Dialog(props: DialogProps) {
  return (
    <FloatingTreeRoot>
      <DialogRoot {...props} />
    </FloatingTreeRoot>
  )
}

function DialogRoot({
  open = true,
  header,
  footer,
  onClose,
  closeLabel = 'Close',
  closeOnOutsideClick = true,
  width = 560,
  initialFocus,
  className,
  style,
  children,
  ref,
  ...rest
}: DialogProps) {
  const nodeId = useFloatingNodeId()
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const {refs, context} = useFloating({
    nodeId,
    open,
    onOpenChange: (next) => {
      if (!next) onClose?.()
    },
  })
  const dismiss = useDismiss(context, {
    enabled: onClose !== undefined,
    outsidePress: closeOnOutsideClick,
    outsidePressEvent: 'mousedown',
  })
  const role = useRole(context, {role: 'dialog'})
  const {getFloatingProps} = useInteractions([dismiss, role])
  const mergedRef = useMergeRefs([refs.setFloating, dialogRef, ref])
  const hasHeader = header !== undefined && header !== null && header !== false
  if (!open) return null
  return (
    <FloatingNode id={nodeId}>
      <Layer>
        <FloatingOverlay lockScroll className="vellum-dialog-overlay">
          <FloatingFocusManager context={context} modal initialFocus={initialFocus ?? dialogRef}>
            <div
              ref={mergedRef}
              aria-modal="true"
              aria-labelledby={hasHeader ? titleId : undefined}
              className={cx('vellum-dialog', className)}
              style={{maxWidth: width, ...style}}
              {...getFloatingProps(rest)}
            >
              {(hasHeader || onClose) && (
                <div className="vellum-dialog-header">
                  {hasHeader ? (
                    <h2 id={titleId} className="vellum-dialog-title">
                      {header}
                    </h2>
                  ) : (
                    <span className="vellum-dialog-title" />
                  )}
                  {onClose && <IconButton icon={<CloseIcon />} label={closeLabel} onClick={onClose} />}
                </div>
              )}
              <div className="vellum-dialog-body">{children}</div>
              {footer && <div className="vellum-dialog-footer">{footer}</div>}
            </div>
          </FloatingFocusManager>
        </FloatingOverlay>
      </Layer>
    </FloatingNode>
  )
}
