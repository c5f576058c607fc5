import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import Database from 'better-sqlite3'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {createLake} from '../../src/lake'
import {migrate, SCHEMA_VERSION} from '../../src/server/migrations'
import {sqliteStorage} from '../../src/server/sqliteStorage'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vellum-migrations-'))
})
afterEach(() => rmSync(dir, {recursive: true, force: true}))

/** A database as Vellum wrote it at schema version 3: one text column, `_rev` indexed, AUTOINCREMENT. */
function writeVersion3(file: string): void {
  const db = new Database(file)
  migrate(db, 3)
  db.prepare('INSERT INTO datasets (name, created_at) VALUES (?, ?)').run('production', '2026-01-01T00:00:00.000Z')
  const doc = {
    _id: 'post-1',
    _type: 'post',
    _rev: 'rev1',
    _updatedAt: '2026-01-01T00:00:00.000Z',
    title: 'Lantern harbour',
    slug: {current: 'lantern'},
  }
  const {lastInsertRowid: rowid} = db
    .prepare('INSERT INTO documents (dataset, id, type, rev, body) VALUES (?, ?, ?, ?, ?)')
    .run('production', doc._id, doc._type, doc._rev, JSON.stringify(doc))
  const attribute = db.prepare('INSERT INTO document_attributes (doc, path, value, kind) VALUES (?, ?, ?, ?)')
  attribute.run(rowid, '_rev', 'rev1', 's')
  attribute.run(rowid, '_updatedAt', doc._updatedAt, 's')
  attribute.run(rowid, 'title', doc.title, 's')
  attribute.run(rowid, 'slug.current', 'lantern', 's')
  db.prepare('INSERT INTO document_text (rowid, text) VALUES (?, ?)').run(
    rowid,
    ['post-1', doc.title, 'lantern'].join('\n'),
  )
  const {lastInsertRowid: seq} = db
    .prepare(
      'INSERT INTO transactions (dataset, id, timestamp, author, mutations, document_ids, effects) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      'production',
      'rev1',
      doc._updatedAt,
      'someone',
      JSON.stringify([{create: doc}]),
      JSON.stringify(['post-1']),
      JSON.stringify({'post-1': {apply: [0, doc], revert: [0, null]}}),
    )
  db.prepare('INSERT INTO revisions (dataset, id, seq, rev, timestamp, body) VALUES (?, ?, ?, ?, ?, ?)').run(
    'production',
    'post-1',
    seq,
    'rev1',
    doc._updatedAt,
    JSON.stringify(doc),
  )
  db.close()
}

describe('migrations', () => {
  it('bring a version-3 database up to date without losing documents, history or search', async () => {
    const file = join(dir, 'vellum.db')
    writeVersion3(file)
    const lake = createLake({storage: sqliteStorage({filename: file})})
    try {
      const db = new Database(file, {readonly: true})
      expect(db.pragma('user_version', {simple: true})).toBe(SCHEMA_VERSION)
      // `_rev` and `_updatedAt` left the attribute index; other attributes stayed.
      expect(db.prepare('SELECT path FROM document_attributes ORDER BY path').pluck().all()).toEqual([
        'slug.current',
        'title',
      ])
      expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE sql LIKE '%AUTOINCREMENT%'").pluck().get()).toBe(0)
      db.close()

      // The text index was rebuilt from the documents, split into head and body.
      const {hits} = await lake.textSearch('production', {query: {string: 'harb'}})
      expect(hits.map((hit) => hit.id)).toEqual(['post-1'])
      // Equality on `_rev` is still answered (by a scan of the other candidates).
      expect(await lake.query('production', '*[_rev == "rev1"]._id')).toEqual(['post-1'])

      // History continues after the old transactions, in order.
      await lake.mutate('production', [{patch: {id: 'post-1', set: {title: 'Lantern garden'}}}])
      const history = lake.getTransactions('production', {documentIds: ['post-1']})
      expect(history.map((tx) => tx.id)[0]).toBe('rev1')
      expect(history).toHaveLength(2)
      expect(lake.getDocumentsAt('production', ['post-1'], {revision: 'rev1'})[0]).toMatchObject({
        title: 'Lantern harbour',
      })
      expect((await lake.textSearch('production', {query: {string: 'garden'}})).hits.map((hit) => hit.id)).toEqual([
        'post-1',
      ])
    } finally {
      lake.close()
    }
  })

  it('refuse a database written by a newer Vellum', () => {
    const file = join(dir, 'newer.db')
    const db = new Database(file)
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`)
    db.close()
    expect(() => sqliteStorage({filename: file})).toThrow(/newer than this Vellum understands/)
  })
})
