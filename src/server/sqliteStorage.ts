import {mkdirSync} from 'node:fs'
import {dirname} from 'node:path'
import Database from 'better-sqlite3'
import {
  attributeValues,
  collectReferences,
  matchesPathGlob,
  tokenize,
  type DocumentFilter,
  type DocumentRevision,
  type LakeStorage,
  type TransactionQuery,
  type TransactionRecord,
} from '../lake'
import type {ContentDocument} from '../types'
import {migrate} from './migrations'

/** Options of {@link sqliteStorage}. */
export interface SqliteStorageOptions {
  /** The database file; `:memory:` for a throw-away one. */
  filename: string
}

/** A LakeStorage over SQLite that also exposes its database for the server's own tables. */
export interface SqliteStorage extends LakeStorage {
  readonly db: Database.Database
}

type AttributeKind = 's' | 'n' | 'b'

function kindOf(value: string | number | boolean): AttributeKind {
  return typeof value === 'string' ? 's' : typeof value === 'number' ? 'n' : 'b'
}

function sqlValue(value: string | number | boolean): string | number {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value
}

/** All string values of a document, for the text index (system fields other than `_id` left out). */
function documentText(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) documentText(item, out)
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) if (!key.startsWith('_') || key === '_id') documentText(child, out)
  }
  return out
}

/**
 * GROQ path globs as SQLite GLOB patterns, as a superset refined afterwards: `*` crosses dots
 * in GLOB, and groq-js' `path()` lets `.` match any one character, so it becomes `?`.
 */
function toSqlGlob(pattern: string): string {
  return pattern.replace(/[[\]?]/g, (c) => `[${c}]`).replace(/\./g, '?').replace(/\*\*?/g, '*')
}

/**
 * The embedded storage: one SQLite file through better-sqlite3, in WAL mode. Documents carry
 * type, reference, attribute-equality and full-text indexes, maintained in the same SQLite
 * transaction as the write; every transaction and every document revision is kept.
 *
 * Durability: `synchronous = NORMAL` with WAL survives a killed process (a committed
 * transaction is in the WAL before `commit` returns); only an OS crash or power loss may
 * lose the last transactions, which `FULL` would prevent at some cost in throughput.
 */
