import {readdir, rm, stat} from 'node:fs/promises'
import {join} from 'node:path'

/** How much the transform cache may hold. */
export interface TransformCacheLimits {
  /** Most cached transforms (files). */
  maxEntries: number
  /** Most bytes of cached transforms. */
  maxBytes: number
}

/** Where a transform's bytes are sent from: its cache file, or memory when it was just rendered. */
export type TransformSource = {path: string; size: number} | {data: Buffer}

/** What a {@link TransformCache} needs from the asset store. */
export interface TransformCacheOptions extends TransformCacheLimits {
  /** The cache folder (`<dataDir>/assets/cache`), with one folder per original's SHA-1. */
  dir: string
  /** The file of one transform; throws a RangeError for a hash or name that is not ours. */
  pathOf(sha1: string, name: string): string
  /** Writes a file atomically (a reader never sees half of it). */
  write(path: string, data: Buffer): Promise<void>
}

interface CacheEntry {
  sha1: string
  size: number
  /** Requests sending this file now, or 1 while it is being written: it is not evicted. */
  pins: number
}

const SHA1 = /^[0-9a-f]{40}$/

/**
 * The cache of transformed images: files under `<dataDir>/assets/cache/<sha1>/<key>.<ext>`,
 * bounded in count and bytes. An index in memory keeps the files in least-recently-used
 * order (read from the files' modification times when the server starts, then kept as they
 * are used); adding a file first evicts the least recently used ones until the new one fits.
 * A file being sent is not evicted until it has been sent; a rendering larger than the whole
 * byte limit is sent without being kept. Simultaneous requests for the same transform render
 * it once.
 *
 * @example
 * await cache.serve(sha1, `${key}.webp`, () => renderBytes(), (source) => send(source))
 */
export class TransformCache {
  private readonly options: TransformCacheOptions
  /** By file path, least recently used first (a Map keeps insertion order). */
  private readonly entries = new Map<string, CacheEntry>()
  private bytes = 0
  private loading: Promise<void> | undefined
  private readonly rendering = new Map<string, Promise<Buffer>>()

  constructor(options: TransformCacheOptions) {
    this.options = options
  }

  /** How many transforms the cache holds and their total size in bytes. */
  usage(): {entries: number; bytes: number} {
    return {entries: this.entries.size, bytes: this.bytes}
  }

  /**
   * Sends a transform from the cache, or renders it, keeps it and sends the rendered bytes.
   *
   * @param sha1 - the original's hash
   * @param name - the cache file name, `<32 hex digits>.<ext>`
   * @param render - renders the transform (called only when it is not cached or being rendered)
   * @param send - answers the request from the file or the bytes
   * @returns what `send` returns
   */
  async serve<T>(
    sha1: string,
    name: string,
    render: () => Promise<Buffer>,
    send: (source: TransformSource) => Promise<T>,
  ): Promise<T> {
    const path = this.options.pathOf(sha1, name)
    await this.load()
    const pending = this.rendering.get(path)
    if (pending) return send({data: await pending})
    const entry = this.entries.get(path)
    if (!entry) return send({data: await this.renderOnce(sha1, path, render)})
    // Pinned before anything awaits, so no other request evicts it while it is sent.
    entry.pins++
    try {
      const size = await fileSize(path)
      if (size === undefined) {
        // Listed but gone from disk (removed by hand): render it again.
        this.drop(path, entry)
        return await send({data: await this.renderOnce(sha1, path, render)})
      }
      this.touch(path, entry, size)
      return await send({path, size})
    } finally {
      entry.pins--
      await this.evict(this.makeRoom(0, 0))
    }
  }

  /** Forgets every transform of an original (its folder is being removed). */
  forgetAsset(sha1: string): void {
    for (const [path, entry] of this.entries) {
      if (entry.sha1 !== sha1) continue
      this.entries.delete(path)
      this.bytes -= entry.size
    }
  }

