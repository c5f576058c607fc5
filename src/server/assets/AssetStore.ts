import {createHash, randomBytes} from 'node:crypto'
import {createWriteStream, mkdirSync} from 'node:fs'
import {open, rename, rm, stat} from 'node:fs/promises'
import type {IncomingMessage} from 'node:http'
import {join} from 'node:path'
import {HttpError} from '../HttpError'
import {DEFAULT_LIMITS, type ServerLimits} from '../limits'
import {ImageJobQueue} from './ImageJobQueue'
import {TransformCache} from './TransformCache'

/** Asset directories are owner-only, as the rest of the data directory. */
const ASSET_DIR_MODE = 0o700

/** The default largest upload the asset endpoints take: 100 MB. */
export const DEFAULT_ASSET_LIMIT = 100 * 1024 * 1024

const SHA1 = /^[0-9a-f]{40}$/
// Cache keys are our own hex digests; extensions come from a short allow-list.
const CACHE_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,8}$/
/** How many leading bytes {@link ReceivedUpload.head} keeps for format sniffing. */
const HEAD_BYTES = 64 * 1024

/** An upload written to a temporary file, hashed on the way. */
export interface ReceivedUpload {
  /** The temporary file; {@link AssetStore.commit} moves it into place, {@link AssetStore.discard} removes it. */
  tempPath: string
  /** SHA-1 of the bytes, 40 lowercase hex digits. */
  sha1: string
  /** Size in bytes. */
  size: number
  /** The first bytes (up to 64 KB), for sniffing the format without reading the file again. */
  head: Buffer
}

function tooLarge(limit: number): HttpError {
  return new HttpError(413, `The upload is larger than the limit of ${limit} bytes`)
}

function checkedSha1(sha1: string): string {
  // Every path below is built from a validated hash: no request can name another file.
  if (!SHA1.test(sha1)) throw new RangeError(`Not a SHA-1 hash: "${sha1}"`)
  return sha1
}

/** The limits an {@link AssetStore} applies itself; see `ServerLimits`. */
export type AssetStoreLimits = Pick<
  ServerLimits,
  'imageConcurrency' | 'transformCacheMaxEntries' | 'transformCacheMaxBytes'
>

/**
 * The asset files of one server, content-addressed under `<dataDir>/assets`:
 * originals at `<sha1[0..2]>/<sha1>`, transformed images at `cache/<sha1>/<key>.<ext>`, and
 * uploads in progress under `tmp/` (on the same file system, so moving one into place is an
 * atomic rename). Every path is built from a validated SHA-1 and never from request text.
 * It also holds the server's queue of image jobs and the bounded transform cache.
 *
 * @example
 * const store = new AssetStore(join(dataDir, 'assets'), limits)
 * const upload = await store.receive(req, DEFAULT_ASSET_LIMIT)
 * await store.commit(upload)
 */
export class AssetStore {
  /** The assets folder. */
  readonly root: string
  private readonly tmpDir: string
  /** Decoding and transforming images: at most `imageConcurrency` at once, the rest wait in turn. */
  readonly imageJobs: ImageJobQueue
  /** Transformed images, at most `transformCacheMaxEntries` files of `transformCacheMaxBytes`. */
  readonly transforms: TransformCache
  private readonly locks = new Map<string, Promise<unknown>>()

  /**
   * @param root - the assets folder
   * @param limits - image concurrency and transform cache bounds; the defaults when left out
   */
  constructor(root: string, limits: AssetStoreLimits = DEFAULT_LIMITS) {
    this.root = root
    this.tmpDir = join(root, 'tmp')
    this.imageJobs = new ImageJobQueue(limits.imageConcurrency)
    this.transforms = new TransformCache({
      dir: join(root, 'cache'),
      maxEntries: limits.transformCacheMaxEntries,
      maxBytes: limits.transformCacheMaxBytes,
      pathOf: (sha1, name) => this.cachePath(sha1, name),
      write: (path, data) => this.writeAtomically(path, data),
    })
  }

  /** Where the original bytes of a hash live (the file may not exist). */
  originalPath(sha1: string): string {
    const hash = checkedSha1(sha1)
    return join(this.root, hash.slice(0, 2), hash)
  }

  /** The folder of a hash's transformed images. */
  cacheDir(sha1: string): string {
    return join(this.root, 'cache', checkedSha1(sha1))
  }

  /** Where a transformed image is cached; `name` is `<32 hex digits>.<ext>`. */
  cachePath(sha1: string, name: string): string {
    if (!CACHE_NAME.test(name)) throw new RangeError(`Not a cache file name: "${name}"`)
    return join(this.cacheDir(sha1), name)
  }

  /** True when the original of a hash is stored. */
  async has(sha1: string): Promise<boolean> {
    try {
      return (await stat(this.originalPath(sha1))).isFile()
    } catch {
      return false
    }
  }

