import type {Patch, PathSegment} from '../../types'

/**
 * What {@link PatchEvent.from} and an input's `onChange` accept: patches, events, or lists of them.
 * @public
 */
export type PatchArg = Patch | PatchEvent | readonly PatchArg[]

/**
 * An ordered set of patches on its way up the form. An input emits patches relative to its own
 * value; every level above prefixes them with its place (`prefixAll`), so what leaves
 * `FormBuilder` addresses the document. Immutable: each method returns a new event.
 *
 * @example
 * ```ts
 * PatchEvent.from(set('Hi')).prefixAll('title').patches
 * // [{type: 'set', path: ['title'], value: 'Hi'}]
 * ```
 * @public
 */
export class PatchEvent {
  /** The patches, in the order they apply. */
  readonly patches: readonly Patch[]

  /** Collects patches from patches, events and (nested) lists of either. */
  static from(...input: PatchArg[]): PatchEvent {
    return new PatchEvent(flatten(input))
  }

  constructor(patches: readonly Patch[] = []) {
    this.patches = Object.freeze([...patches])
  }

  /** A new event with `input` before these patches. */
  prepend(...input: PatchArg[]): PatchEvent {
    return new PatchEvent([...flatten(input), ...this.patches])
  }

  /** A new event with `input` after these patches. */
  append(...input: PatchArg[]): PatchEvent {
    return new PatchEvent([...this.patches, ...flatten(input)])
  }

  /**
   * A new event whose patch paths start with `segments`: an object input prefixes its field's
   * name, an array input the item's keyed segment.
   */
  prefixAll(...segments: PathSegment[]): PatchEvent {
    if (segments.length === 0) return this
    return new PatchEvent(this.patches.map((patch) => prefixPatch(patch, segments)))
  }
}

/** A patch whose paths (its own, and its condition's) start with `segments`. */
export function prefixPatch(patch: Patch, segments: readonly PathSegment[]): Patch {
  const prefixed = {...patch, path: [...segments, ...patch.path]}
  if (prefixed.type === 'move' && prefixed.into) prefixed.into = [...segments, ...prefixed.into]
  if ('onlyIf' in prefixed && prefixed.onlyIf)
    prefixed.onlyIf = {...prefixed.onlyIf, path: [...segments, ...prefixed.onlyIf.path]}
  return prefixed
}

function flatten(input: readonly PatchArg[], into: Patch[] = []): Patch[] {
  for (const item of input) {
    if (item instanceof PatchEvent) into.push(...item.patches)
    else if (Array.isArray(item)) flatten(item, into)
    else if (isPatch(item)) into.push(item)
    else throw new TypeError(`Not a patch: ${JSON.stringify(item)}`)
  }
  return into
}

function isPatch(value: unknown): value is Patch {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Patch).type === 'string' &&
    Array.isArray((value as Patch).path)
  )
}
