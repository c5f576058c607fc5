/**
 * A mendoza encoder: computes the compact patch the listen and history endpoints send as a
 * mutation's `effects`. The npm package `mendoza` only applies patches; this is our differ.
 *
 * Format decisions:
 * - No change is the empty patch `[]`: the applier starts with the old root on its output
 *   stack and returns it untouched.
 * - A missing document is `null` (JSON has no `undefined`; `undefined` is read as `null`).
 *   Appear and disappear are whole-value replacements, `[0, doc]` and `[0, null]`, exactly
 *   what the applier turns into `doc` / `null` whatever the old root was.
 * - Arrays are always rebuilt from a blank builder with slices of the old array, never
 *   appended onto a copy: mendoza-js's incremental applier shares the old array's element
 *   list with a copy, so appending to a copy would corrupt the previous version it keeps.
 * - A blank builder nothing is written into comes out as `null`, so emptying a string, array
 *   or object is always a replacement (`""`, `[]`, `{}`).
 * - String slices after non-ASCII text are avoided (see `mendozaStrings.ts`): mendoza-js's
 *   simple applier miscounts them.
 * - A field named `__proto__` cannot be written by mendoza-js's simple applier (plain
 *   assignment); document field names never use it.
 */
import {JsonSizer, MendozaOp, OpsBuilder} from './mendozaOps'
import {writeStringDiff} from './mendozaStrings'

/** A mendoza patch: a flat JSON array of opcodes and operands, applied with `applyPatch` from `mendoza`. */
export type MendozaPatch = unknown[]

/** The mendoza effects of one document change, as sent on listen and history events. */
export interface MendozaEffects {
  /** Turns the previous document into the next one. */
  apply: MendozaPatch
  /** Turns the next document back into the previous one. */
  revert: MendozaPatch
}

type JsonObject = Record<string, unknown>

/** Ops that turn the current input value into the target, starting from a copy of it or from blank. */
interface Plan {
  mode: 'copy' | 'blank'
  ops: OpsBuilder
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const hasField = (object: JsonObject, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(object, key) && object[key] !== undefined

/** Structural equality of JSON values; key order and `undefined` fields are ignored. */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    return a.every((item, i) => jsonEqual(item, b[i]))
  }
  if (Array.isArray(b)) return false
  const left = a as JsonObject
  const right = b as JsonObject
  const leftKeys = Object.keys(left).filter((key) => left[key] !== undefined)
  const rightCount = Object.keys(right).filter((key) => right[key] !== undefined).length
  return (
    leftKeys.length === rightCount && leftKeys.every((key) => hasField(right, key) && jsonEqual(left[key], right[key]))
  )
}

/** The `_key` of a keyed array item (a Portable Text block, an array-of-objects member). */
const itemKey = (value: unknown): string | undefined =>
  isObject(value) && typeof value._key === 'string' ? value._key : undefined

class MendozaDiffer {
  readonly sizer = new JsonSizer()
  private readonly jsonText = new WeakMap<object, string>()

  builder(): OpsBuilder {
    return new OpsBuilder(this.sizer)
  }

  /** The root patch: nothing, a patch of the old root, or the new root whole — whichever is smallest. */
  root(left: unknown, right: unknown): MendozaPatch {
    if (jsonEqual(left, right)) return []
    const replace = [MendozaOp.Value, right]
    const plan = this.plan(left, right)
    if (!plan) return replace
    const patch = plan.mode === 'copy' ? plan.ops : this.builder().op(MendozaOp.Blank).append(plan.ops)
    // `[0,<root>]` costs the root's size plus 3, as a builder counts it; the root is measured only as far as the patch
    // reaches, so a small patch of a big document does not pay for sizing the whole of it.
    return patch.size < this.sizer.sizeUpTo(right, patch.size) + 3 ? patch.tokens : replace
  }