export function sqliteStorage(options: SqliteStorageOptions): SqliteStorage {
  if (options.filename !== ':memory:') mkdirSync(dirname(options.filename), {recursive: true})
  const db = new Database(options.filename)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  migrate(db)

  const statements = {
    listDatasets: db.prepare<[], {name: string}>('SELECT name FROM datasets ORDER BY name'),
    ensureDataset: db.prepare('INSERT OR IGNORE INTO datasets (name, created_at) VALUES (?, ?)'),
    getDocument: db.prepare<[string, string], {body: string}>('SELECT body FROM documents WHERE dataset = ? AND id = ?'),
    getRowid: db.prepare<[string, string], {rowid: number}>('SELECT rowid FROM documents WHERE dataset = ? AND id = ?'),
    count: db.prepare<[string], {n: number}>('SELECT count(*) AS n FROM documents WHERE dataset = ?'),
    upsert: db.prepare<[string, string, string, string | null, string], {rowid: number}>(
      `INSERT INTO documents (dataset, id, type, rev, body) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (dataset, id) DO UPDATE SET type = excluded.type, rev = excluded.rev, body = excluded.body
       RETURNING rowid`,
    ),
    deleteDocument: db.prepare('DELETE FROM documents WHERE rowid = ?'),
    deleteRefs: db.prepare('DELETE FROM document_refs WHERE doc = ?'),
    insertRef: db.prepare('INSERT OR IGNORE INTO document_refs (doc, target) VALUES (?, ?)'),
    deleteAttributes: db.prepare('DELETE FROM document_attributes WHERE doc = ?'),
    insertAttribute: db.prepare('INSERT OR IGNORE INTO document_attributes (doc, path, value, kind) VALUES (?, ?, ?, ?)'),
    deleteText: db.prepare('DELETE FROM document_text WHERE rowid = ?'),
    insertText: db.prepare('INSERT INTO document_text (rowid, text) VALUES (?, ?)'),
    insertTransaction: db.prepare<[string, string, string, string, string, string, string]>(
      'INSERT INTO transactions (dataset, id, timestamp, author, mutations, document_ids, effects) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    insertRevision: db.prepare('INSERT INTO revisions (dataset, id, seq, rev, timestamp, body) VALUES (?, ?, ?, ?, ?, ?)'),
    transactionSeq: db.prepare<[string, string], {seq: number}>('SELECT seq FROM transactions WHERE dataset = ? AND id = ?'),
    revision: db.prepare<[string, string, string], {rev: string; timestamp: string; body: string | null}>(
      'SELECT rev, timestamp, body FROM revisions WHERE dataset = ? AND id = ? AND rev = ?',
    ),
    revisionAt: db.prepare<[string, string, string], {rev: string; timestamp: string; body: string | null}>(
      'SELECT rev, timestamp, body FROM revisions WHERE dataset = ? AND id = ? AND timestamp <= ? ORDER BY seq DESC LIMIT 1',
    ),
    searchText: db.prepare<[string, string, number], {id: string}>(
      `SELECT d.id FROM document_text JOIN documents d ON d.rowid = document_text.rowid
       WHERE document_text MATCH ? AND d.dataset = ? ORDER BY rank LIMIT ?`,
    ),
  }

  const parse = (body: string): ContentDocument => JSON.parse(body) as ContentDocument

  const writeDocument = (dataset: string, doc: ContentDocument): void => {
    const {rowid} = statements.upsert.get(dataset, doc._id, doc._type, doc._rev ?? null, JSON.stringify(doc))!
    statements.deleteRefs.run(rowid)
    for (const target of collectReferences(doc)) statements.insertRef.run(rowid, target)
    statements.deleteAttributes.run(rowid)
    for (const {path, value} of attributeValues(doc)) statements.insertAttribute.run(rowid, path, sqlValue(value), kindOf(value))
    statements.deleteText.run(rowid)
    statements.insertText.run(rowid, documentText(doc).join('\n'))
  }

  const removeDocument = (dataset: string, id: string): void => {
    const row = statements.getRowid.get(dataset, id)
    if (!row) return
    statements.deleteRefs.run(row.rowid)
    statements.deleteAttributes.run(row.rowid)
    statements.deleteText.run(row.rowid)
    statements.deleteDocument.run(row.rowid)
  }

  /** SQL for one filter (an OR of its parts), or undefined when it has none. */
  const filterSql = (filter: DocumentFilter, params: Array<string | number>): string | undefined => {
    const parts: string[] = []
    const list = (values: Array<string | number>) => {
      params.push(...values)
      return values.map(() => '?').join(', ')
    }
    if (filter.types?.length) parts.push(`type IN (${list(filter.types)})`)
    if (filter.ids?.length) parts.push(`id IN (${list(filter.ids)})`)
    if (filter.references?.length) parts.push(`rowid IN (SELECT doc FROM document_refs WHERE target IN (${list(filter.references)}))`)
    for (const pattern of filter.idPatterns ?? []) parts.push(`id GLOB ${list([toSqlGlob(pattern)])}`)
    for (const {path, value} of filter.equals ?? []) {
      parts.push(`rowid IN (SELECT doc FROM document_attributes WHERE path = ${list([path])} AND value = ${list([sqlValue(value)])} AND kind = ${list([kindOf(value)])})`)
    }
    return parts.length ? `(${parts.join(' OR ')})` : undefined
  }

  const toRevision = (id: string, row: {rev: string; timestamp: string; body: string | null} | undefined): DocumentRevision | undefined =>
    row && {id, rev: row.rev, timestamp: row.timestamp, document: row.body === null ? null : parse(row.body)}

  const readTransactions = (dataset: string, query: TransactionQuery): TransactionRecord[] => {
    const where = ['dataset = ?']
    const params: Array<string | number> = [dataset]
    for (const [bound, op] of [
      [query.fromTransaction, '>='],
      [query.toTransaction, '<='],
    ] as const) {
      if (bound === undefined) continue
      const row = statements.transactionSeq.get(dataset, bound)
      if (!row) return []
      where.push(`seq ${op} ?`)
      params.push(row.seq)
    }
    if (query.documentIds?.length) {
      where.push(`seq IN (SELECT seq FROM revisions WHERE dataset = ? AND id IN (${query.documentIds.map(() => '?').join(', ')}))`)
      params.push(dataset, ...query.documentIds)
    }
    let sql = `SELECT id, timestamp, author, mutations, document_ids, effects FROM transactions WHERE ${where.join(' AND ')} ORDER BY seq ${query.reverse ? 'DESC' : 'ASC'}`
    if (query.limit !== undefined) {
      sql += ' LIMIT ?'
      params.push(query.limit)
    }
    const rows = db.prepare(sql).all(...params) as Array<{id: string; timestamp: string; author: string; mutations: string; document_ids: string; effects: string}>
    return rows.map((row) => ({
      id: row.id,
      timestamp: row.timestamp,
      author: row.author,
      mutations: JSON.parse(row.mutations),
      documentIds: JSON.parse(row.document_ids),
      effects: JSON.parse(row.effects),
    }))
  }

  return {
    db,
    listDatasets: () => statements.listDatasets.all().map((row) => row.name),
    ensureDataset: (name) => void statements.ensureDataset.run(name, new Date().toISOString()),
    transaction: (fn) => db.transaction(fn)(),
    getDocuments: (dataset, ids) =>
      ids.map((id) => {
        const row = statements.getDocument.get(dataset, id)
        return row ? parse(row.body) : null
      }),
    findDocuments: (dataset, filters) => {
      const params: Array<string | number> = [dataset]
      const clauses = filters.map((filter) => filterSql(filter, params)).filter((sql): sql is string => sql !== undefined)
      const sql = `SELECT body FROM documents WHERE dataset = ?${clauses.map((clause) => ` AND ${clause}`).join('')} ORDER BY id`
      const docs = (db.prepare(sql).all(...params) as Array<{body: string}>).map((row) => parse(row.body))
      const patterns = filters.filter((filter) => filter.idPatterns?.length && !filter.types?.length && !filter.ids?.length && !filter.references?.length && !filter.equals?.length)
      if (patterns.length === 0) return docs
      // GLOB lets `*` cross dots; refine pure-pattern filters to GROQ's path() semantics.
      return docs.filter((doc) => patterns.every((filter) => filter.idPatterns!.some((pattern) => matchesPathGlob(pattern, doc._id))))
    },
    countDocuments: (dataset) => statements.count.get(dataset)!.n,
    commit: (dataset, record, revisions) => {
      db.transaction(() => {
        statements.ensureDataset.run(dataset, record.timestamp)
        const {lastInsertRowid} = statements.insertTransaction.run(
          dataset,
          record.id,
          record.timestamp,
          record.author,
          JSON.stringify(record.mutations),
          JSON.stringify(record.documentIds),
          JSON.stringify(record.effects),
        )
        for (const revision of revisions) {
          if (revision.document) writeDocument(dataset, revision.document)
          else removeDocument(dataset, revision.id)
          statements.insertRevision.run(dataset, revision.id, lastInsertRowid, revision.rev, revision.timestamp, revision.document ? JSON.stringify(revision.document) : null)
        }
      })()
    },
    getTransactions: readTransactions,
    getRevision: (dataset, id, rev) => toRevision(id, statements.revision.get(dataset, id, rev)),
    getRevisionAt: (dataset, id, time) => toRevision(id, statements.revisionAt.get(dataset, id, time)),
    searchText: (dataset, terms, limit) => {
      const words = terms.flatMap((term) => tokenize(term))
      if (words.length === 0) return undefined
      const match = words.map((word) => `"${word}"*`).join(' ')
      return statements.searchText.all(match, dataset, limit).map((row) => row.id)
    },
    close: () => {
      if (db.open) db.close()
    },
  }
}
