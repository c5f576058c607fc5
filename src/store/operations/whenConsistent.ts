import {combineLatest} from 'rxjs'
import type {ConsistencyState, DocumentPair, PairSnapshot} from '../document'

/**
 * Resolves with both documents of a pair once it is loaded and consistent: every local edit
 * committed and seen back from the server, so the local views are the server's versions.
 * While commits fail it keeps waiting (they are retried); it rejects when the pair's listener
 * is refused (e.g. 401). Subscribing keeps the pair's listener open until then.
 * @beta
 */
export function whenConsistent(pair: DocumentPair): Promise<PairSnapshot> {
  return new Promise<PairSnapshot>((resolve, reject) => {
    let latest: ConsistencyState | undefined
    let settled = false
    let checkQueued = false

    const finish = (snapshot: PairSnapshot) => {
      settled = true
      subscription.unsubscribe()
      resolve(snapshot)
    }
    // Judged after the running emission batch: a transaction that touched both documents may
    // have settled one of them and not yet the other.
    const check = () => {
      checkQueued = false
      if (settled || latest?.status !== 'inSync') return
      const draft = pair.draft.getSnapshot()
      const published = pair.published.getSnapshot()
      if (draft === undefined || published === undefined) return
      finish({draft, published})
    }

    // `finish` runs in a later microtask, when `subscription` is set.
    const subscription = combineLatest([pair.snapshots$, pair.consistency$]).subscribe({
      next: ([, consistency]) => {
        latest = consistency
        if (consistency.status !== 'inSync' || checkQueued) return
        checkQueued = true
        void Promise.resolve().then(check)
      },
      error: (error: unknown) => {
        settled = true
        reject(error)
      },
    })
    if (settled) subscription.unsubscribe()
  })
}
