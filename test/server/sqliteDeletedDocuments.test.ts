import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, describe, expect, it} from 'vitest'
import {sqliteStorage, type SqliteStorage} from '../../src/server/sqliteStorage'
import {describeDeletedDocuments} from '../lake/deletedDocumentsBehaviour'

const dir = mkdtempSync(join(tmpdir(), 'vellum-deleted-'))
const opened: SqliteStorage[] = []
let files = 0
const storage = (): SqliteStorage => {
  const made = sqliteStorage({filename: join(dir, `lake-${files++}.db`)})
  opened.push(made)
  return made
}
afterAll(() => {
  for (const made of opened) made.close()
  rmSync(dir, {recursive: true, force: true})
})

describeDeletedDocuments('SQLite storage in a file', storage)

describe('SQLite deletions', () => {
  it('walks the partial index of deleting revisions, not the whole revision log', () => {
    const {db} = storage()
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT d.id FROM revisions AS d WHERE d.dataset = ? AND d.body IS NULL
         AND (d.seq, d.id) < (?, ?) ORDER BY d.seq DESC, d.id DESC LIMIT 10`,
      )
      .all('production', 10, 'a') as Array<{detail: string}>
    expect(plan.map((row) => row.detail).join('\n')).toMatch(/USING (COVERING )?INDEX revisions_deletions/)
    expect(plan.map((row) => row.detail).join('\n')).not.toMatch(/TEMP B-TREE/)
  })
})
