import {chmodSync, closeSync, existsSync, mkdirSync, openSync} from 'node:fs'
import {dirname} from 'node:path'
import Database from 'better-sqlite3'
import {
  attributeValues,
  collectReferences,
  matchesPathGlob,
  searchableText,
  tokenize,
  type DeletionQuery,
  type DocumentDeletion,
  type DocumentFilter,
  type DocumentRevision,
  type LakeStorage,
  type TransactionQuery,
  type TransactionRecord,
} from '../lake'
import type {ContentDocument} from '../types'
import {migrate} from './migrations'

/**
 * Options of {@link sqliteStorage}.
 * @public
 */
export interface SqliteStorageOptions {
  /** The database file; `:memory:` for a throw-away one. */
  filename: string
}

/**
 * A LakeStorage over SQLite that also exposes its database for the server's own tables.
 * @public
 */
export interface SqliteStorage extends LakeStorage {
  /**
   * The open SQLite database (better-sqlite3), where the server keeps its own tables (users, sessions, tokens, CORS
   * origins, key-values) beside the lake's.
   */
  readonly db: Database.Database
}

type AttributeKind = 's' | 'n' | 'b'

/** Up to this many matching rows, text search candidates are ranked by the index's relevance (bm25). */
const RANK_LIMIT = 2000
/** How much more a word in a document's head text (titles, names) counts in the index's ranking than one in its body. */
const HEAD_WEIGHT = 10
/** Up to this many matching rows, a text search takes every match as a candidate, unranked by the index. */
const ALL_MATCHES_LIMIT = 500

function kindOf(value: string | number | boolean): AttributeKind {
  return typeof value === 'string' ? 's' : typeof value === 'number' ? 'n' : 'b'
}

function sqlValue(value: string | number | boolean): string | number {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value
}

/**
 * GROQ path globs as SQLite GLOB patterns, as a superset refined afterwards: `*` crosses dots
 * in GLOB, and groq-js' `path()` lets `.` match any one character, so it becomes `?`.
 */
function toSqlGlob(pattern: string): string {
  return pattern
    .replace(/[[\]?]/g, (c) => `[${c}]`)
    .replace(/\./g, '?')
    .replace(/\*\*?/g, '*')
}

/** Owner-only permissions for the data directory. */
export const DATA_DIR_MODE = 0o700

/** Owner-only permissions for the database file and its `-wal` and `-shm` files. */
export const DATABASE_FILE_MODE = 0o600

/**
 * Creates the database file owner-only (0600) before SQLite opens it — it holds password and
 * token hashes — and tightens a file an older version left readable to others, with its
 * `-wal` and `-shm` files. SQLite gives the `-wal` and `-shm` files it creates the database
 * file's permissions. Its directory, when created here, is owner-only too (0700).
 */
function prepareDatabaseFile(filename: string): void {
  mkdirSync(dirname(filename), {recursive: true, mode: DATA_DIR_MODE})
  if (!existsSync(filename)) closeSync(openSync(filename, 'a', DATABASE_FILE_MODE))
  for (const file of [filename, `${filename}-wal`, `${filename}-shm`]) {
    try {
      chmodSync(file, DATABASE_FILE_MODE)
    } catch (error) {
      // Missing (-wal/-shm before the first write) or not ours to change: nothing to tighten.
      const code = (error as NodeJS.ErrnoException).code
      if (code !== 'ENOENT' && code !== 'EPERM') throw error
    }
  }
}

/**
 * The embedded storage: one SQLite file through better-sqlite3, in WAL mode. Documents carry
 * type, reference, attribute-equality and full-text indexes, maintained in the same SQLite
 * transaction as the write; every transaction and every document revision is kept.
 *
 * Durability: `synchronous = NORMAL` with WAL survives a killed process (a committed
 * transaction is in the WAL before `commit` returns); only an OS crash or power loss may
 * lose the last transactions, which `FULL` would prevent at some cost in throughput.
 * @public
 */
