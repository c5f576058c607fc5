/**
 * Opcodes of the mendoza patch format and a small builder that tracks the encoded size of
 * what it holds, so the differ can pick the cheaper of two encodings without serialising.
 *
 * A mendoza patch is a flat JSON array: an opcode number followed by its operands. The
 * applier keeps an input stack (what is read from the old value; starts with the root) and
 * an output stack (what is being built; starts with the old root as-is, so `[]` means "no
 * change"). Numbers below are the indexes of the applier's opcode table (mendoza-js
 * `internal-patcher.ts`); `PushParent` (8) is listed there but has no processor, so the
 * differ never emits it.
 */
export const MendozaOp = {
  /** `[0, value]` push a literal onto the output stack. */
  Value: 0,
  /** `[1]` push the current input value onto the output stack. */
  Copy: 1,
  /** `[2]` push an empty builder (object, array or string — decided by what is written into it). */
  Blank: 2,
  /** `[3]` pop the output and append it to the array being built below it. */
  ReturnIntoArray: 3,
  /** `[4, key]` pop the output and set it as field `key` of the object being built below it. */
  ReturnIntoObject: 4,
  /** `[5]` like ReturnIntoObject, with the key of the current input field. */
  ReturnIntoObjectSameKey: 5,
  /** `[6, index]` push field number `index` (of the input's keys, sorted) onto the input stack. */
  PushField: 6,
  /** `[7, index]` push array element `index` onto the input stack. */
  PushElement: 7,
  /** `[9]` pop the input stack. */
  Pop: 9,
  /** `[10, index]` PushField + Copy. */
  PushFieldCopy: 10,
  /** `[11, index]` PushField + Blank. */
  PushFieldBlank: 11,
  /** `[12, index]` PushElement + Copy. */
  PushElementCopy: 12,
  /** `[13, index]` PushElement + Blank. */
  PushElementBlank: 13,
  /** `[14, key]` ReturnIntoObject + Pop. */
  ReturnIntoObjectPop: 14,
  /** `[15]` ReturnIntoObjectSameKey + Pop. */
  ReturnIntoObjectSameKeyPop: 15,
  /** `[16]` ReturnIntoArray + Pop. */
  ReturnIntoArrayPop: 16,
  /** `[17, value, key]` set a field of the object being built to a literal (value first: Value, then ReturnIntoObject). */
  ObjectSetFieldValue: 17,
  /** `[18, index]` copy input field number `index` into the object being built. */
  ObjectCopyField: 18,
  /** `[19, index]` delete input field number `index` from the object being built. */
  ObjectDeleteField: 19,
  /** `[20, value]` append a literal to the array being built. */
  ArrayAppendValue: 20,
  /** `[21, from, to]` append input elements `from` (inclusive) to `to` (exclusive). */
  ArrayAppendSlice: 21,
  /** `[22, text]` append a literal to the string being built. */
  StringAppendString: 22,
  /** `[23, from, to]` append input bytes `from`..`to` (UTF-8 offsets) to the string being built. */
  StringAppendSlice: 23,
} as const

/** One mendoza opcode number. */
export type MendozaOpcode = (typeof MendozaOp)[keyof typeof MendozaOp]

/** Measures the JSON size of values, caching per object so nested diffs stay linear-ish. */
export class JsonSizer {
  private readonly cache = new WeakMap<object, number>()

  /** The length of `JSON.stringify(value)` (undefined counts as `null`). */
  size(value: unknown): number {
    if (value === null || value === undefined) return 4
    if (typeof value === 'string') return JSON.stringify(value).length
    if (typeof value !== 'object') return String(JSON.stringify(value) ?? 'null').length
    const cached = this.cache.get(value)
    if (cached !== undefined) return cached
    let total = 2
    let count = 0
    if (Array.isArray(value)) {
      for (const item of value) total += this.size(item) + (count++ > 0 ? 1 : 0)
    } else {
      for (const [key, item] of Object.entries(value)) {
        if (item === undefined) continue
        total += JSON.stringify(key).length + 1 + this.size(item) + (count++ > 0 ? 1 : 0)
      }
    }
    this.cache.set(value, total)
    return total
  }

  /**
   * The JSON size of a value when it is at most `limit`; otherwise some number above `limit`,
   * found without measuring the rest. Deciding "is the whole value bigger than this patch?"
   * then costs about the patch's size, not the document's.
   */
  sizeUpTo(value: unknown, limit: number): number {
    if (value === null || typeof value !== 'object') return this.size(value)
    const cached = this.cache.get(value)
    if (cached !== undefined) return cached
    let total = 2
    let count = 0
    if (Array.isArray(value)) {
      for (const item of value) {
        if (total > limit) return total
        total += this.sizeUpTo(item, limit - total) + (count++ > 0 ? 1 : 0)
      }
    } else {
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue
        const item = (value as Record<string, unknown>)[key]
        if (item === undefined) continue
        if (total > limit) return total
        total += JSON.stringify(key).length + 1 + this.sizeUpTo(item, limit - total) + (count++ > 0 ? 1 : 0)
      }
    }
    if (total <= limit) this.cache.set(value, total)
    return total
  }
}

/**
 * A run of patch tokens plus its encoded size (token sizes plus separating commas).
 * Builders are appended into each other; the size is what decides between encodings.
 */
export class OpsBuilder {
  readonly tokens: unknown[] = []
  size = 0

  constructor(private readonly sizer: JsonSizer) {}

  /** Appends an opcode and its operands. */
  op(code: MendozaOpcode, ...operands: unknown[]): this {
    this.add(code, 1 + (code >= 10 ? 1 : 0))
    for (const operand of operands) this.add(operand, this.sizer.size(operand))
    return this
  }

  /** Appends every token of another builder. */
  append(other: OpsBuilder): this {
    for (const token of other.tokens) this.tokens.push(token)
    this.size += other.size
    return this
  }

  private add(token: unknown, size: number): void {
    this.tokens.push(token)
    this.size += size + 1
  }
}
