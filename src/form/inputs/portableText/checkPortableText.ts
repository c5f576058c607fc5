import {isRecord, randomKey} from '../../../document'
import type {BlockSchemaType, Path} from '../../../types'
import type {PortableTextMemberTypes} from './isPortableTextArray'
import {MAX_LIST_LEVEL} from './portableTextValue'

/**
 * One way a portable-text value breaks its schema: where (relative to the field), the message
 * key (in the form's `portable-text.problem.*` messages) and its parameters.
 * @beta
 */
export interface PortableTextProblem {
  /** Where in the value the problem is (`[{_key: 'b1'}, 'children', 0]`), relative to the field. */
  path: Path
  /** `missing-key`, `duplicate-key`, `not-an-object`, `disallowed-type`, `missing-children`, `missing-mark-defs`, `disallowed-mark`, `disallowed-style`, `disallowed-list`, `invalid-level`, `invalid-text`, `not-an-array`. */
  kind: string
  /** What the message about it needs: the key, type, mark, style or level found, and what was allowed. */
  params: Record<string, string | number>
}

/**
 * What {@link checkPortableText} finds: the problems and the value with all of them fixed.
 * @beta
 */
export interface PortableTextCheck {
  /** Every problem found, in document order; empty for a valid value. */
  problems: PortableTextProblem[]
  /**
   * The value with every problem fixed (see {@link checkPortableText}); the very value given
   * when there are no problems; undefined when nothing valid is left.
   */
  fixed: unknown[] | undefined
}

/**
 * Checks a portable-text value against its schema: every member an object with a
 * unique `_key` and an allowed `_type`; every text block with `children` and `markDefs`
 * arrays, children with unique keys that are spans (with a text and marks) or allowed inline
 * objects, marks that are decorators of the schema or keys of the block's annotations,
 * annotations of allowed types, and an allowed style, list type and level (1–9).
 *
 * The fix: members that are not objects or of disallowed types are removed, missing and
 * duplicate keys are given new ones, missing `children` become one empty span and missing
 * `markDefs` an empty list, disallowed marks, annotations and inline objects are removed, a
 * disallowed style becomes `normal`, a disallowed list type is removed and a level is brought
 * into 1–9.
 *
 * A text block's check is kept by the block object (for its block type), so checking a new
 * value that shares most blocks with the last one (an edit of one block) checks only the
 * blocks that are new objects, besides the keys of all.
 * @beta
 */
export function checkPortableText(value: unknown, memberTypes: PortableTextMemberTypes): PortableTextCheck {
  if (value === undefined || value === null) return {problems: [], fixed: undefined}
  if (!Array.isArray(value)) return {problems: [{path: [], kind: 'not-an-array', params: {}}], fixed: undefined}
  const problems: PortableTextProblem[] = []
  const {blockType, blockObjectTypes} = memberTypes
  const objectTypes = new Set(blockObjectTypes.map((type) => type.name))
  const keys = new Set<string>()
  const fixed: unknown[] = []
  value.forEach((member: unknown, index) => {
    if (!isRecord(member)) {
      problems.push({path: [index], kind: 'not-an-object', params: {index}})
      return
    }
    const key = checkedKey(member._key, keys, [index], problems)
    const at = key === member._key ? [{_key: key}] : [index]
    if (member._type === blockType.name) {
      if (key !== member._key) fixed.push(checkBlock({...member, _key: key}, at, memberTypes, problems))
      else {
        const check = cachedBlockCheck(member, at, blockType)
        problems.push(...check.problems)
        fixed.push(check.fixed)
      }
    } else if (typeof member._type === 'string' && objectTypes.has(member._type)) {
      fixed.push(key === member._key ? member : {...member, _key: key})
    } else {
      problems.push({path: at, kind: 'disallowed-type', params: {type: String(member._type ?? '')}})
    }
  })
  if (problems.length === 0) return {problems, fixed: value}
  return {problems, fixed: fixed.length > 0 ? fixed : undefined}
}

function checkedKey(key: unknown, keys: Set<string>, path: Path, problems: PortableTextProblem[]): string {
  if (typeof key !== 'string' || key === '') {
    problems.push({path, kind: 'missing-key', params: {}})
    return uniqueKey(keys)
  }
  if (keys.has(key)) {
    problems.push({path, kind: 'duplicate-key', params: {key}})
    return uniqueKey(keys)
  }
  keys.add(key)
  return key
}

function uniqueKey(keys: Set<string>): string {
  let key = randomKey()
  while (keys.has(key)) key = randomKey()
  keys.add(key)
  return key
}

/** A text block's problems and its fixed form (the block itself when it has none). */
interface BlockCheck {
  problems: readonly PortableTextProblem[]
  fixed: Record<string, unknown>
}

/** Checks of blocks that have their own key, by block type, then by block object. */
const blockChecks = new WeakMap<BlockSchemaType, WeakMap<object, BlockCheck>>()

function cachedBlockCheck(block: Record<string, unknown>, at: Path, blockType: BlockSchemaType): BlockCheck {
  let checks = blockChecks.get(blockType)
  if (!checks) blockChecks.set(blockType, (checks = new WeakMap()))
  const cached = checks.get(block)
  if (cached) return cached
  const problems: PortableTextProblem[] = []
  const check = {fixed: checkBlock(block, at, {blockType, blockObjectTypes: []}, problems), problems}
  checks.set(block, check)
  return check
}