export function sqliteStorage(options: SqliteStorageOptions): SqliteStorage {
  if (options.filename !== ':memory:') prepareDatabaseFile(options.filename)
  const db = new Database(options.filename)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  // Checkpoint the WAL every ~40 MB rather than every 4 MB: a page written by many commits
  // (the end of the transaction log, of the revisions) is copied into the database once per
  // checkpoint, so fewer checkpoints mean fewer writes per commit. The WAL file is cut back
  // to 64 MB after a checkpoint so it does not keep its peak size.
  db.pragma('wal_autocheckpoint = 10000')
  db.pragma('journal_size_limit = 67108864')
  migrate(db)

  const statements = {
    listDatasets: db.prepare<[], {name: string}>('SELECT name FROM datasets ORDER BY name'),
    ensureDataset: db.prepare('INSERT OR IGNORE INTO datasets (name, created_at) VALUES (?, ?)'),
    getDocument: db.prepare<[string, string], {body: string}>(
      'SELECT body FROM documents WHERE dataset = ? AND id = ?',
    ),
    getStored: db.prepare<[string, string], {rowid: number; body: string}>(
      'SELECT rowid, body FROM documents WHERE dataset = ? AND id = ?',
    ),
    deleteRef: db.prepare('DELETE FROM document_refs WHERE doc = ? AND target = ?'),
    deleteAttribute: db.prepare(
      'DELETE FROM document_attributes WHERE doc = ? AND path = ? AND value = ? AND kind = ?',
    ),
    count: db.prepare<[string], {n: number}>('SELECT count(*) AS n FROM documents WHERE dataset = ?'),
    upsert: db.prepare<[string, string, string, string | null, string], {rowid: number}>(
      `INSERT INTO documents (dataset, id, type, rev, body) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (dataset, id) DO UPDATE SET type = excluded.type, rev = excluded.rev, body = excluded.body
       RETURNING rowid`,
    ),
    deleteDocument: db.prepare('DELETE FROM documents WHERE rowid = ?'),
    insertRef: db.prepare('INSERT OR IGNORE INTO document_refs (doc, target) VALUES (?, ?)'),
    insertAttribute: db.prepare(
      'INSERT OR IGNORE INTO document_attributes (doc, path, value, kind) VALUES (?, ?, ?, ?)',
    ),
    deleteText: db.prepare('DELETE FROM document_text WHERE rowid = ?'),
    insertText: db.prepare('INSERT INTO document_text (rowid, head, body) VALUES (?, ?, ?)'),
    matchingRowids: db.prepare<[string, number], {rowid: number}>(
      'SELECT rowid FROM document_text WHERE document_text MATCH ? LIMIT ?',
    ),
    countMatches: db.prepare<[string, number], {n: number}>(
      'SELECT count(*) AS n FROM (SELECT 1 FROM document_text WHERE document_text MATCH ? LIMIT ?)',
    ),
    insertTransaction: db.prepare<[string, string, string, string, string, string, string]>(
      'INSERT INTO transactions (dataset, id, timestamp, author, mutations, document_ids, effects) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    insertRevision: db.prepare(
      'INSERT INTO revisions (dataset, id, seq, rev, timestamp, body) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    transactionSeq: db.prepare<[string, string], {seq: number}>(
      'SELECT seq FROM transactions WHERE dataset = ? AND id = ?',
    ),
    revision: db.prepare<[string, string, string], {rev: string; timestamp: string; body: string | null}>( // (id, dataset, rev)
      `SELECT r.rev, r.timestamp, r.body FROM transactions t JOIN revisions r ON r.dataset = t.dataset AND r.id = ? AND r.seq = t.seq
       WHERE t.dataset = ? AND t.id = ?`,
    ),
    revisionAt: db.prepare<[string, string, string], {rev: string; timestamp: string; body: string | null}>(
      'SELECT rev, timestamp, body FROM revisions WHERE dataset = ? AND id = ? AND timestamp <= ? ORDER BY seq DESC LIMIT 1',
    ),
    revisionBefore: db.prepare<[string, string, string], {rev: string; timestamp: string; body: string | null}>( // (id, dataset, rev)
      `SELECT r.rev, r.timestamp, r.body FROM transactions t JOIN revisions r ON r.dataset = t.dataset AND r.id = ? AND r.seq < t.seq
       WHERE t.dataset = ? AND t.id = ? ORDER BY r.seq DESC LIMIT 1`,
    ),
    hasDataset: db.prepare<[string], {found: number}>('SELECT 1 AS found FROM datasets WHERE name = ?'),
  }

  const parse = (body: string): ContentDocument => JSON.parse(body) as ContentDocument
  // Datasets known to have their row, so commits skip the INSERT OR IGNORE.
  const knownDatasets = new Set<string>()

  // Dynamic SQL (filters, history ranges) repeats in a few shapes; prepare each shape once.
  const prepared = new Map<string, Database.Statement>()
  const prepare = (sql: string): Database.Statement => {
    let statement = prepared.get(sql)
    if (!statement) {
      if (prepared.size > 200) prepared.clear()
      prepared.set(sql, (statement = db.prepare(sql)))
    }
    return statement
  }

  const attributeKey = (path: string, value: string | number | boolean) =>
    `${kindOf(value)}\u0000${path}\u0000${String(value)}`

  /**
   * Writes a document and brings its indexes up to date. Only what changed is rewritten: a
   * patch that sets one field touches one attribute row, and the full-text row (the costliest
   * write) only when the document's text changed.
   */
  const writeDocument = (
    dataset: string,
    doc: ContentDocument,
    body: string,
    known: ContentDocument | null | undefined,
  ): void => {
    let previous = known ?? undefined
    if (known === undefined) {
      const old = statements.getStored.get(dataset, doc._id)
      previous = old ? parse(old.body) : undefined
    }
    const {rowid} = statements.upsert.get(dataset, doc._id, doc._type, doc._rev ?? null, body)!

    const refs = new Set(collectReferences(doc))
    const oldRefs = new Set(previous ? collectReferences(previous) : [])
    for (const target of oldRefs) if (!refs.has(target)) statements.deleteRef.run(rowid, target)
    for (const target of refs) if (!oldRefs.has(target)) statements.insertRef.run(rowid, target)

    const attributes = new Map(attributeValues(doc).map((entry) => [attributeKey(entry.path, entry.value), entry]))
    const oldAttributes = new Map(
      (previous ? attributeValues(previous) : []).map((entry) => [attributeKey(entry.path, entry.value), entry]),
    )
    for (const [key, {path, value}] of oldAttributes)
      if (!attributes.has(key)) statements.deleteAttribute.run(rowid, path, sqlValue(value), kindOf(value))
    for (const [key, {path, value}] of attributes)
      if (!oldAttributes.has(key)) statements.insertAttribute.run(rowid, path, sqlValue(value), kindOf(value))

    const text = searchableText(doc)
    const headText = text.head.join('\n')
    const bodyText = text.body.join('\n')
    const old = previous && searchableText(previous)
    if (!old || old.head.join('\n') !== headText || old.body.join('\n') !== bodyText) {
      if (previous) statements.deleteText.run(rowid)
      statements.insertText.run(rowid, headText, bodyText)
    }
  }

  /**
   * Deletes a document with its index rows. Reference and attribute rows are found from the
   * stored document itself (by their primary keys), so those tables need no second index by
   * document, which every write would otherwise pay for.
   */
  const removeDocument = (dataset: string, id: string): void => {
    const row = statements.getStored.get(dataset, id)
    if (!row) return
    const stored = parse(row.body)
    for (const target of collectReferences(stored)) statements.deleteRef.run(row.rowid, target)
    for (const {path, value} of attributeValues(stored))
      statements.deleteAttribute.run(row.rowid, path, sqlValue(value), kindOf(value))
    statements.deleteText.run(row.rowid)
    statements.deleteDocument.run(row.rowid)
  }

  /**
   * Rowids of the documents one filter admits, as one SQL select (a UNION of its parts), or
   * undefined unless every part is selective (ids, references, attribute equality): those are
   * the filters worth driving a query from.
   */
  const selectiveRowids = (
    dataset: string,
    filter: DocumentFilter,
    params: Array<string | number>,
  ): string | undefined => {
    if (filter.types?.length || filter.idPatterns?.length) return undefined
    const parts: string[] = []
    const list = (values: Array<string | number>) => {
      params.push(...values)
      return values.map(() => '?').join(', ')
    }
    if (filter.ids?.length)
      parts.push(
        `SELECT rowid AS doc FROM documents WHERE dataset = ${list([dataset])} AND id IN (${list(filter.ids)})`,
      )
    if (filter.references?.length)
      parts.push(`SELECT doc FROM document_refs WHERE target IN (${list(filter.references)})`)
    for (const {path, value} of filter.equals ?? []) {
      parts.push(
        `SELECT doc FROM document_attributes WHERE path = ${list([path])} AND value = ${list([sqlValue(value)])} AND kind = ${list([kindOf(value)])}`,
      )
    }
    // A document referencing several of the ids has several rows: UNION (even of one part,
    // through DISTINCT) gives each document once.
    if (parts.length === 1) return parts[0]!.replace(/^SELECT /, 'SELECT DISTINCT ')
    return parts.length ? parts.join(' UNION ') : undefined
  }

  /** A WHERE condition for one filter (an OR of its parts), or undefined when it has none. */
  const filterSql = (filter: DocumentFilter, params: Array<string | number>): string | undefined => {
    const parts: string[] = []
    const list = (values: Array<string | number>) => {
      params.push(...values)
      return values.map(() => '?').join(', ')
    }
    if (filter.types?.length) parts.push(`d.type IN (${list(filter.types)})`)
    if (filter.ids?.length) parts.push(`d.id IN (${list(filter.ids)})`)
    if (filter.references?.length)
      parts.push(`d.rowid IN (SELECT doc FROM document_refs WHERE target IN (${list(filter.references)}))`)
    for (const pattern of filter.idPatterns ?? []) parts.push(`d.id GLOB ${list([toSqlGlob(pattern)])}`)
    for (const {path, value} of filter.equals ?? []) {
      parts.push(
        `d.rowid IN (SELECT doc FROM document_attributes WHERE path = ${list([path])} AND value = ${list([sqlValue(value)])} AND kind = ${list([kindOf(value)])})`,
      )
    }
    return parts.length ? `(${parts.join(' OR ')})` : undefined
  }

  /**
   * The SQL of a findDocuments call. With a selective filter its rowids drive the query
   * (CROSS JOIN keeps SQLite from walking the dataset in id order instead); otherwise the
   * type and id indexes do.
   */
  const findSql = (dataset: string, filters: DocumentFilter[]): {sql: string; params: Array<string | number>} => {
    const params: Array<string | number> = []
    const driverIndex = filters.findIndex((filter) => selectiveRowids(dataset, filter, []) !== undefined)
    let from = 'documents AS d'
    if (driverIndex >= 0) {
      const rowids = selectiveRowids(dataset, filters[driverIndex]!, params)!
      from = `(${rowids}) AS c CROSS JOIN documents AS d ON d.rowid = c.doc`
    }
    params.push(dataset)
    const clauses = filters
      .filter((_, index) => index !== driverIndex)
      .map((filter) => filterSql(filter, params))
      .filter((sql): sql is string => sql !== undefined)
    return {
      sql: `SELECT d.body AS body FROM ${from} WHERE d.dataset = ?${clauses.map((clause) => ` AND ${clause}`).join('')} ORDER BY d.id`,
      params,
    }
  }

  const toRevision = (
    id: string,
    row: {rev: string; timestamp: string; body: string | null} | undefined,
  ): DocumentRevision | undefined =>
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
      where.push(
        `seq IN (SELECT seq FROM revisions WHERE dataset = ? AND id IN (${query.documentIds.map(() => '?').join(', ')}))`,
      )
      params.push(dataset, ...query.documentIds)
    }
    let sql = `SELECT id, timestamp, author, mutations, document_ids, effects FROM transactions WHERE ${where.join(' AND ')} ORDER BY seq ${query.reverse ? 'DESC' : 'ASC'}`
    if (query.limit !== undefined) {
      sql += ' LIMIT ?'
      params.push(query.limit)
    }
    const rows = prepare(sql).all(...params) as Array<{
      id: string
      timestamp: string
      author: string
      mutations: string
      document_ids: string
      effects: string
    }>
    return rows.map((row) => ({
      id: row.id,
      timestamp: row.timestamp,
      author: row.author,
      mutations: JSON.parse(row.mutations),
      documentIds: JSON.parse(row.document_ids),
      effects: JSON.parse(row.effects),
    }))
  }

  /**
   * Deletions newest first, driven by the partial index of deleting revisions
   * (`revisions_deletions`); each is checked to be its document's latest revision, and joined
   * to the revision before it, through the per-document index.
   */
  const readDeletions = (dataset: string, query: DeletionQuery): DocumentDeletion[] | undefined => {
    const where = ['d.dataset = ?', 'd.body IS NULL', "d.id NOT GLOB 'versions.*'"]
    const params: Array<string | number> = [dataset]
    if (query.before) {
      const row = statements.transactionSeq.get(dataset, query.before.transactionId)
      if (!row) return undefined
      where.push('(d.seq, d.id) < (?, ?)')
      params.push(row.seq, query.before.id)
    }
    if (query.type !== undefined) {
      where.push("json_extract(p.body, '$._type') = ?")
      params.push(query.type)
    }
    params.push(query.limit)
    const sql = `SELECT d.id AS id, t.id AS transactionId, t.timestamp AS timestamp, t.author AS author, p.rev AS revision, p.body AS body
      FROM revisions AS d
      JOIN transactions AS t ON t.seq = d.seq
      JOIN revisions AS p ON p.dataset = d.dataset AND p.id = d.id
        AND p.seq = (SELECT max(b.seq) FROM revisions AS b WHERE b.dataset = d.dataset AND b.id = d.id AND b.seq < d.seq)
      WHERE ${where.join(' AND ')}
        AND NOT EXISTS (SELECT 1 FROM revisions AS l WHERE l.dataset = d.dataset AND l.id = d.id AND l.seq > d.seq)
      ORDER BY d.seq DESC, d.id DESC LIMIT ?`
    const rows = prepare(sql).all(...params) as Array<{
      id: string
      transactionId: string
      timestamp: string
      author: string
      revision: string
      body: string | null
    }>
    // A deletion always follows a version; a null body would be a log written by hand.
    return rows.flatMap(({body, ...row}) => (body === null ? [] : [{...row, document: parse(body)}]))
  }

  return {
    db,
    listDatasets: () => statements.listDatasets.all().map((row) => row.name),
    hasDataset: (name) => {
      if (knownDatasets.has(name)) return true
      // Another process (`vellum dataset create`) may have created it since: ask the file.
      if (statements.hasDataset.get(name) === undefined) return false
      knownDatasets.add(name)
      return true
    },
    ensureDataset: (name) => {
      if (knownDatasets.has(name)) return
      statements.ensureDataset.run(name, new Date().toISOString())
      knownDatasets.add(name)
    },
    transaction: (fn) => db.transaction(fn)(),
    getDocuments: (dataset, ids) =>
      ids.map((id) => {
        const row = statements.getDocument.get(dataset, id)
        return row ? parse(row.body) : null
      }),
    findDocuments: (dataset, filters) => {
      const {sql, params} = findSql(dataset, filters)
      const docs = (prepare(sql).all(...params) as Array<{body: string}>).map((row) => parse(row.body))
      const patterns = filters.filter(
        (filter) =>
          filter.idPatterns?.length &&
          !filter.types?.length &&
          !filter.ids?.length &&
          !filter.references?.length &&
          !filter.equals?.length,
      )
      if (patterns.length === 0) return docs
      // GLOB lets `*` cross dots; refine pure-pattern filters to GROQ's path() semantics.
      return docs.filter((doc) =>
        patterns.every((filter) => filter.idPatterns!.some((pattern) => matchesPathGlob(pattern, doc._id))),
      )
    },
    countDocuments: (dataset) => statements.count.get(dataset)!.n,
    commit: (dataset, record, revisions, previous) => {
      const write = () => {
        if (!knownDatasets.has(dataset)) {
          statements.ensureDataset.run(dataset, record.timestamp)
          knownDatasets.add(dataset)
        }
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
          // One serialisation serves the current document and its revision.
          const body = revision.document ? JSON.stringify(revision.document) : null
          if (revision.document) writeDocument(dataset, revision.document, body!, previous?.get(revision.id))
          else removeDocument(dataset, revision.id)
          statements.insertRevision.run(dataset, revision.id, lastInsertRowid, revision.rev, revision.timestamp, body)
        }
      }
      // Inside the lake's transaction already (the usual case): no nested savepoint needed.
      if (db.inTransaction) write()
      else db.transaction(write)()
    },
    getTransactions: readTransactions,
    getRevision: (dataset, id, rev) => toRevision(id, statements.revision.get(id, dataset, rev)),
    getRevisionAt: (dataset, id, time) => toRevision(id, statements.revisionAt.get(dataset, id, time)),
    getRevisionBefore: (dataset, id, rev) => toRevision(id, statements.revisionBefore.get(id, dataset, rev)),
    getDeletions: readDeletions,
    searchText: (dataset, terms, limit, types) => {
      const words = terms.flatMap((term) => tokenize(term))
      if (words.length === 0) return undefined
      const phrases = words.map((word) => `"${word}"*`)
      const every = phrases.join(' ')
      const typeClause = types?.length ? ` AND d.type IN (${types.map(() => '?').join(', ')})` : ''
      const select = (match: string, order: string, count: number) =>
        prepare(
          `SELECT d.rowid AS rowid, d.body AS body FROM document_text JOIN documents d ON d.rowid = document_text.rowid
          WHERE document_text MATCH ? AND d.dataset = ?${typeClause}${order} LIMIT ?`,
        ).all(match, dataset, ...(types ?? []), count) as Array<{rowid: number; body: string}>
      // The matching rows of the index, up to one more than can be ranked: one pass over the
      // words' lists of documents (their intersection is the costly part for common words), by
      // id only. Up to ALL_MATCHES_LIMIT of them (most queries of a few words), every match is
      // a candidate, read by id: no second pass, and the ranking that follows is exact.
      const matches = statements.matchingRowids.all(every, RANK_LIMIT + 1)
      // (Only a complete list: at most RANK_LIMIT, the most the pass reads.)
      if (matches.length <= RANK_LIMIT && matches.length <= Math.max(limit, ALL_MATCHES_LIMIT))
        return (
          prepare(
            `SELECT d.body AS body FROM json_each(?) AS j CROSS JOIN documents d ON d.rowid = j.value
              WHERE d.dataset = ?${typeClause}`,
          ).all(JSON.stringify(matches.map((row) => row.rowid)), dataset, ...(types ?? [])) as Array<{body: string}>
        ).map((row) => parse(row.body))
      // FTS5 ranks (bm25) every matching row before the LIMIT applies, about 1.5 µs a row for
      // one word (more for several); when more than RANK_LIMIT rows match, tiers take the best
      // they can rank, or else the newest documents.
      const fewMatches = matches.length <= RANK_LIMIT
      // Few enough to rank them all: one more pass, a head match weighing ten of the body's,
      // rather than a pass per tier (each intersects the words' lists of documents again, the
      // costly part for common words).
      if (fewMatches)
        return select(every, ` ORDER BY bm25(document_text, ${HEAD_WEIGHT}, 1)`, limit).map((row) => parse(row.body))
      const found = new Map<number, ContentDocument>()
      // First the documents with a word in their head text (titles, names): few even for
      // common words, and where matches weigh most. Then the rest, from the whole text.
      // (With one word, "it is in the head" says it all; the AND would make FTS5 rank twice.)
      const inHead = phrases.length === 1 ? `head : ${every}` : `(${every}) AND head : (${phrases.join(' OR ')})`
      // Before those, the documents whose head text holds the query's words in a row (a title
      // typed whole, or its start): a title of common words is otherwise one of thousands.
      const phraseInHead = words.length > 1 ? `head : "${words.join(' ')}" *` : undefined
      for (const match of phraseInHead ? [phraseInHead, inHead, every] : [inHead, every]) {
        // A phrase matches few documents: ranked without counting them. The head tier of one
        // word is counted (cheap); of several words, counting the AND costs more than the
        // ranking it could allow, so it takes the newest.
        const ranked =
          match === phraseInHead ||
          (match === inHead &&
            phrases.length === 1 &&
            statements.countMatches.get(match, RANK_LIMIT + 1)!.n <= RANK_LIMIT)
        const order = ` ORDER BY ${ranked ? 'rank' : 'document_text.rowid DESC'}`
        for (const row of select(match, order, limit + found.size))
          if (!found.has(row.rowid) && found.size < 2 * limit) found.set(row.rowid, parse(row.body))
      }
      return [...found.values()]
    },
    close: () => {
      if (db.open) db.close()
    },
  }
}
