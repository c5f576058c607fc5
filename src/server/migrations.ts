import type Database from 'better-sqlite3'
import {searchableText} from '../lake'

/**
 * One step of the schema: SQL, or a function for steps SQL alone cannot take (such as
 * re-deriving index rows from the documents).
 */
type Migration = string | ((db: Database.Database) => void)

/**
 * The database schema, one migration per version; `PRAGMA user_version` records how far a
 * database has come. Migrations only ever get appended.
 */
const MIGRATIONS: Migration[] = [
  // 1: documents with type, reference, attribute and text indexes; history and revisions; tokens.
  `
  CREATE TABLE datasets (name TEXT PRIMARY KEY, created_at TEXT NOT NULL);
  CREATE TABLE documents (
    rowid INTEGER PRIMARY KEY,
    dataset TEXT NOT NULL,
    id TEXT NOT NULL,
    type TEXT NOT NULL,
    rev TEXT,
    body TEXT NOT NULL,
    UNIQUE (dataset, id)
  );
  CREATE INDEX documents_type ON documents (dataset, type);
  CREATE TABLE document_refs (doc INTEGER NOT NULL, target TEXT NOT NULL, PRIMARY KEY (target, doc)) WITHOUT ROWID;
  CREATE TABLE document_attributes (doc INTEGER NOT NULL, path TEXT NOT NULL, value ANY NOT NULL, kind TEXT NOT NULL, PRIMARY KEY (path, value, kind, doc)) WITHOUT ROWID;
  CREATE VIRTUAL TABLE document_text USING fts5 (text, tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3');
  CREATE TABLE transactions (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    dataset TEXT NOT NULL,
    id TEXT NOT NULL,
    timestamp TEXT NOT NULL,
    author TEXT NOT NULL,
    mutations TEXT NOT NULL,
    document_ids TEXT NOT NULL,
    effects TEXT NOT NULL,
    UNIQUE (dataset, id)
  );
  CREATE TABLE revisions (
    dataset TEXT NOT NULL,
    id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    rev TEXT NOT NULL,
    timestamp TEXT NOT NULL,
    body TEXT
  );
  CREATE INDEX revisions_document ON revisions (dataset, id, seq);
  CREATE TABLE tokens (hash TEXT PRIMARY KEY, role TEXT NOT NULL, label TEXT, created_at TEXT NOT NULL);
  `,
  // 2: users, sign-in sessions and single-use sign-in ids, failed sign-in counters, CORS origins.
  `
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE UNIQUE,
    name TEXT NOT NULL,
    password_hash TEXT,
    provider TEXT NOT NULL,
    roles TEXT NOT NULL,
    image_url TEXT,
    created_at TEXT NOT NULL
  );
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    login_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    last_used_at TEXT NOT NULL
  );
  CREATE INDEX sessions_login ON sessions (login_id);
  CREATE INDEX sessions_user ON sessions (user_id);
  CREATE TABLE sign_in_ids (
    sid_hash TEXT PRIMARY KEY,
    login_id TEXT NOT NULL,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL,
    used_at TEXT
  );
  CREATE INDEX sign_in_ids_user ON sign_in_ids (user_id);
  CREATE TABLE sign_in_failures (key TEXT PRIMARY KEY, count INTEGER NOT NULL, window_start TEXT NOT NULL);
  CREATE TABLE cors_origins (
    project TEXT NOT NULL,
    origin TEXT NOT NULL,
    credentials INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (project, origin)
  ) WITHOUT ROWID;
  `,
  // 3: users' key-value pairs (studio preferences), per project and user.
  `
  CREATE TABLE user_key_values (
    project TEXT NOT NULL,
    user_id TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (project, user_id, key)
  ) WITHOUT ROWID;
  `,
  // 4: cheaper commits. The attribute index leaves out `_rev` and `_updatedAt` (every write
  // changes them; see attributeValues), and the transaction log drops AUTOINCREMENT, whose
  // sqlite_sequence row was one more page written per commit: sequence numbers still only
  // grow, as transactions are never deleted.
  `
  DELETE FROM document_attributes WHERE path IN ('_rev', '_updatedAt');
  CREATE TABLE transactions_v4 (
    seq INTEGER PRIMARY KEY,
    dataset TEXT NOT NULL,
    id TEXT NOT NULL,
    timestamp TEXT NOT NULL,
    author TEXT NOT NULL,
    mutations TEXT NOT NULL,
    document_ids TEXT NOT NULL,
    effects TEXT NOT NULL,
    UNIQUE (dataset, id)
  );
  INSERT INTO transactions_v4 SELECT seq, dataset, id, timestamp, author, mutations, document_ids, effects FROM transactions;
  DROP TABLE transactions;
  ALTER TABLE transactions_v4 RENAME TO transactions;
  `,
  // 5: the text index splits each document's text into head (short strings outside arrays:
  // titles, names) and body, so a search ranks the few head matches by relevance instead of
  // every match; see sqliteStorage's searchText. Prefix indexes of 2 to 5 characters: a
  // search term is a word prefix, and expanding a 4- or 5-letter prefix to every word that
  // starts with it costs far more than reading its own index. Rebuilt from the documents.
  (db) => {
    db.exec(`
      DROP TABLE document_text;
      CREATE VIRTUAL TABLE document_text USING fts5 (head, body, tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3 4 5');
    `)
    const insert = db.prepare('INSERT INTO document_text (rowid, head, body) VALUES (?, ?, ?)')
    // In pages: the connection cannot write while a statement is still iterating.
    const page = db.prepare<[number], {rowid: number; body: string}>(
      'SELECT rowid, body FROM documents WHERE rowid > ? ORDER BY rowid LIMIT 1000',
    )
    for (let rows = page.all(0); rows.length > 0; rows = page.all(rows.at(-1)!.rowid)) {
      for (const row of rows) {
        const text = searchableText(JSON.parse(row.body) as object)
        insert.run(row.rowid, text.head.join('\n'), text.body.join('\n'))
      }
    }
  },
  // 6: deletions by dataset, newest first, for the list of recently deleted documents
  // (sqliteStorage's getDeletions): a partial index holds only the revisions that deleted.
  `
  CREATE INDEX revisions_deletions ON revisions (dataset, seq, id) WHERE body IS NULL;
  `,
]

/** The schema version this code writes. */
export const SCHEMA_VERSION = MIGRATIONS.length

/**
 * Brings a database up to {@link SCHEMA_VERSION} (or to `target`, for tests that need an old
 * database); refuses one written by a newer Vellum.
 */
export function migrate(db: Database.Database, target = SCHEMA_VERSION): void {
  const current = db.pragma('user_version', {simple: true}) as number
  if (current > SCHEMA_VERSION) {
    throw new Error(
      `The database has schema version ${current}, newer than this Vellum understands (${SCHEMA_VERSION}). Upgrade Vellum.`,
    )
  }
  for (let version = current; version < target; version++) {
    db.transaction(() => {
      const migration = MIGRATIONS[version]!
      if (typeof migration === 'string') db.exec(migration)
      else migration(db)
      db.pragma(`user_version = ${version + 1}`)
    })()
  }
}