/** What a block type allows, by name. */
interface BlockAllows {
  annotationTypes: ReadonlySet<string>
  decorators: ReadonlySet<string>
  inlineTypes: ReadonlySet<string>
}

const allowsByType = new WeakMap<BlockSchemaType, BlockAllows>()

function allowsOf(blockType: BlockSchemaType): BlockAllows {
  let allows = allowsByType.get(blockType)
  if (!allows) {
    allows = {
      annotationTypes: new Set(blockType.annotations.map((type) => type.name)),
      decorators: new Set(blockType.decorators.map((decorator) => decorator.value)),
      inlineTypes: new Set(blockType.inlineObjects.map((type) => type.name)),
    }
    allowsByType.set(blockType, allows)
  }
  return allows
}

function checkBlock(
  block: Record<string, unknown>,
  at: Path,
  {blockType}: PortableTextMemberTypes,
  problems: PortableTextProblem[],
): Record<string, unknown> {
  const before = problems.length
  const result: Record<string, unknown> = {...block}
  const {annotationTypes, decorators, inlineTypes} = allowsOf(blockType)
  // Annotations.
  const defKeys = new Set<string>()
  let markDefs: unknown[] = []
  if (!Array.isArray(block.markDefs)) problems.push({path: at, kind: 'missing-mark-defs', params: {}})
  else {
    markDefs = block.markDefs.filter((def: unknown, index) => {
      const path = [...at, 'markDefs', index]
      if (!isRecord(def) || typeof def._key !== 'string' || def._key === '' || defKeys.has(def._key)) {
        problems.push({path, kind: isRecord(def) ? 'missing-key' : 'not-an-object', params: {}})
        return false
      }
      if (typeof def._type !== 'string' || !annotationTypes.has(def._type)) {
        problems.push({path, kind: 'disallowed-type', params: {type: String(def._type ?? '')}})
        return false
      }
      defKeys.add(def._key)
      return true
    })
  }
  result.markDefs = markDefs
  // Children.
  const childKeys = new Set<string>()
  const children: unknown[] = []
  if (!Array.isArray(block.children)) problems.push({path: at, kind: 'missing-children', params: {}})
  else {
    block.children.forEach((child: unknown, index) => {
      const path = [...at, 'children', index]
      if (!isRecord(child)) {
        problems.push({path, kind: 'not-an-object', params: {index}})
        return
      }
      const key = checkedKey(child._key, childKeys, path, problems)
      const keyed = key === child._key ? child : {...child, _key: key}
      if (child._type === 'span') {
        children.push(checkSpan(keyed, path, decorators, defKeys, problems))
      } else if (typeof child._type === 'string' && inlineTypes.has(child._type)) {
        children.push(keyed)
      } else problems.push({path, kind: 'disallowed-type', params: {type: String(child._type ?? '')}})
    })
  }
  if (children.length === 0) children.push({_key: uniqueKey(childKeys), _type: 'span', text: '', marks: []})
  result.children = children
  // Style, list and level.
  if (block.style !== undefined && !blockType.styles.some((style) => style.value === block.style)) {
    problems.push({path: [...at, 'style'], kind: 'disallowed-style', params: {style: String(block.style)}})
    result.style = 'normal'
  }
  if (block.listItem !== undefined && !blockType.lists.some((list) => list.value === block.listItem)) {
    problems.push({path: [...at, 'listItem'], kind: 'disallowed-list', params: {list: String(block.listItem)}})
    delete result.listItem
    delete result.level
  }
  const level = block.level
  if (
    level !== undefined &&
    (typeof level !== 'number' || !Number.isInteger(level) || level < 1 || level > MAX_LIST_LEVEL)
  ) {
    problems.push({path: [...at, 'level'], kind: 'invalid-level', params: {level: String(level)}})
    if (typeof level === 'number' && Number.isFinite(level))
      result.level = Math.min(Math.max(Math.round(level), 1), MAX_LIST_LEVEL)
    else delete result.level
  }
  return problems.length === before ? block : result
}

function checkSpan(
  span: Record<string, unknown>,
  path: Path,
  decorators: ReadonlySet<string>,
  defKeys: Set<string>,
  problems: PortableTextProblem[],
): Record<string, unknown> {
  const before = problems.length
  const result = {...span}
  if (typeof span.text !== 'string') {
    problems.push({path: [...path, 'text'], kind: 'invalid-text', params: {}})
    result.text = typeof span.text === 'number' ? String(span.text) : ''
  }
  const marks = Array.isArray(span.marks) ? span.marks : []
  if (span.marks !== undefined && !Array.isArray(span.marks))
    problems.push({path: [...path, 'marks'], kind: 'disallowed-mark', params: {mark: String(span.marks)}})
  result.marks = marks.filter((mark: unknown) => {
    if (typeof mark === 'string' && (decorators.has(mark) || defKeys.has(mark))) return true
    problems.push({path: [...path, 'marks'], kind: 'disallowed-mark', params: {mark: String(mark)}})
    return false
  })
  if (span.marks === undefined) result.marks = []
  return problems.length === before && span.marks !== undefined ? span : result
}
