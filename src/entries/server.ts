// Public API of `vellum/server` (Node only): the content server, its SQLite storage, and the
// stores of its tokens, users and CORS origins that a host embedding it manages; see
// api/vellum-server.api.md. The `vellum` command (src/server/cli) is the other way in.

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------
export {
  createServer,
  LimitsError,
  type CreateServerOptions,
  type VellumServer,
  type ServerLimits,
  type DevAdministrator,
  type ImageJobCounts,
} from '../server'

// ---------------------------------------------------------------------------------------------
// Storage
// ---------------------------------------------------------------------------------------------
export {sqliteStorage, type SqliteStorage, type SqliteStorageOptions} from '../server'

// ---------------------------------------------------------------------------------------------
// Tokens, users and CORS origins (`server.tokens`, `server.users`, `server.cors`)
// ---------------------------------------------------------------------------------------------
export {
  TokenStore,
  TOKEN_ROLES,
  UserInputError,
  CorsInputError,
  type TokenIdentity,
  type TokenRole,
  type UserStore,
  type User,
  type NewUser,
  type CorsStore,
  type CorsOrigin,
} from '../server'