  /**
   * Ops that build `right` from the input value `left` (which must differ), or undefined
   * when only a replacement will do (different types, scalars, or an empty blank build).
   */
  private plan(left: unknown, right: unknown): Plan | undefined {
    let plan: Plan | undefined
    if (typeof left === 'string' && typeof right === 'string') {
      const ops = this.builder()
      const mode = writeStringDiff(left, right, ops)
      plan = mode && {mode, ops}
    } else if (Array.isArray(left) && Array.isArray(right)) {
      plan = this.arrayPlan(left, right)
    } else if (isObject(left) && isObject(right)) {
      plan = this.objectPlan(left, right)
    }
    // A blank builder nothing was written into finalizes as null, not as "", [] or {}.
    if (plan && plan.mode === 'blank' && plan.ops.tokens.length === 0) return undefined
    return plan
  }

  /** Ops for one changed field: a nested patch or `ObjectSetFieldValue`, whichever is smaller. */
  private fieldOps(index: number, key: string, left: unknown, right: unknown): OpsBuilder {
    const replace = this.builder().op(MendozaOp.ObjectSetFieldValue, right, key)
    const plan = this.plan(left, right)
    if (!plan) return replace
    const nested = this.builder()
      .op(plan.mode === 'copy' ? MendozaOp.PushFieldCopy : MendozaOp.PushFieldBlank, index)
      .append(plan.ops)
      .op(MendozaOp.ReturnIntoObjectSameKeyPop)
    return nested.size < replace.size ? nested : replace
  }

  /** Ops for one array item built from old item `index`: a nested patch or the new value whole. */
  private elementOps(index: number, left: unknown, right: unknown): OpsBuilder {
    const replace = this.builder().op(MendozaOp.ArrayAppendValue, right)
    const plan = this.plan(left, right)
    if (!plan) return replace
    const nested = this.builder()
      .op(plan.mode === 'copy' ? MendozaOp.PushElementCopy : MendozaOp.PushElementBlank, index)
      .append(plan.ops)
      .op(MendozaOp.ReturnIntoArrayPop)
    return nested.size < replace.size ? nested : replace
  }

  /**
   * Objects: changed fields are patched or set, new fields set; the rest is either kept by
   * starting from a copy and deleting removed fields, or rebuilt from blank by copying the
   * unchanged ones — whichever of the two lists is shorter.
   */
  private objectPlan(left: JsonObject, right: JsonObject): Plan {
    // Field operands index the old object's keys in sorted order, as the applier reads them.
    const keys = Object.keys(left).sort()
    const changes = this.builder()
    const deletes = this.builder()
    const copies = this.builder()
    keys.forEach((key, index) => {
      if (!hasField(left, key)) return
      if (!hasField(right, key)) deletes.op(MendozaOp.ObjectDeleteField, index)
      else if (jsonEqual(left[key], right[key])) copies.op(MendozaOp.ObjectCopyField, index)
      else changes.append(this.fieldOps(index, key, left[key], right[key]))
    })
    for (const key of Object.keys(right)) {
      if (hasField(right, key) && !hasField(left, key)) changes.op(MendozaOp.ObjectSetFieldValue, right[key], key)
    }
    return deletes.size <= copies.size
      ? {mode: 'copy', ops: deletes.append(changes)}
      : {mode: 'blank', ops: copies.append(changes)}
  }

