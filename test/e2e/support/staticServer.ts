import {createReadStream, statSync} from 'node:fs'
import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import {extname, join, normalize, sep} from 'node:path'

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}

/** Serves a folder on 127.0.0.1 at a free port; resolves to its URL and a close function. */
export async function serveStatic(root: string): Promise<{url: string; close: () => Promise<void>}> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
    let file = normalize(join(root, pathname))
    if (!file.startsWith(normalize(root) + sep) && file !== normalize(root)) {
      res.writeHead(403).end()
      return
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html')
      statSync(file)
    } catch {
      res.writeHead(404, {'content-type': 'text/plain'}).end('not found')
      return
    }
    res.writeHead(200, {'content-type': MIME[extname(file)] ?? 'application/octet-stream'})
    createReadStream(file).pipe(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
