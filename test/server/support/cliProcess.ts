import {spawn, type ChildProcess} from 'node:child_process'
import {fileURLToPath} from 'node:url'

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const LISTENING = /^vellum listening on (http:\/\/127\.0\.0\.1:\d+)$/

/** A `vellum start` running in a child process. */
export interface ServerProcess {
  child: ChildProcess
  /** The base URL from the listening line. */
  url: string
  /** Everything the process printed on stdout so far. */
  stdout: () => string
  stderr: () => string
  /** Resolves when the process has exited. */
  exited: Promise<{code: number | null; signal: NodeJS.Signals | null}>
}

/**
 * Spawns `node --import tsx src/server/cli/bin.ts start --data <dir> --port 0` bound to
 * 127.0.0.1 and resolves once it printed its listening line (no sleeps: it waits on output).
 */
export function startServerProcess(dataDir: string): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/bin.ts', 'start', '--data', dataDir, '--port', '0', '--host', '127.0.0.1'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stdout = ''
  let stderr = ''
  child.stdout!.setEncoding('utf8').on('data', (text: string) => (stdout += text))
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr += text))
  const exited = new Promise<{code: number | null; signal: NodeJS.Signals | null}>((resolve) =>
    child.once('exit', (code, signal) => resolve({code, signal})),
  )

  return new Promise((resolve, reject) => {
    const onData = () => {
      const newline = stdout.indexOf('\n')
      if (newline === -1) return
      child.stdout!.off('data', onData)
      const match = LISTENING.exec(stdout.slice(0, newline))
      if (!match) {
        child.kill('SIGKILL')
        reject(new Error(`Unexpected first line from vellum start: ${JSON.stringify(stdout)}\n${stderr}`))
        return
      }
      resolve({child, url: match[1]!, stdout: () => stdout, stderr: () => stderr, exited})
    }
    child.stdout!.on('data', onData)
    void exited.then(({code, signal}) =>
      reject(new Error(`vellum start exited (${code ?? signal}) before listening:\n${stderr}`)),
    )
  })
}
