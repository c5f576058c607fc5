import {pathStartsWith} from '../document'
import type {Path} from '../types'

/** Everything under a diff is reverted. */
export const ALL = 'all'

/** What of a diff to revert: all of it, or the places at these paths inside it. */
export type RevertSelection = typeof ALL | readonly Path[]

/**
 * What of the diff at `path` a selection reverts: all of it when a selected path is `path`
 * or above it, the selected paths below it, or nothing (`undefined`).
 */
export function narrowSelection(selection: RevertSelection, path: Path): RevertSelection | undefined {
  if (selection === ALL) return ALL
  const below: Path[] = []
  for (const selected of selection) {
    if (pathStartsWith(selected, path)) return ALL
    if (pathStartsWith(path, selected)) below.push(selected)
  }
  return below.length > 0 ? below : undefined
}
