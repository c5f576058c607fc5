import {FloatingPortal} from '@floating-ui/react'
import {createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes, type ReactNode} from 'react'
import {cx} from './cx'
import {ThemeContext} from './ThemeContext'

interface LayerContextValue {
  zIndex: number
  portalElement: HTMLElement | null
}

const LayerContext = createContext<LayerContextValue>({zIndex: 0, portalElement: null})

/** Props of {@link LayerProvider}. */
export interface LayerProviderProps {
  /** Added to the parent's z-index for every layer inside. */
  zOffset?: number
  /** Where layers inside are portalled to; defaults to the parent's choice, then `document.body`. */
  portalElement?: HTMLElement | null
  children?: ReactNode
}

/**
 * Sets the z-index base (and optionally the portal target) for the layers inside, without
 * rendering anything. A host page with its own fixed header can lift the studio's popovers
 * above it with `<LayerProvider zOffset={1000}>`.
 */
export function LayerProvider({zOffset = 0, portalElement, children}: LayerProviderProps) {
  const parent = useContext(LayerContext)
  const value = useMemo(
    () => ({zIndex: parent.zIndex + zOffset, portalElement: portalElement ?? parent.portalElement}),
    [parent, zOffset, portalElement],
  )
  return <LayerContext.Provider value={value}>{children}</LayerContext.Provider>
}

/** Props of {@link Layer}. */
export interface LayerProps extends HTMLAttributes<HTMLDivElement> {
  /** How far above its parent layer this one sits. */
  zOffset?: number
  children?: ReactNode
}

/**
 * Lifts its children out of the page flow: they are portalled to the end of the body (so no
 * `overflow: hidden` ancestor clips them) into a root that paints with the surrounding theme,
 * at a z-index one `zOffset` above the layer they were opened from. Popovers, tooltips, menus,
 * dialogs and toasts all render in one, so a menu opened in a dialog sits above that dialog.
 */
export function Layer({zOffset = 1, className, style, children, ...rest}: LayerProps) {
  const parent = useContext(LayerContext)
  const theme = useContext(ThemeContext)
  const zIndex = parent.zIndex + zOffset
  const value = useMemo(() => ({zIndex, portalElement: parent.portalElement}), [zIndex, parent.portalElement])
  return (
    <FloatingPortal root={parent.portalElement ?? undefined}>
      <LayerContext.Provider value={value}>
        <div
          {...rest}
          className={cx('vellum-theme vellum-layer', className)}
          data-scheme={theme.scheme}
          data-z-index={zIndex}
          style={{...theme.variables, zIndex, ...style} as CSSProperties}
        >
          {children}
        </div>
      </LayerContext.Provider>
    </FloatingPortal>
  )
}

/** The z-index of the nearest layer (0 outside any). */
export function useLayerZIndex(): number {
  return useContext(LayerContext).zIndex
}
