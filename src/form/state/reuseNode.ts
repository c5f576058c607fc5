import {pathsAreEqual} from '../../document'
import type {Path} from '../../types'
import type {FormNodeValidation} from './FormNode'
import type {FormNodePresence} from './FormNodePresence'

type Comparator = (a: unknown, b: unknown) => boolean

/**
 * Returns `previous` when `next` says the same thing, else `next`. This is how form state
 * builds share structure: a node, member or fieldset is compared with the one built for the
 * same place last time, property by property — values and schema types by identity (patches
 * share unchanged subtrees), child nodes by identity (they were reused first, bottom-up),
 * markers and presence by content (a validation run makes new markers every time).
 */
export function reuseNode<T extends object>(previous: T | undefined, next: T): T {
  if (previous === undefined || previous === next) return next
  const a = previous as Record<string, unknown>
  const b = next as Record<string, unknown>
  const keys = Object.keys(b)
  if (Object.keys(a).length !== keys.length) return next
  for (const key of keys) {
    if (!(key in a)) return next
    const compare = COMPARATORS[key] ?? Object.is
    if (!compare(a[key], b[key])) return next
  }
  return previous
}

/** Returns `previous` when it has the same elements (each the same, or shallowly equal), else `next`. */
export function reuseList<T>(previous: readonly T[] | undefined, next: readonly T[]): readonly T[] {
  return previous !== undefined && sameElements(previous, next, shallowEqual) ? previous : next
}

/** Markers equal by level, message and path. */
export function sameMarkers(a: readonly FormNodeValidation[], b: readonly FormNodeValidation[]): boolean {
  return a === b || (a.length === b.length && a.every((marker, index) => sameMarker(marker, b[index]!)))
}

/** Presence equal by session, user, path and activity. */
export function samePresence(a: readonly FormNodePresence[], b: readonly FormNodePresence[]): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every((item, index) => {
        const other = b[index]!
        return (
          item.sessionId === other.sessionId &&
          item.lastActiveAt === other.lastActiveAt &&
          item.user.id === other.user.id &&
          item.user.displayName === other.user.displayName &&
          item.user.imageUrl === other.user.imageUrl &&
          pathsAreEqual(item.path, other.path)
        )
      }))
  )
}

function sameMarker(a: FormNodeValidation, b: FormNodeValidation): boolean {
  return a.level === b.level && a.message === b.message && pathsAreEqual(a.path, b.path)
}

function sameElements(a: unknown, b: unknown, element: Comparator = Object.is): boolean {
  return (
    Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => element(item, b[index]))
  )
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) || Array.isArray(b)) return sameElements(a, b, shallowEqual)
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  )
}

// Member errors are rebuilt with every build; their parts are values, types and small lists.
function sameError(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => {
      const x = (a as Record<string, unknown>)[key]
      const y = (b as Record<string, unknown>)[key]
      return key === 'duplicates'
        ? JSON.stringify(x) === JSON.stringify(y)
        : key === 'validTypes'
          ? sameElements(x, y)
          : Object.is(x, y)
    })
  )
}

const COMPARATORS: Record<string, Comparator> = {
  path: (a, b) => pathsAreEqual(a as Path, b as Path),
  validation: (a, b) => sameMarkers(a as FormNodeValidation[], b as FormNodeValidation[]),
  presence: (a, b) => samePresence(a as FormNodePresence[], b as FormNodePresence[]),
  members: (a, b) => sameElements(a, b),
  unknownFields: (a, b) => sameElements(a, b),
  groups: (a, b) => sameElements(a, b, shallowEqual),
  error: sameError,
}
