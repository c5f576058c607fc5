/** How long a spinner waits before it shows, so quick loads never flash one, in ms. */
export const SPINNER_DELAY_MS = 500

/** How long a toast stays before it closes by itself, in ms. */
export const TOAST_DURATION_MS = 5000

/** The z-index offset of the toast layer above its parent layer. */
export const TOAST_Z_OFFSET = 100

/**
 * Distance in pixels between the left edges of neighbouring avatars in an {@link AvatarStack}. A 25 px avatar is drawn 21 px after the one before it, so each
 * covers the last 4 px of its neighbour.
 */
export const AVATAR_STACK_SPACING = 21

/** How many avatars a stack shows before it folds the rest into a "+N" counter. */
export const AVATAR_STACK_MAX = 3

/** How long the pointer must rest on an element before its tooltip opens. */
export const TOOLTIP_DELAY_MS = 300
