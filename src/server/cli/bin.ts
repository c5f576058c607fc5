#!/usr/bin/env node
// The `vellum` executable: everything lives in main(), which tests call in-process. Exiting
// explicitly ends the process even if a closed server left a timer behind; stdout and
// stderr are synchronous for files and pipes on POSIX, so no output is lost.
import {main} from './main'

process.exit(await main(process.argv.slice(2)))
