import type {HTMLAttributes, ReactElement, Ref} from 'react'

/**
 * The element a tooltip, popover or menu is attached to: any element that takes HTML props
 * and a ref (a {@link Button}, an `<input>`, …). The kit clones it to add the ARIA state and
 * event handlers.
 */
export type ReferenceElement = ReactElement<HTMLAttributes<HTMLElement> & {ref?: Ref<HTMLElement>}>
