import type {Subscription} from 'rxjs'
import {getDraftId} from '../../document'
import {checkoutPair, type DocumentPair, type DocumentTransport} from '../../store'

/**
 * How long a checked-out pair stays open after the last pane showing it closed: 30 s, so going
 * back to a document just left shows it at once, and edits typed just before leaving are
 * committed over a live listener.
 */
export const PAIR_LINGER_MS = 30_000

/**
 * How many unused pairs may linger at once: 1. Each open pair holds a listener, and a browser
 * speaking HTTP/1.1 to the content server (a self-hosted one on localhost, say) keeps at most six
 * connections to it; with the document list's and the previews' listeners, three lingering
 * pairs would leave none for the next document's fetch, which would then wait until one closed.
 * When one more pair starts lingering, the one left longest ago closes at once.
 */
export const MAX_LINGERING_PAIRS = 1

/** A pair in use: release it once, when done (a pane unmounting). */
export interface PairLease {
  readonly pair: DocumentPair
  /** Gives the lease back; the pair closes {@link PAIR_LINGER_MS} after the last one. Calling it twice does nothing. */
  release(): void
}

/** The ref-counted checkouts of one client's pairs, see {@link createPairLeases}. */
export interface PairLeases {
  /** Leases the pair of a published id (checking it out and opening its listener on first use). */
  lease(publishedId: string): PairLease
  /** Closes every pair now, leased or lingering (the workspace is going away). */
  dispose(): void
}

interface Entry {
  pair: DocumentPair
  users: number
  /** Keeps the pair's listener open while it is leased or lingering. */
  hold: Subscription
  /** Set while it lingers: closes it when the time is up. */
  timer: ReturnType<typeof setTimeout> | undefined
}

/**
 * Ref-counted checkouts of document pairs over one transport. The store's `checkoutPair`
 * already shares one pair per id; this keeps it open while anyone leases it and for `lingerMs`
 * after the last lease is given back, then lets it close.
 *
 * @param transport - the workspace's client
 * @param lingerMs - how long an unused pair stays open; {@link PAIR_LINGER_MS} unless told
 * @param maxLingering - how many unused pairs stay open at once; {@link MAX_LINGERING_PAIRS} unless told
 */
export function createPairLeases(
  transport: DocumentTransport,
  lingerMs: number = PAIR_LINGER_MS,
  maxLingering: number = MAX_LINGERING_PAIRS,
): PairLeases {
  if (!Number.isFinite(lingerMs) || lingerMs < 0)
    throw new RangeError(`lingerMs must be a number of milliseconds, not ${String(lingerMs)}`)
  if (!Number.isInteger(maxLingering) || maxLingering < 0)
    throw new RangeError(`maxLingering must be a whole number, not ${String(maxLingering)}`)
  const entries = new Map<string, Entry>()
  // The lingering pairs, the one left longest ago first.
  const lingering = new Map<string, Entry>()

  const close = (publishedId: string, entry: Entry) => {
    if (entries.get(publishedId) === entry) entries.delete(publishedId)
    if (lingering.get(publishedId) === entry) lingering.delete(publishedId)
    if (entry.timer !== undefined) clearTimeout(entry.timer)
    entry.hold.unsubscribe()
  }

  const linger = (publishedId: string, entry: Entry) => {
    if (lingerMs === 0 || maxLingering === 0) {
      close(publishedId, entry)
      return
    }
    entry.timer = setTimeout(() => close(publishedId, entry), lingerMs)
    lingering.set(publishedId, entry)
    for (const [oldestId, oldest] of lingering) {
      if (lingering.size <= maxLingering) break
      close(oldestId, oldest)
    }
  }

  return {
    lease(publishedId) {
      let entry = entries.get(publishedId)
      if (!entry) {
        const pair = checkoutPair({publishedId, draftId: getDraftId(publishedId)}, transport)
        // Errors (a refused listener) reach the panes through their own subscriptions.
        entry = {pair, users: 0, hold: pair.snapshots$.subscribe({error: () => {}}), timer: undefined}
        entries.set(publishedId, entry)
      }
      const leased = entry
      leased.users++
      if (leased.timer !== undefined) {
        clearTimeout(leased.timer)
        leased.timer = undefined
        lingering.delete(publishedId)
      }
      let released = false
      return {
        pair: leased.pair,
        release() {
          if (released) return
          released = true
          leased.users--
          if (leased.users > 0) return
          linger(publishedId, leased)
        },
      }
    },
    dispose() {
      for (const [publishedId, entry] of [...entries]) close(publishedId, entry)
    },
  }
}
