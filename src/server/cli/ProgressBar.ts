import type {CliIO} from './usage'

const WIDTH = 30
/** Redraw at most this often; a terminal redrawn per document slows the import itself. */
const INTERVAL_MS = 100

/**
 * A one-line progress bar on stderr, redrawn in place with `\r`. Drawn only when stderr is a
 * terminal: piped or captured output stays clean for scripts.
 */
export class ProgressBar {
  private lastDraw = 0
  private drawn = false

  constructor(
    private readonly io: CliIO,
    private readonly label: string,
  ) {}

  /**
   * Reports progress; redraws when enough time has passed.
   * @param fraction - 0..1, or undefined when the total is unknown
   * @param detail - e.g. `1200 documents`
   */
  update(fraction: number | undefined, detail: string): void {
    if (!this.io.isTTY) return
    const now = Date.now()
    if (this.drawn && now - this.lastDraw < INTERVAL_MS) return
    this.lastDraw = now
    this.draw(fraction, detail)
  }

  /** Clears the bar so the summary that follows starts on a clean line. */
  done(): void {
    if (!this.io.isTTY || !this.drawn) return
    this.io.stderr.write('\r\u001b[2K')
    this.drawn = false
  }

  private draw(fraction: number | undefined, detail: string): void {
    let bar = ''
    if (fraction !== undefined) {
      const clamped = Math.min(1, Math.max(0, fraction))
      const filled = Math.round(clamped * WIDTH)
      bar = ` [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${String(Math.floor(clamped * 100)).padStart(3)}%`
    }
    this.io.stderr.write(`\r\u001b[2K${this.label}${bar} ${detail}`)
    this.drawn = true
  }
}
