import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll} from 'vitest'
import {sqliteStorage} from '../../src/server/sqliteStorage'
import {describeQueryRegressions} from '../lake/queryRegressions'

// Real database files, one per lake, in a temp dir removed afterwards.
const dir = mkdtempSync(join(tmpdir(), 'vellum-groq-regressions-'))
let files = 0
afterAll(() => rmSync(dir, {recursive: true, force: true}))

describeQueryRegressions('SQLite storage', () => sqliteStorage({filename: join(dir, `lake-${files++}.db`)}))
