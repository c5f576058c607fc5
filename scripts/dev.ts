// `npm run dev`: the content server on ./.vellum (SQLite, developer sign-in), the example
// datasets seeded on a first run, and the example host app (examples/blog) with Vite, all on
// 127.0.0.1. Stops on Ctrl-C. Environment: VELLUM_DATA_DIR, VELLUM_PORT, VELLUM_APP_PORT.
import {startBlogDev} from '../examples/blog/scripts/startBlogDev'

function port(name: string, fallback: number): number {
  const value = process.env[name]
  if (value === undefined || value === '') return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new Error(`${name} must be a port number from 0 to 65535, got "${value}"`)
  return parsed
}

async function main(): Promise<void> {
  const dev = await startBlogDev({
    dataDir: process.env.VELLUM_DATA_DIR ?? './.vellum',
    serverPort: port('VELLUM_PORT', 3400),
    appPort: port('VELLUM_APP_PORT', 5173),
  })
  console.log(`\nContent server: ${dev.serverUrl}`)
  console.log(`Open the studio: ${dev.studioUrl}\n`)
  let closing = false
  const stop = () => {
    if (closing) return
    closing = true
    dev.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