  /**
   * Arrays: each new item is an unchanged old item (gathered into `ArrayAppendSlice` runs),
   * a patched old item, or a new value. Old items are found by position in the common
   * prefix/suffix, then by `_key`, then by equal content anywhere; an item left over in the
   * changed middle is patched from the old item at the same position.
   */
  private arrayPlan(left: unknown[], right: unknown[]): Plan {
    const limit = Math.min(left.length, right.length)
    let prefix = 0
    while (prefix < limit && jsonEqual(left[prefix], right[prefix])) prefix++
    let suffix = 0
    while (suffix < limit - prefix && jsonEqual(left[left.length - 1 - suffix], right[right.length - 1 - suffix])) {
      suffix++
    }

    const byKey = new Map<string, number>()
    left.forEach((item, index) => {
      const key = itemKey(item)
      if (key !== undefined && !byKey.has(key)) byKey.set(key, index)
    })
    let byContent: Map<string, number> | undefined
    const findEqual = (item: unknown): number | undefined => {
      if (!byContent) {
        byContent = new Map()
        for (let index = left.length - 1; index >= 0; index--) byContent.set(this.json(left[index]), index)
      }
      return byContent.get(this.json(item))
    }

    const ops = this.builder()
    let run: {from: number; to: number} | undefined
    const flush = (): void => {
      if (!run) return
      const slice = this.builder().op(MendozaOp.ArrayAppendSlice, run.from, run.to)
      // A single tiny item (a number, a short string) is cheaper to resend than to slice.
      const single = run.to - run.from === 1 ? this.builder().op(MendozaOp.ArrayAppendValue, left[run.from]) : undefined
      ops.append(single && single.size < slice.size ? single : slice)
      run = undefined
    }
    const reuse = (index: number): void => {
      if (run && run.to === index) run.to++
      else {
        flush()
        run = {from: index, to: index + 1}
      }
    }

    right.forEach((item, i) => {
      if (i < prefix) return reuse(i)
      if (i >= right.length - suffix) return reuse(i - right.length + left.length)
      // Keep extending the current run when the next old item is the one wanted.
      if (run && run.to < left.length && jsonEqual(left[run.to], item)) return reuse(run.to)
      const key = itemKey(item)
      const keyed = key === undefined ? undefined : byKey.get(key)
      if (keyed !== undefined) {
        if (jsonEqual(left[keyed], item)) return reuse(keyed)
        flush()
        return void ops.append(this.elementOps(keyed, left[keyed], item))
      }
      const equal = findEqual(item)
      if (equal !== undefined) return reuse(equal)
      flush()
      const positional = i < left.length - suffix ? i : undefined
      // Never patch an item into one with a different `_key`: that is a replacement, not an edit.
      if (positional !== undefined && (key === undefined || itemKey(left[positional]) === undefined)) {
        ops.append(this.elementOps(positional, left[positional], item))
      } else ops.op(MendozaOp.ArrayAppendValue, item)
    })
    flush()
    return {mode: 'blank', ops}
  }

  /** JSON text of a value, cached per object; used only to look up equal array items. */
  private json(value: unknown): string {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null'
    let text = this.jsonText.get(value)
    if (text === undefined) {
      text = JSON.stringify(value)
      this.jsonText.set(value, text)
    }
    return text
  }
}

/**
 * Computes a mendoza patch that turns `left` into `right`.
 *
 * The patch is field-level: unchanged fields are kept or copied, changed objects and arrays
 * are patched recursively, array items are reused by position, `_key` or equal content, and
 * strings reuse their common prefix and suffix. Wherever sending the new value whole is
 * smaller, that is sent instead. `undefined` is treated as `null`.
 *
 * @param left - the old JSON value (a document, or `null` for none)
 * @param right - the new JSON value
 * @returns a patch `p` with `applyPatch(left, p)` deep-equal to `right`; `[]` when they are equal
 * @example
 * ```ts
 * import {applyPatch} from 'mendoza'
 * const left = {_id: 'a', title: 'Hello', count: 1}
 * diffMendoza(left, {...left, count: 2}) // [17, 2, 'count']  (ObjectSetFieldValue)
 * diffMendoza(left, {...left, title: 'Hello, world'}) // [10, 2, 22, ', world', 15]
 * applyPatch(left, diffMendoza(left, {...left, count: 2})) // {_id: 'a', title: 'Hello', count: 2}
 * ```
 */
export function diffMendoza(left: unknown, right: unknown): MendozaPatch {
  return new MendozaDiffer().root(left ?? null, right ?? null)
}

/**
 * Computes the `effects` of a document change for listen and history events.
 *
 * A created document (`previous` null/undefined) gets `apply: [0, next]`, `revert: [0, null]`;
 * a deleted one the reverse; an unchanged one `[]` both ways.
 *
 * @param previous - the document before the change, or null/undefined if it did not exist
 * @param next - the document after the change, or null/undefined if it no longer exists
 * @returns `apply` (previous → next) and `revert` (next → previous)
 */
export function mendozaEffects(previous: unknown, next: unknown): MendozaEffects {
  return {apply: diffMendoza(previous, next), revert: diffMendoza(next, previous)}
}
