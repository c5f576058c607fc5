import {createContext, useContext, type ComponentType} from 'react'
import type {Diff} from '../../diff'
import type {FormServices} from '../../form'
import type {PreviewStore} from '../../store'
import type {Patch} from '../../types'

/**
 * Who an author id is, for the avatars of a change: a display name and, when known, a picture.
 * @public
 */
export interface ChangeAuthor {
  displayName: string
  imageUrl?: string
}

/** What every part of one change list shares: the root diff, whether it may revert, and authors. */
export interface ChangeListContextValue {
  /** The document's diff: revert patches are computed against it, so their paths are whole. */
  rootDiff: Diff
  /** When set, revert buttons are shown and call it with the patches. */
  onRevert: ((patches: Patch[]) => void) | undefined
  /** Looks up an author id's name and picture. */
  resolveAuthor: (id: string) => ChangeAuthor | undefined
  /** Previews of referenced documents; without it a reference shows its target's id. */
  previews: PreviewStore | undefined
  /**
   * Renders one diff by its type. Given by the list (it is `DiffView`), so the views of arrays
   * and objects render their items and fields without importing the view that renders them.
   */
  DiffView: ComponentType<{diff: Diff}>
  /** Image URLs and asset lookups for the form's `PreviewImage`. */
  imageServices: FormServices | undefined
}

/** Set by {@link ChangeList} around its changes. */
export const ChangeListContext = createContext<ChangeListContextValue | null>(null)

/** The change list around the caller. @throws Error outside a change list. */
export function useChangeList(): ChangeListContextValue {
  const value = useContext(ChangeListContext)
  if (!value) throw new Error('A change must be rendered inside a ChangeList')
  return value
}
