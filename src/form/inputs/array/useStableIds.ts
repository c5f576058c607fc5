import {useMemo} from 'react'

/**
 * The members' keys, as the same array while they stay the same: an edit inside one item gives
 * the array new members but the same keys, and the sortable list (whose context every row
 * reads) must not see a change then.
 */
export function useStableIds(members: ReadonlyArray<{key: string}>): readonly string[] {
  const signature = JSON.stringify(members.map((member) => member.key))
  return useMemo(() => JSON.parse(signature) as string[], [signature])
}
