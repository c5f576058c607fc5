import {asyncScheduler, type SchedulerLike} from 'rxjs'
import {getDraftId, isDraftId, isRecord, isVersionId, type IdPair} from '../../document'
import type {DocumentLogger} from './BufferedDocument'
import type {DocumentPair} from './DocumentPair'
import type {DocumentTransport} from './DocumentTransport'
import {PairCheckout} from './PairCheckout'

/**
 * Options of {@link checkoutPair}; they take effect when the pair is first checked out.
 * @public
 */
export interface CheckoutPairOptions {
  /**
   * Times the commit throttle, the retries and the clock of local edits; `asyncScheduler`
   * unless told. Tests pass a virtual-time scheduler or use fake timers.
   */
  scheduler?: SchedulerLike
  /** Where dropped changes and refused commits are reported; `console` unless told. */
  logger?: DocumentLogger
}

const checkouts = new WeakMap<DocumentTransport, Map<string, PairCheckout>>()

function checkIdPair(idPair: IdPair): void {
  if (!isRecord(idPair) || typeof idPair.publishedId !== 'string' || typeof idPair.draftId !== 'string') {
    throw new TypeError('checkoutPair needs {publishedId, draftId} strings')
  }
  const {publishedId, draftId} = idPair
  if (publishedId === '' || isDraftId(publishedId) || isVersionId(publishedId)) {
    throw new TypeError(`"${publishedId}" is not a published document id`)
  }
  if (draftId !== getDraftId(publishedId)) {
    throw new TypeError(`The draft of "${publishedId}" is "${getDraftId(publishedId)}", not "${draftId}"`)
  }
}

function checkTransport(transport: DocumentTransport): void {
  const methods = ['getDocuments', 'mutate', 'listen'] as const
  const missing = methods.filter(
    (method) => typeof (transport as Partial<DocumentTransport> | null)?.[method] !== 'function',
  )
  if (missing.length > 0) throw new TypeError(`checkoutPair needs a transport with ${missing.join(', ')}`)
}

/**
 * Checks out a document pair — the published document and its `drafts.` document — for
 * optimistic editing over a transport. Checking out the same ids over the same transport
 * again gives the same pair, so every part of the studio showing the document shares one
 * listener and one queue of edits; the listener opens with the first subscriber and closes
 * when the last one leaves. A pair nobody subscribes to and with nothing left to send is
 * forgotten (the next checkout loads it afresh).
 *
 * @throws TypeError for ids that are not a published id and its draft id, or a transport
 * without `getDocuments`, `mutate` and `listen`
 * @example
 * ```ts
 * const pair = checkoutPair({publishedId: 'post-1', draftId: 'drafts.post-1'}, client)
 * editState(pair, 'post', false).subscribe((state) => render(state))
 * // once ready:
 * pair.draft.createIfNotExists({_type: 'post'})
 * pair.draft.patch([{type: 'set', path: ['title'], value: 'Hello'}])
 * ```
 * @public
 */
export function checkoutPair(
  idPair: IdPair,
  transport: DocumentTransport,
  options: CheckoutPairOptions = {},
): DocumentPair {
  checkIdPair(idPair)
  checkTransport(transport)
  let pairs = checkouts.get(transport)
  if (!pairs) checkouts.set(transport, (pairs = new Map()))
  const key = idPair.publishedId
  const existing = pairs.get(key)
  if (existing) return existing
  const byTransport = pairs
  const checkout = new PairCheckout({
    idPair,
    transport,
    scheduler: options.scheduler ?? asyncScheduler,
    logger: options.logger ?? console,
    onIdle: (idle) => {
      if (byTransport.get(key) === idle) byTransport.delete(key)
    },
    onActive: (active) => {
      if (!byTransport.has(key)) byTransport.set(key, active)
    },
  })
  pairs.set(key, checkout)
  return checkout
}
