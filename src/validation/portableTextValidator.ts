import {isRecord} from '../document'
import type {SchemaType} from '../types'
import {itemSegment} from './arrayValidators'
import {localize, type Failure, type ValidatorOutcome, type ValueScope} from './ValueScope'

/**
 * The structure of one portable text block: it needs `_key`, `_type`, a `children` array and
 * a `markDefs` array, and every span mark must be an allowed decorator or the `_key` of one
 * of the block's `markDefs`. (Disallowed styles and list types fail the `style` and
 * `listItem` fields' list rules; children of unknown types get the unknown-type warning.)
 * @internal
 */
export function validateBlock(scope: ValueScope): ValidatorOutcome {
  const {value, env, type} = scope
  if (!isRecord(value)) return null
  const failures: Failure[] = []
  if (typeof value._key !== 'string' || value._key === '') failures.push({message: localize(env, 'blocks.missing-key')})
  if (typeof value._type !== 'string' || value._type === '')
    failures.push({message: localize(env, 'blocks.missing-type')})
  if (!Array.isArray(value.children)) failures.push({message: localize(env, 'blocks.missing-children')})
  if (!Array.isArray(value.markDefs)) failures.push({message: localize(env, 'blocks.missing-mark-defs')})

  if (Array.isArray(value.children)) {
    const allowed = new Set(decoratorValues(type))
    if (Array.isArray(value.markDefs)) {
      for (const def of value.markDefs) if (isRecord(def) && typeof def._key === 'string') allowed.add(def._key)
    }
    value.children.forEach((child: unknown, index) => {
      if (!isRecord(child) || child._type !== 'span' || !Array.isArray(child.marks)) return
      for (const mark of child.marks) {
        if (typeof mark !== 'string' || allowed.has(mark)) continue
        failures.push({
          message: localize(env, 'blocks.disallowed-mark', {mark}),
          path: ['children', itemSegment(child, index), 'marks'],
        })
      }
    })
  }
  return failures.length > 0 ? failures : null
}

function decoratorValues(type: SchemaType | undefined): string[] {
  return type && 'decorators' in type ? type.decorators.map((decorator) => decorator.value) : []
}