  /** Moves an entry to the most recently used end, with its size as found on disk. */
  private touch(path: string, entry: CacheEntry, size: number): void {
    // Gone from the index meanwhile (its original was deleted): nothing to move.
    if (this.entries.get(path) !== entry) return
    this.entries.delete(path)
    this.bytes += size - entry.size
    entry.size = size
    this.entries.set(path, entry)
  }

  /** Takes an entry out of the index, if it is still there. */
  private drop(path: string, entry: CacheEntry): void {
    if (this.entries.get(path) !== entry) return
    this.entries.delete(path)
    this.bytes -= entry.size
  }

  private renderOnce(sha1: string, path: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const running = this.rendering.get(path)
    if (running) return running
    const pending = (async () => {
      const data = await render()
      await this.keep(sha1, path, data)
      return data
    })().finally(() => this.rendering.delete(path))
    this.rendering.set(path, pending)
    return pending
  }

  /** Adds a rendering, evicting the least recently used files first so that it fits. */
  private async keep(sha1: string, path: string, data: Buffer): Promise<void> {
    if (data.length > this.options.maxBytes) return
    const listed = this.entries.get(path)
    if (listed) this.drop(path, listed)
    const victims = this.makeRoom(1, data.length)
    // Listed (and pinned) before it is written, so the limits hold while writes overlap.
    const entry: CacheEntry = {sha1, size: data.length, pins: 1}
    this.entries.set(path, entry)
    this.bytes += data.length
    try {
      await this.evict(victims)
      await this.options.write(path, data)
    } catch (error) {
      this.drop(path, entry)
      throw error
    } finally {
      entry.pins--
    }
  }

  /**
   * Takes the least recently used unpinned entries out of the index until `extraEntries`
   * more entries of `extraBytes` more bytes fit; answers them for {@link evict}.
   */
  private makeRoom(extraEntries: number, extraBytes: number): string[] {
    const {maxEntries, maxBytes} = this.options
    const victims: string[] = []
    for (const [path, entry] of this.entries) {
      if (this.entries.size + extraEntries <= maxEntries && this.bytes + extraBytes <= maxBytes) break
      if (entry.pins > 0) continue
      this.entries.delete(path)
      this.bytes -= entry.size
      victims.push(path)
    }
    return victims
  }

  /** Removes evicted files; one that is already gone is fine. */
  private async evict(paths: string[]): Promise<void> {
    await Promise.all(paths.map((path) => rm(path, {force: true})))
  }

  /** Reads the cache folder once, oldest file first, and trims it to the limits. */
  private load(): Promise<void> {
    this.loading ??= (async () => {
      const found = await this.scan()
      found.sort((a, b) => a.mtimeMs - b.mtimeMs)
      for (const file of found) {
        if (this.entries.has(file.path)) continue
        this.entries.set(file.path, {sha1: file.sha1, size: file.size, pins: 0})
        this.bytes += file.size
      }
      await this.evict(this.makeRoom(0, 0))
    })()
    return this.loading
  }

  private async scan(): Promise<Array<{path: string; sha1: string; size: number; mtimeMs: number}>> {
    const found: Array<{path: string; sha1: string; size: number; mtimeMs: number}> = []
    for (const sha1 of await namesIn(this.options.dir)) {
      if (!SHA1.test(sha1)) continue
      for (const name of await namesIn(join(this.options.dir, sha1))) {
        let path: string
        try {
          path = this.options.pathOf(sha1, name)
        } catch {
          continue // Not a cache file name of ours.
        }
        const info = await stat(path).catch(() => undefined)
        if (info?.isFile()) found.push({path, sha1, size: info.size, mtimeMs: info.mtimeMs})
      }
    }
    return found
  }
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir)
  } catch {
    return []
  }
}

async function fileSize(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path)
    return info.isFile() ? info.size : undefined
  } catch {
    return undefined
  }
}
