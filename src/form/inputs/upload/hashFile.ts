import {Sha1} from './sha1'
import {HASH_CHUNK_BYTES} from './uploadConstants'

/** Options of {@link hashFile}. */
export interface HashFileOptions {
  signal?: AbortSignal
  /** Hash in JavaScript even where Web Crypto is offered (tests of the fallback). */
  forceJavaScript?: boolean
}

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

// A macrotask: lets the browser handle input and paint between two chunks.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The SHA-1 of a file's bytes as 40 hex digits, computed without blocking the main thread,
 * for the duplicate check before an upload. With Web Crypto (any secure
 * context: https, localhost) the digest is one `crypto.subtle.digest` call, which browsers run
 * off the main thread; elsewhere the file is read and hashed in JavaScript
 * {@link HASH_CHUNK_BYTES} at a time, yielding to the event loop between chunks, so typing in
 * the form stays responsive while a 20 MB image is hashed.
 *
 * @throws the signal's reason (rejects) once aborted
 */
export async function hashFile(file: Blob, options: HashFileOptions = {}): Promise<string> {
  const {signal} = options
  signal?.throwIfAborted()
  const subtle = globalThis.crypto?.subtle
  if (subtle && !options.forceJavaScript) {
    const digest = await subtle.digest('SHA-1', await file.arrayBuffer())
    signal?.throwIfAborted()
    return hex(digest)
  }
  const hash = new Sha1()
  for (let offset = 0; offset < file.size; offset += HASH_CHUNK_BYTES) {
    const chunk = new Uint8Array(await file.slice(offset, offset + HASH_CHUNK_BYTES).arrayBuffer())
    hash.update(chunk)
    await nextTask()
    signal?.throwIfAborted()
  }
  return hash.hex()
}