  /**
   * Streams a request body to a temporary file while hashing it, keeping at most 64 KB in
   * memory. A declared `Content-Length` over the limit is refused before a byte is read; a
   * streamed body is cut off the moment it passes the limit (the rest is drained and
   * discarded, so the 413 reaches the client).
   * @throws HttpError 413 over the limit; 400 for an empty body
   */
  async receive(req: IncomingMessage, limit: number): Promise<ReceivedUpload> {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > limit) {
      req.resume()
      throw tooLarge(limit)
    }
    mkdirSync(this.tmpDir, {recursive: true, mode: ASSET_DIR_MODE})
    const tempPath = join(this.tmpDir, `${Date.now()}-${randomBytes(8).toString('hex')}`)
    const out = createWriteStream(tempPath, {flags: 'wx'})
    const hash = createHash('sha1')
    const headChunks: Buffer[] = []
    let headSize = 0
    let size = 0
    try {
      await new Promise<void>((resolve, reject) => {
        const fail = (error: unknown) => {
          cleanup()
          req.resume()
          reject(error instanceof Error ? error : new Error(String(error)))
        }
        const onData = (chunk: Buffer) => {
          size += chunk.length
          if (size > limit) return fail(tooLarge(limit))
          hash.update(chunk)
          if (headSize < HEAD_BYTES) {
            headChunks.push(chunk.subarray(0, HEAD_BYTES - headSize))
            headSize += Math.min(chunk.length, HEAD_BYTES - headSize)
          }
          // Backpressure: a slow disk pauses the upload instead of filling memory.
          if (!out.write(chunk)) {
            req.pause()
            out.once('drain', () => req.resume())
          }
        }
        const onEnd = () => {
          cleanup()
          out.end(() => resolve())
        }
        // A client that hangs up mid-upload (an 'error' or an early 'close'): no 'end' will
        // come, and it is the client's doing, not a server failure to log.
        const onAbort = () => fail(new HttpError(400, 'The upload was interrupted before the body ended'))
        const cleanup = () => {
          req.off('data', onData)
          req.off('end', onEnd)
          req.off('error', onAbort)
          req.off('close', onAbort)
          out.off('error', fail)
        }
        req.on('data', onData)
        req.on('end', onEnd)
        req.on('error', onAbort)
        req.on('close', onAbort)
        out.on('error', fail)
      })
    } catch (error) {
      out.destroy()
      await rm(tempPath, {force: true})
      throw error
    }
    if (size === 0) {
      await rm(tempPath, {force: true})
      throw new HttpError(400, "The request body is empty; send the file's bytes as the body")
    }
    return {tempPath, sha1: hash.digest('hex'), size, head: Buffer.concat(headChunks)}
  }

  /**
   * Reads a received upload whole. Images are decoded from memory (the metadata helpers take
   * a buffer), so an image upload costs its size in memory once; files never do.
   */
  async read(upload: ReceivedUpload): Promise<Buffer> {
    const handle = await open(upload.tempPath, 'r')
    try {
      return await handle.readFile()
    } finally {
      await handle.close()
    }
  }

  /**
   * Moves a received upload to its content address; when the hash is already stored the
   * temporary file is dropped instead (same hash, same bytes).
   */
  async commit(upload: ReceivedUpload): Promise<void> {
    if (await this.has(upload.sha1)) return this.discard(upload)
    const target = this.originalPath(upload.sha1)
    mkdirSync(join(target, '..'), {recursive: true, mode: ASSET_DIR_MODE})
    await rename(upload.tempPath, target)
  }

  /** Removes a received upload's temporary file (a no-op once committed). */
  async discard(upload: ReceivedUpload): Promise<void> {
    await rm(upload.tempPath, {force: true})
  }

  /** Removes the original of a hash and every cached transform of it. */
  async remove(sha1: string): Promise<void> {
    await rm(this.originalPath(sha1), {force: true})
    this.transforms.forgetAsset(sha1)
    await rm(this.cacheDir(sha1), {recursive: true, force: true})
  }

  /**
   * Writes a file atomically: to a temporary file, then renamed into place, so a reader
   * never sees half of it.
   */
  async writeAtomically(path: string, data: Buffer): Promise<void> {
    mkdirSync(join(path, '..'), {recursive: true, mode: ASSET_DIR_MODE})
    mkdirSync(this.tmpDir, {recursive: true, mode: ASSET_DIR_MODE})
    const temp = join(this.tmpDir, `${Date.now()}-${randomBytes(8).toString('hex')}`)
    try {
      const handle = await open(temp, 'wx')
      try {
        await handle.writeFile(data)
      } finally {
        await handle.close()
      }
      await rename(temp, path)
    } catch (error) {
      // A full disk must not leave half-written temporary files behind.
      await rm(temp, {force: true})
      throw error
    }
  }

  /**
   * Runs `task` while no other task holds the same hash: storing an upload's file and
   * creating its document happen together, and so do checking that no asset document
   * still points at a hash and removing its file.
   */
  async withLock<T>(sha1: string, task: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(sha1) ?? Promise.resolve()
    const run = previous.then(task, task)
    const settled = run.then(
      () => undefined,
      () => undefined,
    )
    this.locks.set(sha1, settled)
    try {
      return await run
    } finally {
      if (this.locks.get(sha1) === settled) this.locks.delete(sha1)
    }
  }
}
