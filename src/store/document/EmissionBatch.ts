/**
 * Holds back emissions while a batch runs, so that a transaction touching both documents of a
 * pair is seen as one change: each document emits its new snapshot once, and the pair's
 * combined snapshot follows once, after both.
 *
 * Emissions are keyed by their emitter: an emitter queued twice in one batch emits once, with
 * its latest callback, in the order it was first queued.
 */
export class EmissionBatch {
  #depth = 0
  readonly #queue = new Map<object, () => void>()

  /** Runs `work` with emissions held back until it (and any enclosing batch) is done. */
  run<T>(work: () => T): T {
    this.#depth++
    try {
      return work()
    } finally {
      this.#depth--
      if (this.#depth === 0) this.#flush()
    }
  }

  /** Emits now, or at the end of the running batch. */
  emit(emitter: object, emission: () => void): void {
    if (this.#depth === 0 && this.#queue.size === 0) {
      emission()
      return
    }
    if (this.#depth === 0) {
      this.run(() => this.#queue.set(emitter, emission))
      return
    }
    // Re-queued emitters keep their place: the first emission decides the order.
    this.#queue.set(emitter, emission)
  }

  #flush(): void {
    // Emissions queued while flushing (the pair's, after a document's) run in this same pass.
    this.#depth++
    try {
      for (const [emitter, emission] of this.#queue) {
        this.#queue.delete(emitter)
        emission()
      }
    } finally {
      this.#depth--
    }
  }
}
