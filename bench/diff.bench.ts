// Diffing two versions of the 500-item × 20-field benchmark document (target ≤ 30 ms), and
// the revert-all patches of that diff. Run with `npx vitest bench --run bench/diff.bench.ts`.
import {bench, describe} from 'vitest'
import {diffDocuments, revertAll, type Diff} from '../src/diff'
import {applyPatches} from '../src/mutations'
import type {ObjectSchemaType} from '../src/types'
import {BENCH_ITEMS, benchDocument, benchSchema} from './browser/form/benchDocument'

type Section = Record<string, unknown> & {_key: string; meta: Record<string, unknown>}

const schemaType = benchSchema.get('benchDocument') as ObjectSchemaType
const from = benchDocument()
// Versions rebuilt from history share no objects, so the newer one is a deep copy: the diff
// has to compare all 10,000 values, not skip shared subtrees.
const to = structuredClone(from)
const sections = to.sections as Section[]
to.title = 'A large document, edited'
sections.forEach((section, index) => {
  if (index % 10 === 0) {
    section.heading = `Section ${index + 1}, revised`
    section.field3 = `Value 3 of section ${index + 1}, with more words in it`
    section.field5 = (section.field5 as number) + 1
  }
  if (index % 25 === 5) section.meta.weight = (section.meta.weight as number) * 2 + 1
})
const moved = [100, 200].map((index) => sections[index] as Section)
const removedKeys = new Set(sections.slice(311, 316).map((section) => section._key))
to.sections = [
  ...sections.filter((section) => !moved.includes(section) && !removedKeys.has(section._key)),
  ...moved,
  ...[1, 2, 3].map((n) => ({...structuredClone(sections[0] as Section), _key: `new${n}`, heading: `New ${n}`})),
]

/** Changes in a diff: changed leaves, and added or removed values counted once each. */
function countChanges(diff: Diff): {changes: number; moves: number} {
  if (!diff.isChanged) return {changes: 0, moves: 0}
  if (diff.action === 'added' || diff.action === 'removed') return {changes: 1, moves: 0}
  let changes = 0
  let moves = 0
  const children =
    diff.type === 'array'
      ? diff.items.map((item) => {
          if (item.hasMoved) moves++
          return item.diff
        })
      : 'fields' in diff
        ? Object.values(diff.fields)
        : undefined
  if (!children) return {changes: 1, moves: 0}
  for (const child of children) {
    const counted = countChanges(child)
    changes += counted.changes
    moves += counted.moves
  }
  return {changes, moves}
}

// 1 title + 50 × (heading, field3, field5) + 20 weights + 5 removed + 3 added sections; 2 moved.
const EXPECTED = {changes: 1 + 150 + 20 + 5 + 3, moves: 2}

function checkedDiff() {
  const diff = diffDocuments(from, to, {schemaType})
  const counted = countChanges(diff)
  if (counted.changes !== EXPECTED.changes || counted.moves !== EXPECTED.moves) {
    throw new Error(`Wrong diff: ${JSON.stringify(counted)}, expected ${JSON.stringify(EXPECTED)}`)
  }
  return diff
}

const diff = checkedDiff()
if (JSON.stringify(applyPatches(to, revertAll(diff))) !== JSON.stringify(from)) {
  throw new Error('The revert-all patches do not give the older version back')
}
if ((from.sections as unknown[]).length !== BENCH_ITEMS) throw new Error('Not the benchmark document')

describe(`diff: two versions of a ${BENCH_ITEMS}-item × 20-field document`, () => {
  bench('diffDocuments, checking the changes found (target ≤ 30 ms)', () => {
    checkedDiff()
  })

  bench('revertAll of that diff', () => {
    revertAll(diff)
  })
})
