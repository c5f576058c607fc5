import type {Meta, StoryObj} from '@storybook/react-vite'
import {useState} from 'react'
import type {Chunk, ChunkType, TimelineState} from '../../src/store'
import {HistoryBanner} from '../../src/structure/history/HistoryBanner'
import {HistoryMenu} from '../../src/structure/history/HistoryMenu'

// The document history menu in its states (chunks of every kind with more to load, loading,
// no history, a failed fetch), and the banner over a past revision. The menu is shown open.

const people: Record<string, {displayName: string}> = {
  'u-ada': {displayName: 'Ada Lovelace'},
  'u-grace': {displayName: 'Grace Hopper'},
}

/** Chunks oldest first, one of each kind, an hour apart from 1 March 2026 09:00 UTC. */
function chunksOf(types: ChunkType[]): Chunk[] {
  return types.map((type, index) => {
    const time = new Date(Date.UTC(2026, 2, 1, 9 + index)).toISOString()
    return {
      index,
      id: `tx-${index}`,
      type,
      start: index,
      end: index + 1,
      startTimestamp: time,
      endTimestamp: time,
      authors: index % 3 === 2 ? ['u-ada', 'u-grace'] : [index % 2 ? 'u-grace' : 'u-ada'],
      draftState: 'unknown',
      publishedState: 'unknown',
    }
  })
}

function stateOf(fields: Partial<TimelineState>): TimelineState {
  return {
    chunks: [],
    since: null,
    rev: null,
    selection: {state: 'inactive'},
    reachedEarliestEntry: true,
    loading: false,
    error: null,
    ...fields,
  }
}

function Story({state}: {state: TimelineState}) {
  const [open, setOpen] = useState(true)
  const [selected, setSelected] = useState<string | null>(null)
  return (
    <div style={{display: 'flex', justifyContent: 'flex-end', width: 420, height: 520}}>
      <HistoryMenu
        state={state}
        open={open}
        onOpenChange={setOpen}
        selectedChunkId={selected}
        onSelect={(chunk) => setSelected(chunk.id)}
        onLoadMore={() => {}}
        resolveAuthor={(id) => people[id]}
      />
    </div>
  )
}

const meta = {title: 'Structure/HistoryMenu', component: Story} satisfies Meta<typeof Story>
export default meta
type StoryT = StoryObj<typeof meta>

export const EveryKindOfChunk: StoryT = {
  args: {
    state: stateOf({
      chunks: chunksOf(['create', 'editDraft', 'publish', 'editDraft', 'discardDraft', 'unpublish', 'delete']),
      reachedEarliestEntry: false,
    }),
  },
}
export const Loading: StoryT = {args: {state: stateOf({loading: true, reachedEarliestEntry: false})}}
export const NoHistory: StoryT = {args: {state: stateOf({})}}
export const FetchFailed: StoryT = {args: {state: stateOf({error: new Error('History request failed (503)')})}}

/** The banner over a past revision, with Restore (for an editor) or without (for a viewer). */
export const PastRevisionBanner: StoryObj = {
  render: () => (
    <div style={{width: 560, display: 'flex', flexDirection: 'column', gap: 12}}>
      <HistoryBanner timestamp="2026-03-01T10:00:00.000Z" onRestore={() => {}} onClose={() => {}} />
      <HistoryBanner timestamp="2026-03-01T10:00:00.000Z" onClose={() => {}} />
    </div>
  ),
}
