/**
 * How busy an {@link ImageJobQueue} is.
 * @public
 */
export interface ImageJobCounts {
  /** Jobs running now. */
  running: number
  /** Jobs waiting for a turn. */
  waiting: number
  /** The most jobs that ever ran at once since the queue was made. */
  mostRunning: number
  /** Jobs started since the queue was made. */
  started: number
}

/**
 * A first-in, first-out semaphore for image work (decoding uploads, rendering transforms):
 * at most `concurrency` jobs run at once and the rest wait their turn in arrival order. Each
 * job decodes a whole image, which costs memory in proportion to its pixels and CPU on every
 * core libvips is given, so running them one after the other keeps a burst of requests from
 * multiplying either.
 *
 * @example
 * const queue = new ImageJobQueue(2)
 * const metadata = await queue.run(() => extractImageMetadata(buffer))
 */
export class ImageJobQueue {
  /** How many jobs may run at once. */
  readonly concurrency: number
  private active = 0
  private most = 0
  private started = 0
  private readonly queue: Array<() => void> = []

  /** @param concurrency - at least 1 */
  constructor(concurrency: number) {
    if (!Number.isSafeInteger(concurrency) || concurrency < 1)
      throw new RangeError(`Image job concurrency must be a positive integer, got ${concurrency}`)
    this.concurrency = concurrency
  }

  /**
   * Runs `job` once fewer than `concurrency` jobs are running, after every job that asked
   * before it has started.
   * @returns what the job returns (or throws)
   */
  async run<T>(job: () => Promise<T>): Promise<T> {
    await this.turn()
    try {
      return await job()
    } finally {
      this.leave()
    }
  }

  /** Running, waiting and most-ever-running counts. */
  counts(): ImageJobCounts {
    return {running: this.active, waiting: this.queue.length, mostRunning: this.most, started: this.started}
  }

  private turn(): Promise<void> {
    if (this.active < this.concurrency && this.queue.length === 0) {
      this.enter()
      return Promise.resolve()
    }
    return new Promise((resolve) => this.queue.push(resolve))
  }

  private enter(): void {
    this.active++
    this.started++
    this.most = Math.max(this.most, this.active)
  }

  private leave(): void {
    this.active--
    const next = this.queue.shift()
    if (next) {
      // The slot passes straight to the next job: nobody arriving now can take it first.
      this.enter()
      next()
    }
  }
}
