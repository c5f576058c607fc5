// Public API of `vellum/server` (Node only): the content server, its SQLite storage and tokens.
export {
  createServer,
  sqliteStorage,
  TokenStore,
  DEFAULT_BODY_LIMIT,
  TOKEN_ROLES,
  type CreateServerOptions,
  type VellumServer,
  type SqliteStorage,
  type SqliteStorageOptions,
  type TokenIdentity,
  type TokenRole,
} from '../server'
