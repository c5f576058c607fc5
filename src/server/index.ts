// Public face of the server layer (entry `vellum/server`).
export {createServer, type CreateServerOptions, type VellumServer} from './createServer'
export {DEFAULT_BODY_LIMIT} from './readBody'
export {sqliteStorage, type SqliteStorage, type SqliteStorageOptions} from './sqliteStorage'
export {TOKEN_ROLES, TokenStore, WRITE_ROLES, type TokenIdentity, type TokenRole} from './tokenStore'
