import {flip, offset, shift, size, type Middleware} from '@floating-ui/react'

/** Options of {@link viewportMiddleware}. */
export interface ViewportMiddlewareOptions {
  /** Also make the floating element as wide as its reference (select-like popovers). */
  matchReferenceWidth?: boolean
}

/**
 * The floating-ui middleware menus and popovers share: `gap` pixels from the reference,
 * flipped and shifted to stay 8 px inside the viewport, and never taller than the room left.
 */
export function viewportMiddleware(
  gap: number,
  {matchReferenceWidth = false}: ViewportMiddlewareOptions = {},
): Middleware[] {
  return [
    offset(gap),
    flip({padding: 8}),
    shift({padding: 8}),
    size({
      padding: 8,
      apply({rects, availableHeight, elements}) {
        elements.floating.style.maxHeight = `${Math.max(0, availableHeight)}px`
        if (matchReferenceWidth) elements.floating.style.width = `${rects.reference.width}px`
      },
    }),
  ]
}
