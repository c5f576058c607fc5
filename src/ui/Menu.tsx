import {
  autoUpdate,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useListNavigation,
  useMergeRefs,
  useRole,
  useTypeahead,
  FloatingFocusManager,
  FloatingList,
  FloatingNode,
  type Placement,
} from '@floating-ui/react'
import {cloneElement, useCallback, useMemo, useRef, useState, type ReactNode} from 'react'
import {cx} from './cx'
import {FloatingTreeRoot} from './FloatingTreeRoot'
import {Layer} from './Layer'
import {MenuContext} from './MenuContext'
import type {ReferenceElement} from './referenceElement'
import {useControllableState} from './useControllableState'
import {viewportMiddleware} from './viewportMiddleware'

/** Props of {@link Menu}. */
export interface MenuProps {
  /** The button that opens the menu; it gets `aria-haspopup`, `aria-expanded` and names the menu. */
  button: ReferenceElement
  /** {@link MenuItem}s, {@link MenuGroup}s and {@link MenuDivider}s. */
  children: ReactNode
  /** Names the menu instead of its button. */
  'aria-label'?: string
  placement?: Placement
  /** Whether it is open; leave out to let the button toggle it. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** Width limits in pixels (the studio's menus are, for example, 200–300 wide). */
  minWidth?: number
  maxWidth?: number
  className?: string
}

/**
 * A menu of actions opened by a button, with the keyboard behaviour of the WAI-ARIA menu
 * button pattern: Enter, Space or ArrowDown on the button open it on the first item (ArrowUp
 * on the last); ArrowUp/ArrowDown move between items, wrapping around; Home/End jump to the
 * ends; typing letters moves to the next item starting with them; Escape and Tab close it and
 * give focus back to the button. Only the active item is in the tab order (roving tabindex),
 * and disabled items are skipped.
 * @example
 * <Menu button={<Button text="Actions" />}>
 *   <MenuItem text="Duplicate" onClick={duplicate} />
 *   <MenuItem text="Delete" tone="critical" onClick={remove} />
 * </Menu>
 */
export function Menu(props: MenuProps) {
  return (
    <FloatingTreeRoot>
      <MenuRoot {...props} />
    </FloatingTreeRoot>
  )
}

function MenuRoot({
  button,
  children,
  'aria-label': ariaLabel,
  placement = 'bottom-start',
  open: openProp,
  onOpenChange,
  minWidth,
  maxWidth,
  className,
}: MenuProps) {
  const [open, setOpen] = useControllableState(openProp, onOpenChange, false)
  const [activeIndex, setActiveIndex] = useState<number | null>(null)
  const elementsRef = useRef<Array<HTMLElement | null>>([])
  const labelsRef = useRef<Array<string | null>>([])
  const nodeId = useFloatingNodeId()
  const {refs, floatingStyles, context} = useFloating({
    nodeId,
    open,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    middleware: viewportMiddleware(4),
    whileElementsMounted: autoUpdate,
  })
  const click = useClick(context)
  const role = useRole(context, {role: 'menu'})
  const dismiss = useDismiss(context)
  const listNavigation = useListNavigation(context, {
    listRef: elementsRef,
    activeIndex,
    onNavigate: setActiveIndex,
    loop: true,
  })
  const typeahead = useTypeahead(context, {listRef: labelsRef, activeIndex, onMatch: open ? setActiveIndex : undefined})
  const {getReferenceProps, getFloatingProps, getItemProps} = useInteractions([
    click,
    role,
    dismiss,
    listNavigation,
    typeahead,
  ])
  const ref = useMergeRefs([refs.setReference, button.props.ref])
  const floatingRef = useMergeRefs([refs.setFloating])
  const close = useCallback(() => setOpen(false), [setOpen])
  const menu = useMemo(() => ({activeIndex, getItemProps, close}), [activeIndex, getItemProps, close])
  return (
    <FloatingNode id={nodeId}>
      {/* Inside another floating element (a dialog, say) floating-ui's useRole would make the
          button a submenu `menuitem`; this menu is not a submenu, so the button keeps its role. */}
      {cloneElement(button, {...getReferenceProps({...button.props, role: button.props.role}), ref})}
      {open && (
        <Layer>
          <FloatingFocusManager context={context} modal={false} initialFocus={0}>
            <div
              ref={floatingRef}
              className={cx('vellum-menu', className)}
              style={{...floatingStyles, minWidth, maxWidth}}
              {...getFloatingProps(ariaLabel ? {'aria-label': ariaLabel, 'aria-labelledby': undefined} : {})}
            >
              <MenuContext.Provider value={menu}>
                <FloatingList elementsRef={elementsRef} labelsRef={labelsRef}>
                  {children}
                </FloatingList>
              </MenuContext.Provider>
            </div>
          </FloatingFocusManager>
        </Layer>
      )}
    </FloatingNode>
  )
}
