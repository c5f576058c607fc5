import {isRecord, randomKey} from '../../document'
import type {Patch} from '../../types'
import {set, unset} from '../patch/patches'
import type {FieldMemberError} from '../state/FormMemberError'

/** A way out of a member error: what the button says (a `form` message key) and the patches it emits. */
export interface MemberErrorFix {
  /** Message key of the button, in the `form` namespace. */
  labelKey: string
  /** Parameters of the label. */
  labelParams?: Record<string, unknown>
  /** Patches relative to the field's value. */
  patches: Patch[]
}

/**
 * The fixes a member error offers to recover an invalid value, first the one
 * to prefer: convert an incompatible value where a converter applies, then reset it; add
 * missing array keys; give duplicated keys new ones (the first item keeps its key); remove
 * non-object items from an array of objects.
 */
export function memberErrorFixes(error: FieldMemberError): MemberErrorFix[] {
  switch (error.type) {
    case 'INCOMPATIBLE_TYPE': {
      const fixes: MemberErrorFix[] = []
      if (error.converter) {
        fixes.push({
          labelKey: 'invalid-value.convert',
          labelParams: {targetType: error.converter.to},
          patches: [set(error.converter.convert(error.value))],
        })
      }
      fixes.push({labelKey: 'invalid-value.reset', patches: [unset()]})
      return fixes
    }
    case 'MISSING_KEYS':
      return [
        {
          labelKey: 'missing-keys.fix',
          patches: error.value.flatMap((item, index) =>
            isRecord(item) && (typeof item._key !== 'string' || item._key === '')
              ? [set(randomKey(), [index, '_key'])]
              : [],
          ),
        },
      ]
    case 'DUPLICATE_KEYS':
      return [
        {
          labelKey: 'duplicate-keys.fix',
          patches: error.duplicates.flatMap(([, indices]) =>
            indices.slice(1).map((index) => set(randomKey(), [index, '_key'])),
          ),
        },
      ]
    case 'MIXED_ARRAY': {
      // From the end, so earlier removals do not shift the indices of later ones.
      const indices = error.value.flatMap((item, index) => (isRecord(item) ? [] : [index])).reverse()
      return [{labelKey: 'mixed-array.fix', patches: indices.map((index) => unset([index]))}]
    }
  }
}
