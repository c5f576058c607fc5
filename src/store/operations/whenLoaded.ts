import {firstValueFrom} from 'rxjs'
import type {DocumentPair, PairSnapshot} from '../document'

/**
 * Resolves with both local views of a pair (unsaved edits included) once it is loaded; at
 * once when it is. Rejects when the pair's listener is refused.
 */
export function whenLoaded(pair: DocumentPair): Promise<PairSnapshot> {
  const snapshot = pair.getSnapshot()
  if (snapshot) return Promise.resolve(snapshot)
  return firstValueFrom(pair.snapshots$)
}

/**
 * Runs `work` while subscribed to the pair, so its listener stays open (and its views follow
 * the server) for as long as an operation runs, even when nothing else watches the pair.
 */
export async function withPairHeld<T>(pair: DocumentPair, work: () => Promise<T>): Promise<T> {
  // Errors reach the operation through its own waits; the hold only keeps the listener open.
  const hold = pair.snapshots$.subscribe({error: () => {}})
  try {
    return await work()
  } finally {
    hold.unsubscribe()
  }
}
