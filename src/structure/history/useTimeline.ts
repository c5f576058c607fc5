import {useCallback, useEffect, useRef, useState, useSyncExternalStore} from 'react'
import {
  createTimelineController,
  parseHistoryTransaction,
  type TimelineController,
  type TimelineState,
} from '../../store'
import {useDocumentServices} from '../services/useDocumentServices'

/** What {@link useTimeline} gives: the controller (null while not wanted) and its state. */
export interface TimelineHandle {
  controller: TimelineController | null
  state: TimelineState | null
}

const noSubscribe = () => () => {}
const noState = () => null

/**
 * The history timeline of a document pair, fetched through the workspace client's History API
 * once `enabled` (the history menu opened, or a revision in the URL): 50 transactions a page,
 * newest first. A new `generation` starts a fresh timeline (the menu reopened, or the draft
 * changed while review changes shows its authors);
 * the controller is disposed when replaced or unmounted.
 */
export function useTimeline(documentId: string, enabled: boolean, generation: string): TimelineHandle {
  const {client} = useDocumentServices()
  const [held, setHeld] = useState<{key: string; controller: TimelineController} | null>(null)
  const key = `${documentId}\u0000${generation}`
  let controller = held?.key === key ? held.controller : null
  if (enabled && !controller) {
    controller = createTimelineController({
      documentId,
      fetchTransactions: async ({publishedId, draftId, limit, toTransaction}) => {
        const entries = await client.history.transactions([publishedId, draftId], {
          effectFormat: 'mendoza',
          excludeContent: true,
          excludeMutations: true,
          includeIdentifiedDocumentsOnly: true,
          reverse: true,
          limit,
          ...(toTransaction === undefined ? {} : {toTransaction}),
        })
        return entries.map(parseHistoryTransaction)
      },
      fetchDocumentsAt: (ids, at) => client.history.documents(ids, at),
    })
    setHeld({key, controller})
  }
  // Disposed once no mounted pane holds it: an effect run again at once with the same
  // controller (React's StrictMode, a remount) keeps it, where disposing in the cleanup would
  // leave the pane with a dead timeline (a `;rev=` deep link loading forever).
  const active = useRef<TimelineController | null>(null)
  useEffect(() => {
    const owned = held?.controller ?? null
    active.current = owned
    return () => {
      active.current = null
      setTimeout(() => {
        if (active.current !== owned) owned?.dispose()
      }, 0)
    }
  }, [held])
  const subscribe = useCallback(
    (listener: () => void) => (controller ? controller.subscribe(listener) : noSubscribe()),
    [controller],
  )
  const getSnapshot = useCallback(() => (controller ? controller.getSnapshot() : noState()), [controller])
  const state = useSyncExternalStore(subscribe, getSnapshot)
  return {controller, state}
}
