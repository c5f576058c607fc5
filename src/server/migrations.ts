import type Database from 'better-sqlite3'

/**
 * The database schema, one migration per version; `PRAGMA user_version` records how far a
 * database has come. Migrations only ever get appended.
 */
const MIGRATIONS: string[] = [
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
  CREATE INDEX document_refs_doc ON document_refs (doc);
  CREATE TABLE document_attributes (doc INTEGER NOT NULL, path TEXT NOT NULL, value ANY NOT NULL, kind TEXT NOT NULL, PRIMARY KEY (path, value, kind, doc)) WITHOUT ROWID;
  CREATE INDEX document_attributes_doc ON document_attributes (doc);
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
]

/** The schema version this code writes. */
export const SCHEMA_VERSION = MIGRATIONS.length

/** Brings a database up to {@link SCHEMA_VERSION}; refuses one written by a newer Vellum. */
export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', {simple: true}) as number
  if (current > SCHEMA_VERSION) {
    throw new Error(`The database has schema version ${current}, newer than this Vellum understands (${SCHEMA_VERSION}). Upgrade Vellum.`)
  }
  for (let version = current; version < SCHEMA_VERSION; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!)
      db.pragma(`user_version = ${version + 1}`)
    })()
  }
}
