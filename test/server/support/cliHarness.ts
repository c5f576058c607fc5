import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {main, type CliIO} from '../../../src/server/cli/main'

/** What one in-process run of the CLI printed and returned. */
export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

/** Runs `vellum <argv>` in-process with captured output. */
export async function runCli(argv: string[], options: {isTTY?: boolean; signal?: AbortSignal} = {}): Promise<CliRun> {
  let stdout = ''
  let stderr = ''
  const io: CliIO = {
    stdout: {write: (text: string) => (stdout += text)},
    stderr: {write: (text: string) => (stderr += text)},
    isTTY: options.isTTY ?? false,
    signal: options.signal,
  }
  const code = await main(argv, io)
  return {code, stdout, stderr}
}

/** A fresh temporary directory and its teardown. */
export function tempDir(prefix = 'vellum-cli-'): {dir: string; remove: () => void} {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  return {dir, remove: () => rmSync(dir, {recursive: true, force: true})}
}
